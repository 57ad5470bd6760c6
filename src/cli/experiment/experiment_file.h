#pragma once

#include "pathfinder/experiments/scenario_runner.h"
#include "pathfinder/grid/movement.h"

#include <cstdint>
#include <string>
#include <vector>

namespace pathfinder::cli {

/// A map an experiment runs with changes: each walker searches, then hears of the changes one by one
/// (a dynamic walker repairs its path, any other searches afresh).
struct ExperimentMap {
    std::string path;
    std::string changes; ///< a change script (map_changes.h), one change a line
    int line = 0;        ///< where the script is in the experiment file
    int column = 0;
};

/// An experiment as its file describes it: walkers with their settings × scenario files ×
/// repetitions × budget. The file is JSON:
///
///     {
///       "name": "Moving AI subset",
///       "walkers": [ {"algo": "astar"},
///                    {"algo": "astar", "label": "wA* 1.5", "weight": 1.5},
///                    {"algo": "jps"} ],
///       "scenarios": ["maps/dao", "maps/room/8room_000.map.scen"],
///       "repetitions": 3,
///       "budget": "50x",
///       "movement": {"neighbours": 8, "diagonal": "no-corner-cutting", "diagonal-length": "sqrt2"},
///       "baseline": "astar",
///       "bootstrap": {"resamples": 2000, "seed": 1},
///       "slices": {"iterations": 100},
///       "jobs": 1
///     }
///
/// Only "walkers" and "scenarios" (or "maps") are required. A walker's other keys are its
/// parameters as the command line names them ("weight", "heuristic", "tie-break", ...), given as
/// strings, numbers or booleans. Scenario paths (files or folders of .scen files) and "map-dir" are relative
/// to the experiment file's folder. "baseline" names the walker (by label) the others are compared with; the
/// first walker by default. "slices" runs each query once more in slices of N iterations (one iteration is a
/// search's expansion or an agent's step; or "microseconds": N, slices of at least N µs) to measure what
/// games care about: the time to the first move, to the first 20 steps of the path, and the longest slice.
///
/// An experiment is over scenario files ("scenarios") or over maps with changes ("maps": a list of
/// {"map": FILE, "changes": "remove 4 1"}, the script's lines separated by "\n"), not both.
struct Experiment {
    std::string path; ///< the experiment file
    std::string name;
    std::vector<ScenarioWalker> walkers;
    std::vector<std::string> scenarios; ///< resolved against the file's folder
    std::vector<ExperimentMap> maps;    ///< resolved against the file's folder
    MapLookup lookup;
    ScenarioRunOptions run;
    std::string baseline; ///< a walker's label
    int resamples = 2000;
    std::uint64_t seed = 1;
};

/// Reads an experiment file. Throws ParseError at the line and column of what is wrong: JSON
/// syntax, an unknown key, a value of the wrong kind or out of range, an unknown walker or
/// parameter, a parameter the walker does not read, two walkers with one label, a baseline that
/// names no walker. Relative scenario paths and "map-dir" are resolved against `dataDir` when it
/// is given, else against the file's folder.
Experiment readExperimentFile(const std::string& path, const std::string& dataDir = {});

} // namespace pathfinder::cli
