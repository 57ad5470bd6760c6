#pragma once

#include "pathfinder/basics/coord.h"
#include "pathfinder/basics/input_limits.h"

#include <algorithm>
#include <cstddef>
#include <fstream>
#include <istream>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace pathfinder {

/// A word of a line and its 1-based column.
struct Token {
    std::string_view text;
    int column = 0;
};

/// Reads a line-based grid map file for a parser: numbered lines without their line break,
/// the rows of the map, and errors located in the file (ParseError, "file:line:col: message").
/// Tolerates CRLF files and a UTF-8 BOM. Columns count bytes, 1-based. It never holds more than
/// one line of kMaxLineBytes: a longer line is refused at its column kMaxLineBytes + 1, having
/// read no more of it than that.
class TextScanner {
public:
    /// `in` and `fileName` must outlive the scanner; `fileName` is used only in error messages.
    TextScanner(std::istream& in, const std::string& fileName) : m_in(in), m_fileName(fileName) {}

    /// The next line into `line`; false at the end of the file. Throws ParseError at line 0 when
    /// the stream fails, and at the line's column kMaxLineBytes + 1 when it is longer than that.
    bool next(std::string& line);

    /// Number of the line last returned by next(), 0 before the first.
    int number() const { return m_number; }

    /// Throws ParseError at `line`:`column` of this file.
    [[noreturn]] void fail(int line, int column, const std::string& message) const;

    /// Reads the `height` rows of `width` characters that end the file, calling
    /// onCell(char, Coord) for each character within the width, in reading order; number() is
    /// then the character's line. After the rows only blank lines may follow. Fails on a missing
    /// row, on a row of the wrong length (once onCell has seen its characters within the width)
    /// and on anything after the last row.
    template <typename OnCell>
    void scanMapRows(int width, int height, OnCell&& onCell);

    /// As scanMapRows(), without the check at the end: the file may go on. `block` names the rows
    /// in the message for a missing one ("map" has 2 rows, expected 4).
    template <typename OnCell>
    void scanRows(int width, int height, const char* block, OnCell&& onCell);

private:
    /// Row y of `height` of `block` into `row`, and its line number; fails when the file, or all
    /// but blank lines of it, ends first.
    int nextRow(std::string& row, int y, int height, const char* block);
    /// Fails unless `row`, on line `lineNo`, whose first `cells` characters were accepted, is
    /// `width` long.
    void checkRowWidth(const std::string& row, int lineNo, int cells, int width) const;
    /// True when every line left is blank. Consumes them: only called on the way to an error.
    bool restIsBlank();
    /// Fails at the first word after the last of the `mapRows` rows.
    void expectEndOfFile(int mapRows);

    std::istream& m_in;
    const std::string& m_fileName;
    int m_number = 0;
    std::string m_buffer; ///< room for the longest line, its carriage return and one byte more
};

template <typename OnCell>
void TextScanner::scanMapRows(int width, int height, OnCell&& onCell) {
    scanRows(width, height, "map", onCell);
    expectEndOfFile(height);
}

template <typename OnCell>
void TextScanner::scanRows(int width, int height, const char* block, OnCell&& onCell) {
    std::string row;
    for (int y = 0; y < height; ++y) {
        const int lineNo = nextRow(row, y, height, block);
        const int cells = static_cast<int>(std::min(row.size(), static_cast<std::size_t>(width)));
        for (int x = 0; x < cells; ++x)
            onCell(row[static_cast<std::size_t>(x)], Coord{x, y});
        checkRowWidth(row, lineNo, cells, width);
    }
}

/// Opens a file for a reader, in binary mode. A file that cannot be opened, or a folder, is a
/// ParseError at line 0, column 0, with the system's reason when there is one.
std::ifstream openForReading(const std::string& path);

/// `text` without the spaces and tabs around it.
std::string_view trim(std::string_view text);

/// Splits line[from..] into words separated by spaces and tabs.
std::vector<Token> tokenize(std::string_view line, std::size_t from = 0);

/// A token for a message, quoted, shortened so that a line of junk stays readable, and with bytes
/// that are not printable UTF-8 escaped (printableText).
std::string quoted(std::string_view text);

/// A character for a message: "a space", "a tab", "byte 0x07" or "'x'".
std::string describeChar(char c);

/// A whole token as a decimal integer by the rule of number_text.h (an optional '-', then digits),
/// or nothing. Values beyond long long saturate, so that range checks still reject them; messages
/// quote the number as written, never the saturated value.
std::optional<long long> parseInteger(std::string_view text);

} // namespace pathfinder
