#include "panels/exercise_marks.h"

#include <wx/brush.h>
#include <wx/dc.h>
#include <wx/pen.h>

#include <algorithm>

namespace pathfinder::app {

namespace {

const wxColour kRight(40, 160, 60);
const wxColour kWrong(215, 40, 40);
const wxColour kExpanded(20, 70, 200);
const wxColour kAsked(150, 40, 190);
const wxColour kMarked(235, 150, 20);

/// A pen width that reads at this zoom: a tenth of the cell, from 2 to 5 pixels.
int lineWidth(const wxRect& cell) {
    return std::clamp(cell.width / 10, 2, 5);
}

void ring(wxDC& dc, const wxRect& cell, const wxColour& colour) {
    const int width = lineWidth(cell);
    dc.SetPen(wxPen(colour, width));
    dc.SetBrush(*wxTRANSPARENT_BRUSH);
    const int radius = std::max(3, cell.width / 2 - width / 2 - 1);
    dc.DrawCircle(cell.x + cell.width / 2, cell.y + cell.height / 2, radius);
}

void frame(wxDC& dc, const wxRect& cell, const wxColour& colour, wxPenStyle style = wxPENSTYLE_SOLID) {
    const int width = lineWidth(cell) + 1;
    wxPen pen(colour, width, style);
    dc.SetPen(pen);
    dc.SetBrush(*wxTRANSPARENT_BRUSH);
    dc.DrawRectangle(wxRect(cell).Deflate(width / 2));
}

void disc(wxDC& dc, const wxRect& cell, const wxColour& colour, int divisor) {
    dc.SetPen(wxPen(wxColour(255, 255, 255), 1));
    dc.SetBrush(wxBrush(colour));
    dc.DrawCircle(cell.x + cell.width / 2, cell.y + cell.height / 2, std::max(3, cell.width / divisor));
}

void cross(wxDC& dc, const wxRect& cell, const wxColour& colour, int inset) {
    dc.SetPen(wxPen(colour, lineWidth(cell) + 1));
    const wxRect r = wxRect(cell).Deflate(std::min(inset, cell.width / 3));
    dc.DrawLine(r.GetLeft(), r.GetTop(), r.GetRight(), r.GetBottom());
    dc.DrawLine(r.GetLeft(), r.GetBottom(), r.GetRight(), r.GetTop());
}

} // namespace

void drawExerciseMarks(wxDC& dc, const ExerciseMarks& marks, const Viewport& view) {
    if (marks.asked)
        frame(dc, view.cellRect(*marks.asked), kAsked, wxPENSTYLE_SHORT_DASH);
    if (marks.expanded)
        frame(dc, view.cellRect(*marks.expanded), kExpanded);
    if (marks.guessed)
        ring(dc, view.cellRect(*marks.guessed), marks.guessRight ? kRight : kWrong);
    if (marks.wall) {
        const wxRect cell = view.cellRect(*marks.wall);
        frame(dc, cell, kWrong);
        cross(dc, cell, kWrong, cell.width / 5);
    }
    for (const Coord c : marks.marked)
        disc(dc, view.cellRect(c), kMarked, 5);
    for (const Coord c : marks.hits)
        disc(dc, view.cellRect(c), kRight, 4);
    for (const Coord c : marks.misses)
        ring(dc, view.cellRect(c), kWrong);
    for (const Coord c : marks.falseAlarms)
        cross(dc, view.cellRect(c), kMarked, view.cellRect(c).width / 4);
}

} // namespace pathfinder::app
