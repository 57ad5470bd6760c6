#pragma once

#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace pathfinder {

/// A JSON value and where it starts in its file: what a reader needs to say `file:line:col` of a
/// value that parses but means nothing (an unknown event type, a coordinate off the map), which
/// a parser that keeps only values cannot.
struct JsonValue {
    enum class Type { Null, Boolean, Number, String, Array, Object };

    Type type = Type::Null;
    int line = 0;   ///< 1-based line of the value's first byte
    int column = 0; ///< 1-based column (bytes) of the value's first byte
    bool boolean = false;
    double number = 0.0;
    std::string text; ///< a string's value (UTF-8), or a number as written
    std::vector<JsonValue> items;
    std::vector<std::pair<std::string, JsonValue>> members; ///< in file order

    /// The member named `key`, or nullptr; nullptr too when this is not an object. (A key cannot
    /// repeat: the parser refuses an object that names one twice.)
    const JsonValue* find(std::string_view key) const;
    /// "an object", "a string", "the number 3.5", ...: what was found, for messages.
    std::string describe() const;
};

/// Parses RFC 8259 JSON with the strictness of JsonStream (json_stream.h), which it reads through:
/// a UTF-8 byte-order mark is skipped; ParseError at the offending byte's line and column, naming
/// `fileName`, on a syntax error, invalid UTF-8, a member named twice in one object, nesting deeper
/// than 512 levels, a string longer than kMaxJsonTokenBytes, and text after the value.
JsonValue parseJson(std::string_view text, const std::string& fileName);

/// The value of a JSON number as written (`text` follows the JSON grammar); one past the range of a
/// double is infinite, or zero when it is tiny.
double jsonNumberValue(const std::string& text);

} // namespace pathfinder
