#pragma once

#include "pathfinder/traces/search_timeline.h"

#include "canvas/drawn_text.h"

#include <wx/panel.h>
#include <wx/string.h>

#include <cstdint>
#include <functional>
#include <optional>
#include <vector>

namespace pathfinder::app {

/// The strip under the grid that shows a recorded run: its length, its edits, repairs and restarts
/// as marks, and a handle at the step shown. Dragging the handle (or clicking the strip) asks for
/// a step through onSeek; the keys are the frame's (← →, Shift+← →, Home, End).
class TimelineBar : public wxPanel, public DrawnTextSource {
public:
    explicit TimelineBar(wxWindow* parent);

    /// What to show: the record (nullptr: none), the step shown, and whether that is the past. The
    /// bar keeps a copy of what it draws, not the record.
    void update(const SearchTimeline* timeline, std::uint64_t shown, bool past);

    /// Shows a search that keeps no record, `steps` steps in, as a full track with `label` (the
    /// exercise's): nothing to seek, so clicks and drags do nothing until update() is called.
    void showSteps(std::uint64_t steps, const wxString& label);

    /// Called with the step the user dragged or clicked to.
    std::function<void(std::uint64_t)> onSeek;

    /// The words on the strip, e.g. "Step 120/480 (past)", for tests.
    wxString label() const { return m_label; }
    /// The note on dropped steps, empty when none were dropped.
    wxString droppedNote() const { return m_dropped; }
    /// The step at a horizontal position, for tests (nothing without a record).
    std::optional<std::uint64_t> stepAt(int x) const;
    /// The horizontal position of a step.
    int xOf(std::uint64_t step) const;

    bool AcceptsFocus() const override { return false; }
    /// The words on the strip and where they go.
    std::vector<DrawnText> drawnTexts() override;

private:
    void onPaint(wxPaintEvent& event);
    void onMouse(wxMouseEvent& event);
    void onCaptureLost(wxMouseCaptureLostEvent& event);
    /// The track's left and right ends.
    int trackLeft() const;
    int trackRight() const;

    bool m_recorded = false;
    std::vector<TimelineMark> m_marks;
    std::uint64_t m_first = 0;
    std::uint64_t m_last = 0;
    std::uint64_t m_shown = 0;
    bool m_past = false;
    bool m_fixed = false; ///< showSteps(): a track to look at, not to seek on
    wxString m_label;
    wxString m_dropped;
    int m_labelWidth = 0;
};

} // namespace pathfinder::app
