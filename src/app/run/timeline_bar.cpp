#include "run/timeline_bar.h"

#include <wx/dcbuffer.h>
#include <wx/dcclient.h>
#include <wx/settings.h>

#include <algorithm>

namespace pathfinder::app {

namespace {

constexpr int kPad = 8;
constexpr int kHandleHalf = 5;

wxColour markColour(TimelineMark::Kind kind) {
    switch (kind) {
    case TimelineMark::Kind::Edit:
        return {230, 120, 0};
    case TimelineMark::Kind::Repair:
        return {150, 40, 190};
    case TimelineMark::Kind::Restart:
        return {120, 120, 120};
    }
    return *wxBLACK;
}

} // namespace

TimelineBar::TimelineBar(wxWindow* parent) {
    SetBackgroundStyle(wxBG_STYLE_PAINT);
    Create(parent, wxID_ANY, wxDefaultPosition, wxSize(-1, FromDIP(36)));
    SetMinSize(wxSize(FromDIP(200), FromDIP(36)));
    SetToolTip(L"The run's timeline: drag to show any step again. \u2190 \u2192 one step, Shift+\u2190 "
               L"\u2192 a hundred, Home and End. Marks: edits (orange), repairs (purple), restarts (grey).");
    Bind(wxEVT_PAINT, &TimelineBar::onPaint, this);
    Bind(wxEVT_LEFT_DOWN, &TimelineBar::onMouse, this);
    Bind(wxEVT_LEFT_UP, &TimelineBar::onMouse, this);
    Bind(wxEVT_MOTION, &TimelineBar::onMouse, this);
    Bind(wxEVT_MOUSE_CAPTURE_LOST, &TimelineBar::onCaptureLost, this);
    update(nullptr, 0, false);
}

void TimelineBar::showSteps(std::uint64_t steps, const wxString& label) {
    if (m_fixed && m_last == steps && m_label == label)
        return;
    m_fixed = true;
    m_recorded = true;
    m_marks.clear();
    m_first = 0;
    m_last = m_shown = steps;
    m_past = false;
    m_label = label;
    m_dropped.clear();
    wxClientDC dc(this);
    dc.SetFont(GetFont());
    m_labelWidth = dc.GetTextExtent(label).x;
    Refresh(false);
}

void TimelineBar::update(const SearchTimeline* timeline, std::uint64_t shown, bool past) {
    m_fixed = false;
    const bool begun = timeline && timeline->begun();
    // What is drawn is copied: the record may go (a reset, another maze) before the next paint.
    m_recorded = begun;
    if (begun)
        m_marks = timeline->marks();
    else
        m_marks.clear();
    m_first = begun ? timeline->firstStep() : 0;
    m_last = begun ? timeline->lastStep() : 0;
    m_shown = std::clamp(shown, m_first, m_last);
    m_past = past;
    if (!begun)
        m_label = L"No run recorded";
    else
        m_label = wxString::Format("Step %llu/%llu", static_cast<unsigned long long>(m_shown),
                                   static_cast<unsigned long long>(m_last)) +
                  (past ? " (past)" : "");
    m_dropped = begun && m_first > 0 ? wxString::Format("steps before %llu dropped (memory limit)",
                                                        static_cast<unsigned long long>(m_first))
                                     : wxString();
    wxClientDC dc(this);
    dc.SetFont(GetFont());
    // Room for the longest label of this record, so that the track does not move as the step changes.
    const wxString widest = wxString::Format("Step %llu/%llu (past)", static_cast<unsigned long long>(m_last),
                                             static_cast<unsigned long long>(m_last));
    m_labelWidth = dc.GetTextExtent(widest).x;
    Refresh(false);
}

int TimelineBar::trackLeft() const {
    return kPad + m_labelWidth + kPad;
}

int TimelineBar::trackRight() const {
    return std::max(trackLeft() + 10, GetClientSize().x - kPad - kHandleHalf);
}

int TimelineBar::xOf(std::uint64_t step) const {
    const int left = trackLeft();
    const int right = trackRight();
    if (m_last <= m_first)
        return right;
    const double t = static_cast<double>(step - m_first) / static_cast<double>(m_last - m_first);
    return left + static_cast<int>(t * (right - left) + 0.5);
}

std::optional<std::uint64_t> TimelineBar::stepAt(int x) const {
    if (!m_recorded || m_fixed)
        return std::nullopt;
    const int left = trackLeft();
    const int right = trackRight();
    const double t = std::clamp(static_cast<double>(x - left) / std::max(1, right - left), 0.0, 1.0);
    return m_first + static_cast<std::uint64_t>(t * static_cast<double>(m_last - m_first) + 0.5);
}

std::vector<DrawnText> TimelineBar::drawnTexts() {
    wxClientDC dc(this);
    dc.SetFont(GetFont());
    const wxRect client(GetClientSize());
    const wxSize text = dc.GetTextExtent(m_label);
    // The label has the room before the track, or the whole strip without one.
    const wxRect labelRoom = m_recorded ? wxRect(0, 0, trackLeft() - kPad / 2, client.height) : client;
    std::vector<DrawnText> texts{
        {m_label, wxRect(wxPoint(kPad, client.height / 2 - text.y / 2), text), labelRoom}};
    if (m_recorded && !m_dropped.empty()) {
        wxFont small = GetFont();
        small.SetPointSize(std::max(6, small.GetPointSize() - 2));
        dc.SetFont(small);
        texts.push_back({m_dropped,
                         wxRect(wxPoint(trackLeft(), client.height / 2 + 6), dc.GetTextExtent(m_dropped)),
                         client});
    }
    return texts;
}

void TimelineBar::onPaint(wxPaintEvent&) {
    wxAutoBufferedPaintDC dc(this);
    const wxSize size = GetClientSize();
    dc.SetBackground(wxBrush(wxSystemSettings::GetColour(wxSYS_COLOUR_BTNFACE)));
    dc.Clear();
    dc.SetFont(GetFont());
    dc.SetTextForeground(wxSystemSettings::GetColour(wxSYS_COLOUR_BTNTEXT));
    const int mid = size.y / 2;
    const wxSize text = dc.GetTextExtent(m_label);
    dc.DrawText(m_label, kPad, mid - text.y / 2);
    if (!m_recorded)
        return;

    const int left = trackLeft();
    const int right = trackRight();
    // The track: the recorded stretch, the part up to the step shown darker.
    dc.SetPen(*wxTRANSPARENT_PEN);
    dc.SetBrush(wxBrush(wxColour(200, 200, 205)));
    dc.DrawRectangle(left, mid - 3, right - left, 6);
    dc.SetBrush(wxBrush(wxColour(70, 110, 190)));
    dc.DrawRectangle(left, mid - 3, xOf(m_shown) - left, 6);
    // Marks: an edit is an orange notch above the track, a repair a purple tick below it, a restart a
    // grey line across; many in one pixel column draw as one.
    int lastX[3] = {-1, -1, -1};
    for (const TimelineMark& mark : m_marks) {
        const int x = xOf(mark.step);
        const auto kind = static_cast<std::size_t>(mark.kind);
        if (x == lastX[kind])
            continue;
        lastX[kind] = x;
        dc.SetPen(wxPen(markColour(mark.kind), 2));
        dc.SetBrush(wxBrush(markColour(mark.kind)));
        switch (mark.kind) {
        case TimelineMark::Kind::Edit: {
            const wxPoint notch[] = {{x - 4, mid - 13}, {x + 4, mid - 13}, {x, mid - 5}};
            dc.DrawPolygon(3, notch);
            break;
        }
        case TimelineMark::Kind::Repair:
            dc.DrawLine(x, mid + 4, x, mid + 12);
            break;
        case TimelineMark::Kind::Restart:
            dc.DrawLine(x, mid - 10, x, mid + 10);
            break;
        }
    }
    // The handle.
    const int x = xOf(m_shown);
    dc.SetPen(wxPen(wxColour(30, 30, 30)));
    dc.SetBrush(wxBrush(m_past ? wxColour(255, 200, 40) : wxColour(250, 250, 250)));
    dc.DrawRectangle(x - kHandleHalf, mid - 9, 2 * kHandleHalf, 18);
    if (!m_dropped.empty()) {
        wxFont small = GetFont();
        small.SetPointSize(std::max(6, small.GetPointSize() - 2));
        dc.SetFont(small);
        dc.SetTextForeground(wxColour(160, 40, 40));
        dc.DrawText(m_dropped, left, mid + 6);
    }
}

void TimelineBar::onMouse(wxMouseEvent& event) {
    if (event.LeftDown()) {
        if (!HasCapture())
            CaptureMouse();
    } else if (event.LeftUp()) {
        if (HasCapture())
            ReleaseMouse();
        return;
    } else if (!(event.Dragging() && HasCapture())) {
        return;
    }
    if (const auto step = stepAt(event.GetX()); step && onSeek)
        onSeek(*step);
}

void TimelineBar::onCaptureLost(wxMouseCaptureLostEvent&) {}

} // namespace pathfinder::app
