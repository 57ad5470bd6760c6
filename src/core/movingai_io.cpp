#include "pathfinder/movingai_io.h"

#include "pathfinder/parse_error.h"

#include <algorithm>
#include <cerrno>
#include <charconv>
#include <climits>
#include <cmath>
#include <cstring>
#include <fstream>
#include <istream>
#include <optional>
#include <ostream>
#include <stdexcept>
#include <string_view>

// The formats are those of the Moving AI Lab grid benchmarks
// (https://movingai.com/benchmarks/formats.html).

namespace pathfinder {

namespace {

bool isSpace(char c) {
    return c == ' ' || c == '\t';
}

bool isBlank(std::string_view text) {
    return std::all_of(text.begin(), text.end(), [](char c) { return isSpace(c); });
}

/// A word of a line and its 1-based column.
struct Token {
    std::string_view text;
    int column = 0;
};

/// Splits a line into words separated by spaces and tabs.
std::vector<Token> tokenize(std::string_view line) {
    std::vector<Token> tokens;
    std::size_t i = 0;
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

/// "1 row", "2 rows": counts in messages read as sentences.
std::string counted(long long n, const char* noun) {
    return std::to_string(n) + " " + noun + (n == 1 ? "" : "s");
}

/// A token for a message, quoted and shortened so that a line of junk stays readable.
std::string quoted(std::string_view text) {
    constexpr std::size_t kMaxShown = 24;
    if (text.size() > kMaxShown)
        return "'" + std::string(text.substr(0, kMaxShown)) + "...'";
    return "'" + std::string(text) + "'";
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

/// A whole token as a decimal integer. Values beyond long long saturate, so that range checks
/// still reject them and the message can quote the number as written.
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

/// Reads numbered lines without their line break; tolerates CRLF files and a UTF-8 BOM.
class LineReader {
public:
    LineReader(std::istream& in, const std::string& fileName) : m_in(in), m_fileName(fileName) {}

    bool next(std::string& line) {
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

    /// Number of the line last returned by next(), 0 before the first.
    int number() const { return m_number; }

private:
    std::istream& m_in;
    const std::string& m_fileName;
    int m_number = 0;
};

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

/// Parses one Moving AI .map; one instance per call of readMovingAiMap().
class MapParser {
public:
    MapParser(std::istream& in, const std::string& fileName) : m_lines(in, fileName), m_fileName(fileName) {}

    MapGrid parse() {
        parseType();
        // The benchmarks write height before width; either order is read.
        parseSideLine();
        parseSideLine();
        parseMapLine();
        MapGrid grid(*m_width, *m_height);
        parseRows(grid);
        expectEndOfFile();
        return grid;
    }

private:
    [[noreturn]] void fail(int line, int column, const std::string& message) const {
        throw ParseError(m_fileName, line, column, message);
    }

    /// The words of the next header line; `expected` names that line for error messages.
    std::vector<Token> nextHeaderLine(const std::string& expected) {
        if (!m_lines.next(m_line))
            fail(m_lines.number() + 1, 1, "expected " + expected + ", found the end of the file");
        std::vector<Token> tokens = tokenize(m_line);
        if (tokens.empty())
            fail(m_lines.number(), 1, "expected " + expected + ", found an empty line");
        return tokens;
    }

    int endColumn() const { return static_cast<int>(m_line.size()) + 1; }

    void parseType() {
        const std::vector<Token> tokens = nextHeaderLine("'type octile'");
        const int lineNo = m_lines.number();
        if (tokens[0].text != "type")
            fail(lineNo, tokens[0].column, "expected 'type octile', found " + quoted(tokens[0].text));
        if (tokens.size() < 2)
            fail(lineNo, endColumn(), "expected the map type after 'type'");
        if (tokens[1].text != "octile")
            fail(lineNo, tokens[1].column,
                 "unsupported map type " + quoted(tokens[1].text) + ", expected 'octile'");
        if (tokens.size() > 2)
            fail(lineNo, tokens[2].column, "unexpected " + quoted(tokens[2].text) + " after the map type");
    }

    void parseSideLine() {
        const std::string expected =
            m_height ? "'width W'" : (m_width ? "'height H'" : "'height H' or 'width W'");
        const std::vector<Token> tokens = nextHeaderLine(expected);
        const int lineNo = m_lines.number();
        const std::string_view key = tokens[0].text;
        if (key != "height" && key != "width")
            fail(lineNo, tokens[0].column, "expected " + expected + ", found " + quoted(key));
        std::optional<int>& side = key == "height" ? m_height : m_width;
        if (side)
            fail(lineNo, tokens[0].column, "duplicate " + quoted(key) + " line (expected " + expected + ")");
        if (tokens.size() < 2)
            fail(lineNo, endColumn(), "expected the " + std::string(key) + " after " + quoted(key));
        const Token& value = tokens[1];
        const auto number = parseInteger(value.text);
        if (!number)
            fail(lineNo, value.column,
                 "expected an integer " + std::string(key) + ", found " + quoted(value.text));
        if (*number < 1)
            fail(lineNo, value.column, std::string(key) + " must be at least 1, found " + quoted(value.text));
        // Checked here, before anything is allocated, so a hostile header costs nothing.
        if (*number > MapGrid::kMaxSide)
            fail(lineNo, value.column,
                 std::string(key) + " " + std::string(value.text) + " exceeds the maximum " +
                     std::to_string(MapGrid::kMaxSide));
        if (tokens.size() > 2)
            fail(lineNo, tokens[2].column,
                 "unexpected " + quoted(tokens[2].text) + " after the " + std::string(key));
        side = static_cast<int>(*number);
    }

    void parseMapLine() {
        const std::vector<Token> tokens = nextHeaderLine("'map'");
        if (tokens[0].text != "map")
            fail(m_lines.number(), tokens[0].column, "expected 'map', found " + quoted(tokens[0].text));
        if (tokens.size() > 1)
            fail(m_lines.number(), tokens[1].column, "unexpected " + quoted(tokens[1].text) + " after 'map'");
    }

    void parseRows(MapGrid& grid) {
        const int width = grid.width();
        for (int y = 0; y < grid.height(); ++y) {
            if (!m_lines.next(m_line))
                fail(m_lines.number() + 1, 1, rowCountMessage(y));
            // A blank line followed only by blank lines means rows are missing, not that one is empty.
            const int lineNo = m_lines.number();
            if (m_line.empty() && restIsBlank())
                fail(lineNo, 1, rowCountMessage(y));
            const int cells = static_cast<int>(std::min(m_line.size(), static_cast<std::size_t>(width)));
            for (int x = 0; x < cells; ++x) {
                const char c = m_line[static_cast<std::size_t>(x)];
                if (c == '@' || c == 'O' || c == 'T' || c == 'W')
                    grid.setWall({x, y}, true);
                else if (c != '.' && c != 'G' && c != 'S')
                    fail(lineNo, x + 1, "expected one of . G S @ O T W, found " + describeChar(c));
            }
            if (static_cast<int>(m_line.size()) != width)
                fail(lineNo, cells + 1,
                     "row has " + counted(static_cast<long long>(m_line.size()), "cell") + ", expected " +
                         std::to_string(width));
        }
    }

    std::string rowCountMessage(int rows) const {
        return "map has " + counted(rows, "row") + ", expected " + std::to_string(*m_height);
    }

    /// True when every line left is blank. Consumes them: only called on the way to an error.
    bool restIsBlank() {
        std::string line;
        while (m_lines.next(line))
            if (!isBlank(line))
                return false;
        return true;
    }

    void expectEndOfFile() {
        while (m_lines.next(m_line)) {
            const std::vector<Token> tokens = tokenize(m_line);
            if (!tokens.empty())
                fail(m_lines.number(), tokens[0].column,
                     "expected the end of the file after " + counted(*m_height, "map row") + ", found " +
                         quoted(tokens[0].text));
        }
    }

    LineReader m_lines;
    const std::string& m_fileName;
    std::string m_line; ///< the line being parsed
    std::optional<int> m_height;
    std::optional<int> m_width;
};

constexpr int kScenarioFields = 9;
constexpr std::string_view kScenarioFieldList =
    "bucket map width height start_x start_y goal_x goal_y optimal_length";

/// Parses the query lines of a .scen file.
class ScenarioParser {
public:
    explicit ScenarioParser(const std::string& fileName) : m_fileName(fileName) {}

    void parseVersion(const std::vector<Token>& tokens, int lineNo, int endColumn) const {
        if (tokens.size() < 2)
            fail(lineNo, endColumn, "expected a version number after 'version'");
        if (tokens[1].text != "1" && tokens[1].text != "1.0")
            fail(lineNo, tokens[1].column,
                 "unsupported scenario version " + quoted(tokens[1].text) + ", expected 1");
        if (tokens.size() > 2)
            fail(lineNo, tokens[2].column, "unexpected " + quoted(tokens[2].text) + " after the version");
    }

    ScenarioQuery parseQuery(const std::vector<Token>& tokens, int lineNo, int endColumn) const {
        const auto count = static_cast<int>(tokens.size());
        if (count != kScenarioFields)
            fail(lineNo, count < kScenarioFields ? endColumn : tokens[kScenarioFields].column,
                 "expected " + std::to_string(kScenarioFields) + " fields (" +
                     std::string(kScenarioFieldList) + "), found " + std::to_string(count));
        ScenarioQuery query;
        query.line = lineNo;
        query.bucket = integerField(tokens[0], "bucket", 0, INT_MAX, lineNo);
        query.map = std::string(tokens[1].text);
        query.mapWidth = integerField(tokens[2], "width", 1, MapGrid::kMaxSide, lineNo);
        query.mapHeight = integerField(tokens[3], "height", 1, MapGrid::kMaxSide, lineNo);
        query.start.x = coordinateField(tokens[4], "start_x", "width", query.mapWidth, lineNo);
        query.start.y = coordinateField(tokens[5], "start_y", "height", query.mapHeight, lineNo);
        query.goal.x = coordinateField(tokens[6], "goal_x", "width", query.mapWidth, lineNo);
        query.goal.y = coordinateField(tokens[7], "goal_y", "height", query.mapHeight, lineNo);
        query.optimalLength = lengthField(tokens[8], lineNo);
        return query;
    }

private:
    [[noreturn]] void fail(int line, int column, const std::string& message) const {
        throw ParseError(m_fileName, line, column, message);
    }

    long long integer(const Token& token, const char* name, int lineNo) const {
        const auto value = parseInteger(token.text);
        if (!value)
            fail(lineNo, token.column,
                 std::string("expected an integer ") + name + ", found " + quoted(token.text));
        return *value;
    }

    int integerField(const Token& token, const char* name, int min, int max, int lineNo) const {
        const long long value = integer(token, name, lineNo);
        if (value < min)
            fail(lineNo, token.column,
                 std::string(name) + " must be at least " + std::to_string(min) + ", found " +
                     quoted(token.text));
        if (value > max)
            fail(lineNo, token.column,
                 std::string(name) + " " + std::string(token.text) + " exceeds the maximum " +
                     std::to_string(max));
        return static_cast<int>(value);
    }

    int coordinateField(const Token& token, const char* name, const char* sideName, int side,
                        int lineNo) const {
        const long long value = integer(token, name, lineNo);
        if (value < 0)
            fail(lineNo, token.column,
                 std::string(name) + " must not be negative, found " + quoted(token.text));
        if (value >= side)
            fail(lineNo, token.column,
                 std::string(name) + " " + std::string(token.text) + " is outside the map " + sideName + " " +
                     std::to_string(side));
        return static_cast<int>(value);
    }

    double lengthField(const Token& token, int lineNo) const {
        double value = 0.0;
        const char* end = token.text.data() + token.text.size();
        // from_chars, unlike strtod, does not depend on the locale's decimal separator.
        const auto [ptr, ec] = std::from_chars(token.text.data(), end, value);
        if (ec != std::errc() || ptr != end)
            fail(lineNo, token.column, "expected a number for optimal_length, found " + quoted(token.text));
        if (!std::isfinite(value))
            fail(lineNo, token.column, "optimal_length must be a finite number, found " + quoted(token.text));
        if (value < 0.0)
            fail(lineNo, token.column, "optimal_length must not be negative, found " + quoted(token.text));
        return value;
    }

    const std::string& m_fileName;
};

} // namespace

MapGrid readMovingAiMap(std::istream& in, const std::string& fileName) {
    return MapParser(in, fileName).parse();
}

MapGrid readMovingAiMapFile(const std::string& path) {
    std::ifstream in = openForReading(path);
    return readMovingAiMap(in, path);
}

void writeMovingAiMap(std::ostream& out, const MapGrid& grid) {
    out << "type octile\nheight " << grid.height() << "\nwidth " << grid.width() << "\nmap\n";
    std::string row(static_cast<std::size_t>(grid.width()), '.');
    for (int y = 0; y < grid.height(); ++y) {
        for (int x = 0; x < grid.width(); ++x)
            row[static_cast<std::size_t>(x)] = grid.isBlocked({x, y}) ? '@' : '.';
        out << row << '\n';
    }
}

void writeMovingAiMapFile(const std::string& path, const MapGrid& grid) {
    std::ofstream out(path, std::ios::binary);
    if (!out)
        throw std::runtime_error("cannot open '" + path + "' for writing");
    writeMovingAiMap(out, grid);
    out.close();
    if (!out)
        throw std::runtime_error("cannot write '" + path + "'");
}

std::vector<ScenarioQuery> readScenario(std::istream& in, const std::string& fileName) {
    LineReader lines(in, fileName);
    const ScenarioParser parser(fileName);
    std::vector<ScenarioQuery> queries;
    bool firstLine = true;
    std::string line;
    while (lines.next(line)) {
        const std::vector<Token> tokens = tokenize(line);
        if (tokens.empty())
            continue;
        const int endColumn = static_cast<int>(line.size()) + 1;
        // Files from before the versioned format start directly with a query.
        if (firstLine && tokens[0].text == "version")
            parser.parseVersion(tokens, lines.number(), endColumn);
        else
            queries.push_back(parser.parseQuery(tokens, lines.number(), endColumn));
        firstLine = false;
    }
    return queries;
}

std::vector<ScenarioQuery> readScenarioFile(const std::string& path) {
    std::ifstream in = openForReading(path);
    return readScenario(in, path);
}

} // namespace pathfinder
