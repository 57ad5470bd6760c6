#include "text_scanner.h"

#include "pathfinder/parse_error.h"
#include "pathfinder/printable_text.h"

#include <cerrno>
#include <charconv>
#include <climits>
#include <cstring>

namespace pathfinder {

namespace {

bool isSpace(char c) {
    return c == ' ' || c == '\t';
}

bool isBlank(std::string_view text) {
    return std::all_of(text.begin(), text.end(), [](char c) { return isSpace(c); });
}

/// "1 row", "2 rows": counts in messages read as sentences.
std::string counted(long long n, const char* noun) {
    return std::to_string(n) + " " + noun + (n == 1 ? "" : "s");
}

} // namespace

bool TextScanner::next(std::string& line) {
    if (!std::getline(m_in, line)) {
        if (m_in.bad())
            throw ParseError(m_fileName, 0, 0, "cannot read the file");
        return false;
    }
    ++m_number;
    if (!line.empty() && line.back() == '\r')
        line.pop_back();
    if (m_number == 1 && line.compare(0, 3, "\xEF\xBB\xBF") == 0)
        line.erase(0, 3);
    return true;
}

void TextScanner::fail(int line, int column, const std::string& message) const {
    throw ParseError(m_fileName, line, column, message);
}

int TextScanner::nextRow(std::string& row, int y, int height) {
    const auto rowCountMessage = [&] {
        return "map has " + counted(y, "row") + ", expected " + std::to_string(height);
    };
    if (!next(row))
        fail(m_number + 1, 1, rowCountMessage());
    // A blank line followed only by blank lines means rows are missing, not that one is empty.
    const int lineNo = m_number;
    if (row.empty() && restIsBlank())
        fail(lineNo, 1, rowCountMessage());
    return lineNo;
}

void TextScanner::checkRowWidth(const std::string& row, int lineNo, int cells, int width) const {
    if (static_cast<int>(row.size()) != width)
        fail(lineNo, cells + 1,
             "row has " + counted(static_cast<long long>(row.size()), "cell") + ", expected " +
                 std::to_string(width));
}

bool TextScanner::restIsBlank() {
    std::string line;
    while (next(line))
        if (!isBlank(line))
            return false;
    return true;
}

void TextScanner::expectEndOfFile(int mapRows) {
    std::string line;
    while (next(line)) {
        const std::vector<Token> tokens = tokenize(line);
        if (!tokens.empty())
            fail(m_number, tokens[0].column,
                 "expected the end of the file after " + counted(mapRows, "map row") + ", found " +
                     quoted(tokens[0].text));
    }
}

std::ifstream openForReading(const std::string& path) {
    errno = 0;
    std::ifstream in(path, std::ios::binary);
    if (!in) {
        std::string message = "cannot open the file for reading";
        if (errno != 0)
            message += std::string(" (") + std::strerror(errno) + ")";
        throw ParseError(path, 0, 0, message);
    }
    return in;
}

std::string_view trim(std::string_view text) {
    while (!text.empty() && isSpace(text.front()))
        text.remove_prefix(1);
    while (!text.empty() && isSpace(text.back()))
        text.remove_suffix(1);
    return text;
}

std::vector<Token> tokenize(std::string_view line, std::size_t from) {
    std::vector<Token> tokens;
    std::size_t i = from;
    while (i < line.size()) {
        if (isSpace(line[i])) {
            ++i;
            continue;
        }
        const std::size_t begin = i;
        while (i < line.size() && !isSpace(line[i]))
            ++i;
        tokens.push_back({line.substr(begin, i - begin), static_cast<int>(begin) + 1});
    }
    return tokens;
}

std::string quoted(std::string_view text) {
    constexpr std::size_t kMaxShown = 24;
    if (text.size() > kMaxShown)
        return "'" + printableText(text.substr(0, kMaxShown)) + "...'";
    return "'" + printableText(text) + "'";
}

std::string describeChar(char c) {
    if (c == ' ')
        return "a space";
    if (c == '\t')
        return "a tab";
    const auto byte = static_cast<unsigned char>(c);
    if (byte < 0x20 || byte >= 0x7f) {
        constexpr char kHex[] = "0123456789abcdef";
        return std::string("byte 0x") + kHex[byte >> 4] + kHex[byte & 0xf];
    }
    return std::string("'") + c + "'";
}

std::optional<long long> parseInteger(std::string_view text) {
    long long value = 0;
    const char* end = text.data() + text.size();
    const auto [ptr, ec] = std::from_chars(text.data(), end, value);
    if (ptr != end || text.empty())
        return std::nullopt;
    if (ec == std::errc::result_out_of_range)
        return text.front() == '-' ? LLONG_MIN : LLONG_MAX;
    if (ec != std::errc())
        return std::nullopt;
    return value;
}

} // namespace pathfinder
