#pragma once

#include <cstddef>
#include <istream>
#include <string>
#include <unordered_set>
#include <vector>

namespace pathfinder {

/// Reads JSON (RFC 8259) token by token from a stream, so that a document of any size is read
/// with memory for one token: what every JSON reader of the core (json_reader.h, the search trace
/// reader) reads through, with one strictness for all of them. Refused, with the ParseError's
/// file:line:col at the offending byte:
/// - anything the grammar does not allow, and text after the document's value;
/// - a string that is not valid UTF-8, and a control character in one;
/// - an object that names a member twice (its value would silently hide the other);
/// - nesting deeper than 512 levels, and a kept string or number longer than kMaxJsonTokenBytes
///   (input_limits.h); the values skipValue() passes over may be of any length.
/// A UTF-8 byte-order mark at the start is skipped. Columns count bytes.
class JsonStream {
public:
    enum class Token {
        BeginObject,
        EndObject,
        BeginArray,
        EndArray,
        Key,
        String,
        Number,
        True,
        False,
        Null,
        End
    };

    /// `in` and `fileName` must outlive the stream; `fileName` is used only in messages.
    JsonStream(std::istream& in, const std::string& fileName);

    /// The next token, checked against the grammar. After the document's value it is End (and
    /// nothing but white space may follow it).
    Token next();
    /// The last token's text: a key's or a string's value (escapes decoded), a number as written.
    const std::string& text() const { return m_text; }
    /// Where the last token starts.
    int line() const { return m_tokenLine; }
    int column() const { return m_tokenColumn; }

    /// Reads to the end of the value whose first token next() just returned (`first`): nothing
    /// more for a scalar, up to the matching end for an object or an array. Its strings are
    /// checked but not kept.
    void skipValue(Token first);

    /// Throws ParseError at `line`:`column` of this file.
    [[noreturn]] void fail(int line, int column, const std::string& message) const;
    /// Throws ParseError at the last token.
    [[noreturn]] void fail(const std::string& message) const { fail(m_tokenLine, m_tokenColumn, message); }

private:
    /// What the grammar allows next where the reader stands.
    enum class Expect { Value, FirstKey, Key, FirstItem, CommaOrEnd, Nothing };
    struct Level {
        bool object = false;
        std::unordered_set<std::string> keys;
    };

    int peekByte();
    int takeByte();
    void skipSpace();
    [[noreturn]] void failHere(const std::string& message);
    std::string foundHere();

    Token valueToken();
    Token closeLevel(bool object);
    Token afterValue(Token token);
    void readString(bool keep);
    void readEscape(bool keep);
    void readUtf8(unsigned char lead, bool keep);
    unsigned hexQuad();
    void readNumber();
    void readWord(const char* word);
    void keep(char c, bool keep);

    std::istream& m_in;
    const std::string& m_fileName;
    std::vector<char> m_chunk;
    std::size_t m_at = 0;
    std::size_t m_end = 0;
    int m_line = 1;
    long long m_column = 1;
    int m_tokenLine = 1;
    int m_tokenColumn = 1;
    std::string m_text;
    std::vector<Level> m_levels;
    Expect m_expect = Expect::Value;
    bool m_skipping = false;
};

} // namespace pathfinder
