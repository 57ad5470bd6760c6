#include "pathfinder/registry/walker_registry.h"

#include "walkers/agents/random_bounce.h"
#include "walkers/agents/wall_trace.h"
#include "walkers/any_angle/anya.h"
#include "walkers/any_angle/theta_star.h"
#include "walkers/anytime/ara_star.h"
#include "walkers/bidirectional/bidirectional_search.h"
#include "walkers/classic/bounded_astar.h"
#include "walkers/classic/depth_first.h"
#include "walkers/classic/ida_star.h"
#include "walkers/classic/search_walkers.h"
#include "walkers/classic/stack_depth_first.h"
#include "walkers/fringe/fringe_search.h"
#include "walkers/hierarchical/hpa_star.h"
#include "walkers/incremental/dstar.h"
#include "walkers/incremental/lpastar.h"
#include "walkers/incremental/path_joiner.h"
#include "walkers/jps/jump_point_search.h"
#include "walkers/realtime/realtime_walkers.h"
#include "walkers/subgoal/subgoal_walker.h"

#include <algorithm>
#include <stdexcept>
#include <utility>

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

/// Walkers that can be added after the built-in ones.
constexpr std::size_t kAddedWalkerRoom = 16;

/// The registry's entries: room for walkers added later is kept from the start, so that adding one
/// never moves the others.
std::vector<WalkerInfo>& entries() {
    static std::vector<WalkerInfo> registry = [] {
        std::vector<WalkerInfo> builtIn = {
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
            entry<SubgoalGraphWalker>(),
            entry<ThetaStarWalker>(),
            entry<LazyThetaStarWalker>(),
            entry<AnyaWalker>(),
            entry<IdaStarWalker>(),
            entry<StackDepthFirstWalker>(),
            entry<BoundedAStarWalker>(),
            entry<LpaStarWalker>(),
            entry<AraStarWalker>(),
            entry<LrtaStarWalker>(),
            entry<RtaaStarWalker>(),
            entry<FringeSearchWalker>(),
        };
        builtIn.reserve(builtIn.size() + kAddedWalkerRoom);
        return builtIn;
    }();
    return registry;
}

/// How many built-in walkers there are: unregisterWalker() leaves them.
std::size_t builtInCount() {
    static const std::size_t count = entries().size();
    return count;
}

} // namespace

const std::vector<WalkerInfo>& walkerRegistry() {
    return entries();
}

void registerWalker(WalkerInfo info) {
    builtInCount();
    std::vector<WalkerInfo>& registry = entries();
    if (info.name.empty() || !info.create)
        throw std::invalid_argument("a walker needs a name and a create function");
    if (findWalker(info.name))
        throw std::invalid_argument("a walker called " + std::string(info.name) + " is registered already");
    if (registry.size() == registry.capacity())
        throw std::invalid_argument("no room for another walker");
    registry.push_back(std::move(info));
}

void unregisterWalker(std::string_view name) {
    std::vector<WalkerInfo>& registry = entries();
    const auto added = registry.begin() + static_cast<std::ptrdiff_t>(builtInCount());
    registry.erase(
        std::remove_if(added, registry.end(), [name](const WalkerInfo& info) { return info.name == name; }),
        registry.end());
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
