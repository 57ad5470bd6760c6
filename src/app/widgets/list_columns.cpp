#include "widgets/list_columns.h"

#include <wx/imaglist.h>
#include <wx/listctrl.h>

#include <algorithm>
#include <numeric>

namespace pathfinder::app {

namespace {

/// What the list keeps free beside a cell's text, and beside a heading's with room for the sort
/// arrow that may come beside it (wx's generic list control, as on GTK, keeps 8 and 10 px, the
/// arrow takes 12; a little more keeps the words clear of the lines).
constexpr int kCellRoom = 12;
constexpr int kHeadingRoom = 24;
/// Beside a cell's picture.
constexpr int kImageRoom = 6;

int textWidth(const wxListCtrl& list, const wxString& text, const wxFont& font) {
    int width = 0;
    int height = 0;
    list.GetTextExtent(text, &width, &height, nullptr, nullptr, &font);
    return width;
}

} // namespace

namespace {

/// What column `column` needs for its heading and for the cells of rows [first, end).
int neededWidth(const wxListCtrl& list, int column, long first, long end) {
    const wxImageList* images = list.GetImageList(wxIMAGE_LIST_SMALL);
    wxListItem heading;
    heading.SetMask(wxLIST_MASK_TEXT);
    list.GetColumn(column, heading);
    int widest = textWidth(list, heading.GetText(), list.GetFont()) + kHeadingRoom;
    for (long row = first; row < end; ++row) {
        wxListItem item;
        item.SetId(row);
        item.SetColumn(column);
        item.SetMask(wxLIST_MASK_TEXT | wxLIST_MASK_IMAGE);
        list.GetItem(item);
        wxFont font = list.IsVirtual() ? wxFont() : list.GetItemFont(row);
        if (!font.IsOk())
            font = list.GetFont();
        int width = textWidth(list, item.GetText(), font) + kCellRoom;
        if (column == 0 && images && item.GetImage() >= 0) {
            int w = 0;
            int h = 0;
            images->GetSize(item.GetImage(), w, h);
            width += w + kImageRoom;
        }
        widest = std::max(widest, width);
    }
    return widest;
}

} // namespace

std::vector<int> neededColumnWidths(const wxListCtrl& list, long rows) {
    std::vector<int> needed(static_cast<std::size_t>(list.GetColumnCount()), 0);
    const long count = std::min(rows, static_cast<long>(list.GetItemCount()));
    for (int column = 0; column < list.GetColumnCount(); ++column)
        needed[static_cast<std::size_t>(column)] = neededWidth(list, column, 0, count);
    return needed;
}

void widenColumnsFor(wxListCtrl& list, long row) {
    for (int column = 0; column < list.GetColumnCount(); ++column) {
        const int needed =
            neededWidth(list, column, row, std::min(row + 1, static_cast<long>(list.GetItemCount())));
        if (needed > list.GetColumnWidth(column))
            list.SetColumnWidth(column, needed);
    }
}

void fitListColumns(wxListCtrl& list, const std::vector<int>& least, long rows) {
    const std::vector<int> needed = neededColumnWidths(list, rows);
    for (std::size_t c = 0; c < needed.size(); ++c) {
        const int width = std::max(needed[c], c < least.size() ? least[c] : 0);
        if (list.GetColumnWidth(static_cast<int>(c)) != width)
            list.SetColumnWidth(static_cast<int>(c), width);
    }
}

void shareListColumns(wxListCtrl& list, int width, const std::vector<int>& shares) {
    const std::vector<int> needed = neededColumnWidths(list);
    const int spare = std::max(0, width - std::accumulate(needed.begin(), needed.end(), 0));
    const int total = std::max(1, std::accumulate(shares.begin(), shares.end(), 0));
    int given = 0;
    for (std::size_t c = 0; c < needed.size(); ++c) {
        const int share = c < shares.size() ? shares[c] : 0;
        // The last column takes what rounding left, so that the columns fill the width exactly.
        const int extra = c + 1 == needed.size() ? spare - given : spare * share / total;
        given += extra;
        const int w = needed[c] + extra;
        if (list.GetColumnWidth(static_cast<int>(c)) != w)
            list.SetColumnWidth(static_cast<int>(c), w);
    }
}

} // namespace pathfinder::app
