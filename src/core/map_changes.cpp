#include "pathfinder/map_changes.h"

#include "pathfinder/input_limits.h"
#include "pathfinder/random.h"
#include "pathfinder/run.h"
#include "pathfinder/walker_registry.h"

#include "text_scanner.h"

#include <functional>
#include <istream>
#include <optional>

namespace pathfinder {

namespace {

struct EditSyntax {
    std::string_view word;
    MapEdit::Kind kind;
    std::string_view extra; ///< the word after X Y, or empty: "COST", "TERRAIN"
};

constexpr EditSyntax kEdits[] = {
    {"add", MapEdit::Kind::AddWall, {}},      {"remove", MapEdit::Kind::RemoveWall, {}},
    {"cost", MapEdit::Kind::SetCost, "COST"}, {"terrain", MapEdit::Kind::SetTerrain, "TERRAIN"},
    {"start", MapEdit::Kind::MoveStart, {}},  {"goal", MapEdit::Kind::MoveGoal, {}},
};

/// Reads token `index` as an integer in [low, high], failing at its column otherwise.
int boundedInteger(const TextScanner& scanner, const std::vector<Token>& tokens, std::size_t index,
                   const char* what, long long low, long long high, const std::string& range) {
    const Token& token = tokens[index];
    const auto value = parseInteger(token.text);
    if (!value)
        scanner.fail(scanner.number(), token.column,
                     std::string("expected an integer ") + what + ", found " + quoted(token.text));
    if (*value < low || *value > high)
        scanner.fail(scanner.number(), token.column,
                     std::string(what) + " " + std::string(token.text) + " is outside " + range);
    return static_cast<int>(*value);
}

} // namespace

std::string MapEdit::describe() const {
    const std::string at = std::to_string(cell.x) + " " + std::to_string(cell.y);
    for (const auto& syntax : kEdits)
        if (syntax.kind == kind)
            return std::string(syntax.word) + " " + at +
                   (kind == Kind::SetCost      ? " " + std::to_string(cost)
                    : kind == Kind::SetTerrain ? " " + std::string(toString(terrain))
                                               : std::string());
    return at;
}

std::vector<MapEdit> readMapEdits(std::istream& in, const std::string& fileName, int width, int height) {
    TextScanner scanner(in, fileName);
    std::vector<MapEdit> edits;
    std::string line;
    const std::string mapRange = "the " + std::to_string(width) + " x " + std::to_string(height) + " map";
    while (scanner.next(line)) {
        const auto tokens = tokenize(line);
        if (tokens.empty() || tokens.front().text.front() == '#')
            continue;
        if (edits.size() == kMaxMapChanges)
            scanner.fail(scanner.number(), tokens.front().column,
                         "more than " + std::to_string(kMaxMapChanges) +
                             " changes, the most a change script may hold");
        const EditSyntax* syntax = nullptr;
        for (const auto& candidate : kEdits)
            if (tokens.front().text == candidate.word)
                syntax = &candidate;
        if (!syntax)
            scanner.fail(scanner.number(), tokens.front().column,
                         "expected add, remove, cost, terrain, start or goal, found " +
                             quoted(tokens.front().text));
        const bool hasExtra = !syntax->extra.empty();
        const std::size_t expected = hasExtra ? 4 : 3;
        if (tokens.size() < expected) {
            const Token& last = tokens.back();
            const int column = last.column + static_cast<int>(last.text.size());
            scanner.fail(scanner.number(), column,
                         "expected X Y" + (hasExtra ? " " + std::string(syntax->extra) : std::string()) +
                             " after '" + std::string(syntax->word) + "'");
        }
        if (tokens.size() > expected && tokens[expected].text.front() != '#')
            scanner.fail(scanner.number(), tokens[expected].column,
                         "unexpected " + quoted(tokens[expected].text) + " at the end of the line");
        MapEdit edit;
        edit.kind = syntax->kind;
        edit.line = scanner.number();
        edit.cell.x = boundedInteger(scanner, tokens, 1, "x", 0, width - 1, mapRange);
        edit.cell.y = boundedInteger(scanner, tokens, 2, "y", 0, height - 1, mapRange);
        if (syntax->kind == MapEdit::Kind::SetCost)
            edit.cost =
                boundedInteger(scanner, tokens, 3, "cost", MapGrid::kMinCost, MapGrid::kMaxCost, "1-9");
        if (syntax->kind == MapEdit::Kind::SetTerrain) {
            const Token& word = tokens[3];
            auto terrain = parseEnum<Terrain>(word.text);
            if (!terrain && word.text.size() == 1)
                terrain = terrainOfLetter(word.text.front());
            if (!terrain)
                scanner.fail(
                    scanner.number(), word.column,
                    "expected a terrain (jungle, forest, plains, desert, foothills, mountains, roadway, "
                    "trail, swamp, water, or its letter " +
                        std::string(kTerrainLetters) + "), found " + quoted(word.text));
            edit.terrain = *terrain;
        }
        edits.push_back(edit);
    }
    return edits;
}

std::vector<MapEdit> readMapEditsFile(const std::string& path, int width, int height) {
    std::ifstream in = openForReading(path);
    return readMapEdits(in, path, width, height);
}

void applyEdit(MapGrid& grid, const MapEdit& edit) {
    switch (edit.kind) {
    case MapEdit::Kind::AddWall:
        grid.setWall(edit.cell, true);
        break;
    case MapEdit::Kind::RemoveWall:
        if (grid.isWall(edit.cell)) // a free cell keeps its entry cost or terrain
            grid.setWall(edit.cell, false);
        break;
    case MapEdit::Kind::SetTerrain:
        grid.setTerrain(edit.cell, edit.terrain);
        break;
    case MapEdit::Kind::SetCost:
        grid.setCost(edit.cell, edit.cost);
        break;
    case MapEdit::Kind::MoveStart:
        grid.setStart(edit.cell);
        break;
    case MapEdit::Kind::MoveGoal:
        grid.setGoal(edit.cell);
        break;
    }
}

namespace {

std::vector<Coord> leastCostRoute(const MapGrid& grid, const Movement& movement) {
    auto astar = createWalker("astar");
    WalkerSettings settings;
    settings.movement = movement;
    astar->setup(grid, settings);
    runToCompletion(*astar, iterationLimit(grid));
    return astar->path();
}

/// Walls within two cells (Chebyshev) of the route; every wall of the map when there are none
/// there. Only walls: a cell the unit cannot enter for its terrain is not one that "remove" frees.
std::vector<Coord> wallsToRemove(const MapGrid& grid, const std::vector<Coord>& route) {
    std::vector<Coord> walls;
    std::vector<bool> seen(grid.cellCount(), false);
    for (const Coord c : route)
        for (int dy = -2; dy <= 2; ++dy)
            for (int dx = -2; dx <= 2; ++dx) {
                const Coord n{c.x + dx, c.y + dy};
                if (!grid.inBounds(n))
                    continue;
                const std::size_t index = grid.cellIndex(n);
                if (!seen[index] && grid.isWall(n))
                    walls.push_back(n);
                seen[index] = true;
            }
    if (walls.empty())
        for (int y = 0; y < grid.height(); ++y)
            for (int x = 0; x < grid.width(); ++x)
                if (grid.isWall({x, y}))
                    walls.push_back({x, y});
    return walls;
}

/// True when a wall on `cell` leaves a route from start to goal.
bool keepsARoute(MapGrid& world, const Movement& movement, Coord cell) {
    const std::uint8_t code = world.code(cell);
    world.setWall(cell, true);
    const bool kept = !leastCostRoute(world, movement).empty();
    world.setCode(cell, code);
    return kept;
}

/// A cell of the route (not its ends) where a wall leaves a route: first the one `random` picks,
/// then, when that one cuts the goal off and nothing can be removed instead, the others in turn.
std::optional<Coord> cellToWall(MapGrid& world, const Movement& movement, const std::vector<Coord>& route,
                                Random& random, bool onlyFirst) {
    if (route.size() <= 2)
        return std::nullopt;
    const auto inner = static_cast<std::uint32_t>(route.size() - 2);
    const std::uint32_t first = random.below(inner);
    for (std::uint32_t k = 0; k < (onlyFirst ? 1 : inner); ++k) {
        const Coord cell = route[1 + (first + k) % inner];
        if (keepsARoute(world, movement, cell))
            return cell;
    }
    return std::nullopt;
}

} // namespace

RandomEdits randomEditsNearPath(const MapGrid& grid, const Movement& movement, int count, std::uint64_t seed,
                                const std::function<void(std::size_t)>& progress) {
    MapGrid world = grid;
    Random random(seed);
    RandomEdits made;
    for (int i = 0; i < count; ++i) {
        if (progress)
            progress(made.edits.size());
        const std::vector<Coord> route = leastCostRoute(world, movement);
        MapEdit edit;
        edit.line = i + 1;
        // At random a wall on the route or one removed near it; when the choice cannot be made (a wall
        // there would cut the goal off, or there is no wall to remove), the other.
        const bool preferAdding = route.size() > 2 && random.below(2) == 0;
        std::optional<Coord> wall =
            preferAdding ? cellToWall(world, movement, route, random, true) : std::nullopt;
        const std::vector<Coord> walls = wall ? std::vector<Coord>{} : wallsToRemove(world, route);
        if (!wall && walls.empty())
            wall = cellToWall(world, movement, route, random, false);
        if (wall) {
            edit.kind = MapEdit::Kind::AddWall;
            edit.cell = *wall;
        } else if (!walls.empty()) {
            edit.kind = MapEdit::Kind::RemoveWall;
            edit.cell = walls[random.below(static_cast<std::uint32_t>(walls.size()))];
        } else {
            made.stoppedBecause = route.size() <= 2 ? "the map has no wall left to remove, and the route has "
                                                      "no cell between start and goal to wall"
                                                    : "the map has no wall left to remove, and a wall on any "
                                                      "cell of the route would cut the goal "
                                                      "off";
            break;
        }
        applyEdit(world, edit);
        made.edits.push_back(edit);
    }
    if (progress)
        progress(made.edits.size());
    return made;
}

} // namespace pathfinder
