#include "json_reader.h"

#include "pathfinder/parse_error.h"

#include "text_scanner.h"

#include <cstdint>
#include <cstdlib>
#include <string>

namespace pathfinder {

namespace {

constexpr int kMaxDepth = 512;

class JsonParser {
public:
    JsonParser(std::string_view text, const std::string& fileName) : m_text(text), m_fileName(fileName) {
        if (m_text.substr(0, 3) == "\xEF\xBB\xBF")
            m_pos = 3;
        m_lineStart = m_pos;
    }

    JsonValue document() {
        skipSpace();
        JsonValue value = parseValue(0);
        skipSpace();
        if (m_pos < m_text.size())
            fail("expected the end of the file after the JSON value, found " + found());
        return value;
    }

private:
    int column() const { return static_cast<int>(m_pos - m_lineStart) + 1; }

    [[noreturn]] void fail(const std::string& message) const {
        throw ParseError(m_fileName, m_line, column(), message);
    }

    std::string found() const {
        if (m_pos >= m_text.size())
            return "the end of the file";
        return describeChar(m_text[m_pos]);
    }

    bool atEnd() const { return m_pos >= m_text.size(); }
    char peek() const { return atEnd() ? '\0' : m_text[m_pos]; }

    void skipSpace() {
        while (!atEnd()) {
            const char c = m_text[m_pos];
            if (c == '\n') {
                ++m_pos;
                ++m_line;
                m_lineStart = m_pos;
            } else if (c == ' ' || c == '\t' || c == '\r') {
                ++m_pos;
            } else {
                break;
            }
        }
    }

    JsonValue startValue(JsonValue::Type type) const {
        JsonValue value;
        value.type = type;
        value.line = m_line;
        value.column = column();
        return value;
    }

    JsonValue parseValue(int depth) {
        if (depth > kMaxDepth)
            fail("JSON nested deeper than " + std::to_string(kMaxDepth) + " levels");
        switch (peek()) {
        case '{':
            return parseObject(depth);
        case '[':
            return parseArray(depth);
        case '"': {
            JsonValue value = startValue(JsonValue::Type::String);
            value.text = parseString();
            return value;
        }
        case 't':
            return parseWord("true", JsonValue::Type::Boolean, true);
        case 'f':
            return parseWord("false", JsonValue::Type::Boolean, false);
        case 'n':
            return parseWord("null", JsonValue::Type::Null, false);
        default:
            if (peek() == '-' || (peek() >= '0' && peek() <= '9'))
                return parseNumber();
            fail("expected a JSON value, found " + found());
        }
    }

    JsonValue parseWord(std::string_view word, JsonValue::Type type, bool boolean) {
        JsonValue value = startValue(type);
        if (m_text.substr(m_pos, word.size()) != word)
            fail("expected a JSON value, found " + found());
        m_pos += word.size();
        value.boolean = boolean;
        return value;
    }

    JsonValue parseNumber() {
        JsonValue value = startValue(JsonValue::Type::Number);
        const std::size_t begin = m_pos;
        const auto digits = [this] {
            const std::size_t from = m_pos;
            while (!atEnd() && peek() >= '0' && peek() <= '9')
                ++m_pos;
            return m_pos - from;
        };
        if (peek() == '-')
            ++m_pos;
        if (peek() == '0') {
            ++m_pos;
        } else if (digits() == 0) {
            fail("expected a digit, found " + found());
        }
        if (peek() == '.') {
            ++m_pos;
            if (digits() == 0)
                fail("expected a digit after the decimal point, found " + found());
        }
        if (peek() == 'e' || peek() == 'E') {
            ++m_pos;
            if (peek() == '+' || peek() == '-')
                ++m_pos;
            if (digits() == 0)
                fail("expected a digit in the exponent, found " + found());
        }
        value.text = std::string(m_text.substr(begin, m_pos - begin));
        value.number = std::strtod(value.text.c_str(), nullptr);
        return value;
    }

    unsigned hexQuad() {
        unsigned code = 0;
        for (int i = 0; i < 4; ++i) {
            const char c = peek();
            unsigned digit = 0;
            if (c >= '0' && c <= '9')
                digit = static_cast<unsigned>(c - '0');
            else if (c >= 'a' && c <= 'f')
                digit = static_cast<unsigned>(c - 'a' + 10);
            else if (c >= 'A' && c <= 'F')
                digit = static_cast<unsigned>(c - 'A' + 10);
            else
                fail("expected a hexadecimal digit of a \\u escape, found " + found());
            code = code * 16 + digit;
            ++m_pos;
        }
        return code;
    }

    static void appendUtf8(std::string& out, unsigned code) {
        if (code < 0x80) {
            out += static_cast<char>(code);
        } else if (code < 0x800) {
            out += static_cast<char>(0xC0 | (code >> 6));
            out += static_cast<char>(0x80 | (code & 0x3F));
        } else if (code < 0x10000) {
            out += static_cast<char>(0xE0 | (code >> 12));
            out += static_cast<char>(0x80 | ((code >> 6) & 0x3F));
            out += static_cast<char>(0x80 | (code & 0x3F));
        } else {
            out += static_cast<char>(0xF0 | (code >> 18));
            out += static_cast<char>(0x80 | ((code >> 12) & 0x3F));
            out += static_cast<char>(0x80 | ((code >> 6) & 0x3F));
            out += static_cast<char>(0x80 | (code & 0x3F));
        }
    }

    // Bytes of the string are kept as they are (the file is read as UTF-8); escapes are decoded.
    std::string parseString() {
        ++m_pos; // the opening quote
        std::string out;
        for (;;) {
            if (atEnd())
                fail("expected '\"' to close the string, found the end of the file");
            const char c = m_text[m_pos];
            if (c == '"') {
                ++m_pos;
                return out;
            }
            if (static_cast<unsigned char>(c) < 0x20)
                fail("expected '\"' to close the string, found " + describeChar(c) +
                     " (control characters must be escaped)");
            if (c != '\\') {
                out += c;
                ++m_pos;
                continue;
            }
            ++m_pos;
            const char e = peek();
            switch (e) {
            case '"':
            case '\\':
            case '/':
                out += e;
                break;
            case 'b':
                out += '\b';
                break;
            case 'f':
                out += '\f';
                break;
            case 'n':
                out += '\n';
                break;
            case 'r':
                out += '\r';
                break;
            case 't':
                out += '\t';
                break;
            case 'u': {
                ++m_pos;
                unsigned code = hexQuad();
                if (code >= 0xD800 && code < 0xDC00) {
                    if (m_text.substr(m_pos, 2) != "\\u")
                        fail("expected the second half of a UTF-16 surrogate pair, found " + found());
                    m_pos += 2;
                    const unsigned low = hexQuad();
                    if (low < 0xDC00 || low >= 0xE000) {
                        m_pos -= 4;
                        fail("expected the second half of a UTF-16 surrogate pair");
                    }
                    code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00);
                } else if (code >= 0xDC00 && code < 0xE000) {
                    m_pos -= 4;
                    fail("a lone second half of a UTF-16 surrogate pair");
                }
                appendUtf8(out, code);
                continue; // hexQuad has moved past the escape
            }
            default:
                fail("expected an escape (\\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX), found " + found());
            }
            ++m_pos;
        }
    }

    JsonValue parseArray(int depth) {
        JsonValue value = startValue(JsonValue::Type::Array);
        ++m_pos;
        skipSpace();
        if (peek() == ']') {
            ++m_pos;
            return value;
        }
        for (;;) {
            skipSpace();
            value.items.push_back(parseValue(depth + 1));
            skipSpace();
            if (peek() == ',') {
                ++m_pos;
                continue;
            }
            if (peek() == ']') {
                ++m_pos;
                return value;
            }
            fail("expected ',' or ']' in the array, found " + found());
        }
    }

    JsonValue parseObject(int depth) {
        JsonValue value = startValue(JsonValue::Type::Object);
        ++m_pos;
        skipSpace();
        if (peek() == '}') {
            ++m_pos;
            return value;
        }
        for (;;) {
            skipSpace();
            if (peek() != '"')
                fail("expected a member name in double quotes, found " + found());
            std::string key = parseString();
            skipSpace();
            if (peek() != ':')
                fail("expected ':' after the member name, found " + found());
            ++m_pos;
            skipSpace();
            value.members.emplace_back(std::move(key), parseValue(depth + 1));
            skipSpace();
            if (peek() == ',') {
                ++m_pos;
                continue;
            }
            if (peek() == '}') {
                ++m_pos;
                return value;
            }
            fail("expected ',' or '}' in the object, found " + found());
        }
    }

    std::string_view m_text;
    const std::string& m_fileName;
    std::size_t m_pos = 0;
    std::size_t m_lineStart = 0;
    int m_line = 1;
};

} // namespace

const JsonValue* JsonValue::find(std::string_view key) const {
    const JsonValue* last = nullptr;
    for (const auto& [name, value] : members)
        if (name == key)
            last = &value;
    return last;
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

JsonValue parseJson(std::string_view text, const std::string& fileName) {
    return JsonParser(text, fileName).document();
}

} // namespace pathfinder
