#pragma once

#include <cstdint>
#include <optional>

namespace pathfinder::app {

/// One re-solve of live mode (RunMachine::setLive): the search or repair that brings the result up
/// to date after an edit, from the edit to the walker's end.
struct LiveResolve {
    bool repair = false;      ///< the walker repaired its search (D*) rather than searching again
    std::uint64_t steps = 0;  ///< the walker's steps
    std::uint64_t workNs = 0; ///< the time spent stepping it, over every frame it took
    std::uint64_t frames = 0; ///< the ticks (frames) it took
};

/// The figures of live mode since it was turned on.
struct LiveFigures {
    std::uint64_t resolves = 0;    ///< re-solves that ran to the walker's end
    std::uint64_t overtaken = 0;   ///< re-solves an edit started over after some work, before they ended
    std::uint64_t overAFrame = 0;  ///< re-solves that took more than one frame
    std::uint64_t totalWorkNs = 0; ///< over the re-solves that ended
    std::uint64_t longestWorkNs = 0;
    std::optional<LiveResolve> last; ///< the last re-solve that ended
};

} // namespace pathfinder::app
