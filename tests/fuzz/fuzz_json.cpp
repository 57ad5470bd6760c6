// libFuzzer target: the JSON every reader goes through (JsonStream, parseJson), against nlohmann's
// parser as the independent reference. A document is ours exactly when nlohmann accepts it, it
// names no member twice in one object, nests no deeper than 512 levels and holds no NUL byte (the
// three rules nlohmann does not keep: it takes a NUL outside a string for the end of the input).
// What is accepted holds only valid UTF-8 strings; a trace reader reading it as a stream agrees
// with the same reader reading it whole.

#include "pathfinder/basics/parse_error.h"
#include "pathfinder/basics/printable_text.h"
#include "pathfinder/traces/posthoc_trace_reader.h"
#include "pathfinder/traces/search_trace_io.h"

#include "formats/json_reader.h"
#include "fuzz_checks.h"

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <nlohmann/json.hpp>
#include <set>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

namespace {

/// Reads a document through nlohmann's SAX interface and keeps what it cannot say itself.
class Reference : public nlohmann::json_sax<nlohmann::json> {
public:
    bool valid = true;
    bool overflow = false; ///< a number past a double: nlohmann refuses it, the grammar allows it
    bool duplicate = false;
    std::size_t deepest = 0;

    bool null() override { return true; }
    bool boolean(bool) override { return true; }
    bool number_integer(number_integer_t) override { return true; }
    bool number_unsigned(number_unsigned_t) override { return true; }
    bool number_float(number_float_t, const string_t&) override { return true; }
    bool string(string_t&) override { return true; }
    bool binary(binary_t&) override { return true; }
    bool start_object(std::size_t) override { return open(); }
    bool end_object() override { return close(); }
    bool start_array(std::size_t) override { return open(); }
    bool end_array() override { return close(); }
    bool key(string_t& name) override {
        duplicate = duplicate || !m_keys.back().insert(name).second;
        return true;
    }
    bool parse_error(std::size_t, const std::string&, const nlohmann::detail::exception& e) override {
        valid = false;
        overflow = e.id == 406;
        return false;
    }

private:
    bool open() {
        m_keys.emplace_back();
        deepest = std::max(deepest, m_keys.size());
        return true;
    }
    bool close() {
        m_keys.pop_back();
        return true;
    }
    std::vector<std::set<std::string>> m_keys;
};

void requireUtf8(const pathfinder::JsonValue& value) {
    pathfinder::fuzz::require(pathfinder::isValidUtf8(value.text), "every kept string is UTF-8");
    for (const auto& [key, member] : value.members) {
        pathfinder::fuzz::require(pathfinder::isValidUtf8(key), "every key is UTF-8");
        requireUtf8(member);
    }
    for (const auto& item : value.items)
        requireUtf8(item);
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace pathfinder;
    const std::string text(reinterpret_cast<const char*>(data), size);
    bool ours = true;
    try {
        requireUtf8(parseJson(text, "fuzz.json"));
    } catch (const ParseError&) {
        ours = false;
    }
    Reference reference;
    nlohmann::json::sax_parse(text, &reference, nlohmann::json::input_format_t::json, true);
    if (!reference.overflow) {
        const bool expected = reference.valid && !reference.duplicate && reference.deepest <= 512 &&
                              text.find('\0') == std::string::npos;
        fuzz::require(ours == expected,
                      "the JSON reader accepts what the reference does, less its three rules");
    }
    // The trace reader read as a stream and read whole agree (readPosthocTrace drives the stream).
    std::istringstream whole(text);
    std::istringstream streamed(text);
    std::string wholeError;
    std::string streamedError;
    std::size_t wholeEvents = 0;
    std::size_t streamedEvents = 0;
    try {
        wholeEvents = readPosthocTrace(whole, "t").events.size();
    } catch (const ParseError& e) {
        wholeError = e.what();
    }
    try {
        PosthocTraceReader reader(streamed, "t");
        while (reader.next())
            ++streamedEvents;
    } catch (const ParseError& e) {
        streamedError = e.what();
    }
    fuzz::require(wholeError == streamedError && (!wholeError.empty() || wholeEvents == streamedEvents),
                  "a trace read event by event is the trace read whole");
    if (!wholeError.empty())
        fuzz::require(!ours || wholeError.find("t:") == 0, "a trace's error names its place");
    return 0;
}
