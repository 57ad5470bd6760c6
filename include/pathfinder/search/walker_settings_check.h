#pragma once

#include "pathfinder/search/walker_description.h"
#include "pathfinder/search/walker_settings.h"

#include <optional>
#include <string>

namespace pathfinder {

/// Why `walker` cannot run with `settings`, or nothing when it can: settingsProblem() for the
/// settings every walker reads, and the problems of the settings only some walkers read (a custom h
/// that does not parse) when `walker` declares them; a walker ignores what it does not declare.
std::optional<std::string> settingsProblemFor(const WalkerDescription& walker,
                                              const WalkerSettings& settings);

} // namespace pathfinder
