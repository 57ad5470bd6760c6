#pragma once

#include "pathfinder/formats/map_changes.h"
#include "pathfinder/formats/provenance.h"
#include "pathfinder/grid/map_grid.h"

#include "experiment/experiment_file.h"
#include "experiment/replay.h"

#include <filesystem>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

namespace pathfinder::cli {

/// An experiment over maps with changes (Experiment::maps), run and reported in the way of the
/// original testbed's tables: every walker searches each map `repetitions` times, each time followed
/// by the map's changes, one by one (a dynamic walker repairs, any other searches afresh).
class MapExperiment {
public:
    /// Loads the maps and reads their change scripts. Throws ParseError at the map file's, or at the
    /// experiment file's line and column for a change script that is wrong.
    explicit MapExperiment(const Experiment& experiment);

    /// The maps with their SHA-256 and their changes, for the manifest.
    nlohmann::ordered_json manifest() const;
    /// Adds each map file with its hash.
    void addProvenance(Provenance& provenance) const;

    /// Runs every walker on every map; then writes results.csv, report.md, report.tex and
    /// first-search.svg (median time of the first search per map and walker) into `folder`.
    void runAndReport(const Provenance& provenance, const std::filesystem::path& folder);

private:
    struct Map {
        std::string path;
        std::string sha256; ///< of the file as it was read
        std::string name;
        MapGrid grid;
        std::vector<MapEdit> edits;
        std::vector<double> optimal; ///< the reference Dijkstra's cost before the changes and after each
    };
    /// One replay: a walker on a map, the first search and then each change.
    struct Run {
        std::size_t map = 0;
        std::size_t walker = 0;
        int repetition = 0;
        std::vector<StepResult> steps;
    };

    /// The runs' times of one walker and step on one map, in µs.
    std::vector<double> micros(std::size_t map, std::size_t walker, std::size_t step) const;
    std::string tables(bool latex) const;

    const Experiment& m_e;
    std::vector<Map> m_maps;
    std::vector<Run> m_runs;
};

} // namespace pathfinder::cli
