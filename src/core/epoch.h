#pragma once

#include <cstdint>
#include <vector>

namespace pathfinder {

/// Starts a new search over per-cell nodes stamped with the search they belong to: a node whose
/// `epoch` differs from the current one counts as unseen, so a reset costs nothing per cell.
/// When the counter wraps, every stamp is cleared once, so that no stale stamp looks current.
template <class Node>
void nextEpoch(std::uint32_t& epoch, std::vector<Node>& nodes) {
    if (++epoch != 0)
        return;
    for (Node& n : nodes)
        n.epoch = 0;
    epoch = 1;
}

} // namespace pathfinder
