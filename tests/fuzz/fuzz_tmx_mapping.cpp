// libFuzzer target: the reader of the mapping files that say what a Tiled map's tiles become. What
// it accepts has a rule, and every rule a cell code.

#include "pathfinder/basics/parse_error.h"
#include "pathfinder/formats/tmx_io.h"

#include "fuzz_checks.h"

#include <cstddef>
#include <cstdint>
#include <sstream>
#include <string>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace pathfinder;
    std::istringstream in(std::string(reinterpret_cast<const char*>(data), size));
    TmxMapping mapping;
    try {
        mapping = readTmxMapping(in, "fuzz-rules.txt");
    } catch (const ParseError&) {
        return 0;
    }
    const auto valid = [](const TmxRule& rule) { return rule.code < MapGrid::kCodeCount && rule.line >= 1; };
    std::size_t rules = (mapping.empty ? 1 : 0) + (mapping.fallback ? 1 : 0);
    fuzz::require(!mapping.empty || valid(*mapping.empty), "the empty rule is a cell");
    fuzz::require(!mapping.fallback || valid(*mapping.fallback), "the default rule is a cell");
    for (const auto& [value, rule] : mapping.byValue)
        fuzz::require(valid(rule), "a value rule is a cell");
    for (const auto& [id, rule] : mapping.byId)
        fuzz::require(valid(rule) && id <= 0x0FFFFFFF, "an id rule is a cell, for a local id");
    for (const auto& [key, rule] : mapping.byTilesetId)
        fuzz::require(valid(rule) && key.second <= 0x0FFFFFFF, "a tileset rule is a cell, for a local id");
    rules += mapping.byValue.size() + mapping.byId.size() + mapping.byTilesetId.size();
    fuzz::require(rules > 0, "an accepted mapping has a rule");
    return 0;
}
