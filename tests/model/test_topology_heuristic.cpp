// The heuristic choice follows the open map's cells: the default of one kind of map becomes the
// default of the other, and a choice the person made is kept.

#include "machine/topology_heuristic.h"

#include <catch2/catch.hpp>

using namespace pathfinder;
using namespace pathfinder::app;

TEST_CASE("The default heuristic follows the map between square and hex cells", "[model][hex]") {
    CHECK(heuristicForTopology(HeuristicKind::Octile, Topology::Square, Topology::Hex) == HeuristicKind::Hex);
    CHECK(heuristicForTopology(HeuristicKind::Hex, Topology::Hex, Topology::Square) == HeuristicKind::Octile);
    // Square, hex and square again: back where it started.
    const HeuristicKind there = heuristicForTopology(HeuristicKind::Octile, Topology::Square, Topology::Hex);
    CHECK(heuristicForTopology(there, Topology::Hex, Topology::Square) == HeuristicKind::Octile);
}

TEST_CASE("A heuristic chosen by hand stays when the map's cells change", "[model][hex]") {
    for (const HeuristicKind kind : {HeuristicKind::Manhattan, HeuristicKind::Chebyshev,
                                     HeuristicKind::Euclidean, HeuristicKind::Zero}) {
        CHECK(heuristicForTopology(kind, Topology::Square, Topology::Hex) == kind);
        CHECK(heuristicForTopology(kind, Topology::Hex, Topology::Square) == kind);
    }
    // Hex chosen on a square map, and Octile on a hex map, are not those maps' defaults.
    CHECK(heuristicForTopology(HeuristicKind::Hex, Topology::Square, Topology::Hex) == HeuristicKind::Hex);
    CHECK(heuristicForTopology(HeuristicKind::Octile, Topology::Hex, Topology::Square) ==
          HeuristicKind::Octile);
}

TEST_CASE("A map of the same cells leaves the heuristic alone", "[model][hex]") {
    for (const Topology t : {Topology::Square, Topology::Hex})
        for (const HeuristicKind kind : allValues<HeuristicKind>())
            CHECK(heuristicForTopology(kind, t, t) == kind);
}
