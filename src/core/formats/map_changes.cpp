#include "pathfinder/formats/map_changes.h"

#include "pathfinder/basics/input_limits.h"

#include "basics/text_scanner.h"

#include <istream>

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

} // namespace pathfinder
