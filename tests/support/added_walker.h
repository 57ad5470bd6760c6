#pragma once

// A walker defined outside the core, here in the tests, and added to the registry the way a walker
// is added: its class, its description (with its pseudo-code listing and its guide page) and one
// registration. Nothing outside this file names it: the features that show walkers find it through
// the registry and its description.

#include "pathfinder/registry/walker_registry.h"
#include "pathfinder/search/pseudo_code_listing.h"
#include "pathfinder/search/walker_description.h"

#include "search/best_first_engine.h"

#include <memory>

namespace pathfinder::testing {

/// The added walker's registry name.
inline constexpr std::string_view kAddedWalkerName = "test-flood";

/// A flood from the start, fewest moves first: the best-first engine ranked by hops, described as a
/// walker of its own.
class AddedFloodWalker final : public BestFirstEngine {
public:
    AddedFloodWalker() : BestFirstEngine(Ranking::Hops) {}

    static const PseudoCodeListing& listing() {
        using K = SearchEventKind;
        using P = PseudoCodeLine::Parent;
        using listing::line;
        static const PseudoCodeListing l{
            "Test Flood",
            {
                line("f(n) = the number of moves from the start; first in, first out"),
                listing::startLine("queue \u2190 {start}", K::Generating),
                line("while the queue is not empty:"),
                line("    n \u2190 the first cell of the queue", {K::Expanding}),
                line("    if n = goal: return the path to n", {K::End}),
                line("    for each legal step n \u2192 m to a cell not yet queued:"),
                line("        parent(m) \u2190 n; queue m", {K::Generating, K::Updating}, P::With),
                line("    done with n", {K::Closing}),
                line("return no path"),
                listing::startOverLine(),
            }};
        return l;
    }

    static constexpr std::string_view kGuidePage = R"(# Test Flood

A flood from the start that counts moves, added to the registry by the tests to show that a walker needs nothing but its own files.

## How it works

It keeps a queue of cells, first in, first out, and expands them in the order they were reached.

## When to choose it

Never for real work: it exists to check that every feature finds a walker through its description.

## Optimal and complete?

It finds a path with the fewest moves whenever one exists; it ignores the costs of cells.

## Cost in time and memory

Linear in the cells it reaches, in time and in memory.

## Settings

- **Search unreachable goals** (`--search-unreachable`): search even when the goal lies in another region.

## References

- The tests of this project.
)";

    const WalkerDescription& description() const override {
        static const WalkerDescription d = [] {
            WalkerDescription w;
            w.name = kAddedWalkerName;
            w.displayName = "Test Flood";
            w.traits.complete = true;
            w.parameters = {Parameter::SearchUnreachable};
            w.ranking = OpenListRanking::Hops;
            w.openListNote = {};
            w.pseudoCode = &AddedFloodWalker::listing;
            w.guidePage = kGuidePage;
            return w;
        }();
        return d;
    }
};

/// The registry entry of the added walker.
inline WalkerInfo addedWalkerInfo() {
    WalkerInfo info;
    static_cast<WalkerDescription&>(info) = AddedFloodWalker().description();
    info.create = [] { return std::unique_ptr<MapGridWalker>(std::make_unique<AddedFloodWalker>()); };
    return info;
}

/// Adds the walker for as long as it lives.
class AddedWalkerRegistration {
public:
    AddedWalkerRegistration() { registerWalker(addedWalkerInfo()); }
    ~AddedWalkerRegistration() { unregisterWalker(kAddedWalkerName); }
    AddedWalkerRegistration(const AddedWalkerRegistration&) = delete;
    AddedWalkerRegistration& operator=(const AddedWalkerRegistration&) = delete;
};

} // namespace pathfinder::testing
