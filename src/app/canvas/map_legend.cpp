#include "canvas/map_legend.h"

#include "canvas/legend_swatches.h"
#include "canvas/palette.h"
#include "canvas/shapes.h"

#include <wx/arrstr.h>
#include <wx/dc.h>

#include <algorithm>
#include <vector>

namespace pathfinder::app {

namespace {

using legend::drawSwatch;
using legend::Entry;
using legend::Swatch;

constexpr int kPad = 6;
constexpr int kGap = 14; ///< between two entries of a row

std::vector<Entry> entriesOf(const LegendContent& content) {
    std::vector<Entry> entries = {{Swatch::Cell, palette::toColour(palette::kWall), L"Wall"}};
    if (content.sideWalls)
        entries.push_back({Swatch::SideWall, palette::sideWall(), L"Wall between cells"});
    if (content.oneWaySides)
        entries.push_back({Swatch::OneWay, palette::oneWaySide(), L"One-way side"});
    if (content.costs)
        entries.push_back({Swatch::Costs, wxColour(), L"Cost 1\u20139"});
    if (content.heights)
        entries.push_back({Swatch::Heights, wxColour(), L"Height 0\u20139"});
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
    } else if (content.inconsistent) {
        // An incremental search's open list is its inconsistent cells.
        entries.push_back(
            {Swatch::Cell, palette::toColour(palette::kOpenTint), L"Inconsistent (g \u2260 rhs)"});
        entries.push_back({Swatch::Cell, palette::toColour(palette::kClosedTint), L"Consistent"});
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
    if (content.abstractMap && content.subgoals) {
        entries.push_back({Swatch::Square, palette::transition(), L"Global subgoal"});
        entries.push_back({Swatch::Square, palette::localTransition(), L"Local subgoal"});
        entries.push_back({Swatch::Line, palette::abstractEdge(), L"Graph edge"});
    } else if (content.abstractMap) {
        entries.push_back({Swatch::Border, palette::clusterBorder(), L"Cluster"});
        entries.push_back({Swatch::Square, palette::transition(), L"Transition"});
        entries.push_back({Swatch::Line, palette::abstractEdge(), L"Abstract edge"});
    }
    if (content.abstractPath)
        entries.push_back({Swatch::Line, palette::abstractPath(),
                           content.subgoals ? L"Path over the graph" : L"Abstract path"});
    if (content.parentArrows)
        entries.push_back({Swatch::Arrow, palette::arrow(), L"Parent"});
    // A hierarchical search's far parents are the abstract edges it searched; a jump search's, jumps.
    if (content.jumps)
        entries.push_back({Swatch::Link, palette::arrow(), content.abstractMap ? L"Edge searched" : L"Jump"});
    if (content.signposts) {
        entries.push_back({Swatch::Pointer, palette::signpost(), L"Signpost"});
        entries.push_back({Swatch::Pointer, palette::changedSignpost(), L"Changed by repair"});
    }
    if (content.repairs)
        entries.push_back({Swatch::Line, palette::repaired(), L"Repaired route"});
    if (content.clearance)
        entries.push_back({Swatch::Cell, wxColour(150, 205, 205), L"Clearance 1\u20133"});
    if (content.learned)
        entries.push_back({Swatch::Cell, wxColour(200, 180, 120), L"Learned h: deeper, raised more"});
    if (content.heuristicError) {
        entries.push_back({Swatch::Cell, wxColour(170, 140, 205), L"h* − h: deeper, h further below"});
        entries.push_back({Swatch::Cell, wxColour(230, 110, 110), L"h overestimates"});
    }
    if (content.unitSize > 1)
        entries.push_back({Swatch::Band, wxColour(240, 170, 170),
                           wxString::Format(L"Unit %d\u00d7%d", content.unitSize, content.unitSize)});
    if (content.fog) {
        entries.push_back({Swatch::Cell, wxColour(168, 170, 176), L"Not seen yet"});
        entries.push_back({Swatch::Border, wxColour(200, 0, 160), L"Changed since seen"});
    }
    if (content.crowd)
        entries.push_back({Swatch::Disc, palette::routeColour(0), L"Agent, goal ring, plan"});
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
        height += outcomeHeight(
            dc, static_cast<int>(outcomeLines(dc, content.outcome, outcomeTextWidth(width)).size()));
    }
    if (content.legend)
        height += rowsAt(dc, width, entriesOf(content.key)) * lineHeight(dc) + kPad / 2;
    return height;
}

namespace {

/// Where drawFooter() puts each part: the outcome's box and lines, each entry's swatch and label.
struct FooterLayout {
    struct Item {
        Entry entry;
        wxRect swatch;
        DrawnText label;
    };
    wxRect outcomeBox;
    std::vector<DrawnText> outcome;
    std::vector<Item> items;
};

FooterLayout layOutFooter(wxDC& dc, const wxRect& area, const FooterContent& content) {
    FooterLayout layout;
    const wxRect room = area.Deflate(kPad / 2, 0);
    int y = area.y + kPad;
    if (!content.outcome.empty()) {
        // One line where it fits, more where it does not: the whole outcome is always shown.
        const auto lines = outcomeLines(dc, content.outcome, outcomeTextWidth(area.width));
        int textWidth = 0;
        for (const wxString& line : lines)
            textWidth = std::max(textWidth, dc.GetTextExtent(line).x);
        const int lineHeight = dc.GetCharHeight();
        layout.outcomeBox =
            wxRect(area.x + kPad, y, textWidth + 20, static_cast<int>(lines.size()) * lineHeight + 10);
        for (std::size_t i = 0; i < lines.size(); ++i)
            layout.outcome.push_back(
                {lines[i],
                 wxRect(wxPoint(layout.outcomeBox.x + 10,
                                layout.outcomeBox.y + 5 + static_cast<int>(i) * lineHeight),
                        dc.GetTextExtent(lines[i])),
                 room});
        y = layout.outcomeBox.GetBottom() + 1 + kPad;
    }
    if (!content.legend)
        return layout;
    const int line = lineHeight(dc);
    const int swatch = line - 6;
    int x = area.x + kPad;
    for (const Entry& e : entriesOf(content.key)) {
        const int w = entryWidth(dc, e, swatch);
        if (x > area.x + kPad && x + w > area.GetRight() - kPad) {
            x = area.x + kPad;
            y += line;
        }
        const wxRect sw(x, y + (line - swatch) / 2, swatch, swatch);
        const wxPoint at(sw.GetRight() + 5, y + (line - dc.GetCharHeight()) / 2);
        layout.items.push_back({e, sw, {e.label, wxRect(at, dc.GetTextExtent(e.label)), room}});
        x += w + kGap;
    }
    return layout;
}

} // namespace

void drawFooter(wxDC& dc, const wxRect& area, const FooterContent& content) {
    fillRect(dc, area, wxColour(248, 248, 250));
    dc.SetPen(wxPen(wxColour(200, 200, 205)));
    dc.DrawLine(area.x, area.y, area.GetRight() + 1, area.y);
    useOutcomeFont(dc);
    const FooterLayout outcome =
        layOutFooter(dc, area, FooterContent{content.outcome, content.success, false, {}});
    if (!outcome.outcome.empty()) {
        dc.SetPen(*wxTRANSPARENT_PEN);
        dc.SetBrush(wxBrush(content.success ? wxColour(25, 120, 45) : wxColour(175, 30, 30)));
        dc.DrawRoundedRectangle(outcome.outcomeBox, 5);
        dc.SetTextForeground(*wxWHITE);
        for (const DrawnText& line : outcome.outcome)
            dc.DrawText(line.text, line.rect.GetTopLeft());
    }
    if (!content.legend)
        return;
    useLegendFont(dc);
    const FooterLayout layout = layOutFooter(dc, area, content);
    dc.SetTextForeground(wxColour(20, 20, 20));
    for (const FooterLayout::Item& item : layout.items) {
        drawSwatch(dc, item.swatch, item.entry);
        dc.DrawText(item.label.text, item.label.rect.GetTopLeft());
    }
}

std::vector<DrawnText> footerTexts(wxDC& dc, const wxRect& area, const FooterContent& content) {
    useOutcomeFont(dc);
    std::vector<DrawnText> texts =
        layOutFooter(dc, area, FooterContent{content.outcome, content.success, false, {}}).outcome;
    if (content.legend) {
        useLegendFont(dc);
        for (const FooterLayout::Item& item : layOutFooter(dc, area, content).items)
            texts.push_back(item.label);
    }
    return texts;
}

} // namespace pathfinder::app
