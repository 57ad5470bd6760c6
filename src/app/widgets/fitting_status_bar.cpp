#include "widgets/fitting_status_bar.h"

#include <algorithm>
#include <numeric>

namespace pathfinder::app {

namespace {

/// What a field keeps free beside its text: the generic status bar's margins and the line between
/// two fields.
constexpr int kFieldRoom = 12;

} // namespace

FittingStatusBar::FittingStatusBar(wxWindow* parent, int fields) : wxStatusBar(parent, wxID_ANY) {
    SetFieldsCount(fields);
    Bind(wxEVT_SIZE, [this](wxSizeEvent& event) {
        fitFields();
        event.Skip();
    });
}

void FittingStatusBar::DoUpdateStatusText(int number) {
    fitFields();
    // The field is drawn with the next paint, as every other window is. The toolkit's own status bar
    // also paints at once (Update()), which on GTK paints every window waiting for a paint, the
    // canvas among them: a search step or a live re-solve that sets the status text in the middle
    // of a change would show the change half made and then be painted again.
    wxRect field;
    if (GetFieldRect(number, field))
        RefreshRect(field);
}

void FittingStatusBar::fitFields() {
    const int count = GetFieldsCount();
    const int width = GetClientSize().x;
    if (count <= 0 || width <= 0)
        return;
    std::vector<int> needed(static_cast<std::size_t>(count), 0);
    for (int i = 0; i < count; ++i) {
        const wxString text = GetStatusText(i);
        if (!text.empty())
            needed[static_cast<std::size_t>(i)] = GetTextExtent(text).x + kFieldRoom;
    }
    // The size grip takes the end of the last field.
    if (HasFlag(wxSTB_SIZEGRIP))
        needed.back() += GetClientSize().y;
    std::vector<int> widths = needed;
    const int total = std::accumulate(needed.begin(), needed.end(), 0);
    if (total <= width) {
        widths.front() = -1; // the rest
    } else {
        const int rest = std::max(0, width - needed.back());
        const int others = std::max(1, total - needed.back());
        for (int i = 0; i + 1 < count; ++i)
            widths[static_cast<std::size_t>(i)] = rest * needed[static_cast<std::size_t>(i)] / others;
    }
    if (widths == m_widths)
        return;
    m_widths = widths;
    SetStatusWidths(count, widths.data());
    Refresh();
}

} // namespace pathfinder::app
