#pragma once

#include "pathfinder/version.h"

#include <algorithm>

/// How many of `count` random cases a test makes in this build: all of them in an optimised build,
/// a quarter (at least one) in a build with the sanitizers, where each case runs five to ten times
/// slower. The sanitizers look for memory and undefined-behaviour faults, which the first quarter of
/// the cases reaches as well; the optimised build checks the results on every case. Figures a test
/// expects from its cases (at least so many joins, so many steps) scale the same way.
constexpr int randomCaseCount(int count) {
    return pathfinder::kSanitized ? std::max(1, count / 4) : count;
}
