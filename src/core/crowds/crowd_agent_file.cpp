#include "pathfinder/crowds/crowd_agent_file.h"

#include "pathfinder/registry/walker_registry.h"

#include "basics/text_scanner.h"

#include <array>
#include <map>

namespace pathfinder {

namespace {

std::string cellText(Coord c) {
    return "(" + std::to_string(c.x) + ", " + std::to_string(c.y) + ")";
}

std::string unitNames(const UnitTable& units) {
    std::string list;
    for (std::size_t i = 0; i < units.units.size(); ++i)
        list += (i == 0 ? "" : ", ") + units.units[i].name;
    return list;
}

/// A grid with the agent's unit on it, to ask what is free to that unit.
const MapGrid& gridFor(const MapGrid& map, const std::optional<UnitProfile>& unit,
                       std::map<std::string, MapGrid>& made) {
    if (!unit)
        return map;
    auto it = made.find(unit->name);
    if (it == made.end()) {
        it = made.emplace(unit->name, map).first;
        it->second.setUnit(*unit, map.impassableLimit());
    }
    return it->second;
}

/// Where each start and goal of the lines read so far is, to refuse a second agent on one.
struct Claimed {
    std::map<std::pair<int, int>, int> starts; ///< cell: line
    std::map<std::pair<int, int>, int> goals;
};

/// Reads one agent's line, already split into words (`tokens`, at least one); `endColumn` is where
/// a missing word would begin.
class AgentLineReader {
public:
    AgentLineReader(const TextScanner& scanner, const MapGrid& map, const UnitTable& units, bool sharedGoals)
        : m_scanner(scanner), m_map(map), m_units(units), m_sharedGoals(sharedGoals) {}

    CrowdAgentSpec read(const std::vector<Token>& tokens, int lineNo, int endColumn) {
        CrowdAgentSpec agent;
        std::array<int, 4> numbers = readNumbers(tokens, lineNo, endColumn);
        agent.start = {numbers[0], numbers[1]};
        agent.goal = {numbers[2], numbers[3]};
        if (tokens.size() > 4 && tokens[4].text != "-")
            agent.unit = readUnit(tokens[4], lineNo);
        if (tokens.size() > 5) {
            if (!findWalker(tokens[5].text))
                m_scanner.fail(lineNo, tokens[5].column,
                               "expected a walker, not " + quoted(tokens[5].text) + "; the walkers are " +
                                   walkerNameList());
            agent.walker = std::string(tokens[5].text);
        }
        if (tokens.size() > 6)
            m_scanner.fail(lineNo, tokens[6].column,
                           "expected the end of the line after the walker, not " + quoted(tokens[6].text));
        checkCell(agent.start, agent.unit, "start", tokens[0].column, lineNo, &m_claimed.starts);
        checkCell(agent.goal, agent.unit, "goal", tokens[2].column, lineNo,
                  m_sharedGoals ? nullptr : &m_claimed.goals);
        return agent;
    }

private:
    std::array<int, 4> readNumbers(const std::vector<Token>& tokens, int lineNo, int endColumn) const {
        static constexpr std::array<const char*, 4> kFields = {"the start's x", "the start's y",
                                                               "the goal's x", "the goal's y"};
        std::array<int, 4> numbers{};
        for (std::size_t f = 0; f < kFields.size(); ++f) {
            if (f >= tokens.size())
                m_scanner.fail(lineNo, endColumn,
                               std::string("expected ") + kFields[f] +
                                   " (a line is SX SY GX GY [unit] [walker])");
            const auto value = parseInteger(tokens[f].text);
            if (!value || *value < -1'000'000 || *value > 1'000'000)
                m_scanner.fail(lineNo, tokens[f].column,
                               std::string("expected ") + kFields[f] + ", a whole number, not " +
                                   quoted(tokens[f].text));
            numbers[f] = static_cast<int>(*value);
        }
        return numbers;
    }

    UnitProfile readUnit(const Token& token, int lineNo) const {
        const UnitProfile* unit = m_units.find(token.text);
        if (!unit)
            m_scanner.fail(lineNo, token.column,
                           "expected a unit (or - for the map's own), not " + quoted(token.text) +
                               "; the units are " + unitNames(m_units));
        if (unit->size != 1 || unit->separateWater)
            m_scanner.fail(lineNo, token.column,
                           "expected a unit a crowd can move, of one cell and one medium, not " +
                               quoted(token.text));
        return *unit;
    }

    void checkCell(Coord c, const std::optional<UnitProfile>& unit, const char* what, int column, int lineNo,
                   std::map<std::pair<int, int>, int>* taken) {
        const MapGrid& grid = gridFor(m_map, unit, m_unitGrids);
        if (!grid.inBounds(c))
            m_scanner.fail(lineNo, column,
                           std::string("expected a ") + what + " on the map (" +
                               std::to_string(m_map.width()) + "x" + std::to_string(m_map.height()) +
                               "), not " + cellText(c));
        if (grid.isBlocked(c))
            m_scanner.fail(lineNo, column,
                           std::string("expected a ") + what + " free to unit '" + grid.unit().name +
                               "', not the blocked cell " + cellText(c));
        if (!taken)
            return;
        const auto [it, added] = taken->emplace(std::pair{c.x, c.y}, lineNo);
        if (!added)
            m_scanner.fail(lineNo, column,
                           std::string("expected a ") + what + " of its own: " + cellText(c) + " is the " +
                               what + " of the agent on line " + std::to_string(it->second));
    }

    const TextScanner& m_scanner;
    const MapGrid& m_map;
    const UnitTable& m_units;
    bool m_sharedGoals;
    std::map<std::string, MapGrid> m_unitGrids;
    Claimed m_claimed;
};

} // namespace

std::vector<CrowdAgentSpec> readCrowdAgents(std::istream& in, const std::string& fileName, const MapGrid& map,
                                            const UnitTable& units, bool sharedGoals) {
    TextScanner scanner(in, fileName);
    AgentLineReader reader(scanner, map, units, sharedGoals);
    std::vector<CrowdAgentSpec> agents;
    std::string line;
    while (scanner.next(line)) {
        const std::size_t hash = line.find('#');
        const std::vector<Token> tokens = tokenize(std::string_view(line).substr(0, hash));
        if (tokens.empty())
            continue;
        const int endColumn = static_cast<int>(std::min(line.size(), hash) + 1);
        agents.push_back(reader.read(tokens, scanner.number(), endColumn));
    }
    if (agents.empty())
        scanner.fail(scanner.number(), 1, "expected at least one agent: SX SY GX GY [unit] [walker]");
    return agents;
}

std::vector<CrowdAgentSpec> readCrowdAgentsFile(const std::string& path, const MapGrid& map,
                                                const UnitTable& units, bool sharedGoals) {
    std::ifstream in = openForReading(path);
    return readCrowdAgents(in, path, map, units, sharedGoals);
}

} // namespace pathfinder
