#pragma once

#include <vector>

class wxListCtrl;

namespace pathfinder::app {

/// The width each column of `list` (in report view) needs to show its heading and every cell of
/// its first `rows` rows whole, in their fonts, with the room the list keeps beside a text (and a
/// sort arrow beside a heading).
std::vector<int> neededColumnWidths(const wxListCtrl& list, long rows = 1000);

/// Makes each column of `list` as wide as neededColumnWidths() of its first `rows` rows says, and no
/// narrower than `least[c]` where given: a table then scrolls sideways rather than cutting a word.
void fitListColumns(wxListCtrl& list, const std::vector<int>& least = {}, long rows = 1000);

/// Widens the columns of `list` that are too narrow for a cell of `row` (or their heading); never
/// narrows one. Cheap after each row added to a long table.
void widenColumnsFor(wxListCtrl& list, long row);

/// Shares `width` between the columns of `list`: each gets what it needs, and what is left goes to
/// them in proportion to `shares`. When `width` is less than they need, each gets its need and the
/// list scrolls sideways.
void shareListColumns(wxListCtrl& list, int width, const std::vector<int>& shares);

} // namespace pathfinder::app
