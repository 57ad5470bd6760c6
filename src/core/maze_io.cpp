#include "pathfinder/maze_io.h"

#include "pathfinder/parse_error.h"

#include <algorithm>
#include <array>
#include <cerrno>
#include <charconv>
#include <climits>
#include <cstring>
#include <fstream>
#include <istream>
#include <map>
#include <optional>
#include <ostream>
#include <stdexcept>
#include <string_view>
#include <vector>

namespace pathfinder {

namespace {

constexpr std::string_view kKnownKeys = "name, size, start, goal, neighbours, diagonal, diagonal-length";

bool isSpace(char c) {
    return c == ' ' || c == '\t';
}

bool isBlank(std::string_view text) {
    for (char c : text)
        if (!isSpace(c))
            return false;
    return true;
}

std::string_view trim(std::string_view text) {
    while (!text.empty() && isSpace(text.front()))
        text.remove_prefix(1);
    while (!text.empty() && isSpace(text.back()))
        text.remove_suffix(1);
    return text;
}

/// A word of a line and its 1-based column.
struct Token {
    std::string_view text;
    int column = 0;
};

/// Splits line[from..] into words separated by spaces and tabs.
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

/// A position and where it was written, so a later check can point back at it.
struct LocatedCoord {
    Coord position;
    int line = 0;
    int column = 0;  ///< of x, or of the map cell
    int yColumn = 0; ///< of y in a header line
};

/// Parses one .maze document; one instance per call of readMaze().
class MazeParser {
public:
    MazeParser(std::istream& in, const std::string& fileName) : m_lines(in, fileName), m_fileName(fileName) {}

    MazeFile parse() {
        parseHeader();
        checkHeaderPositions();
        parseRows();
        expectEndOfFile();
        return build();
    }

private:
    [[noreturn]] void fail(int line, int column, const std::string& message) const {
        throw ParseError(m_fileName, line, column, message);
    }

    void parseHeader() {
        std::string line;
        while (m_lines.next(line)) {
            const std::string_view text = trim(line);
            if (text.empty() || text.front() == '#')
                continue;
            if (parseHeaderLine(line))
                return;
        }
        fail(m_lines.number() + 1, 1, "missing 'map:' line before the end of the file");
    }

    /// Handles one non-blank, non-comment header line; true when it is "map:".
    bool parseHeaderLine(std::string_view line) {
        const int lineNo = m_lines.number();
        const std::size_t first = line.find_first_not_of(" \t");
        const std::size_t colon = line.find(':');
        if (colon == std::string_view::npos)
            fail(lineNo, static_cast<int>(first) + 1,
                 "expected 'key: value' or 'map:', found " + quoted(trim(line)));
        const std::string key(trim(line.substr(0, colon)));
        if (key.empty())
            fail(lineNo, static_cast<int>(colon) + 1, "expected a key before ':'");
        const int keyColumn = static_cast<int>(first) + 1;
        const std::vector<Token> values = tokenize(line, colon + 1);
        const int endColumn = static_cast<int>(line.size()) + 1;

        if (key == "map") {
            if (!values.empty())
                fail(lineNo, values[0].column, "unexpected " + quoted(values[0].text) + " after 'map:'");
            if (!m_size)
                fail(lineNo, keyColumn, "missing 'size:' before 'map:'");
            return true;
        }
        const auto [seen, inserted] = m_keyLines.emplace(key, lineNo);
        if (!inserted)
            fail(lineNo, keyColumn,
                 "duplicate key '" + key + "' (first given on line " + std::to_string(seen->second) + ")");

        if (key == "name")
            m_name = std::string(trim(line.substr(colon + 1)));
        else if (key == "size")
            parseSize(values, lineNo, endColumn);
        else if (key == "start" || key == "goal")
            parsePosition(key, values, lineNo, endColumn);
        else if (key == "neighbours" || key == "diagonal" || key == "diagonal-length")
            parseMovementKey(key, values, lineNo, endColumn);
        else
            fail(lineNo, keyColumn,
                 "unknown key '" + key + "' (known keys: " + std::string(kKnownKeys) + ")");
        return false;
    }

    /// The integer values of a key that takes exactly two, e.g. "size: W H".
    std::array<long long, 2> integerPair(const std::string& key, const std::vector<Token>& values,
                                         const std::array<const char*, 2>& names, int lineNo, int endColumn) {
        std::array<long long, 2> result{};
        for (std::size_t i = 0; i < 2; ++i) {
            if (i >= values.size())
                fail(lineNo, endColumn, std::string("expected the ") + names[i] + " after '" + key + ":'");
            const auto value = parseInteger(values[i].text);
            if (!value)
                fail(lineNo, values[i].column,
                     std::string("expected an integer ") + names[i] + ", found " + quoted(values[i].text));
            result[i] = *value;
        }
        if (values.size() > 2)
            fail(lineNo, values[2].column,
                 std::string("unexpected ") + quoted(values[2].text) + " after the " + names[1]);
        return result;
    }

    void parseSize(const std::vector<Token>& values, int lineNo, int endColumn) {
        const auto size = integerPair("size", values, {"width", "height"}, lineNo, endColumn);
        for (std::size_t i = 0; i < 2; ++i)
            if (size[i] < 1)
                fail(lineNo, values[i].column,
                     std::string(i == 0 ? "width" : "height") + " must be at least 1, found " +
                         quoted(values[i].text));
        // Checked here, before anything is allocated, so a hostile header costs nothing.
        for (std::size_t i = 0; i < 2; ++i)
            if (size[i] > MapGrid::kMaxSide)
                fail(lineNo, values[i].column,
                     "size " + std::string(values[0].text) + " x " + std::string(values[1].text) +
                         " exceeds the maximum " + std::to_string(MapGrid::kMaxSide) + " x " +
                         std::to_string(MapGrid::kMaxSide));
        m_size = Coord{static_cast<int>(size[0]), static_cast<int>(size[1])};
    }

    void parsePosition(const std::string& key, const std::vector<Token>& values, int lineNo, int endColumn) {
        const auto xy = integerPair(key, values, {"x", "y"}, lineNo, endColumn);
        // Out-of-range values only need to stay out of range: the map check rejects them.
        const auto clampToInt = [](long long v) {
            return static_cast<int>(v < INT_MIN ? INT_MIN : (v > INT_MAX ? INT_MAX : v));
        };
        LocatedCoord located{
            {clampToInt(xy[0]), clampToInt(xy[1])}, lineNo, values[0].column, values[1].column};
        (key == "start" ? m_headerStart : m_headerGoal) = located;
    }

    void parseMovementKey(const std::string& key, const std::vector<Token>& values, int lineNo,
                          int endColumn) {
        if (values.empty())
            fail(lineNo, endColumn, "expected a value after '" + key + ":'");
        if (values.size() > 1)
            fail(lineNo, values[1].column, "unexpected " + quoted(values[1].text) + " after the value");
        const Token& value = values[0];
        Movement& movement = m_movement ? *m_movement : m_movement.emplace();
        if (key == "neighbours") {
            if (value.text != "4" && value.text != "8")
                fail(lineNo, value.column, "expected 4 or 8 neighbours, found " + quoted(value.text));
            movement.neighbours = value.text == "4" ? 4 : 8;
        } else if (key == "diagonal") {
            const auto rule = parseDiagonalRule(value.text);
            if (!rule)
                fail(lineNo, value.column,
                     "expected always, not-both-blocked or no-corner-cutting, found " + quoted(value.text));
            movement.diagonalRule = *rule;
        } else {
            const auto length = parseDiagonalLength(value.text);
            if (!length)
                fail(lineNo, value.column, "expected sqrt2, 1.4 or 2, found " + quoted(value.text));
            movement.diagonalLength = *length;
        }
    }

    /// Start and goal from the header must lie in the map; reported in the order they appear.
    void checkHeaderPositions() const {
        std::vector<std::pair<const char*, const LocatedCoord*>> positions;
        if (m_headerStart)
            positions.emplace_back("start", &*m_headerStart);
        if (m_headerGoal)
            positions.emplace_back("goal", &*m_headerGoal);
        if (positions.size() == 2 && positions[1].second->line < positions[0].second->line)
            std::swap(positions[0], positions[1]);
        for (const auto& [what, located] : positions) {
            const Coord p = located->position;
            const bool xOutside = p.x < 0 || p.x >= m_size->x;
            if (xOutside || p.y < 0 || p.y >= m_size->y)
                fail(located->line, xOutside ? located->column : located->yColumn,
                     std::string(what) + " (" + std::to_string(p.x) + ", " + std::to_string(p.y) +
                         ") is outside the " + std::to_string(m_size->x) + " x " + std::to_string(m_size->y) +
                         " map");
        }
    }

    void parseRows() {
        const int width = m_size->x;
        const int height = m_size->y;
        m_costs.assign(static_cast<std::size_t>(width) * static_cast<std::size_t>(height), 1);
        std::string line;
        for (int y = 0; y < height; ++y) {
            if (!m_lines.next(line))
                fail(m_lines.number() + 1, 1, rowCountMessage(y));
            // A blank line followed only by blank lines means rows are missing, not that one is empty.
            const int lineNo = m_lines.number();
            if (line.empty() && restIsBlank())
                fail(lineNo, 1, rowCountMessage(y));
            const int cells = static_cast<int>(std::min(line.size(), static_cast<std::size_t>(width)));
            for (int x = 0; x < cells; ++x)
                parseCell(line[static_cast<std::size_t>(x)], Coord{x, y});
            if (static_cast<int>(line.size()) != width)
                fail(lineNo, cells + 1,
                     "row has " + counted(static_cast<long long>(line.size()), "cell") + ", expected " +
                         std::to_string(width));
        }
    }

    std::string rowCountMessage(int rows) const {
        return "map has " + counted(rows, "row") + ", expected " + std::to_string(m_size->y);
    }

    /// True when every line left is blank. Consumes them: only called on the way to an error.
    bool restIsBlank() {
        std::string line;
        while (m_lines.next(line))
            if (!isBlank(line))
                return false;
        return true;
    }

    void parseCell(char c, Coord cell) {
        const int lineNo = m_lines.number();
        const int column = cell.x + 1;
        auto& cost = m_costs[static_cast<std::size_t>(cell.y) * static_cast<std::size_t>(m_size->x) +
                             static_cast<std::size_t>(cell.x)];
        if (c == '.' || c == 'S' || c == 'G')
            cost = 1;
        else if (c == '#')
            cost = MapGrid::kWall;
        else if (c >= '1' && c <= '9')
            cost = static_cast<std::uint8_t>(c - '0');
        else
            fail(lineNo, column, "expected one of . # 1-9 S G, found " + describeChar(c));

        if (c == 'S' || c == 'G') {
            auto& found = c == 'S' ? m_mapStart : m_mapGoal;
            const char* what = c == 'S' ? "start 'S'" : "goal 'G'";
            if (found)
                fail(lineNo, column,
                     std::string("second ") + what + " (the first is at (" +
                         std::to_string(found->position.x) + ", " + std::to_string(found->position.y) +
                         ") on line " + std::to_string(found->line) + ")");
            found = LocatedCoord{cell, lineNo, column, column};
        }
    }

    void expectEndOfFile() {
        std::string line;
        while (m_lines.next(line)) {
            const std::vector<Token> tokens = tokenize(line, 0);
            if (!tokens.empty())
                fail(m_lines.number(), tokens[0].column,
                     "expected the end of the file after " + counted(m_size->y, "map row") + ", found " +
                         quoted(tokens[0].text));
        }
    }

    /// The position given by the header and/or the map; both must agree when both are given.
    std::optional<Coord> reconcile(const char* key, const std::optional<LocatedCoord>& header,
                                   const std::optional<LocatedCoord>& inMap) const {
        if (header && inMap && header->position != inMap->position)
            fail(inMap->line, inMap->column,
                 std::string(key) + " '" + (key[0] == 's' ? "S" : "G") + "' at (" +
                     std::to_string(inMap->position.x) + ", " + std::to_string(inMap->position.y) +
                     ") differs from '" + key + ": " + std::to_string(header->position.x) + " " +
                     std::to_string(header->position.y) + "' on line " + std::to_string(header->line));
        if (header)
            return header->position;
        if (inMap)
            return inMap->position;
        return std::nullopt;
    }

    MazeFile build() const {
        const std::optional<Coord> start = reconcile("start", m_headerStart, m_mapStart);
        const std::optional<Coord> goal = reconcile("goal", m_headerGoal, m_mapGoal);
        MapGrid grid(m_size->x, m_size->y);
        // A new grid is all free with cost 1, so only the other cells need an edit.
        for (int y = 0; y < m_size->y; ++y)
            for (int x = 0; x < m_size->x; ++x) {
                const auto cost = m_costs[static_cast<std::size_t>(y) * static_cast<std::size_t>(m_size->x) +
                                          static_cast<std::size_t>(x)];
                if (cost != 1)
                    grid.setCost({x, y}, cost);
            }
        grid.setStart(start);
        grid.setGoal(goal);
        return MazeFile{m_name, std::move(grid), m_movement};
    }

    LineReader m_lines;
    const std::string& m_fileName;
    std::map<std::string, int> m_keyLines; ///< key -> line it was given on
    std::string m_name;
    std::optional<Coord> m_size; ///< width in x, height in y
    std::optional<LocatedCoord> m_headerStart;
    std::optional<LocatedCoord> m_headerGoal;
    std::optional<Movement> m_movement;
    std::vector<std::uint8_t> m_costs; ///< row-major, 0 = wall
    std::optional<LocatedCoord> m_mapStart;
    std::optional<LocatedCoord> m_mapGoal;
};

char cellChar(int cost) {
    return cost == MapGrid::kWall ? '#' : (cost == 1 ? '.' : static_cast<char>('0' + cost));
}

/// The name as one header line: line breaks would end the key early.
std::string singleLineName(const std::string& name) {
    std::string line = name;
    for (char& c : line)
        if (c == '\n' || c == '\r')
            c = ' ';
    return std::string(trim(line));
}

} // namespace

MazeFile readMaze(std::istream& in, const std::string& fileName) {
    return MazeParser(in, fileName).parse();
}

MazeFile readMazeFile(const std::string& path) {
    errno = 0;
    std::ifstream in(path, std::ios::binary);
    if (!in) {
        std::string message = "cannot open the file for reading";
        if (errno != 0)
            message += std::string(" (") + std::strerror(errno) + ")";
        throw ParseError(path, 0, 0, message);
    }
    return readMaze(in, path);
}

void writeMaze(std::ostream& out, const MazeFile& maze) {
    const MapGrid& grid = maze.grid;
    const std::string name = singleLineName(maze.name);
    if (!name.empty())
        out << "name: " << name << '\n';
    out << "size: " << grid.width() << ' ' << grid.height() << '\n';
    if (const auto start = grid.start())
        out << "start: " << start->x << ' ' << start->y << '\n';
    if (const auto goal = grid.goal())
        out << "goal: " << goal->x << ' ' << goal->y << '\n';
    if (maze.movement) {
        out << "neighbours: " << maze.movement->neighbours << '\n';
        out << "diagonal: " << toString(maze.movement->diagonalRule) << '\n';
        out << "diagonal-length: " << toString(maze.movement->diagonalLength) << '\n';
    }
    out << "map:\n";
    std::string row(static_cast<std::size_t>(grid.width()), '.');
    for (int y = 0; y < grid.height(); ++y) {
        for (int x = 0; x < grid.width(); ++x)
            row[static_cast<std::size_t>(x)] = cellChar(grid.cost({x, y}));
        // 'S' and 'G' mean "free, cost 1"; on any other cell only the header records the position.
        const auto mark = [&](std::optional<Coord> at, char letter) {
            if (at && at->y == y && grid.cost(*at) == 1 && row[static_cast<std::size_t>(at->x)] == '.')
                row[static_cast<std::size_t>(at->x)] = letter;
        };
        mark(grid.start(), 'S');
        mark(grid.goal(), 'G');
        out << row << '\n';
    }
}

void writeMazeFile(const std::string& path, const MazeFile& maze) {
    std::ofstream out(path, std::ios::binary);
    if (!out)
        throw std::runtime_error("cannot open '" + path + "' for writing");
    writeMaze(out, maze);
    out.close();
    if (!out)
        throw std::runtime_error("cannot write '" + path + "'");
}

} // namespace pathfinder
