#pragma once

#include "pathfinder/search/walker.h"

#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace pathfinder {

/// One registered algorithm: its description and how to make one.
struct WalkerInfo : WalkerDescription {
    std::unique_ptr<MapGridWalker> (*create)() = nullptr;
};

/// Every walker, in menu order. The app's menu, the CLI and the tests all read this list.
const std::vector<WalkerInfo>& walkerRegistry();

/// The walker the app and the command line choose when told nothing else: A*. Where a least-cost
/// route is needed on a map, this walker finds it (its traits say optimal and weighted costs).
inline constexpr std::string_view kDefaultWalker = "astar";

/// The walker whose estimate of a cell is the heuristic as the settings make it (its kind, terrain
/// rule, landmarks, a custom expression) and nothing else: A*, whose cellState() gives that estimate
/// as h for every cell. The heuristic error view measures it.
inline constexpr std::string_view kEstimateWalker = "astar";

/// Adds a walker after the built-in ones (a walker defined outside the core, as the tests do); its
/// name must be new and its description's texts must outlive the registry (string literals). Call it
/// while no other thread reads the registry; references to entries stay valid. Throws
/// std::invalid_argument for a name already registered, an empty name or no create function.
void registerWalker(WalkerInfo info);
/// Removes a walker added by registerWalker(); the built-in ones stay. Same thread rule.
void unregisterWalker(std::string_view name);

/// The entry with this registry name, or nullptr.
const WalkerInfo* findWalker(std::string_view name);

/// A new walker by registry name, or nullptr for an unknown name.
std::unique_ptr<MapGridWalker> createWalker(std::string_view name);

/// "breadth-first, depth-first, ..." for error messages.
std::string walkerNameList();

/// The walkers that declare parameter `id`, in menu order and in words: by registry name
/// ("best-first, astar and pathjoiner"), or by display name ("Best-First, A* and PathJoiner").
std::string walkersDeclaring(Parameter id, bool displayNames = false);

} // namespace pathfinder
