#include "pathfinder/formats/movingai_io.h"

#include "pathfinder/basics/atomic_file.h"
#include "pathfinder/basics/count_text.h"
#include "pathfinder/basics/input_limits.h"
#include "pathfinder/basics/number_text.h"

#include "basics/text_scanner.h"
#include "platform/files.h"

#include <climits>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <limits>
#include <optional>
#include <ostream>
#include <string_view>

// The formats are those of the Moving AI Lab grid benchmarks
// (https://movingai.com/benchmarks/formats.html).

namespace pathfinder {

namespace {

/// Parses one Moving AI .map; one instance per call of readMovingAiMap().
class MapParser {
public:
    MapParser(std::istream& in, const std::string& fileName) : m_scanner(in, fileName) {}

    MapGrid parse() {
        parseType();
        // The benchmarks write height before width; either order is read.
        parseSideLine();
        parseSideLine();
        parseMapLine();
        MapGrid grid(*m_width, *m_height);
        std::vector<std::uint8_t> codes(static_cast<std::size_t>(*m_width) *
                                        static_cast<std::size_t>(*m_height));
        m_scanner.scanMapRows(*m_width, *m_height, [&](char c, Coord cell) {
            codes[static_cast<std::size_t>(cell.y) * static_cast<std::size_t>(*m_width) +
                  static_cast<std::size_t>(cell.x)] = codeOf(c, cell);
        });
        grid.setCodes(codes);
        // Swamp and water mean what the benchmarks mean by them only to the movingai unit; a map of
        // plain ground keeps the default unit, to which it is the same map.
        if (grid.codeCount(MapGrid::codeOf(Terrain::Swamp)) > 0 ||
            grid.codeCount(MapGrid::codeOf(Terrain::Water)) > 0)
            grid.setUnit(*UnitTable::standard().find(kMovingAiUnit));
        return grid;
    }

private:
    [[noreturn]] void fail(int line, int column, const std::string& message) const {
        m_scanner.fail(line, column, message);
    }

    /// The words of the next header line; `expected` names that line for error messages.
    std::vector<Token> nextHeaderLine(const std::string& expected) {
        if (!m_scanner.next(m_line))
            fail(m_scanner.number() + 1, 1, "expected " + expected + ", found the end of the file");
        std::vector<Token> tokens = tokenize(m_line);
        if (tokens.empty())
            fail(m_scanner.number(), 1, "expected " + expected + ", found an empty line");
        return tokens;
    }

    int endColumn() const { return static_cast<int>(m_line.size()) + 1; }

    void parseType() {
        const std::vector<Token> tokens = nextHeaderLine("'type octile'");
        const int lineNo = m_scanner.number();
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
        const int lineNo = m_scanner.number();
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
            fail(m_scanner.number(), tokens[0].column, "expected 'map', found " + quoted(tokens[0].text));
        if (tokens.size() > 1)
            fail(m_scanner.number(), tokens[1].column,
                 "unexpected " + quoted(tokens[1].text) + " after 'map'");
    }

    /// The code of a map character: walls, swamp, water, or a plain free cell.
    std::uint8_t codeOf(char c, Coord cell) const {
        if (c == '@' || c == 'O' || c == 'T')
            return MapGrid::kWall;
        if (c == 'S')
            return MapGrid::codeOf(Terrain::Swamp);
        if (c == 'W')
            return MapGrid::codeOf(Terrain::Water);
        if (c != '.' && c != 'G')
            fail(m_scanner.number(), cell.x + 1, "expected one of . G S @ O T W, found " + describeChar(c));
        return 1;
    }

    TextScanner m_scanner;
    std::string m_line; ///< the header line being parsed
    std::optional<int> m_height;
    std::optional<int> m_width;
};

constexpr int kScenarioFields = 9;
constexpr std::string_view kScenarioFieldList =
    "bucket map width height start_x start_y goal_x goal_y optimal_length";

/// Parses the query lines of a .scen file.
class ScenarioParser {
public:
    explicit ScenarioParser(const TextScanner& scanner) : m_scanner(scanner) {}

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
        query.map = mapField(tokens[1], lineNo);
        query.mapWidth = integerField(tokens[2], "width", 1, MapGrid::kMaxSide, lineNo);
        query.mapHeight = integerField(tokens[3], "height", 1, MapGrid::kMaxSide, lineNo);
        query.mapColumn = tokens[1].column;
        query.startColumn = tokens[4].column;
        query.goalColumn = tokens[6].column;
        query.start.x = coordinateField(tokens[4], "start_x", "width", query.mapWidth, lineNo);
        query.start.y = coordinateField(tokens[5], "start_y", "height", query.mapHeight, lineNo);
        query.goal.x = coordinateField(tokens[6], "goal_x", "width", query.mapWidth, lineNo);
        query.goal.y = coordinateField(tokens[7], "goal_y", "height", query.mapHeight, lineNo);
        query.optimalLength = lengthField(tokens[8], lineNo);
        return query;
    }

private:
    [[noreturn]] void fail(int line, int column, const std::string& message) const {
        m_scanner.fail(line, column, message);
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
        const auto value = parseRealNumber(token.text, -std::numeric_limits<double>::max(),
                                           std::numeric_limits<double>::max());
        if (!value)
            fail(lineNo, token.column,
                 "expected a finite number for optimal_length, found " + quoted(token.text));
        if (*value < 0.0)
            fail(lineNo, token.column, "optimal_length must not be negative, found " + quoted(token.text));
        return *value;
    }

    /// A map field names a file by a path relative to the map folder: each name in it must be one a
    /// file system can hold, or looking for it fails without saying where it was written.
    std::string mapField(const Token& token, int lineNo) const {
        if (token.text.size() > kMaxPathBytes)
            fail(lineNo, token.column,
                 "the map's path " + quoted(token.text) + " is " + countText(token.text.size(), "byte") +
                     " long; a path has at most " + countText(kMaxPathBytes, "byte"));
        std::size_t begin = 0;
        while (begin <= token.text.size()) {
            const std::size_t end = std::min(token.text.find('/', begin), token.text.size());
            if (end - begin > kMaxFileNameBytes)
                fail(lineNo, token.column + static_cast<int>(begin),
                     "the map's name " + quoted(token.text.substr(begin, end - begin)) + " is " +
                         countText(end - begin, "byte") + " long; a file name has at most " +
                         countText(kMaxFileNameBytes, "byte"));
            begin = end + 1;
        }
        return std::string(token.text);
    }

    const TextScanner& m_scanner;
};

char movingAiChar(int code) {
    if (code == MapGrid::kWall)
        return '@';
    if (code == MapGrid::codeOf(Terrain::Swamp))
        return 'S';
    if (code == MapGrid::codeOf(Terrain::Water))
        return 'W';
    // One ground of cost 1 is all a .map has: other terrains and costs are written as what they
    // are to the benchmarks' agents, ground they can cross.
    return '.';
}

} // namespace

bool isMovingAiMapPath(const std::string& path) {
    const std::string extension = platform::utf8FromPath(platform::pathFromUtf8(path).extension());
    return extension.size() == 4 && extension[0] == '.' && (extension[1] | 0x20) == 'm' &&
           (extension[2] | 0x20) == 'a' && (extension[3] | 0x20) == 'p';
}

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
            row[static_cast<std::size_t>(x)] = movingAiChar(grid.code({x, y}));
        out << row << '\n';
    }
}

void writeMovingAiMapFile(const std::string& path, const MapGrid& grid) {
    writeFileAtomically(path, [&](std::ostream& out) { writeMovingAiMap(out, grid); });
}

std::vector<ScenarioQuery> readScenario(std::istream& in, const std::string& fileName) {
    TextScanner scanner(in, fileName);
    const ScenarioParser parser(scanner);
    std::vector<ScenarioQuery> queries;
    bool firstLine = true;
    std::string line;
    while (scanner.next(line)) {
        const std::vector<Token> tokens = tokenize(line);
        if (tokens.empty())
            continue;
        const int endColumn = static_cast<int>(line.size()) + 1;
        // Files from before the versioned format start directly with a query.
        if (firstLine && tokens[0].text == "version") {
            parser.parseVersion(tokens, scanner.number(), endColumn);
        } else {
            if (queries.size() == kMaxScenarioQueries)
                scanner.fail(scanner.number(), tokens[0].column,
                             "more than " + std::to_string(kMaxScenarioQueries) +
                                 " queries, the most a scenario file may hold");
            queries.push_back(parser.parseQuery(tokens, scanner.number(), endColumn));
        }
        firstLine = false;
    }
    if (queries.empty())
        scanner.fail(scanner.number() + 1, 1,
                     "no queries: a scenario file lists one query per line after 'version 1'");
    return queries;
}

std::vector<ScenarioQuery> readScenarioFile(const std::string& path) {
    std::ifstream in = openForReading(path);
    return readScenario(in, path);
}

} // namespace pathfinder
