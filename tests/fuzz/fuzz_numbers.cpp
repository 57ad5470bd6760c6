// libFuzzer target: the one rule for numbers and cells (number_text.h), against a reference written
// from the rule's words alone: digits (after a '-' where allowed), compared as digit strings with
// the range's bounds; a real number's grammar checked character by character.

#include "pathfinder/basics/number_text.h"

#include "fuzz_checks.h"

#include <cstddef>
#include <cstdint>
#include <string>

namespace {

bool digitsOnly(const std::string& text) {
    if (text.empty())
        return false;
    for (const char c : text)
        if (c < '0' || c > '9')
            return false;
    return true;
}

/// The digits without leading zeros ("0" for zero).
std::string canonical(const std::string& digits) {
    const std::size_t first = digits.find_first_not_of('0');
    return first == std::string::npos ? "0" : digits.substr(first);
}

/// a <= b for canonical digit strings.
bool notAbove(const std::string& a, const std::string& b) {
    return a.size() != b.size() ? a.size() < b.size() : a <= b;
}

bool referenceWhole(const std::string& text, std::uint64_t min, std::uint64_t max) {
    if (!digitsOnly(text))
        return false;
    const std::string value = canonical(text);
    return notAbove(std::to_string(min), value) && notAbove(value, std::to_string(max));
}

/// -4096 <= value <= 4095, written as '-' and digits or digits alone.
bool referenceSigned(const std::string& text) {
    const bool negative = !text.empty() && text[0] == '-';
    const std::string digits = negative ? text.substr(1) : text;
    return digitsOnly(digits) && notAbove(canonical(digits), negative ? "4096" : "4095");
}

bool referenceRealForm(const std::string& text) {
    std::size_t i = text.size() > 0 && text[0] == '-' ? 1 : 0;
    std::size_t whole = 0;
    while (i < text.size() && text[i] >= '0' && text[i] <= '9') {
        ++i;
        ++whole;
    }
    std::size_t fraction = 0;
    if (i < text.size() && text[i] == '.') {
        ++i;
        while (i < text.size() && text[i] >= '0' && text[i] <= '9') {
            ++i;
            ++fraction;
        }
    }
    if (whole + fraction == 0)
        return false;
    if (i < text.size() && (text[i] == 'e' || text[i] == 'E')) {
        ++i;
        if (i < text.size() && (text[i] == '+' || text[i] == '-'))
            ++i;
        std::size_t power = 0;
        while (i < text.size() && text[i] >= '0' && text[i] <= '9') {
            ++i;
            ++power;
        }
        if (power == 0)
            return false;
    }
    return i == text.size();
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace pathfinder;
    const std::string text(reinterpret_cast<const char*>(data), size);
    for (const auto& [min, max] :
         {std::pair<std::uint64_t, std::uint64_t>{1, 1000}, {0, UINT64_MAX}, {5, 5}, {1, 4096}}) {
        const auto value = parseWholeNumber(text, min, max);
        fuzz::require(value.has_value() == referenceWhole(text, min, max), "whole numbers follow the rule");
        if (value)
            fuzz::require(std::to_string(*value) == canonical(text), "a whole number's value is its digits");
        fuzz::require(wholeNumberProblem(text, min, max).has_value() != value.has_value(),
                      "a refusal comes with a reason, an acceptance without");
    }
    fuzz::require(parseInteger(text, -4096, 4095).has_value() == referenceSigned(text),
                  "a whole number that may be negative follows the rule");
    const bool realForm = referenceRealForm(text);
    const auto real = parseRealNumber(text, -1e300, 1e300);
    if (real)
        fuzz::require(realForm, "a real number has the rule's form");
    if (!realForm)
        fuzz::require(!real, "text not of the form is no real number");
    const auto cell = parseCellText(text, 4096, 4096);
    const std::size_t comma = text.find(',');
    // Coordinates may be written negative (and refused as off the map): "-0" is 0.
    const auto coordinate = [](const std::string& part) {
        const bool minusZero = part.size() > 1 && part[0] == '-' && digitsOnly(part.substr(1)) &&
                               canonical(part.substr(1)) == "0";
        return minusZero || referenceWhole(part, 0, 4095);
    };
    const bool cellExpected =
        comma != std::string::npos && coordinate(text.substr(0, comma)) && coordinate(text.substr(comma + 1));
    fuzz::require(cell.has_value() == cellExpected, "a cell is two whole numbers and a comma");
    return 0;
}
