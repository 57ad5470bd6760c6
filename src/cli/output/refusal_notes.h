#pragma once

#include <set>
#include <string>
#include <utility>

namespace pathfinder::cli {

/// Says on standard error why a walker did not search a map (MapGridWalker::refusal(): "Anya does
/// not handle hex cells"), once for each walker and map however many runs, queries or edits it
/// refused.
class RefusalNotes {
public:
    /// Notes that `walker` refused the map `mapPath` saying `refusal`; nothing when `refusal` is empty
    /// or was said for this walker and map before. The rows it gave are gave-up, without a cost.
    void add(const std::string& walker, const std::string& mapPath, const std::string& refusal);

private:
    std::set<std::pair<std::string, std::string>> m_said; ///< walker and map
};

} // namespace pathfinder::cli
