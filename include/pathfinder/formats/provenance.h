#pragma once

#include "pathfinder/grid/map_grid.h"
#include "pathfinder/search/walker_settings.h"

#include <iosfwd>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace pathfinder {

/// What produced a result file, as ordered `key: value` entries: the program and the machine, the
/// map and its content hash, the query, the settings. CSV files carry it as leading `# key: value`
/// comment lines, JSON files as a "meta" object, so that a result read months later still says what
/// made it. Keys are snake_case words; values are one line of text.
class Provenance {
public:
    using Entry = std::pair<std::string, std::string>;

    /// Adds an entry, or replaces the value of an entry with the same key (keeping its place). Line
    /// breaks in the value become spaces.
    void set(const std::string& key, std::string value);
    /// The value of `key`, or nothing.
    std::optional<std::string> find(std::string_view key) const;
    const std::vector<Entry>& entries() const { return m_entries; }

    /// One `# key: value` line per entry.
    void writeCsvComments(std::ostream& out) const;

private:
    std::vector<Entry> m_entries;
};

/// The program and the machine: `program`, version, commit ("unknown" outside a git checkout,
/// "-dirty" when the sources differed from it), build_type (with "+sanitizers" when instrumented),
/// compiler, cpu (the model name), cpus (logical processors) and date (UTC, ISO 8601).
Provenance programProvenance(std::string_view program);

/// The map: its path as given, the SHA-256 of the file's bytes (what `sha256sum` prints), its size,
/// the unit that crosses it and, when set, the start and goal. A map without a file (`path` empty)
/// gets no path or hash.
void addMapProvenance(Provenance& provenance, const std::string& path, const MapGrid& grid);

/// A map held in memory (the app's document, which may differ from any file): its name, the
/// SHA-256 of the map written as a .maze file (the same cells, endpoints and unit give the same
/// hash), its size, the unit that crosses it and, when set, the start and goal.
void addGridProvenance(Provenance& provenance, const std::string& name, const MapGrid& grid);

/// The movement: neighbours, corner rule and diagonal length.
void addMovementProvenance(Provenance& provenance, const Movement& movement);

/// The search settings of a run: movement (neighbours, corner rule, diagonal length), heuristic,
/// weight, tie-break and terrain estimate, as given (a walker that does not declare one ignores it).
void addSettingsProvenance(Provenance& provenance, const WalkerSettings& settings);

/// The processor's model name as the system reports it, or "unknown".
std::string cpuModel();

/// The commit this program was built from (see programProvenance()).
std::string buildCommit();

} // namespace pathfinder
