#pragma once

#include "pathfinder/grid/map_grid.h"
#include "pathfinder/search/walker.h"

#include <atomic>
#include <chrono>
#include <cstdint>
#include <functional>
#include <string>
#include <utility>

namespace pathfinder {

/// A WalkerPreparation that builds a `Built` (a graph, a table) from its own copy of the map, timed:
/// the walker that made it takes `built` in adopt() (a dynamic_cast to its own CopyBuild<Built> tells
/// its preparations from others'). The copy is dropped once the build has run.
template <typename Built>
class CopyBuild final : public WalkerPreparation {
public:
    /// How `built` is made from the copy, returning early once `stop` is set.
    using Build = std::function<void(const MapGrid& grid, Built& built, const std::atomic<bool>& stop)>;

    CopyBuild(const MapGrid& grid, std::string what, Build build)
        : m_grid(grid), m_what(std::move(what)), m_build(std::move(build)) {}

    void run(const std::atomic<bool>& stop) override {
        const auto began = std::chrono::steady_clock::now();
        m_build(m_grid, built, stop);
        m_ns = std::chrono::duration_cast<std::chrono::nanoseconds>(std::chrono::steady_clock::now() - began)
                   .count();
        m_grid = MapGrid();
    }
    std::string what() const override { return m_what; }
    std::int64_t buildNs() const override { return m_ns; }

    Built built;

private:
    MapGrid m_grid;
    std::string m_what;
    Build m_build;
    std::int64_t m_ns = 0;
};

} // namespace pathfinder
