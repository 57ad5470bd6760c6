#include "pathfinder/formats/provenance.h"

#include "pathfinder/basics/sha256.h"
#include "pathfinder/formats/maze_io.h"
#include "pathfinder/version.h"

#include "build_commit.h"

#include <algorithm>
#include <ctime>
#include <fstream>
#include <ostream>
#include <sstream>
#include <thread>

namespace pathfinder {

void Provenance::set(const std::string& key, std::string value) {
    std::replace(value.begin(), value.end(), '\n', ' ');
    std::replace(value.begin(), value.end(), '\r', ' ');
    for (Entry& entry : m_entries)
        if (entry.first == key) {
            entry.second = std::move(value);
            return;
        }
    m_entries.emplace_back(key, std::move(value));
}

std::optional<std::string> Provenance::find(std::string_view key) const {
    for (const Entry& entry : m_entries)
        if (entry.first == key)
            return entry.second;
    return std::nullopt;
}

void Provenance::writeCsvComments(std::ostream& out) const {
    for (const Entry& entry : m_entries)
        out << "# " << entry.first << ": " << entry.second << '\n';
}

std::string cpuModel() {
    std::ifstream in("/proc/cpuinfo");
    std::string line;
    while (std::getline(in, line)) {
        // x86 names the model "model name", some ARM kernels "Processor", POWER and MIPS "cpu" or "cpu
        // model".
        for (std::string_view key : {"model name", "Processor", "cpu model", "cpu"}) {
            if (line.compare(0, key.size(), key) != 0)
                continue;
            const auto colon = line.find(':');
            if (colon == std::string::npos || line.find_first_not_of(" \t", key.size()) != colon)
                continue;
            const auto begin = line.find_first_not_of(" \t", colon + 1);
            if (begin != std::string::npos)
                return line.substr(begin);
        }
    }
    return "unknown";
}

std::string buildCommit() {
    return PATHFINDER_COMMIT;
}

namespace {

std::string compilerName() {
#if defined(__clang__)
    return std::string("clang ") + __clang_version__;
#elif defined(__GNUC__)
    return std::string("gcc ") + __VERSION__;
#elif defined(_MSC_VER)
    return "msvc " + std::to_string(_MSC_VER);
#else
    return "unknown";
#endif
}

std::string utcNow() {
    const std::time_t now = std::time(nullptr);
    std::tm utc{};
#if defined(_WIN32)
    gmtime_s(&utc, &now);
#else
    gmtime_r(&now, &utc);
#endif
    char text[32];
    std::strftime(text, sizeof text, "%Y-%m-%dT%H:%M:%SZ", &utc);
    return text;
}

std::string coordText(Coord c) {
    return std::to_string(c.x) + "," + std::to_string(c.y);
}

} // namespace

Provenance programProvenance(std::string_view program) {
    Provenance p;
    p.set("program", std::string(program));
    p.set("version", kVersion);
    p.set("commit", buildCommit());
    std::string buildType = *kBuildType ? kBuildType : "unspecified";
    if (kSanitized)
        buildType += "+sanitizers";
    p.set("build_type", buildType);
    p.set("compiler", compilerName());
    p.set("cpu", cpuModel());
    p.set("cpus", std::to_string(std::max(1u, std::thread::hardware_concurrency())));
    p.set("date", utcNow());
    return p;
}

namespace {

void addGridFacts(Provenance& provenance, const MapGrid& grid) {
    provenance.set("map_size", std::to_string(grid.width()) + "x" + std::to_string(grid.height()));
    provenance.set("unit", grid.unit().name.empty() ? "plain" : grid.unit().name);
    if (grid.unit().size > 1)
        provenance.set("unit_size", std::to_string(grid.unit().size));
    if (const auto start = grid.start())
        provenance.set("start", coordText(*start));
    if (const auto goal = grid.goal())
        provenance.set("goal", coordText(*goal));
}

} // namespace

void addMapProvenance(Provenance& provenance, const std::string& path, const MapGrid& grid) {
    if (!path.empty()) {
        provenance.set("map", path);
        provenance.set("map_sha256", sha256OfFile(path));
    }
    addGridFacts(provenance, grid);
}

void addGridProvenance(Provenance& provenance, const std::string& name, const MapGrid& grid) {
    provenance.set("map", name);
    std::ostringstream maze;
    writeMaze(maze, MazeFile{"", grid, std::nullopt, {}, std::nullopt}); // the name is not content
    provenance.set("map_content_sha256", sha256Hex(maze.str()));
    addGridFacts(provenance, grid);
}

void addMovementProvenance(Provenance& provenance, const Movement& movement) {
    provenance.set("neighbours", std::to_string(movement.neighbours));
    provenance.set("corner_rule", std::string(toString(movement.diagonalRule)));
    provenance.set("diagonal_length", std::string(toString(movement.diagonalLength)));
}

void addSettingsProvenance(Provenance& provenance, const WalkerSettings& settings) {
    addMovementProvenance(provenance, settings.movement);
    provenance.set("heuristic", std::string(toString(settings.heuristic)));
    char weight[32];
    std::snprintf(weight, sizeof weight, "%.17g", settings.weight);
    provenance.set("weight", weight);
    provenance.set("tie_break", std::string(toString(settings.tieBreak)));
    provenance.set("terrain_estimate", std::string(toString(settings.terrainEstimate)));
}

} // namespace pathfinder
