#pragma once

#include <cstdint>
#include <optional>
#include <unordered_map>
#include <vector>

namespace pathfinder {

/// WHCA*'s reservations: which agent holds a cell at a time, and the cells agents hold for good
/// (at their goal, or stuck) from a time on. Cells are padded indices of the map. An edge needs no
/// entry of its own: agent X crosses from a to b between t and t+1 when it holds a at t and b at
/// t+1, so a move from b to a over the same tick is a swap exactly when X holds b at t and a at
/// t+1 (crossesBack()).
///
/// Memory: the agents' entries (at most the window + 1 each) and one hold per agent.
class ReservationTable {
public:
    static constexpr std::uint32_t kNobody = 0xFFFFFFFFu;

    /// The agent holding `cell` at `time` (a timed entry or a hold begun by then), or kNobody.
    std::uint32_t holder(std::uint32_t cell, std::uint64_t time) const;
    /// True when someone other than `agent` holds `cell` at `time`.
    bool takenByOther(std::uint32_t cell, std::uint64_t time, std::uint32_t agent) const {
        const std::uint32_t h = holder(cell, time);
        return h != kNobody && h != agent;
    }
    /// True when someone other than `agent` holds `cell` for good, from any time on.
    bool heldForGood(std::uint32_t cell, std::uint32_t agent) const;
    /// True when an agent other than `agent` crosses from `to` to `from` between `time` and
    /// `time` + 1: the move from `from` to `to` then would swap with it.
    bool crossesBack(std::uint32_t from, std::uint32_t to, std::uint64_t time, std::uint32_t agent) const;

    /// Reserves `cell` at `time` for `agent` (replacing an entry of the same agent).
    void reserve(std::uint32_t cell, std::uint64_t time, std::uint32_t agent);
    /// Holds `cell` for `agent` from `time` on, until release().
    void hold(std::uint32_t cell, std::uint64_t time, std::uint32_t agent);
    /// Drops every timed entry and the hold of `agent`.
    void release(std::uint32_t agent);
    /// Drops everything.
    void clear();

private:
    static std::uint64_t key(std::uint32_t cell, std::uint64_t time) { return time << 32 | cell; }

    std::unordered_map<std::uint64_t, std::uint32_t> m_timed;
    std::unordered_map<std::uint32_t, std::pair<std::uint32_t, std::uint64_t>> m_held; ///< cell: agent, from
    std::vector<std::vector<std::uint64_t>> m_keysOf;   ///< per agent, its timed keys
    std::vector<std::optional<std::uint32_t>> m_holdOf; ///< per agent, its held cell
};

} // namespace pathfinder
