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
