#include "formats/json_reader.h"

#include "pathfinder/basics/parse_error.h"

#include "basics/text_scanner.h"
#include "formats/json_stream.h"

#include <charconv>
#include <cmath>
#include <limits>
#include <streambuf>
#include <string>

namespace pathfinder {

namespace {

/// The bytes of a string_view as a stream, without a copy.
class ViewBuffer : public std::streambuf {
public:
    explicit ViewBuffer(std::string_view text) {
        char* begin = const_cast<char*>(text.data()); // read only: a get area is never written
        setg(begin, begin, begin + text.size());
    }
};

/// A JSON number's value; one past the range of a double is infinite (or zero, for a tiny one),
/// which the readers refuse where they need a finite number.
double numberValue(const std::string& text) {
    double value = 0.0;
    const auto [ptr, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (ec != std::errc::result_out_of_range)
        return value;
    const std::size_t exponent = text.find_first_of("eE");
    const bool tiny = exponent != std::string::npos && text.compare(exponent + 1, 1, "-") == 0;
    if (tiny)
        return 0.0;
    const double infinity = std::numeric_limits<double>::infinity();
    return text.front() == '-' ? -infinity : infinity;
}

JsonValue valueOf(JsonStream& stream, JsonStream::Token token) {
    using Token = JsonStream::Token;
    JsonValue value;
    value.line = stream.line();
    value.column = stream.column();
    switch (token) {
    case Token::BeginObject:
        value.type = JsonValue::Type::Object;
        for (Token key = stream.next(); key != Token::EndObject; key = stream.next()) {
            std::string name = stream.text();
            value.members.emplace_back(std::move(name), valueOf(stream, stream.next()));
        }
        break;
    case Token::BeginArray:
        value.type = JsonValue::Type::Array;
        for (Token item = stream.next(); item != Token::EndArray; item = stream.next())
            value.items.push_back(valueOf(stream, item));
        break;
    case Token::String:
        value.type = JsonValue::Type::String;
        value.text = stream.text();
        break;
    case Token::Number:
        value.type = JsonValue::Type::Number;
        value.text = stream.text();
        value.number = numberValue(value.text);
        break;
    case Token::True:
    case Token::False:
        value.type = JsonValue::Type::Boolean;
        value.boolean = token == Token::True;
        break;
    default:
        value.type = JsonValue::Type::Null;
        break;
    }
    return value;
}

} // namespace

const JsonValue* JsonValue::find(std::string_view key) const {
    for (const auto& [name, value] : members)
        if (name == key)
            return &value;
    return nullptr;
}

std::string JsonValue::describe() const {
    switch (type) {
    case Type::Null:
        return "null";
    case Type::Boolean:
        return boolean ? "true" : "false";
    case Type::Number:
        return "the number " + text;
    case Type::String:
        return "the string " + pathfinder::quoted(text);
    case Type::Array:
        return "an array";
    case Type::Object:
        return "an object";
    }
    return "a value";
}

double jsonNumberValue(const std::string& text) {
    return numberValue(text);
}

JsonValue parseJson(std::string_view text, const std::string& fileName) {
    ViewBuffer buffer(text);
    std::istream in(&buffer);
    JsonStream stream(in, fileName);
    JsonValue root = valueOf(stream, stream.next());
    stream.next(); // the end: anything after the value is refused
    return root;
}

} // namespace pathfinder
