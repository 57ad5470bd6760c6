#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace pathfinder {

// The walker guide: a page per registered walker, written as Markdown in docs/guide/NAME.md and
// carried inside the programs. The app shows the pages (Help › Algorithms); the command line's
// --help prints each page's summary. Every page has the same parts, in this order:
//
//   # Display name
//   One summary paragraph (at most kGuideSummaryLimit characters).
//   ## How it works / ## When to choose it / ## Optimal and complete? /
//   ## Cost in time and memory / ## Settings / ## References
//
// The Settings part has a bullet "- **Label** (`--key`): ..." for each parameter the walker
// declares, and no other.

/// The headings of a page's parts, in the order they come.
const std::vector<std::string_view>& guideHeadings();

/// The longest summary, in characters of its plain text.
inline constexpr std::size_t kGuideSummaryLimit = 200;

/// The Markdown page of the walker with this registry name: its description's guidePage when it
/// carries one, else the guide's file; empty when it has none.
std::string_view walkerGuidePage(std::string_view name);

/// The registry names that have a page: the guide's files in file-name order, then the walkers
/// whose description carries their page, in menu order.
std::vector<std::string_view> guidePageNames();

/// One part of a page: the text under a heading, up to the next heading of the same or a higher
/// level. The part before the first "##" heading has the "#" title as its heading.
struct GuideSection {
    int level = 0;       ///< 1 for "#", 2 for "##"
    std::string heading; ///< the heading's text as written, without the #s
    std::string body;    ///< the lines under it, trimmed of blank lines at both ends
};

/// A page's parts in order. Headings inside fenced code blocks are not headings.
std::vector<GuideSection> guideSections(std::string_view markdown);

/// Markdown inline text as plain text: backslash escapes, emphasis and code marks dropped,
/// links reduced to their text, runs of white space made one space.
std::string plainText(std::string_view markdown);

/// The summary of a walker's page (its first paragraph) as plain text; empty when it has no page.
std::string walkerGuideSummary(std::string_view name);

/// A page that introduces the guide: every registered walker with its traits and summary, built
/// from the registry, as Markdown (its table is an HTML block).
std::string walkerGuideOverview();

/// Every registered walker with its summary, for a command line's help: one entry a walker,
/// "  NAME  summary" with the summary wrapped to `width` columns under an indent.
std::string walkerGuideHelpText(std::size_t width = 80);

} // namespace pathfinder
