#include "basics/text_scanner.h"

#include "pathfinder/basics/number_text.h"
#include "pathfinder/basics/parse_error.h"

#include "platform/files.h"

#include <cerrno>
#include <charconv>
#include <climits>
#include <cstring>
#include <filesystem>

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
    // getline into a buffer of fixed size: a line that does not fit stops the read at once, so
    // that a file of one endless line (a device, a binary file) costs no more than the buffer.
    if (m_buffer.empty())
        m_buffer.resize(kMaxLineBytes + 3);
    m_in.getline(m_buffer.data(), static_cast<std::streamsize>(m_buffer.size()));
    if (m_in.bad())
        throw ParseError(m_fileName, 0, 0, "cannot read the file");
    const auto extracted = static_cast<std::size_t>(std::max<std::streamsize>(m_in.gcount(), 0));
    const bool atEnd = m_in.eof();
    if (extracted == 0 && atEnd)
        return false;
    ++m_number;
    // Without the end of the file, a failed getline filled the buffer before the line ended;
    // otherwise the line break, when there was one, is counted but not stored.
    const bool cut = m_in.fail() && !atEnd;
    std::size_t length = extracted - (atEnd || cut ? 0 : 1);
    if (!cut && length > 0 && m_buffer[length - 1] == '\r')
        --length;
    if (cut || length > kMaxLineBytes)
        fail(m_number, static_cast<int>(kMaxLineBytes) + 1,
             "the line is longer than " + std::to_string(kMaxLineBytes) + " bytes, the most a line may hold");
    line.assign(m_buffer.data(), length);
    if (m_number == 1 && line.compare(0, 3, "\xEF\xBB\xBF") == 0)
        line.erase(0, 3);
    return true;
}

void TextScanner::fail(int line, int column, const std::string& message) const {
    throw ParseError(m_fileName, line, column, message);
}

int TextScanner::nextRow(std::string& row, int y, int height, const char* block) {
    const auto rowCountMessage = [&] {
        return std::string(block) + " has " + counted(y, "row") + ", expected " + std::to_string(height);
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
    std::error_code ignored;
    // A folder opens as a stream on some systems and then reads as an empty file.
    if (std::filesystem::is_directory(platform::pathFromUtf8(path), ignored))
        throw ParseError(path, 0, 0, "expected a file, found a folder");
    errno = 0;
    std::ifstream in(platform::pathFromUtf8(path), std::ios::binary);
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
    return quotedText(text);
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
    if (!isIntegerText(text))
        return std::nullopt;
    long long value = 0;
    const char* end = text.data() + text.size();
    const auto [ptr, ec] = std::from_chars(text.data(), end, value);
    if (ptr != end)
        return std::nullopt;
    if (ec == std::errc::result_out_of_range)
        return text.front() == '-' ? LLONG_MIN : LLONG_MAX;
    if (ec != std::errc())
        return std::nullopt;
    return value;
}

} // namespace pathfinder
