#include "formats/json_stream.h"

#include "pathfinder/basics/input_limits.h"
#include "pathfinder/basics/parse_error.h"

#include "basics/text_scanner.h"

#include <climits>

namespace pathfinder {

namespace {

constexpr std::size_t kMaxDepth = 512;
constexpr std::size_t kChunkBytes = std::size_t{1} << 16;

bool isDigit(int c) {
    return c >= '0' && c <= '9';
}

} // namespace

JsonStream::JsonStream(std::istream& in, const std::string& fileName)
    : m_in(in), m_fileName(fileName), m_chunk(kChunkBytes) {
    peekByte();
    if (m_end - m_at >= 3 && m_chunk[0] == '\xEF' && m_chunk[1] == '\xBB' && m_chunk[2] == '\xBF')
        m_at += 3;
}

int JsonStream::peekByte() {
    if (m_at == m_end) {
        m_in.read(m_chunk.data(), static_cast<std::streamsize>(m_chunk.size()));
        m_end = static_cast<std::size_t>(m_in.gcount());
        m_at = 0;
        if (m_end == 0)
            return -1;
    }
    return static_cast<unsigned char>(m_chunk[m_at]);
}

int JsonStream::takeByte() {
    const int c = peekByte();
    if (c < 0)
        return c;
    ++m_at;
    if (c == '\n') {
        ++m_line;
        m_column = 1;
    } else {
        ++m_column;
    }
    return c;
}

void JsonStream::skipSpace() {
    for (int c = peekByte(); c == ' ' || c == '\t' || c == '\r' || c == '\n'; c = peekByte())
        takeByte();
}

void JsonStream::fail(int line, int column, const std::string& message) const {
    throw ParseError(m_fileName, line, column, message);
}

void JsonStream::failHere(const std::string& message) {
    fail(m_line, static_cast<int>(std::min<long long>(m_column, INT_MAX)), message);
}

std::string JsonStream::foundHere() {
    const int c = peekByte();
    return c < 0 ? std::string("the end of the file") : describeChar(static_cast<char>(c));
}

JsonStream::Token JsonStream::next() {
    skipSpace();
    m_tokenLine = m_line;
    m_tokenColumn = static_cast<int>(std::min<long long>(m_column, INT_MAX));
    const int c = peekByte();
    switch (m_expect) {
    case Expect::Nothing:
        if (c < 0)
            return Token::End;
        failHere("expected the end of the file after the JSON value, found " + foundHere());
    case Expect::Value:
        return valueToken();
    case Expect::FirstItem:
        if (c == ']') {
            takeByte();
            return closeLevel(false);
        }
        return valueToken();
    case Expect::FirstKey:
        if (c == '}') {
            takeByte();
            return closeLevel(true);
        }
        [[fallthrough]];
    case Expect::Key: {
        if (c != '"')
            failHere("expected a member name in double quotes, found " + foundHere());
        readString(true);
        if (!m_levels.back().keys.insert(m_text).second)
            fail("the member " + quoted(m_text) + " is given twice in this object");
        skipSpace();
        if (peekByte() != ':')
            failHere("expected ':' after the member name, found " + foundHere());
        takeByte();
        m_expect = Expect::Value;
        return Token::Key;
    }
    case Expect::CommaOrEnd: {
        const bool object = m_levels.back().object;
        if (c == ',') {
            takeByte();
            m_expect = object ? Expect::Key : Expect::Value;
            return next();
        }
        if (c == (object ? '}' : ']')) {
            takeByte();
            return closeLevel(object);
        }
        failHere(std::string("expected ',' or '") + (object ? "}' in the object" : "]' in the array") +
                 ", found " + foundHere());
    }
    }
    failHere("expected a JSON value, found " + foundHere());
}

JsonStream::Token JsonStream::valueToken() {
    const int c = peekByte();
    if (c == '{' || c == '[') {
        if (m_levels.size() >= kMaxDepth)
            failHere("JSON nested deeper than " + std::to_string(kMaxDepth) + " levels");
        takeByte();
        m_levels.push_back(Level{c == '{', {}});
        m_expect = c == '{' ? Expect::FirstKey : Expect::FirstItem;
        return c == '{' ? Token::BeginObject : Token::BeginArray;
    }
    if (c == '"') {
        readString(!m_skipping);
        return afterValue(Token::String);
    }
    if (c == '-' || isDigit(c)) {
        readNumber();
        return afterValue(Token::Number);
    }
    if (c == 't' || c == 'f' || c == 'n') {
        const char* word = c == 't' ? "true" : (c == 'f' ? "false" : "null");
        readWord(word);
        return afterValue(c == 't' ? Token::True : (c == 'f' ? Token::False : Token::Null));
    }
    failHere("expected a JSON value, found " + foundHere());
}

JsonStream::Token JsonStream::closeLevel(bool object) {
    m_levels.pop_back();
    m_expect = m_levels.empty() ? Expect::Nothing : Expect::CommaOrEnd;
    return object ? Token::EndObject : Token::EndArray;
}

JsonStream::Token JsonStream::afterValue(Token token) {
    m_expect = m_levels.empty() ? Expect::Nothing : Expect::CommaOrEnd;
    return token;
}

void JsonStream::skipValue(Token first) {
    if (first != Token::BeginObject && first != Token::BeginArray)
        return;
    const std::size_t depth = m_levels.size();
    m_skipping = true;
    while (m_levels.size() >= depth)
        next();
    m_skipping = false;
}

void JsonStream::keep(char c, bool keepIt) {
    if (!keepIt)
        return;
    if (m_text.size() >= kMaxJsonTokenBytes)
        fail("a value longer than " + std::to_string(kMaxJsonTokenBytes) +
             " bytes, the most one may hold here");
    m_text += c;
}

void JsonStream::readString(bool keepIt) {
    takeByte(); // the opening quote
    m_text.clear();
    for (;;) {
        const int c = takeByte();
        if (c < 0)
            failHere("expected '\"' to close the string, found the end of the file");
        if (c == '"')
            return;
        if (c < 0x20) {
            --m_column;
            failHere("expected '\"' to close the string, found " + describeChar(static_cast<char>(c)) +
                     " (control characters must be escaped)");
        }
        if (c == '\\')
            readEscape(keepIt);
        else if (c >= 0x80)
            readUtf8(static_cast<unsigned char>(c), keepIt);
        else
            keep(static_cast<char>(c), keepIt);
    }
}

void JsonStream::readUtf8(unsigned char lead, bool keepIt) {
    // The ranges of RFC 3629: no overlong forms, no surrogates, nothing past U+10FFFF.
    int more = 0;
    int low = 0x80;
    int high = 0xBF;
    if (lead >= 0xC2 && lead <= 0xDF) {
        more = 1;
    } else if (lead >= 0xE0 && lead <= 0xEF) {
        more = 2;
        low = lead == 0xE0 ? 0xA0 : 0x80;
        high = lead == 0xED ? 0x9F : 0xBF;
    } else if (lead >= 0xF0 && lead <= 0xF4) {
        more = 3;
        low = lead == 0xF0 ? 0x90 : 0x80;
        high = lead == 0xF4 ? 0x8F : 0xBF;
    } else {
        --m_column;
        failHere("expected UTF-8 text, found " + describeChar(static_cast<char>(lead)));
    }
    keep(static_cast<char>(lead), keepIt);
    for (int i = 0; i < more; ++i) {
        const int c = peekByte();
        if (c < low || c > high)
            failHere("expected UTF-8 text, found " + foundHere() + " where a multi-byte character goes on");
        takeByte();
        keep(static_cast<char>(c), keepIt);
        low = 0x80;
        high = 0xBF;
    }
}

unsigned JsonStream::hexQuad() {
    unsigned code = 0;
    for (int i = 0; i < 4; ++i) {
        const int c = peekByte();
        unsigned digit = 0;
        if (isDigit(c))
            digit = static_cast<unsigned>(c - '0');
        else if (c >= 'a' && c <= 'f')
            digit = static_cast<unsigned>(c - 'a' + 10);
        else if (c >= 'A' && c <= 'F')
            digit = static_cast<unsigned>(c - 'A' + 10);
        else
            failHere("expected a hexadecimal digit of a \\u escape, found " + foundHere());
        code = code * 16 + digit;
        takeByte();
    }
    return code;
}

void JsonStream::readEscape(bool keepIt) {
    const int e = peekByte();
    const char* simple = "\"\\/bfnrt";
    const char* meaning = "\"\\/\b\f\n\r\t";
    for (int i = 0; simple[i] != '\0'; ++i)
        if (e == simple[i]) {
            takeByte();
            keep(meaning[i], keepIt);
            return;
        }
    if (e != 'u')
        failHere("expected an escape (\\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX), found " + foundHere());
    takeByte();
    unsigned code = hexQuad();
    if (code >= 0xDC00 && code < 0xE000)
        failHere("a lone second half of a UTF-16 surrogate pair");
    if (code >= 0xD800 && code < 0xDC00) {
        if (peekByte() != '\\')
            failHere("expected the second half of a UTF-16 surrogate pair, found " + foundHere());
        takeByte();
        if (peekByte() != 'u')
            failHere("expected the second half of a UTF-16 surrogate pair, found " + foundHere());
        takeByte();
        const unsigned low = hexQuad();
        if (low < 0xDC00 || low >= 0xE000)
            failHere("expected the second half of a UTF-16 surrogate pair");
        code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00);
    }
    // The code point as UTF-8.
    if (code < 0x80) {
        keep(static_cast<char>(code), keepIt);
    } else if (code < 0x800) {
        keep(static_cast<char>(0xC0 | (code >> 6)), keepIt);
        keep(static_cast<char>(0x80 | (code & 0x3F)), keepIt);
    } else if (code < 0x10000) {
        keep(static_cast<char>(0xE0 | (code >> 12)), keepIt);
        keep(static_cast<char>(0x80 | ((code >> 6) & 0x3F)), keepIt);
        keep(static_cast<char>(0x80 | (code & 0x3F)), keepIt);
    } else {
        keep(static_cast<char>(0xF0 | (code >> 18)), keepIt);
        keep(static_cast<char>(0x80 | ((code >> 12) & 0x3F)), keepIt);
        keep(static_cast<char>(0x80 | ((code >> 6) & 0x3F)), keepIt);
        keep(static_cast<char>(0x80 | (code & 0x3F)), keepIt);
    }
}

void JsonStream::readNumber() {
    m_text.clear();
    const bool keepIt = !m_skipping;
    const auto digits = [&] {
        int n = 0;
        for (; isDigit(peekByte()); ++n)
            keep(static_cast<char>(takeByte()), keepIt);
        return n;
    };
    if (peekByte() == '-')
        keep(static_cast<char>(takeByte()), keepIt);
    if (peekByte() == '0')
        keep(static_cast<char>(takeByte()), keepIt);
    else if (digits() == 0)
        failHere("expected a digit, found " + foundHere());
    if (peekByte() == '.') {
        keep(static_cast<char>(takeByte()), keepIt);
        if (digits() == 0)
            failHere("expected a digit after the decimal point, found " + foundHere());
    }
    if (peekByte() == 'e' || peekByte() == 'E') {
        keep(static_cast<char>(takeByte()), keepIt);
        if (peekByte() == '+' || peekByte() == '-')
            keep(static_cast<char>(takeByte()), keepIt);
        if (digits() == 0)
            failHere("expected a digit in the exponent, found " + foundHere());
    }
}

void JsonStream::readWord(const char* word) {
    for (const char* w = word; *w != '\0'; ++w) {
        if (peekByte() != static_cast<unsigned char>(*w))
            fail("expected a JSON value, found " + describeChar(word[0]) + " (not '" + word + "')");
        takeByte();
    }
}

} // namespace pathfinder
