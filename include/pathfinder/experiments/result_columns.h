#pragma once

#include <string_view>
#include <vector>

namespace pathfinder {

/// One column of the tables of results the program writes (the command line's run, bench, dynamic,
/// scen and experiment reports; the app's Compare, run history and scenario CSVs). Every writer
/// takes its header from resultColumns(), so a name means one thing wherever it appears.
struct ResultColumn {
    std::string_view name;    ///< snake_case, with its unit where it has one: "time_ns"
    std::string_view meaning; ///< one sentence, for the README and the tests
    bool numeric = false;     ///< a number, "inf" or empty (JSON writes a number or null)
};

/// Every column name a result table may use, with its meaning, in the order the README lists them.
const std::vector<ResultColumn>& resultColumns();

/// The column named `name`, or nullptr when the list has none.
const ResultColumn* findResultColumn(std::string_view name);

/// The column named `name`; throws std::logic_error naming it when the list has none (a writer that
/// makes up a column of its own is a fault of the program, found by the first run of its tests).
const ResultColumn& resultColumn(std::string_view name);

} // namespace pathfinder
