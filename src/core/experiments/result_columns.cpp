#include "pathfinder/experiments/result_columns.h"

#include <stdexcept>
#include <string>

namespace pathfinder {

namespace {

constexpr bool kNumber = true;
constexpr bool kText = false;

} // namespace

const std::vector<ResultColumn>& resultColumns() {
    // What ran, and on what.
    static const std::vector<ResultColumn> columns = {
        {"run",
         "the run's number, from 1: in the app's run history the session's runs in turn, in an "
         "experiment over maps the repetition",
         kNumber},
        {"kind",
         "what the run history's row is: search (a search from the start) or walk (an agent walking "
         "the walker's plans while the map may change)",
         kText},
        {"family", "an experiment's family of scenario files: the folder they lie in", kText},
        {"scenario", "the scenario file, as given", kText},
        {"query", "the query's number in its scenario file, from 1", kNumber},
        {"line", "the query's line in its scenario file", kNumber},
        {"bucket", "the query's bucket in its scenario file (the benchmark's optimal length \u00f7 4)",
         kNumber},
        {"map", "the map: a file as given, the map field of a scenario query, or the app's document name",
         kText},
        {"map_size", "the map's width x height, in cells", kText},
        {"map_content_sha256",
         "the SHA-256 of the map written as a .maze file: the same cells, endpoints and "
         "unit give the same hash",
         kText},
        {"start", "the start cell, x,y", kText},
        {"goal", "the goal cell, x,y", kText},
        {"start_x", "the start cell's column", kNumber},
        {"start_y", "the start cell's row", kNumber},
        {"goal_x", "the goal cell's column", kNumber},
        {"goal_y", "the goal cell's row", kNumber},
        {"leg",
         "a route through via-points: the leg's number from 1 (its start and goal are the leg's ends), "
         "or route for the legs joined",
         kText},
        {"agents", "a flow comparison: the agents sent to the goal, each from a random free cell", kNumber},
        {"reached", "a flow comparison: the agents whose route reaches the goal", kNumber},
        {"step", "dynamic replays: 0 for the first search, then the number of the change the row follows",
         kNumber},
        {"change", "dynamic replays: the change the walker repaired after (\"first search\" on step 0)",
         kText},
        {"walker", "the walker's registry name, as --algo takes it (astar)", kText},
        {"label",
         "the name an experiment's results give the walker (its settings may differ from another "
         "of the same walker)",
         kText},
        {"unit", "the unit that crosses the map, whose factors price its terrain", kText},
        {"settings", "the parameters the walker declares, with their values (heuristic octile, weight 1)",
         kText},
        {"neighbours", "4 or 8", kNumber},
        {"corner_rule", "when a diagonal step may pass a wall: always, not-both-blocked or no-corner-cutting",
         kText},
        {"diagonal_length", "the length of a diagonal step: sqrt2, 1.4 or 2", kText},
        {"seed", "the random seed of a walker that uses one; empty for the others", kNumber},
        // How it ended.
        {"status",
         "reached, unreachable (the walker showed that no path exists; a walk: it stopped with the goal "
         "cut off), gave-up (it stopped without deciding: a spent budget, a step limit, a loop), cancelled "
         "(stopped from outside: a comparison cancelled, a walk ended while it walked) or not-run",
         kText},
        // What it found.
        {"path_cost",
         "the cost of the path found: the sum of its steps' lengths \u00d7 the entry costs of the cells "
         "entered (an any-angle path on a map of one cost: its length \u00d7 that cost; a walk: what its "
         "moves cost); inf when the goal is unreachable; empty when no path was found or the figure is no "
         "cost (cost_basis length)",
         kNumber},
        {"path_length",
         "an any-angle walker's path length, in cells (its straight segments end to end); "
         "empty for a walker of grid steps",
         kNumber},
        {"cost_basis",
         "what path_cost is: grid (the grid cost of the path: at least optimal_cost), any-angle "
         "(straight segments on a map of one cost: may be below optimal_cost) or length (an "
         "any-angle walker on a map whose costs differ, which it ignores, or under a diagonal of 1.4: "
         "path_cost empty, see path_length)",
         kText},
        {"optimal_cost",
         "the least cost of a path of grid steps from start to goal: a reference Dijkstra's on the map, or "
         "the scenario file's optimal length (a reference Dijkstra's where the app runs the scenario on a "
         "map other than its file's); inf when the goal is unreachable; empty for a walk, whose map may "
         "change as it goes",
         kNumber},
        {"cost_ratio", "path_cost \u00f7 optimal_cost; empty when either is unknown, infinite or no cost",
         kNumber},
        {"mismatch",
         "1 when the result is not what the reference says: another outcome, or a cost off the "
         "scenario file's optimum (or, under another movement, the first walker's) by more than "
         "1e-4 relative, for any-angle costs only above it; never for a length; else 0",
         kNumber},
        {"path_steps",
         "moves on the path: grid steps, an any-angle walker's straight segments, or the moves an "
         "agent walked",
         kNumber},
        {"smoothed_length",
         "the length, in cells, of the path pulled taut between cells in sight (string "
         "pulling); a length, not a cost: on a map whose costs differ it is set against no "
         "optimum",
         kNumber},
        // What it took.
        {"expanded",
         "nodes taken off the open list (an agent: the moves it made; a walk: the expansions of "
         "its plan and repairs)",
         kNumber},
        {"generated", "nodes put on the open list or given a cheaper route", kNumber},
        {"reexpanded", "expansions of a node that had been closed before", kNumber},
        {"dead_ends", "generated nodes that are not on the path", kNumber},
        {"peak_open", "the largest open list", kNumber},
        {"total_cost", "a flow comparison: the route costs of the agents reached, summed", kNumber},
        {"bytes", "a flow comparison: the bytes a flow field keeps (its per-cell tables); empty for searches",
         kNumber},
        {"revisits", "reactive walkers: moves onto a cell stood on before; empty for searches", kNumber},
        {"distinct_cells", "reactive walkers: cells stood on, the start included; empty for searches",
         kNumber},
        {"trials",
         "real-time agents (LRTA*, RTAA*): walks from the start made, each with what the last learned; "
         "empty for other walkers",
         kNumber},
        {"moves", "a walk: the cells the agent moved", kNumber},
        {"repairs",
         "a walk: the plans or repairs its walker made after the map changed (with limited sight: after "
         "the agent saw something it had not known)",
         kNumber},
        {"full_sight_cost",
         "a walk with limited sight: the least cost from start to goal on the map as the walk left it "
         "(a reference Dijkstra's), what an agent that saw all of that map would pay; path_cost is what "
         "this agent paid, planning on what it had seen: without changes at least this, after changes "
         "bounded by it in neither direction",
         kNumber},
        {"cells_seen", "a walk with limited sight: the cells the agent saw at least once", kNumber},
        {"changes_made", "a walk with limited sight: the changes made to the map before the walk ended",
         kNumber},
        {"agent", "a crowd: the agent's number, from 1, or total for the row of the whole crowd", kText},
        {"waits", "a crowd: ticks an agent stood still before it reached its goal", kNumber},
        {"walked_cost", "a crowd: the cost of the steps walked, priced as the map prices them for the unit",
         kNumber},
        {"plans", "a crowd: the plans and detours an agent adopted", kNumber},
        {"collisions_avoided",
         "a crowd: moves refused because another agent held the cell or the edge (at the tick, and under "
         "WHCA* the first steps its reservations refused)",
         kNumber},
        {"ticks", "a crowd: the ticks it walked", kNumber},
        {"time_ns", "search time in nanoseconds, no drawing: the median of the runs", kNumber},
        {"min_time_ns", "the fastest run's search time, in nanoseconds", kNumber},
        {"max_time_ns", "the slowest run's search time, in nanoseconds", kNumber},
        {"time_ms", "the search times of the row's queries added up, in milliseconds", kNumber},
        {"runs", "runs made (a run that spends its budget is not repeated)", kNumber},
        {"expansions_per_s", "expanded \u00f7 the search time, per second", kNumber},
        {"slices", "a time-sliced run: the slices it took", kNumber},
        {"first_move_ns", "a time-sliced run: search time until the path's first step was known", kNumber},
        {"first_20_steps_ns", "a time-sliced run: search time until its first 20 steps were known", kNumber},
        {"longest_slice_ns", "a time-sliced run: its longest slice", kNumber},
        // Summaries over queries.
        {"queries", "queries in the row", kNumber},
        {"mismatches", "queries whose mismatch is 1", kNumber},
        {"mean_cost_ratio",
         "the mean of cost_ratio over the queries reached (any-angle costs may be below 1; "
         "lengths are left out)",
         kNumber},
        {"note",
         "how the walker searched when its name does not say (a fallback), or why its figure compares "
         "as it does with the optimum",
         kText},
    };
    return columns;
}

const ResultColumn* findResultColumn(std::string_view name) {
    for (const ResultColumn& column : resultColumns())
        if (column.name == name)
            return &column;
    return nullptr;
}

const ResultColumn& resultColumn(std::string_view name) {
    if (const ResultColumn* column = findResultColumn(name))
        return *column;
    throw std::logic_error("'" + std::string(name) +
                           "' is not a column of the result tables (result_columns.cpp)");
}

} // namespace pathfinder
