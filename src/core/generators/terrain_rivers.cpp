#include "generators/terrain_rivers.h"

#include "pathfinder/basics/random.h"

#include <algorithm>
#include <cstdlib>
#include <functional>
#include <optional>
#include <queue>
#include <tuple>
#include <unordered_set>
#include <utility>

namespace pathfinder {

namespace {

/// The eight neighbours, the four orthogonal ones first: water beside a river is joined through an
/// edge when it can be.
constexpr Coord kNeighbours[8] = {{0, -1}, {1, 0}, {0, 1}, {-1, 0}, {1, -1}, {1, 1}, {-1, 1}, {-1, -1}};

/// Traces one river at a time; the cells it has flooded so far are its own, and only water that is
/// not its own ends it.
class RiverTracer {
public:
    RiverTracer(TerrainCanvas& canvas, const std::vector<std::uint16_t>& elevation, std::size_t lakeLimit)
        : m_canvas(canvas), m_elevation(elevation), m_lakeLimit(lakeLimit) {}

    void trace(Coord source) {
        m_own.clear();
        if (m_canvas.at(source) == Terrain::Water)
            return;
        flood(source);
        Coord at = source;
        const int stepLimit = 4 * (m_canvas.width + m_canvas.height);
        for (int step = 0; step < stepLimit; ++step) {
            if (m_canvas.onBorder(at))
                return; // flows off the map
            if (const auto water = waterBeside(at)) {
                join(at, *water);
                return;
            }
            if (const auto lower = lowestNeighbourBelow(at)) {
                join(at, *lower);
                at = *lower;
                continue;
            }
            const auto outlet = fillBasin(at);
            if (!outlet)
                return;
            join(outlet->second, outlet->first);
            at = outlet->first;
        }
    }

private:
    std::uint16_t elevationOf(Coord c) const { return m_elevation[m_canvas.indexOf(c)]; }
    bool isOwn(Coord c) const { return m_own.count(m_canvas.indexOf(c)) != 0; }
    bool isOtherWater(Coord c) const { return m_canvas.at(c) == Terrain::Water && !isOwn(c); }

    void flood(Coord c) {
        m_canvas.set(c, Terrain::Water);
        m_own.insert(m_canvas.indexOf(c));
    }

    /// Floods `to`, a neighbour of the water cell `from`; for a diagonal step also the lower of the
    /// two cells beside it, unless one of them is water already, so the water stays edge-connected.
    void join(Coord from, Coord to) {
        if (from.x != to.x && from.y != to.y) {
            const Coord sideA{to.x, from.y};
            const Coord sideB{from.x, to.y};
            if (m_canvas.at(sideA) != Terrain::Water && m_canvas.at(sideB) != Terrain::Water)
                flood(elevationOf(sideB) < elevationOf(sideA) ? sideB : sideA);
        }
        if (m_canvas.at(to) != Terrain::Water)
            flood(to);
    }

    std::optional<Coord> waterBeside(Coord c) const {
        for (const Coord d : kNeighbours) {
            const Coord n = c + d;
            if (m_canvas.inBounds(n) && isOtherWater(n))
                return n;
        }
        return std::nullopt;
    }

    std::optional<Coord> lowestNeighbourBelow(Coord c) const {
        std::optional<Coord> best;
        std::uint16_t bestElevation = elevationOf(c);
        for (const Coord d : kNeighbours) {
            const Coord n = c + d;
            if (m_canvas.inBounds(n) && !isOwn(n) && elevationOf(n) < bestElevation) {
                best = n;
                bestElevation = elevationOf(n);
            }
        }
        return best;
    }

    /// Fills the basin around `pit` from its lowest cell up. Returns the outlet, the first cell
    /// found below the water's level, with the lake cell it spills from; nothing when the lake
    /// meets other water, reaches the map's edge or grows past the limit, which ends the river.
    std::optional<std::pair<Coord, Coord>> fillBasin(Coord pit) {
        // (elevation, cell, the cell it was reached from), lowest first; ties by cell index.
        using Entry = std::tuple<std::uint16_t, std::size_t, std::size_t>;
        std::priority_queue<Entry, std::vector<Entry>, std::greater<Entry>> shore;
        std::unordered_set<std::size_t> queued;
        const auto enqueueAround = [&](Coord c) {
            for (const Coord d : kNeighbours) {
                const Coord n = c + d;
                if (!m_canvas.inBounds(n) || isOwn(n))
                    continue;
                const std::size_t index = m_canvas.indexOf(n);
                if (queued.insert(index).second)
                    shore.emplace(elevationOf(n), index, m_canvas.indexOf(c));
            }
        };
        std::uint16_t level = elevationOf(pit);
        std::size_t lakeSize = 0;
        enqueueAround(pit);
        while (!shore.empty()) {
            const auto [height, index, fromIndex] = shore.top();
            shore.pop();
            const Coord cell = m_canvas.coordOf(index);
            const Coord from = m_canvas.coordOf(fromIndex);
            if (isOtherWater(cell)) {
                join(from, cell);
                return std::nullopt;
            }
            if (height < level)
                return std::make_pair(cell, from);
            level = height;
            join(from, cell);
            if (m_canvas.onBorder(cell) || ++lakeSize >= m_lakeLimit)
                return std::nullopt;
            enqueueAround(cell);
        }
        return std::nullopt;
    }

    TerrainCanvas& m_canvas;
    const std::vector<std::uint16_t>& m_elevation;
    std::size_t m_lakeLimit;
    std::unordered_set<std::size_t> m_own;
};

} // namespace

void addRivers(TerrainCanvas& canvas, const std::vector<std::uint16_t>& elevation, const TerrainScale& scale,
               Random& rng) {
    const std::size_t rivers = scale.featureCount(canvas) * 2 / 3;
    if (rivers == 0)
        return;
    const auto lakeLimit = static_cast<std::size_t>(std::max(6, scale.wavelength * scale.wavelength / 8));
    const int spacing = scale.wavelength / 2;
    RiverTracer tracer(canvas, elevation, lakeLimit);
    std::vector<Coord> sources;
    for (std::size_t attempt = 0; attempt < rivers * 40 && sources.size() < rivers; ++attempt) {
        const Coord c{static_cast<int>(rng.below(static_cast<std::uint32_t>(canvas.width))),
                      static_cast<int>(rng.below(static_cast<std::uint32_t>(canvas.height)))};
        if (canvas.at(c) != Terrain::Foothills)
            continue;
        const bool crowded = std::any_of(sources.begin(), sources.end(), [&](Coord s) {
            return std::abs(s.x - c.x) < spacing && std::abs(s.y - c.y) < spacing;
        });
        if (crowded)
            continue;
        sources.push_back(c);
        tracer.trace(c);
    }
}

} // namespace pathfinder
