#include "pathfinder/walker_registry.h"

#include "anya.h"
#include "bidirectional_search.h"
#include "bounded_astar.h"
#include "depth_first.h"
#include "dstar.h"
#include "hpa_star.h"
#include "ida_star.h"
#include "jump_point_search.h"
#include "path_joiner.h"
#include "random_bounce.h"
#include "search_walkers.h"
#include "stack_depth_first.h"
#include "theta_star.h"
#include "wall_trace.h"

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
