#include "pathfinder/registry/walker_registry.h"

#include "walkers/agents/random_bounce.h"
#include "walkers/agents/wall_trace.h"
#include "walkers/any_angle/anya.h"
#include "walkers/any_angle/theta_star.h"
#include "walkers/bidirectional/bidirectional_search.h"
#include "walkers/classic/bounded_astar.h"
#include "walkers/classic/depth_first.h"
#include "walkers/classic/ida_star.h"
#include "walkers/classic/search_walkers.h"
#include "walkers/classic/stack_depth_first.h"
#include "walkers/hierarchical/hpa_star.h"
#include "walkers/incremental/dstar.h"
#include "walkers/incremental/path_joiner.h"
#include "walkers/jps/jump_point_search.h"

namespace pathfinder {

namespace {

template <class W>
std::unique_ptr<MapGridWalker> make() {
    return std::make_unique<W>();
}

template <class W>
WalkerInfo entry() {
    WalkerInfo info;
    static_cast<WalkerDescription&>(info) = W().description();
    info.create = &make<W>;
    return info;
}

} // namespace

const std::vector<WalkerInfo>& walkerRegistry() {
    static const std::vector<WalkerInfo> registry = {
        entry<BreadthFirstWalker>(),
        entry<DepthFirstWalker>(),
        entry<BestFirstWalker>(),
        entry<DijkstraWalker>(),
        entry<AStarWalker>(),
        entry<DStarWalker>(),
        entry<PathJoinerWalker>(),
        entry<RandomBounceWalker>(),
        entry<WallTraceWalker>(),
        entry<JumpPointSearchWalker>(),
        entry<JumpPointSearchPlusWalker>(),
        entry<BidirectionalBreadthFirstWalker>(),
        entry<BidirectionalDijkstraWalker>(),
        entry<BidirectionalAStarWalker>(),
        entry<HpaStarWalker>(),
        entry<ThetaStarWalker>(),
        entry<LazyThetaStarWalker>(),
        entry<AnyaWalker>(),
        entry<IdaStarWalker>(),
        entry<StackDepthFirstWalker>(),
        entry<BoundedAStarWalker>(),
    };
    return registry;
}

const WalkerInfo* findWalker(std::string_view name) {
    for (const auto& info : walkerRegistry())
        if (info.name == name)
            return &info;
    return nullptr;
}

std::unique_ptr<MapGridWalker> createWalker(std::string_view name) {
    const WalkerInfo* info = findWalker(name);
    return info ? info->create() : nullptr;
}

std::string walkersDeclaring(Parameter id, bool displayNames) {
    std::vector<std::string> names;
    for (const auto& info : walkerRegistry())
        if (info.declares(id))
            names.emplace_back(displayNames ? info.displayName : info.name);
    return wordList(names, " and ");
}

std::string walkerNameList() {
    std::string list;
    for (const auto& info : walkerRegistry()) {
        if (!list.empty())
            list += ", ";
        list += info.name;
    }
    return list;
}

} // namespace pathfinder
