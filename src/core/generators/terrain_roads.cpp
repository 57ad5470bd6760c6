#include "generators/terrain_roads.h"

#include "pathfinder/basics/random.h"

#include "generators/town_regions.h"

#include <algorithm>
#include <array>
#include <cstdint>
#include <cstdlib>
#include <limits>
#include <numeric>
#include <optional>
#include <unordered_map>
#include <unordered_set>
#include <vector>

namespace pathfinder {

namespace {

constexpr std::size_t kMaxTowns = 0xFFFF;

bool isNetwork(Terrain t) {
    return t == Terrain::Roadway || t == Terrain::Trail;
}

/// The cheapest meeting of two neighbouring towns' regions: edge-adjacent blocks a and b of the
/// towns `townA` < `townB`, and the road cost from one town to the other through them.
struct Link {
    std::uint32_t cost = 0;
    std::uint16_t townA = 0;
    std::uint16_t townB = 0;
    Coord a;
    Coord b;
};

/// The cheapest link of every two towns whose regions touch, cheapest first.
std::vector<Link> neighbourLinks(const TownRegions& regions) {
    std::unordered_map<std::uint32_t, Link> best;
    const auto consider = [&](Coord a, Coord b) {
        std::uint16_t ta = regions.town(a);
        std::uint16_t tb = regions.town(b);
        if (ta == tb)
            return;
        if (ta > tb) {
            std::swap(ta, tb);
            std::swap(a, b);
        }
        const std::uint32_t cost = regions.distance(a) + regions.distance(b) +
                                   kOrthogonalStep * std::max(regions.blockCost(a), regions.blockCost(b)) *
                                       static_cast<std::uint32_t>(regions.blockSize());
        const std::uint32_t key = static_cast<std::uint32_t>(ta) << 16 | tb;
        const auto found = best.find(key);
        if (found == best.end() || cost < found->second.cost)
            best[key] = Link{cost, ta, tb, a, b};
    };
    for (int y = 0; y < regions.rows(); ++y)
        for (int x = 0; x < regions.columns(); ++x) {
            if (x + 1 < regions.columns())
                consider({x, y}, {x + 1, y});
            if (y + 1 < regions.rows())
                consider({x, y}, {x, y + 1});
        }
    std::vector<Link> links;
    links.reserve(best.size());
    for (const auto& entry : best)
        links.push_back(entry.second);
    std::sort(links.begin(), links.end(), [](const Link& p, const Link& q) {
        return p.cost != q.cost ? p.cost < q.cost
                                : (p.townA != q.townA ? p.townA < q.townA : p.townB < q.townB);
    });
    return links;
}

/// Union-find over towns, for the spanning tree.
class TownSets {
public:
    explicit TownSets(std::size_t count) : m_parent(count) {
        std::iota(m_parent.begin(), m_parent.end(), 0u);
    }
    std::size_t find(std::size_t t) {
        while (m_parent[t] != t)
            t = m_parent[t] = m_parent[m_parent[t]];
        return t;
    }
    bool join(std::size_t a, std::size_t b) {
        a = find(a);
        b = find(b);
        if (a == b)
            return false;
        m_parent[std::max(a, b)] = std::min(a, b);
        return true;
    }

private:
    std::vector<std::size_t> m_parent;
};

/// Lays roadway or trail along the way from a cell to its town: through the anchor of each block on
/// the way, cell by cell, diagonally first where the next anchor lies off the axes.
class RoadLayer {
public:
    RoadLayer(TerrainCanvas& canvas, const TownRegions& regions) : m_canvas(canvas), m_regions(regions) {}

    /// Roadway from the cell all the way to its town.
    void road(Coord from) { lay(from, Terrain::Roadway); }
    /// Trail from the cell towards its town, up to the first roadway or trail it meets.
    void trail(Coord from) { lay(from, Terrain::Trail); }
    /// Roadway or trail from one cell to another (in a straight line, diagonally first).
    void join(Coord from, Coord to, Terrain kind) {
        m_laying.clear();
        pave(from, kind);
        walk(from, to, kind, false);
    }
    void pave(Coord c, Terrain kind) {
        if (kind == Terrain::Roadway || m_canvas.at(c) != Terrain::Roadway)
            m_canvas.set(c, kind);
        m_laying.insert(m_canvas.indexOf(c));
    }

private:
    bool joins(Coord c, Terrain kind) const {
        return kind == Terrain::Roadway ? m_canvas.at(c) == Terrain::Roadway : isNetwork(m_canvas.at(c));
    }

    void lay(Coord from, Terrain kind) {
        const bool stopAtNetwork = kind == Terrain::Trail;
        m_laying.clear();
        if (stopAtNetwork && reachedNetwork(from))
            return;
        pave(from, kind);
        Coord at = from;
        Coord block = m_regions.blockOf(from);
        while (true) {
            const auto next = m_regions.towardsTown(block);
            const Coord target = next ? m_regions.anchorOf(block) : m_regions.townCell(block);
            if (!walk(at, target, kind, stopAtNetwork) || !next)
                return;
            block = *next;
        }
    }

    /// Paves from `at` (already paved) to `target`; false when it stopped at the network first.
    bool walk(Coord& at, Coord target, Terrain kind, bool stopAtNetwork) {
        while (at != target) {
            const Coord next{at.x + (target.x > at.x) - (target.x < at.x),
                             at.y + (target.y > at.y) - (target.y < at.y)};
            if (next.x != at.x && next.y != at.y)
                joinDiagonal(at, next, kind);
            at = next;
            if (stopAtNetwork && reachedNetwork(at))
                return false;
            pave(at, kind);
        }
        return true;
    }

    /// Makes the diagonal step between a and b edge-connected: paves the cheaper cell beside it
    /// unless one of them already carries the way.
    void joinDiagonal(Coord a, Coord b, Terrain kind) {
        const Coord sideA{b.x, a.y};
        const Coord sideB{a.x, b.y};
        if (!joins(sideA, kind) && !joins(sideB, kind))
            pave(roadCost(m_canvas.at(sideB)) < roadCost(m_canvas.at(sideA)) ? sideB : sideA, kind);
    }

    /// True when `at` is on a road or trail, or beside one (other than the way being laid), which it
    /// then joins as trail through an edge: a trail ends there instead of running alongside.
    bool reachedNetwork(Coord at) {
        if (isNetworkAt(at))
            return true;
        for (int k = 0; k < kDirectionCount; k += 2)
            if (isNetworkAt(at + kDirectionOffsets[static_cast<std::size_t>(k)])) {
                pave(at, Terrain::Trail);
                return true;
            }
        for (int k = 1; k < kDirectionCount; k += 2) {
            const Coord n = at + kDirectionOffsets[static_cast<std::size_t>(k)];
            if (isNetworkAt(n)) {
                pave(at, Terrain::Trail);
                joinDiagonal(at, n, Terrain::Trail);
                return true;
            }
        }
        return false;
    }

    bool isNetworkAt(Coord c) const {
        return m_canvas.inBounds(c) && isNetwork(m_canvas.at(c)) && m_laying.count(m_canvas.indexOf(c)) == 0;
    }

    TerrainCanvas& m_canvas;
    const TownRegions& m_regions;
    std::unordered_set<std::size_t> m_laying; ///< the cells of the way being laid
};

/// The cheapest ground to build on within an eighth of the shorter side of a corner (nearer the
/// corner on ties).
Coord cornerSite(const TerrainCanvas& canvas, bool bottomRight) {
    const int reachX = std::max(1, std::min(canvas.width, std::min(canvas.width, canvas.height) / 8));
    const int reachY = std::max(1, std::min(canvas.height, std::min(canvas.width, canvas.height) / 8));
    Coord best;
    std::uint32_t bestScore = std::numeric_limits<std::uint32_t>::max();
    for (int dy = 0; dy < reachY; ++dy)
        for (int dx = 0; dx < reachX; ++dx) {
            const Coord c =
                bottomRight ? Coord{canvas.width - 1 - dx, canvas.height - 1 - dy} : Coord{dx, dy};
            const std::uint32_t score = roadCost(canvas.at(c)) * 65536u + static_cast<std::uint32_t>(dx + dy);
            if (score < bestScore) {
                bestScore = score;
                best = c;
            }
        }
    return best;
}

/// The route's ends, then towns at random places on dry land that is not swamp, about one per
/// square of 1.5 wavelengths, none within two thirds of that of another (so no two share a block
/// of the road search).
std::vector<Coord> placeTowns(const TerrainCanvas& canvas, const TerrainScale& scale, Coord start, Coord goal,
                              Random& rng) {
    std::vector<Coord> towns{start};
    if (goal != start)
        towns.push_back(goal);
    const int spacing = std::max(4, scale.wavelength * 3 / 2);
    const std::size_t area = static_cast<std::size_t>(canvas.width) * static_cast<std::size_t>(canvas.height);
    const std::size_t wanted =
        std::min(kMaxTowns, towns.size() + area / static_cast<std::size_t>(spacing * spacing));
    const int apart = spacing * 2 / 3;
    for (std::size_t attempt = 0; attempt < wanted * 30 && towns.size() < wanted; ++attempt) {
        const Coord c{static_cast<int>(rng.below(static_cast<std::uint32_t>(canvas.width))),
                      static_cast<int>(rng.below(static_cast<std::uint32_t>(canvas.height)))};
        const Terrain ground = canvas.at(c);
        if (ground == Terrain::Water || ground == Terrain::Mountains || ground == Terrain::Swamp)
            continue;
        const bool crowded = std::any_of(towns.begin(), towns.end(), [&](Coord t) {
            return std::abs(t.x - c.x) < apart && std::abs(t.y - c.y) < apart;
        });
        if (!crowded)
            towns.push_back(c);
    }
    return towns;
}

/// Trails from hamlets in forest, jungle and hills to the nearest road, one per town or so.
void addHamlets(TerrainCanvas& canvas, const TownRegions& regions, RoadLayer& layer,
                const TerrainScale& scale, std::size_t count, Random& rng) {
    // A hamlet lies far enough from its town that its trail is worth drawing.
    const std::uint32_t remote =
        kOrthogonalStep * roadCost(Terrain::Plains) * static_cast<std::uint32_t>(scale.wavelength / 3);
    std::size_t placed = 0;
    for (std::size_t attempt = 0; attempt < count * 40 && placed < count; ++attempt) {
        const Coord c{static_cast<int>(rng.below(static_cast<std::uint32_t>(canvas.width))),
                      static_cast<int>(rng.below(static_cast<std::uint32_t>(canvas.height)))};
        const Terrain ground = canvas.at(c);
        const bool backCountry =
            ground == Terrain::Forest || ground == Terrain::Jungle || ground == Terrain::Foothills;
        if (!backCountry || regions.distance(regions.blockOf(c)) < remote)
            continue;
        layer.trail(c);
        ++placed;
    }
}

} // namespace

RouteEnds addRoads(TerrainCanvas& canvas, const TerrainScale& scale, Random& rng) {
    const RouteEnds ends{cornerSite(canvas, false), cornerSite(canvas, true)};
    const TownRegions regions(canvas, placeTowns(canvas, scale, ends.start, ends.goal, rng));
    RoadLayer layer(canvas, regions);
    const auto joinLink = [&](const Link& link, Terrain kind) {
        const Coord a = regions.anchorOf(link.a);
        const Coord b = regions.anchorOf(link.b);
        if (kind == Terrain::Roadway) {
            layer.road(a);
            layer.road(b);
        } else {
            layer.trail(a);
            layer.trail(b);
        }
        layer.join(a, b, kind);
    };
    std::vector<Link> spare;
    TownSets sets(regions.towns().size());
    for (const Link& link : neighbourLinks(regions)) {
        if (sets.join(link.townA, link.townB))
            joinLink(link, Terrain::Roadway);
        else
            spare.push_back(link);
    }
    for (const Coord town : regions.towns())
        layer.pave(town, Terrain::Roadway);
    // The cheapest links the tree left out become trails: loops a light unit can take.
    const std::size_t loops = std::min(spare.size(), (regions.towns().size() + 2) / 3);
    for (std::size_t i = 0; i < loops; ++i)
        joinLink(spare[i], Terrain::Trail);
    addHamlets(canvas, regions, layer, scale, regions.towns().size(), rng);
    return ends;
}

} // namespace pathfinder
