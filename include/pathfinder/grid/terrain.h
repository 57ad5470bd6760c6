#pragma once

#include "pathfinder/basics/enum_names.h"

#include <array>
#include <cstdint>
#include <iosfwd>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace pathfinder {

/// The ground of a terrain cell. A unit pays a factor of its own for each (UnitProfile).
enum class Terrain : std::uint8_t {
    Jungle,
    Forest,
    Plains,
    Desert,
    Foothills,
    Mountains,
    Roadway,
    Trail,
    Swamp,
    Water,
};

inline constexpr int kTerrainCount = 10;

template <>
struct EnumNames<Terrain> {
    static constexpr EnumName<Terrain> table[] = {
        {Terrain::Jungle, "jungle", "Jungle"},
        {Terrain::Forest, "forest", "Forest"},
        {Terrain::Plains, "plains", "Plains"},
        {Terrain::Desert, "desert", "Desert"},
        {Terrain::Foothills, "foothills", "Foothills"},
        {Terrain::Mountains, "mountains", "Mountains"},
        {Terrain::Roadway, "roadway", "Roadway"},
        {Terrain::Trail, "trail", "Trail"},
        {Terrain::Swamp, "swamp", "Swamp"},
        {Terrain::Water, "water", "Water"},
    };
};

/// The letters of the terrains in .maze rows, in Terrain order: "jfpdhmrtsw".
inline constexpr std::string_view kTerrainLetters = "jfpdhmrtsw";

inline constexpr char terrainLetter(Terrain t) {
    return kTerrainLetters[static_cast<std::size_t>(t)];
}

/// The terrain a .maze letter stands for, or nothing.
inline constexpr std::optional<Terrain> terrainOfLetter(char letter) {
    for (std::size_t i = 0; i < kTerrainLetters.size(); ++i)
        if (kTerrainLetters[i] == letter)
            return static_cast<Terrain>(i);
    return std::nullopt;
}

/// The largest unit: 3×3 cells.
inline constexpr int kMaxUnitSize = 3;

/// The factor at or above which a terrain blocks a unit, unless a table says otherwise.
inline constexpr double kDefaultImpassableLimit = 100.0;

/// How hard each terrain is for one unit: entering a terrain cell costs the move's length times the
/// unit's factor for that terrain; a factor at or above the table's impassable limit blocks it.
struct UnitProfile {
    std::string name; ///< its word on the command line and in files: "jeep"
    std::array<double, kTerrainCount> factor{};
    /// Moving AI's water: water and the other grounds are two media that no move crosses, so a unit
    /// that starts on land never enters water and one that starts on water never leaves it.
    bool separateWater = false;
    /// The side of the square of cells it covers, 1 to kMaxUnitSize; its position is the square's
    /// top-left cell (footprint.h says how a larger unit moves).
    int size = 1;

    double factorOf(Terrain t) const { return factor[static_cast<std::size_t>(t)]; }

    friend bool operator==(const UnitProfile& a, const UnitProfile& b) {
        return a.name == b.name && a.factor == b.factor && a.separateWater == b.separateWater &&
               a.size == b.size;
    }
    friend bool operator!=(const UnitProfile& a, const UnitProfile& b) { return !(a == b); }
};

/// The name of the unit that reproduces the Moving AI benchmarks' terrain rules: swamp is plain
/// ground, water is a medium of its own (UnitProfile::separateWater), every factor 1.
inline constexpr std::string_view kMovingAiUnit = "movingai";

/// The units a map may be crossed by, and the limit at which a factor blocks.
struct UnitTable {
    std::vector<UnitProfile> units;
    double impassableLimit = kDefaultImpassableLimit;

    /// The unit of that name, or null.
    const UnitProfile* find(std::string_view name) const;
    UnitProfile* find(std::string_view name);

    /// The course's table: light-infantry, heavy-infantry, jeep, apc, tank, mobile-base and
    /// hovercraft with their factors, then the movingai unit; limit 100.
    static UnitTable standard();

    friend bool operator==(const UnitTable& a, const UnitTable& b) {
        return a.units == b.units && a.impassableLimit == b.impassableLimit;
    }
    friend bool operator!=(const UnitTable& a, const UnitTable& b) { return !(a == b); }
};

/// The unit a map is crossed by when nothing names one: the standard table's first.
UnitProfile defaultUnit();

/// Why `unit` cannot be used (a factor that is not a positive number, a name that is not a word of
/// letters, digits and '-', a size outside 1 to kMaxUnitSize), or nothing.
std::optional<std::string> unitProblem(const UnitProfile& unit);

/// A unit table in words: lines "factors: NAME J F P D H M R T S W" (ten factors in Terrain order),
/// "unit-size: NAME S" (a unit's size, 1 to 3, after its factors line if the table adds it) and
/// "impassable: LIMIT", '#' comments and blank lines. It starts from the standard table: a
/// factors line replaces the factors of a unit of that name or adds one. Throws ParseError with the
/// file:line:col of what is wrong (an unknown key, a missing or extra factor, a number that is not
/// a positive real, a unit named twice).
UnitTable readUnitTable(std::istream& in, const std::string& fileName);
UnitTable readUnitTableFile(const std::string& path);

/// One "factors:" line's value for `unit` (the name and its ten factors, shortest exact decimals).
std::string unitFactorsText(const UnitProfile& unit);
/// Writes the table as readUnitTable() reads it: every unit's factors line, the sizes that are not
/// 1, and the limit.
void writeUnitTable(std::ostream& out, const UnitTable& table);

} // namespace pathfinder
