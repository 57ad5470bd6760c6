#pragma once

#include <string_view>
#include <vector>

namespace pathfinder {

/// One page of the walker guide as written in docs/guide/NAME.md.
struct GuidePageText {
    std::string_view name;     ///< the file's name without .md: a walker's registry name
    std::string_view markdown; ///< the file's text
};

/// The guide's pages, embedded at build time (cmake/embed_guide.cmake), in file-name order.
const std::vector<GuidePageText>& embeddedGuidePages();

} // namespace pathfinder
