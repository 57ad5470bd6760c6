#include "pathfinder/formats/maze_io.h"

#include "pathfinder/basics/input_limits.h"

#include "basics/text_scanner.h"
#include "formats/maze_features.h"
#include "grid/unit_table_lines.h"

#include <array>
#include <climits>
#include <fstream>
#include <map>
#include <optional>
#include <ostream>
#include <stdexcept>
#include <string_view>
#include <utility>
#include <vector>

namespace pathfinder {

namespace {

constexpr std::string_view kKnownKeys =
    "name, size, start, goal, neighbours, diagonal, diagonal-length, unit, impassable, factors, topology, "
    "wall, oneway, slope";

/// A position and where it was written, so a later check can point back at it.
struct LocatedCoord {
    Coord position;
    int line = 0;
    int column = 0;   ///< of x, or of the map cell
    int yColumn = 0;  ///< of y in a header line
    std::string text; ///< "(x, y)" as the file writes it: a value past int is shown as given
};

/// A number as a message shows it: as written, its first digits only when it is long.
std::string shortNumber(std::string_view text) {
    constexpr std::size_t kShown = 24;
    return text.size() > kShown ? std::string(text.substr(0, kShown)) + "..." : std::string(text);
}

/// Parses one .maze document; one instance per call of readMaze().
class MazeParser {
public:
    MazeParser(std::istream& in, const std::string& fileName)
        : m_scanner(in, fileName), m_unitLines(m_scanner), m_features(m_scanner) {}

    MazeFile parse() {
        parseHeader();
        checkHeaderPositions();
        m_features.checkSides();
        parseRows();
        return build();
    }

private:
    [[noreturn]] void fail(int line, int column, const std::string& message) const {
        m_scanner.fail(line, column, message);
    }

    void parseHeader() {
        std::string line;
        std::size_t headerBytes = 0;
        while (m_scanner.next(line)) {
            // The header is kept (its comments), so it is bounded as the map is; side lines are
            // not kept as text, and a map may have a side line for every side.
            if (!MazeFeatureLines::isSideLine(line))
                headerBytes += line.size() + 1;
            if (headerBytes > kMaxMazeHeaderBytes)
                fail(m_scanner.number(), 1,
                     "the header (the lines before 'map:') is longer than " +
                         std::to_string(kMaxMazeHeaderBytes) + " bytes, the most a .maze header may hold");
            const std::string_view text = trim(line);
            if (text.empty())
                continue;
            if (text.front() == '#') {
                m_comments.push_back(headerText(text));
                continue;
            }
            if (parseHeaderLine(line))
                return;
        }
        fail(m_scanner.number() + 1, 1, "missing 'map:' line before the end of the file");
    }

    /// Handles one non-blank, non-comment header line; true when it is "map:".
    bool parseHeaderLine(std::string_view line) {
        const int lineNo = m_scanner.number();
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
        if (m_unitLines.parse(key, line, colon, lineNo))
            return false; // "factors:" may be given once per unit
        if (MazeFeatureLines::isSideKey(key)) {
            m_features.parseSide(key, values, lineNo, keyColumn, endColumn, m_size);
            return false; // one line per side
        }
        if (key == "heights")
            fail(lineNo, keyColumn, "the 'heights:' block comes after the map rows, not in the header");
        const auto [seen, inserted] = m_keyLines.emplace(key, lineNo);
        if (!inserted)
            fail(lineNo, keyColumn,
                 "duplicate key '" + key + "' (first given on line " + std::to_string(seen->second) + ")");

        if (key == "name")
            m_name = headerText(line.substr(colon + 1));
        else if (key == "size")
            parseSize(values, lineNo, endColumn);
        else if (key == "start" || key == "goal")
            parsePosition(key, values, lineNo, endColumn);
        else if (key == "neighbours" || key == "diagonal" || key == "diagonal-length")
            parseMovementKey(key, values, lineNo, endColumn);
        else if (key == "unit")
            parseUnit(values, lineNo, endColumn);
        else if (key == "topology")
            m_features.parseTopology(values, lineNo, keyColumn, endColumn);
        else if (key == "slope")
            m_features.parseSlope(values, lineNo, endColumn);
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
        LocatedCoord located{{clampToInt(xy[0]), clampToInt(xy[1])},
                             lineNo,
                             values[0].column,
                             values[1].column,
                             "(" + shortNumber(values[0].text) + ", " + shortNumber(values[1].text) + ")"};
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
            const auto rule = parseEnum<DiagonalRule>(value.text);
            if (!rule)
                fail(lineNo, value.column,
                     "expected always, not-both-blocked or no-corner-cutting, found " + quoted(value.text));
            movement.diagonalRule = *rule;
        } else {
            const auto length = parseEnum<DiagonalLength>(value.text);
            if (!length)
                fail(lineNo, value.column, "expected sqrt2, 1.4 or 2, found " + quoted(value.text));
            movement.diagonalLength = *length;
        }
    }

    void parseUnit(const std::vector<Token>& values, int lineNo, int endColumn) {
        if (values.empty())
            fail(lineNo, endColumn, "expected a unit's name after 'unit:'");
        if (values.size() > 1)
            fail(lineNo, values[1].column, "unexpected " + quoted(values[1].text) + " after the unit's name");
        m_unit = LocatedName{std::string(values[0].text), lineNo, values[0].column};
    }

    /// The unit the file names, from its table (the standard one with its "factors:" lines).
    UnitProfile unit() const {
        const UnitTable& table = m_unitLines.table();
        if (!m_unit)
            return *table.find(defaultUnit().name);
        if (const UnitProfile* u = table.find(m_unit->name))
            return *u;
        std::string known;
        for (const UnitProfile& u : table.units)
            known += (known.empty() ? "" : ", ") + u.name;
        fail(m_unit->line, m_unit->column,
             "unknown unit '" + m_unit->name + "' (known units: " + known + ")");
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
                     std::string(what) + " " + located->text + " is outside the " +
                         std::to_string(m_size->x) + " x " + std::to_string(m_size->y) + " map");
        }
    }

    /// The map rows, and the heights block that may follow them.
    void parseRows() {
        m_costs.assign(static_cast<std::size_t>(m_size->x) * static_cast<std::size_t>(m_size->y), 1);
        m_scanner.scanRows(m_size->x, m_size->y, "map", [this](char c, Coord cell) { parseCell(c, cell); });
        m_features.parseTail(m_scanner, *m_size);
    }

    void parseCell(char c, Coord cell) {
        const int lineNo = m_scanner.number();
        if (cell.x == 0)
            m_rowLines.push_back(lineNo);
        const int column = cell.x + 1;
        auto& cost = m_costs[static_cast<std::size_t>(cell.y) * static_cast<std::size_t>(m_size->x) +
                             static_cast<std::size_t>(cell.x)];
        if (c == '.' || c == 'S' || c == 'G')
            cost = 1;
        else if (c == '#')
            cost = MapGrid::kWall;
        else if (c >= '1' && c <= '9')
            cost = static_cast<std::uint8_t>(c - '0');
        else if (const auto terrain = terrainOfLetter(c))
            cost = MapGrid::codeOf(*terrain);
        else
            fail(lineNo, column,
                 "expected one of . # 1-9 S G or a terrain letter (" + std::string(kTerrainLetters) +
                     "), found " + describeChar(c));

        if (c == 'S' || c == 'G') {
            auto& found = c == 'S' ? m_mapStart : m_mapGoal;
            const char* what = c == 'S' ? "start 'S'" : "goal 'G'";
            if (found)
                fail(lineNo, column,
                     std::string("second ") + what + " (the first is at (" +
                         std::to_string(found->position.x) + ", " + std::to_string(found->position.y) +
                         ") on line " + std::to_string(found->line) + ")");
            found = LocatedCoord{cell, lineNo, column, column, {}};
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

    /// A start or goal given in the header must not lie on a wall ('S' and 'G' are free cells).
    void checkNotOnWall(const char* what, const std::optional<LocatedCoord>& header) const {
        if (!header)
            return;
        const Coord p = header->position;
        if (costAt(p) != MapGrid::kWall)
            return;
        fail(m_rowLines[static_cast<std::size_t>(p.y)], p.x + 1,
             std::string(what) + " (" + std::to_string(p.x) + ", " + std::to_string(p.y) +
                 ") given on line " + std::to_string(header->line) + " lies on a wall '#'");
    }

    std::uint8_t costAt(Coord c) const {
        return m_costs[static_cast<std::size_t>(c.y) * static_cast<std::size_t>(m_size->x) +
                       static_cast<std::size_t>(c.x)];
    }

    MazeFile build() const {
        const std::optional<Coord> start = reconcile("start", m_headerStart, m_mapStart);
        const std::optional<Coord> goal = reconcile("goal", m_headerGoal, m_mapGoal);
        checkNotOnWall("start", m_headerStart);
        checkNotOnWall("goal", m_headerGoal);
        const UnitProfile mapUnit = unit();
        MapGrid grid(m_size->x, m_size->y);
        grid.setUnit(mapUnit, m_unitLines.table().impassableLimit);
        m_features.apply(grid);
        grid.setCodes(m_costs);
        grid.setStart(start);
        grid.setGoal(goal);
        MazeFile maze{m_name, std::move(grid), m_movement, m_comments, std::nullopt};
        if (m_unitLines.given() && m_unitLines.table() != UnitTable::standard())
            maze.units = m_unitLines.table();
        return maze;
    }

    struct LocatedName {
        std::string name;
        int line = 0;
        int column = 0;
    };

    TextScanner m_scanner;
    UnitTableLines m_unitLines;
    MazeFeatureLines m_features;
    std::optional<LocatedName> m_unit;
    std::map<std::string, int> m_keyLines; ///< key -> line it was given on
    std::string m_name;
    std::optional<Coord> m_size; ///< width in x, height in y
    std::optional<LocatedCoord> m_headerStart;
    std::optional<LocatedCoord> m_headerGoal;
    std::optional<Movement> m_movement;
    std::vector<std::uint8_t> m_costs; ///< codes, row-major (MapGrid::code())
    std::vector<int> m_rowLines;       ///< the line each map row was read from
    std::vector<std::string> m_comments;
    std::optional<LocatedCoord> m_mapStart;
    std::optional<LocatedCoord> m_mapGoal;
};

} // namespace

std::string headerText(std::string_view text) {
    std::string line(text);
    for (char& c : line)
        if (c == '\n' || c == '\r')
            c = ' ';
    return std::string(trim(line));
}

MazeFile readMaze(std::istream& in, const std::string& fileName) {
    return MazeParser(in, fileName).parse();
}

MazeFile readMazeFile(const std::string& path) {
    std::ifstream in = openForReading(path);
    return readMaze(in, path);
}

} // namespace pathfinder
