#include "pathfinder/formats/tmx_io.h"

#include "basics/text_scanner.h"

#include <cctype>
#include <cstdint>
#include <fstream>
#include <string_view>
#include <vector>

namespace pathfinder {

namespace {

/// A word of a mapping line: bare, quoted ("deep water") or '='.
struct Word {
    std::string text;
    int column = 0;
    bool quoted = false;

    bool is(std::string_view bare) const { return !quoted && text == bare; }
};

std::string terrainList() {
    std::string list;
    for (const std::string& key : allKeys<Terrain>())
        list += (list.empty() ? "" : ", ") + key;
    return list;
}

/// Parses one mapping file; one instance per call of readTmxMapping().
class MappingParser {
public:
    MappingParser(std::istream& in, const std::string& fileName) : m_scanner(in, fileName) {
        m_mapping.fileName = fileName;
    }

    TmxMapping parse() {
        std::string line;
        while (m_scanner.next(line))
            parseLine(line);
        if (m_rules == 0)
            fail(m_scanner.number() + 1, 1,
                 "no rules: a mapping file says what tiles become, one 'KEY = VALUE' a line "
                 "(e.g. 'default = wall')");
        return std::move(m_mapping);
    }

private:
    [[noreturn]] void fail(int column, const std::string& message) const {
        m_scanner.fail(m_scanner.number(), column, message);
    }
    [[noreturn]] void fail(int line, int column, const std::string& message) const {
        m_scanner.fail(line, column, message);
    }

    std::vector<Word> split(const std::string& line) const {
        std::vector<Word> words;
        std::size_t i = 0;
        const auto column = [&](std::size_t at) { return static_cast<int>(at) + 1; };
        while (i < line.size()) {
            const char c = line[i];
            if (c == ' ' || c == '\t' || c == '\r') {
                ++i;
            } else if (c == '#') {
                break;
            } else if (c == '=') {
                words.push_back({"=", column(i), false});
                ++i;
            } else if (c == '"') {
                const std::size_t close = line.find('"', i + 1);
                if (close == std::string::npos)
                    fail(column(i), "a quoted text is not closed on its line (expected '\"')");
                words.push_back({line.substr(i + 1, close - i - 1), column(i), true});
                i = close + 1;
            } else {
                const std::size_t end = line.find_first_of(" \t\r#=\"", i);
                const std::size_t stop = end == std::string::npos ? line.size() : end;
                words.push_back({line.substr(i, stop - i), column(i), false});
                i = stop;
            }
        }
        return words;
    }

    void parseLine(const std::string& line) {
        const std::vector<Word> words = split(line);
        if (words.empty())
            return;
        const int endColumn = static_cast<int>(line.size()) + 1;
        std::size_t equals = 0;
        while (equals < words.size() && !words[equals].is("="))
            ++equals;
        if (equals == words.size())
            parseStatement(words, endColumn);
        else
            parseRule(words, equals, endColumn);
    }

    /// "property NAME" or "unit NAME".
    void parseStatement(const std::vector<Word>& words, int endColumn) {
        const Word& key = words[0];
        if (!key.is("property") && !key.is("unit"))
            fail(key.column, "expected 'KEY = VALUE', 'property NAME' or 'unit NAME', found " +
                                 pathfinder::quoted(key.text));
        if (words.size() < 2)
            fail(endColumn, "expected a name after " + pathfinder::quoted(key.text));
        if (words.size() > 2)
            fail(words[2].column, "unexpected " + pathfinder::quoted(words[2].text) + " after the name");
        int& seenOn = key.is("property") ? m_propertyLine : m_unitLine;
        if (seenOn)
            fail(key.column, "a second " + pathfinder::quoted(key.text) + " line (the first is line " +
                                 std::to_string(seenOn) + ")");
        seenOn = m_scanner.number();
        const Word& name = words[1];
        if (key.is("property")) {
            if (name.text.empty())
                fail(name.column, "expected a property name, found an empty one");
            m_mapping.property = name.text;
            return;
        }
        const UnitTable table = UnitTable::standard();
        const UnitProfile* unit = table.find(name.text);
        if (!unit) {
            std::string known;
            for (const UnitProfile& u : table.units)
                known += (known.empty() ? "" : ", ") + u.name;
            fail(name.column,
                 "unknown unit " + pathfinder::quoted(name.text) + " (known units: " + known + ")");
        }
        m_mapping.unit = *unit;
    }

    /// "KEY = VALUE", '=' being words[equals].
    void parseRule(const std::vector<Word>& words, std::size_t equals, int endColumn) {
        if (equals == 0)
            fail(words[0].column,
                 "expected a tile id, 'tileset NAME ID', a property value, 'empty' or 'default' before '='");
        if (equals + 1 >= words.size())
            fail(endColumn,
                 "expected what the tile becomes after '=': wall, free, a cost 1-9 or a terrain (" +
                     terrainList() + ")");
        if (equals + 2 < words.size())
            fail(words[equals + 2].column,
                 "unexpected " + pathfinder::quoted(words[equals + 2].text) + " after the value");
        TmxRule rule;
        rule.code = cellCode(words[equals + 1]);
        rule.line = m_scanner.number();
        rule.column = words[0].column;
        addRule(words, equals, rule);
        ++m_rules;
    }

    std::uint8_t cellCode(const Word& value) const {
        if (value.text == "wall")
            return MapGrid::kWall;
        if (value.text == "free")
            return 1;
        if (value.text.size() == 1 && value.text[0] >= '1' && value.text[0] <= '9')
            return static_cast<std::uint8_t>(value.text[0] - '0');
        if (const auto terrain = parseEnum<Terrain>(value.text))
            return MapGrid::codeOf(*terrain);
        fail(value.column, "expected wall, free, a cost 1-9 or a terrain (" + terrainList() + "), found " +
                               pathfinder::quoted(value.text));
    }

    std::uint32_t tileId(const Word& word) const {
        const auto id = word.quoted ? std::nullopt : parseInteger(word.text);
        if (!id || *id < 0 || *id > 0x0FFFFFFF)
            fail(word.column, "expected a tile id (a whole number from 0 to 268435455), found " +
                                  pathfinder::quoted(word.text));
        return static_cast<std::uint32_t>(*id);
    }

    void addRule(const std::vector<Word>& words, std::size_t equals, const TmxRule& rule) {
        const Word& key = words[0];
        if (key.is("tileset")) {
            if (equals != 3)
                fail(equals < 3 ? words[equals].column : words[3].column,
                     "expected 'tileset NAME ID = VALUE' (quote a name with spaces)");
            const std::uint32_t id = tileId(words[2]);
            remember(m_mapping.byTilesetId, {words[1].text, id}, rule,
                     "tile " + std::to_string(id) + " of tileset " + pathfinder::quoted(words[1].text));
            return;
        }
        if (equals > 1)
            fail(words[1].column, "unexpected " + pathfinder::quoted(words[1].text) +
                                      " before '=' (quote a property value with spaces)");
        if (key.is("property") || key.is("unit"))
            fail(key.column, pathfinder::quoted(key.text) +
                                 " is a word of the mapping file: quote it to map the value \"" + key.text +
                                 "\"");
        if (key.is("empty"))
            return rememberOnce(m_mapping.empty, rule, "'empty'");
        if (key.is("default"))
            return rememberOnce(m_mapping.fallback, rule, "'default'");
        if (!key.quoted && !key.text.empty() &&
            (std::isdigit(static_cast<unsigned char>(key.text[0])) || key.text[0] == '-')) {
            const std::uint32_t id = tileId(key);
            remember(m_mapping.byId, id, rule, "tile id " + std::to_string(id));
            return;
        }
        remember(m_mapping.byValue, key.text, rule, "the value " + pathfinder::quoted(key.text));
    }

    template <typename Map>
    void remember(Map& rules, const typename Map::key_type& key, const TmxRule& rule,
                  const std::string& what) {
        const auto [at, added] = rules.emplace(key, rule);
        if (!added)
            fail(rule.column,
                 what + " is mapped twice (first on line " + std::to_string(at->second.line) + ")");
    }

    void rememberOnce(std::optional<TmxRule>& slot, const TmxRule& rule, const std::string& what) {
        if (slot)
            fail(rule.column, what + " is mapped twice (first on line " + std::to_string(slot->line) + ")");
        slot = rule;
    }

    TextScanner m_scanner;
    TmxMapping m_mapping;
    int m_rules = 0;
    int m_propertyLine = 0;
    int m_unitLine = 0;
};

} // namespace

TmxMapping readTmxMapping(std::istream& in, const std::string& fileName) {
    return MappingParser(in, fileName).parse();
}

TmxMapping readTmxMappingFile(const std::string& path) {
    std::ifstream in = openForReading(path);
    return readTmxMapping(in, path);
}

} // namespace pathfinder
