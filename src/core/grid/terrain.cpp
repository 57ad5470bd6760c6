#include "pathfinder/grid/terrain.h"

#include "pathfinder/basics/number_text.h"
#include "pathfinder/basics/parse_error.h"

#include "basics/text_scanner.h"
#include "grid/unit_table_lines.h"

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <ostream>

namespace pathfinder {

namespace {

UnitProfile unit(std::string name, std::array<double, kTerrainCount> factor) {
    return UnitProfile{std::move(name), factor, false};
}

bool isNameChar(char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '-' || c == '_';
}

} // namespace

const UnitProfile* UnitTable::find(std::string_view name) const {
    for (const UnitProfile& u : units)
        if (u.name == name)
            return &u;
    return nullptr;
}

UnitProfile* UnitTable::find(std::string_view name) {
    for (UnitProfile& u : units)
        if (u.name == name)
            return &u;
    return nullptr;
}

UnitTable UnitTable::standard() {
    // Columns: jungle, forest, plains, desert, foothills, mountains, roadway, trail, swamp, water.
    UnitTable table;
    table.units = {
        unit("light-infantry", {3.0, 1.5, 1.2, 1.8, 1.5, 3.0, 1.0, 1.0, 1.5, 100}),
        unit("heavy-infantry", {100, 2.0, 1.3, 2.0, 2.0, 100, 1.0, 1.0, 100, 100}),
        unit("jeep", {100, 1.5, 1.1, 1.2, 1.5, 100, 1.0, 1.0, 100, 100}),
        unit("apc", {100, 1.8, 1.1, 1.2, 100, 100, 1.0, 100, 100, 100}),
        unit("tank", {100, 2.0, 1.0, 1.1, 1.3, 100, 1.0, 100, 100, 100}),
        unit("mobile-base", {100, 100, 1.2, 1.2, 100, 100, 1.0, 100, 100, 100}),
        unit("hovercraft", {100, 100, 1.3, 1.3, 100, 100, 1.0, 100, 1.2, 1.1}),
    };
    UnitProfile movingAi = unit(std::string(kMovingAiUnit), {1, 1, 1, 1, 1, 1, 1, 1, 1, 1});
    movingAi.separateWater = true;
    table.units.push_back(movingAi);
    table.impassableLimit = kDefaultImpassableLimit;
    return table;
}

UnitProfile defaultUnit() {
    return UnitTable::standard().units.front();
}

std::optional<std::string> unitProblem(const UnitProfile& u) {
    if (u.name.empty())
        return std::string("a unit needs a name");
    for (const char c : u.name)
        if (!isNameChar(c))
            return "a unit's name is letters, digits, '-' and '_', found '" + u.name + "'";
    for (std::size_t t = 0; t < u.factor.size(); ++t)
        if (!(u.factor[t] > 0.0 && u.factor[t] <= kMaxUnitFactor))
            return u.name + "'s factor for " + std::string(labelOf(static_cast<Terrain>(t))) +
                   " must be a number above 0 and at most 1000000, found " + numberText(u.factor[t]);
    if (u.size < 1 || u.size > kMaxUnitSize)
        return u.name + "'s size must be 1, 2 or 3 cells, found " + std::to_string(u.size);
    return std::nullopt;
}

std::string unitFactorsText(const UnitProfile& u) {
    std::string text = u.name;
    for (const double f : u.factor)
        text += " " + exactNumberText(f);
    return text;
}

void writeUnitTable(std::ostream& out, const UnitTable& table) {
    out << "# factors: unit, then jungle forest plains desert foothills mountains roadway trail swamp "
           "water\n";
    out << "impassable: " << exactNumberText(table.impassableLimit) << '\n';
    for (const UnitProfile& u : table.units)
        if (u.name != kMovingAiUnit)
            out << "factors: " << unitFactorsText(u) << '\n';
    for (const UnitProfile& u : table.units)
        if (u.size != 1)
            out << "unit-size: " << u.name << ' ' << u.size << '\n';
}

UnitTableLines::UnitTableLines(const TextScanner& scanner)
    : m_scanner(scanner), m_table(UnitTable::standard()) {}

bool UnitTableLines::parse(std::string_view key, std::string_view line, std::size_t colon, int lineNo) {
    if (key != "factors" && key != "impassable" && key != "unit-size")
        return false;
    const std::size_t first = line.find_first_not_of(" \t");
    const std::vector<Token> values = tokenize(line, colon + 1);
    const int endColumn = static_cast<int>(line.size()) + 1;
    if (key == "unit-size") {
        parseSize(values, lineNo, endColumn);
        return true;
    }
    if (key == "impassable") {
        if (m_limitLine)
            m_scanner.fail(lineNo, static_cast<int>(first) + 1,
                           "the impassable limit is given twice (first on line " +
                               std::to_string(m_limitLine) + ")");
        m_limitLine = lineNo;
        if (values.size() != 1)
            m_scanner.fail(lineNo, values.empty() ? endColumn : values[1].column,
                           "expected one number after 'impassable:'");
        const auto limit = parseRealNumber(values[0].text, 0.0, kMaxUnitFactor);
        if (!limit || *limit <= 0.0)
            m_scanner.fail(lineNo, values[0].column,
                           "expected a limit above 0 and at most 1000000, found " + quoted(values[0].text));
        m_table.impassableLimit = *limit;
        return true;
    }
    if (values.empty())
        m_scanner.fail(lineNo, endColumn, "expected a unit's name after 'factors:'");
    UnitProfile u;
    u.name = std::string(values[0].text);
    for (const char c : u.name)
        if (!isNameChar(c))
            m_scanner.fail(lineNo, values[0].column,
                           "a unit's name is letters, digits, '-' and '_', found " + quoted(values[0].text));
    for (const auto& [name, seenOn] : m_named)
        if (name == u.name)
            m_scanner.fail(lineNo, values[0].column,
                           "unit '" + u.name + "' is given twice (first on line " + std::to_string(seenOn) +
                               ")");
    if (u.name == kMovingAiUnit)
        m_scanner.fail(lineNo, values[0].column, "the movingai unit's rules are fixed; give it another name");
    for (std::size_t t = 0; t < u.factor.size(); ++t) {
        const std::size_t at = t + 1;
        const std::string terrain(toString(static_cast<Terrain>(t)));
        if (at >= values.size())
            m_scanner.fail(
                lineNo, endColumn,
                "expected " + std::to_string(kTerrainCount) +
                    " factors (jungle forest plains desert foothills mountains roadway trail swamp "
                    "water), found " +
                    std::to_string(t) + "; missing " + terrain);
        const auto factor = parseRealNumber(values[at].text, 0.0, kMaxUnitFactor);
        if (!factor || *factor <= 0.0)
            m_scanner.fail(lineNo, values[at].column,
                           "expected the " + terrain +
                               " factor, a number above 0 and at most 1000000, found " +
                               quoted(values[at].text));
        u.factor[t] = *factor;
    }
    if (values.size() > u.factor.size() + 1)
        m_scanner.fail(lineNo, values[u.factor.size() + 1].column,
                       "unexpected " + quoted(values[u.factor.size() + 1].text) + " after the " +
                           std::to_string(kTerrainCount) + " factors");
    m_named.emplace_back(u.name, lineNo);
    if (UnitProfile* existing = m_table.find(u.name)) {
        u.size = existing->size; // a unit-size line may have come first
        *existing = u;
    } else
        m_table.units.push_back(u);
    return true;
}

void UnitTableLines::parseSize(const std::vector<Token>& values, int lineNo, int endColumn) {
    if (values.size() != 2)
        m_scanner.fail(lineNo, values.size() > 2 ? values[2].column : endColumn,
                       "expected a unit's name and its size after 'unit-size:'");
    const std::string name(values[0].text);
    UnitProfile* unit = m_table.find(name);
    if (!unit)
        m_scanner.fail(lineNo, values[0].column,
                       "no unit named " + quoted(values[0].text) +
                           " (a new unit's factors line comes first)");
    for (const auto& [sized, seenOn] : m_sized)
        if (sized == name)
            m_scanner.fail(lineNo, values[0].column,
                           "the size of '" + name + "' is given twice (first on line " +
                               std::to_string(seenOn) + ")");
    const auto size = parseRealNumber(values[1].text, 1.0, kMaxUnitSize);
    if (!size || *size != static_cast<double>(static_cast<int>(*size)))
        m_scanner.fail(lineNo, values[1].column,
                       "expected a size of 1, 2 or 3 cells, found " + quoted(values[1].text));
    unit->size = static_cast<int>(*size);
    m_sized.emplace_back(name, lineNo);
}

UnitTable readUnitTable(std::istream& in, const std::string& fileName) {
    TextScanner scanner(in, fileName);
    UnitTableLines lines(scanner);
    std::string line;
    while (scanner.next(line)) {
        const std::string_view text = trim(line);
        if (text.empty() || text.front() == '#')
            continue;
        const int lineNo = scanner.number();
        const std::size_t first = line.find_first_not_of(" \t");
        const std::size_t colon = line.find(':');
        if (colon == std::string::npos)
            scanner.fail(lineNo, static_cast<int>(first) + 1,
                         "expected 'factors: UNIT J F P D H M R T S W' or 'impassable: LIMIT', found " +
                             quoted(text));
        const std::string key(trim(std::string_view(line).substr(0, colon)));
        if (!lines.parse(key, line, colon, lineNo))
            scanner.fail(lineNo, static_cast<int>(first) + 1,
                         "unknown key '" + key + "' (known keys: factors, unit-size, impassable)");
    }
    return lines.table();
}

UnitTable readUnitTableFile(const std::string& path) {
    std::ifstream in = openForReading(path);
    return readUnitTable(in, path);
}

} // namespace pathfinder
