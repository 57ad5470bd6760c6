#include "walkers/classic/search_walkers.h"

#include "walkers/classic/classic_listings.h"

namespace pathfinder {

const WalkerDescription& BreadthFirstWalker::description() const {
    static const WalkerDescription description = [] {
        // Keys are move counts; equal keys are always first in, first out, so it takes no tie-break.
        WalkerDescription d;
        d.name = "breadth-first";
        d.displayName = "Breadth-First";
        d.ranking = OpenListRanking::Hops;
        d.pseudoCode = &breadthFirstListing;
        d.traits.complete = true;
        d.mapFeatures = kAllMapFeatures;
        d.parameters = {Parameter::SearchUnreachable, Parameter::OpenList};
        return d;
    }();
    return description;
}

const WalkerDescription& BestFirstWalker::description() const {
    static const WalkerDescription description = [] {
        WalkerDescription d;
        d.name = "best-first";
        d.displayName = "Best-First";
        d.ranking = OpenListRanking::Estimate;
        d.pseudoCode = &bestFirstListing;
        d.traits.weightedCosts = true;
        d.traits.complete = true;
        d.mapFeatures = kAllMapFeatures;
        d.parameters = {Parameter::Heuristic,         Parameter::HeuristicExpression,
                        Parameter::TerrainEstimate,   Parameter::Landmarks,
                        Parameter::LandmarkCells,     Parameter::TieBreak,
                        Parameter::SearchUnreachable, Parameter::OpenList};
        return d;
    }();
    return description;
}

const WalkerDescription& DijkstraWalker::description() const {
    static const WalkerDescription description = [] {
        WalkerDescription d;
        d.name = "dijkstra";
        d.displayName = "Dijkstra";
        d.ranking = OpenListRanking::Cost;
        d.scenarioPick = true;
        d.pseudoCode = &dijkstraListing;
        d.traits.weightedCosts = true;
        d.traits.optimal = true;
        d.traits.complete = true;
        d.mapFeatures = kAllMapFeatures;
        d.parameters = {Parameter::TieBreak, Parameter::SearchUnreachable, Parameter::OpenList};
        return d;
    }();
    return description;
}

const WalkerDescription& AStarWalker::description() const {
    static const WalkerDescription description = [] {
        WalkerDescription d;
        d.name = "astar";
        d.displayName = "A*";
        d.ranking = OpenListRanking::WeightedSum;
        d.scenarioPick = true;
        d.pseudoCode = &aStarListing;
        d.traits.weightedCosts = true;
        d.traits.optimal = true;
        d.traits.complete = true;
        d.mapFeatures = kAllMapFeatures;
        d.parameters = {Parameter::Heuristic, Parameter::HeuristicExpression, Parameter::TerrainEstimate,
                        Parameter::Landmarks, Parameter::LandmarkCells,       Parameter::Weight,
                        Parameter::TieBreak,  Parameter::SearchUnreachable,   Parameter::OpenList};
        return d;
    }();
    return description;
}

} // namespace pathfinder
