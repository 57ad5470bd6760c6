#include "map_legend.h"

#include "palette.h"
#include "shapes.h"
#include "terrain_glyphs.h"

#include <wx/arrstr.h>
#include <wx/dc.h>

#include <algorithm>
#include <vector>

namespace pathfinder::app {

namespace {

enum class Swatch {
    Cell,
    Costs,
    Heat,
    Line,
    Dashed,
    Band,
    Ring,
    Arrow,
    Link,
    Pointer,
    Disc,
    Diamond,
    Terrain,
    Route
};

struct Entry {
    Swatch swatch;
    wxColour colour;
    wxString label;
    std::size_t index = 0;   ///< Terrain: the terrain; Route: the route's style
    bool impassable = false; ///< Terrain: hatched
};

constexpr int kPad = 6;
constexpr int kGap = 14; ///< between two entries of a row

std::vector<Entry> entriesOf(const LegendContent& content) {
    std::vector<Entry> entries = {{Swatch::Cell, palette::toColour(palette::kWall), L"Wall"}};
    if (content.costs)
        entries.push_back({Swatch::Costs, wxColour(), L"Cost 1\u20139"});
    if (content.bidirectional) {
        // Both frontiers, named by the end each search comes from.
        entries.insert(
            entries.end(),
            {
                {Swatch::Cell, palette::toColour(palette::kOpenTint), L"Open from start"},
                {Swatch::Cell, palette::toColour(palette::kClosedTint), L"Closed from start"},
                {Swatch::Cell, palette::toColour(palette::kBackwardOpenTint), L"Open from goal"},
                {Swatch::Cell, palette::toColour(palette::kBackwardClosedTint), L"Closed from goal"},
                {Swatch::Diamond, palette::meetingPoint(), L"Meeting point"},
            });
    } else {
        entries.insert(entries.end(), {
                                          {Swatch::Cell, palette::toColour(palette::kOpenTint), L"Open"},
                                          {Swatch::Cell, palette::toColour(palette::kClosedTint), L"Closed"},
                                      });
    }
    entries.insert(entries.end(), {
                                      {Swatch::Cell, palette::current(), L"Current"},
                                      {Swatch::Line, palette::path(), L"Path"},
                                  });
    for (const TerrainKey& key : content.terrains)
        entries.push_back(
            {Swatch::Terrain, wxColour(), key.text, static_cast<std::size_t>(key.terrain), key.impassable});
    if (content.suboptimality) {
        entries.push_back({Swatch::Dashed, palette::optimalPath(), L"Optimal path"});
        entries.push_back({Swatch::Ring, palette::divergence(), L"Leaves the optimum"});
        entries.push_back({Swatch::Band, palette::divergence(), L"Costlier stretch"});
    }
    if (content.parentArrows)
        entries.push_back({Swatch::Arrow, palette::arrow(), L"Parent"});
    if (content.jumps)
        entries.push_back({Swatch::Link, palette::arrow(), L"Jump"});
    if (content.signposts) {
        entries.push_back({Swatch::Pointer, palette::signpost(), L"Signpost"});
        entries.push_back({Swatch::Pointer, palette::changedSignpost(), L"Changed by repair"});
    }
    if (content.repairs)
        entries.push_back({Swatch::Line, palette::repaired(), L"Repaired route"});
    if (content.walk) {
        entries.push_back({Swatch::Line, palette::trail(), L"Trail"});
        entries.push_back({Swatch::Heat, wxColour(), L"Visits 1\u20138+"});
        entries.push_back({Swatch::Disc, palette::agent(), L"Agent"});
    }
    for (const RouteKey& route : content.routes)
        entries.push_back({Swatch::Route, palette::routeStyle(route.style).colour, route.unit, route.style});
    entries.push_back({Swatch::Disc, palette::start(), L"Start"});
    entries.push_back({Swatch::Disc, palette::goal(), L"Goal"});
    return entries;
}

void useLegendFont(wxDC& dc) {
    dc.SetFont(wxFont(wxFontInfo(9)));
}

void useOutcomeFont(wxDC& dc) {
    dc.SetFont(wxFont(wxFontInfo(10).Bold()));
}

int lineHeight(wxDC& dc) {
    useLegendFont(dc);
    return std::max(16, dc.GetCharHeight() + 4);
}

int entryWidth(wxDC& dc, const Entry& e, int swatch) {
    return swatch + 5 + dc.GetTextExtent(e.label).x;
}

/// The number of rows the entries take at `width`, laid out left to right.
int rowsAt(wxDC& dc, int width, const std::vector<Entry>& entries) {
    const int swatch = lineHeight(dc) - 6;
    int rows = 1;
    int x = kPad;
    for (const Entry& e : entries) {
        const int w = entryWidth(dc, e, swatch);
        if (x > kPad && x + w > width - kPad) {
            ++rows;
            x = kPad;
        }
        x += w + kGap;
    }
    return rows;
}

void drawSwatch(wxDC& dc, const wxRect& sw, const Entry& e) {
    const int midY = sw.y + sw.height / 2;
    switch (e.swatch) {
    case Swatch::Cell:
        dc.SetPen(wxPen(wxColour(120, 120, 120)));
        dc.SetBrush(wxBrush(e.colour));
        dc.DrawRectangle(sw);
        break;
    case Swatch::Costs:
        for (int i = 0; i < 3; ++i) {
            const int x0 = sw.x + i * sw.width / 3;
            fillRect(dc, {x0, sw.y, sw.x + (i + 1) * sw.width / 3 - x0, sw.height},
                     palette::toColour(palette::costShade(1 + 4 * i)));
        }
        break;
    case Swatch::Heat:
        for (int i = 0; i < 3; ++i) {
            const int x0 = sw.x + i * sw.width / 3;
            fillRect(dc, {x0, sw.y, sw.x + (i + 1) * sw.width / 3 - x0, sw.height},
                     palette::toColour(palette::heat(1 + 3 * static_cast<unsigned>(i) + (i == 2 ? 1 : 0))));
        }
        break;
    case Swatch::Pointer: {
        dc.SetPen(*wxTRANSPARENT_PEN);
        dc.SetBrush(wxBrush(e.colour));
        const wxPoint corners[3] = {
            {sw.GetRight(), midY}, {sw.x + 2, sw.y + 1}, {sw.x + 2, sw.GetBottom() - 1}};
        dc.DrawPolygon(3, corners);
        break;
    }
    case Swatch::Line:
        dc.SetPen(wxPen(e.colour, 3));
        dc.DrawLine(sw.x, midY, sw.GetRight(), midY);
        break;
    case Swatch::Dashed:
        dc.SetPen(wxPen(e.colour, 3, wxPENSTYLE_SHORT_DASH));
        dc.DrawLine(sw.x, midY, sw.GetRight(), midY);
        break;
    case Swatch::Band:
        fillRect(dc, {sw.x, midY - 3, sw.width, 7}, e.colour);
        dc.SetPen(wxPen(palette::path(), 2));
        dc.DrawLine(sw.x, midY, sw.GetRight(), midY);
        break;
    case Swatch::Ring:
        dc.SetBrush(*wxTRANSPARENT_BRUSH);
        dc.SetPen(wxPen(wxColour(20, 20, 20), 3));
        dc.DrawEllipse(sw);
        dc.SetPen(wxPen(e.colour, 2));
        dc.DrawEllipse(sw);
        break;
    case Swatch::Arrow:
        dc.SetPen(wxPen(e.colour, 1));
        dc.DrawLine(sw.x, midY, sw.GetRight(), midY);
        dc.DrawLine(sw.GetRight(), midY, sw.GetRight() - 4, midY - 3);
        dc.DrawLine(sw.GetRight(), midY, sw.GetRight() - 4, midY + 3);
        break;
    case Swatch::Link: // longer than a parent arrow, and slanted: it spans cells
        dc.SetPen(wxPen(e.colour, 2));
        dc.DrawLine(sw.x - 3, sw.GetBottom(), sw.GetRight(), sw.y + 1);
        dc.DrawLine(sw.GetRight(), sw.y + 1, sw.GetRight() - 5, sw.y + 2);
        dc.DrawLine(sw.GetRight(), sw.y + 1, sw.GetRight() - 1, sw.y + 6);
        break;
    case Swatch::Disc:
        dc.SetPen(wxPen(wxColour(20, 20, 20)));
        dc.SetBrush(wxBrush(e.colour));
        dc.DrawEllipse(sw);
        break;
    case Swatch::Diamond:
        drawMeetingPoint(dc, sw);
        break;
    case Swatch::Terrain:
        dc.DrawBitmap(terrainSwatch(static_cast<Terrain>(e.index), sw.height, e.impassable), sw.x, sw.y);
        break;
    case Swatch::Route: {
        const palette::RouteStyle style = palette::routeStyle(e.index);
        dc.SetPen(wxPen(style.casing, 5));
        dc.DrawLine(sw.x, midY, sw.GetRight(), midY);
        dc.SetPen(wxPen(style.colour, 3, style.dash));
        dc.DrawLine(sw.x, midY, sw.GetRight(), midY);
        break;
    }
    }
}

/// The outcome in lines that fit `width` pixels of text, broken between words.
std::vector<wxString> outcomeLines(wxDC& dc, const wxString& text, int width) {
    useOutcomeFont(dc);
    std::vector<wxString> lines;
    wxString line;
    for (const wxString& word : wxSplit(text, ' ', '\0')) {
        const wxString longer = line.empty() ? word : line + " " + word;
        if (!line.empty() && dc.GetTextExtent(longer).x > width) {
            lines.push_back(line);
            line = word;
        } else {
            line = longer;
        }
    }
    if (!line.empty())
        lines.push_back(line);
    return lines;
}

/// Room for the text of the outcome inside its box, in an area `width` wide.
int outcomeTextWidth(int width) {
    return std::max(40, width - 2 * kPad - 20);
}

} // namespace

int outcomeHeight(wxDC& dc, int lines) {
    return lines * dc.GetCharHeight() + 10 + kPad;
}

int footerHeight(wxDC& dc, int width, const FooterContent& content) {
    if (content.empty())
        return 0;
    int height = kPad;
    if (!content.outcome.empty()) {
        height += outcomeHeight(dc, static_cast<int>(outcomeLines(dc, content.outcome, outcomeTextWidth(width)).size()));
    }
    if (content.legend)
        height += rowsAt(dc, width, entriesOf(content.key)) * lineHeight(dc) + kPad / 2;
    return height;
}

void drawFooter(wxDC& dc, const wxRect& area, const FooterContent& content) {
    fillRect(dc, area, wxColour(248, 248, 250));
    dc.SetPen(wxPen(wxColour(200, 200, 205)));
    dc.DrawLine(area.x, area.y, area.GetRight() + 1, area.y);
    int y = area.y + kPad;
    if (!content.outcome.empty()) {
        // One line where it fits, more where it does not: the whole outcome is always shown.
        const auto lines = outcomeLines(dc, content.outcome, outcomeTextWidth(area.width));
        int textWidth = 0;
        for (const wxString& line : lines)
            textWidth = std::max(textWidth, dc.GetTextExtent(line).x);
        const int lineHeight = dc.GetCharHeight();
        const wxRect box(area.x + kPad, y, textWidth + 20, static_cast<int>(lines.size()) * lineHeight + 10);
        dc.SetPen(*wxTRANSPARENT_PEN);
        dc.SetBrush(wxBrush(content.success ? wxColour(25, 120, 45) : wxColour(175, 30, 30)));
        dc.DrawRoundedRectangle(box, 5);
        dc.SetTextForeground(*wxWHITE);
        for (std::size_t i = 0; i < lines.size(); ++i)
            dc.DrawText(lines[i], box.x + 10, box.y + 5 + static_cast<int>(i) * lineHeight);
        y = box.GetBottom() + 1 + kPad;
    }
    if (!content.legend)
        return;
    const std::vector<Entry> entries = entriesOf(content.key);
    const int line = lineHeight(dc);
    const int swatch = line - 6;
    dc.SetTextForeground(wxColour(20, 20, 20));
    int x = area.x + kPad;
    for (const Entry& e : entries) {
        const int w = entryWidth(dc, e, swatch);
        if (x > area.x + kPad && x + w > area.GetRight() - kPad) {
            x = area.x + kPad;
            y += line;
        }
        const wxRect sw(x, y + (line - swatch) / 2, swatch, swatch);
        drawSwatch(dc, sw, e);
        dc.DrawText(e.label, sw.GetRight() + 5, y + (line - dc.GetCharHeight()) / 2);
        x += w + kGap;
    }
}

} // namespace pathfinder::app
