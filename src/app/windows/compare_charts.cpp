#include "windows/compare_charts.h"

#include "frame/relayout.h"
#include "widgets/text_format.h"

#include <wx/arrstr.h>
#include <wx/dc.h>
#include <wx/dcbuffer.h>
#include <wx/dcclient.h>

#include <algorithm>
#include <cmath>

namespace pathfinder::app {

namespace {

const wxColour kCard(255, 255, 255);
const wxColour kCardBorder(200, 203, 208);
const wxColour kLabel(40, 40, 40);
const wxColour kMuted(120, 120, 120);

const wxColour kGaveUp(150, 150, 150);

template <class Value, class Text>
BarChart chartOf(const std::vector<CompareRow>& rows, const ChartOptions& options, Value value, Text text) {
    BarChart chart;
    chart.logScale = options.logScale;
    for (const CompareRow& row : rows) {
        const bool gaveUp = row.status == CompareStatus::GaveUp;
        if (gaveUp && !options.showGaveUp)
            continue;
        BarChart::Bar bar;
        bar.label = wxString::FromUTF8(row.displayName);
        bar.gaveUp = gaveUp;
        if (row.done()) {
            bar.value = value(row);
            // What a walker that gave up spent is only how much it was allowed.
            bar.text = gaveUp ? L"gave up \u2265 " + text(row) : text(row);
        } else {
            bar.text = row.status == CompareStatus::Cancelled ? wxString("cancelled") : wxString(L"\u2026");
        }
        chart.bars.push_back(bar);
    }
    return chart;
}

double scaled(double value, bool logScale) {
    return logScale ? std::log10(1.0 + std::max(0.0, value)) : value;
}

constexpr int kMarginX = 10;
constexpr int kMarginY = 8;
constexpr int kTitleGap = 6;      ///< under the title
constexpr int kLabelGap = 8;      ///< between a walker's name and the axis
constexpr int kValueGap = 5;      ///< between a bar's end and its value
constexpr int kShortestSpan = 60; ///< the least room the bars are given
constexpr int kTallestRow = 26;
constexpr int kRoomyRows = 22; ///< rows that keep all their air at the least height
const wxString kEmptyNote = "Run a comparison to fill this chart.";

void useTitleFont(wxDC& dc) {
    dc.SetFont(wxFont(wxFontInfo(10).Bold()));
}

void useLabelFont(wxDC& dc) {
    dc.SetFont(wxFont(wxFontInfo(9)));
}

/// `text` in lines no wider than `width` where a break between words allows it.
std::vector<wxString> wrapWords(wxDC& dc, const wxString& text, int width) {
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

/// The widest walker name and the widest value of the chart, in the label font.
wxSize columnWidths(wxDC& dc, const BarChart& chart) {
    useLabelFont(dc);
    wxSize widths;
    for (const BarChart::Bar& bar : chart.bars) {
        widths.x = std::max(widths.x, dc.GetTextExtent(bar.label).x);
        widths.y = std::max(widths.y, dc.GetTextExtent(bar.text).x);
    }
    return widths;
}

/// The least height of a row among `bars`: a line of text and a little air, the air shrinking to a
/// pixel once the rows would be taller together than kRoomyRows rows with all their air, so that a
/// chart of every walker still fits a short screen's window whole.
int shortestRow(wxDC& dc, int bars) {
    useLabelFont(dc);
    const int roomy = dc.GetCharHeight() + 4;
    return std::max(dc.GetCharHeight() + 1, std::min(roomy, kRoomyRows * roomy / std::max(1, bars)));
}

/// The title's lines at `width`, from `top` down; returns where the rows begin.
int layOutTitle(wxDC& dc, const wxString& title, int left, int top, int width,
                std::vector<BarChartLayout::Line>& lines) {
    useTitleFont(dc);
    int y = top;
    for (const wxString& line : wrapWords(dc, title, width)) {
        const wxSize extent = dc.GetTextExtent(line);
        lines.push_back({line, wxRect(wxPoint(left, y), extent)});
        y += extent.y;
    }
    return y + kTitleGap;
}

} // namespace

BarChart timeChart(const std::vector<CompareRow>& rows, const ChartOptions& options) {
    BarChart chart = chartOf(
        rows, options, [](const CompareRow& r) { return static_cast<double>(r.medianNs); },
        [](const CompareRow& r) { return formatDuration(r.medianNs); });
    chart.title = options.logScale ? "Median search time (log scale)" : "Median search time";
    chart.colour = wxColour(70, 130, 200);
    return chart;
}

BarChart expansionsChart(const std::vector<CompareRow>& rows, const ChartOptions& options) {
    BarChart chart = chartOf(
        rows, options, [](const CompareRow& r) { return static_cast<double>(r.stats.expanded); },
        [](const CompareRow& r) { return formatCount(r.stats.expanded); });
    chart.title = options.logScale ? "Expanded, log scale (steps walked, for agents)"
                                   : "Expanded (steps walked, for agents)";
    chart.colour = wxColour(225, 135, 50);
    return chart;
}

BarChartLayout layoutBarChart(wxDC& dc, const wxRect& area, const BarChart& chart) {
    BarChartLayout layout;
    layout.inner = area.Deflate(kMarginX, kMarginY);
    const wxRect& inner = layout.inner;
    const int top = layOutTitle(dc, chart.title, inner.x, inner.y, inner.width, layout.title);
    useLabelFont(dc);
    const int charHeight = dc.GetCharHeight();
    if (chart.bars.empty()) {
        layout.note = {kEmptyNote, wxRect(wxPoint(inner.x, top), dc.GetTextExtent(kEmptyNote))};
        return layout;
    }
    const wxSize widths = columnWidths(dc, chart);
    double largest = 0.0;
    for (const BarChart::Bar& bar : chart.bars)
        largest = std::max(largest, scaled(bar.value, chart.logScale));
    const int n = static_cast<int>(chart.bars.size());
    // Each row at least a line of text: rows that do not fit lie below the area, never on each other.
    const int rowHeight = std::clamp((inner.GetBottom() + 1 - top) / n, shortestRow(dc, n), kTallestRow);
    const int barHeight = std::max(4, rowHeight * 3 / 5);
    const int barLeft = inner.x + widths.x + kLabelGap;
    const int barSpan = std::max(10, inner.GetRight() + 1 - barLeft - kValueGap - widths.y);
    for (int i = 0; i < n; ++i) {
        const BarChart::Bar& bar = chart.bars[static_cast<std::size_t>(i)];
        const int middle = top + i * rowHeight + rowHeight / 2;
        BarChartLayout::Row row;
        const wxSize label = dc.GetTextExtent(bar.label);
        row.label = {bar.label,
                     wxRect(wxPoint(barLeft - kLabelGap - label.x, middle - charHeight / 2), label)};
        int end = barLeft;
        if (bar.value >= 0.0 && largest > 0.0) {
            // At least a sliver, so that a tiny value still shows where its bar is.
            const double share = scaled(bar.value, chart.logScale) / largest;
            const int length = std::max(2, static_cast<int>(std::lround(barSpan * share)));
            row.bar = wxRect(barLeft, middle - barHeight / 2, length, barHeight);
            end = barLeft + length;
        }
        const wxSize value = dc.GetTextExtent(bar.text);
        row.value = {bar.text, wxRect(wxPoint(end + kValueGap, middle - charHeight / 2), value)};
        layout.rows.push_back(row);
    }
    layout.axis = wxRect(barLeft, top, 1, n * rowHeight);
    return layout;
}

wxSize barChartMinSize(wxDC& dc, const BarChart& chart, int width) {
    const wxSize widths = columnWidths(dc, chart);
    int least = widths.x + kLabelGap + kShortestSpan + kValueGap + widths.y;
    // The title may break between words, never inside one.
    useTitleFont(dc);
    for (const wxString& word : wxSplit(chart.title, ' ', '\0'))
        least = std::max(least, dc.GetTextExtent(word).x);
    useLabelFont(dc);
    if (chart.bars.empty())
        least = std::max(least, dc.GetTextExtent(kEmptyNote).x);
    const int innerWidth = std::max(least, width - 2 * kMarginX);
    std::vector<BarChartLayout::Line> title;
    const int top = layOutTitle(dc, chart.title, 0, 0, innerWidth, title);
    const int rows = chart.bars.empty() ? 1 : static_cast<int>(chart.bars.size());
    return {least + 2 * kMarginX, top + rows * shortestRow(dc, rows) + 2 * kMarginY};
}

void drawBarChart(wxDC& dc, const wxRect& area, const BarChart& chart) {
    dc.SetPen(wxPen(kCardBorder));
    dc.SetBrush(wxBrush(kCard));
    dc.DrawRectangle(area);
    const BarChartLayout layout = layoutBarChart(dc, area, chart);

    useTitleFont(dc);
    dc.SetTextForeground(kLabel);
    for (const BarChartLayout::Line& line : layout.title)
        dc.DrawText(line.text, line.rect.GetTopLeft());
    useLabelFont(dc);
    if (chart.bars.empty()) {
        dc.SetTextForeground(kMuted);
        dc.DrawText(layout.note.text, layout.note.rect.GetTopLeft());
        return;
    }
    for (std::size_t i = 0; i < layout.rows.size(); ++i) {
        const BarChart::Bar& bar = chart.bars[i];
        const BarChartLayout::Row& row = layout.rows[i];
        dc.SetTextForeground(kLabel);
        dc.DrawText(row.label.text, row.label.rect.GetTopLeft());
        if (!row.bar.IsEmpty()) {
            dc.SetPen(bar.gaveUp ? wxPen(kGaveUp) : *wxTRANSPARENT_PEN);
            dc.SetBrush(bar.gaveUp ? wxBrush(kGaveUp, wxBRUSHSTYLE_BDIAGONAL_HATCH) : wxBrush(chart.colour));
            dc.DrawRectangle(row.bar);
        }
        dc.SetTextForeground(bar.value >= 0.0 && !bar.gaveUp ? kLabel : kMuted);
        dc.DrawText(row.value.text, row.value.rect.GetTopLeft());
    }
    dc.SetPen(wxPen(kCardBorder));
    dc.DrawLine(layout.axis.GetTopLeft(), layout.axis.GetBottomLeft());
}

BarChartPanel::BarChartPanel(wxWindow* parent) : wxPanel(parent, wxID_ANY) {
    SetBackgroundStyle(wxBG_STYLE_PAINT);
    fitMinSize();
    Bind(wxEVT_PAINT, &BarChartPanel::onPaint, this);
    Bind(wxEVT_SIZE, [this](wxSizeEvent& event) {
        // A narrower panel may break the title into more lines: the window around it lays out again.
        if (fitMinSize())
            CallAfter([this] { relayOutAround(*this); });
        Refresh();
        event.Skip();
    });
}

void BarChartPanel::setChart(BarChart chart) {
    m_chart = std::move(chart);
    if (fitMinSize())
        relayOutAround(*this);
    Refresh();
}

bool BarChartPanel::fitMinSize() {
    wxClientDC dc(this);
    const wxSize least = barChartMinSize(dc, m_chart, GetClientSize().x);
    const wxSize wanted(std::max(least.x, FromDIP(240)), std::max(least.y, FromDIP(150)));
    if (wanted == GetMinSize())
        return false;
    SetMinSize(wanted);
    return true;
}

std::vector<DrawnText> BarChartPanel::drawnTexts() {
    wxClientDC dc(this);
    const BarChartLayout layout = layoutBarChart(dc, wxRect(GetClientSize()), m_chart);
    std::vector<DrawnText> texts;
    const auto add = [&](const BarChartLayout::Line& line) {
        if (!line.text.empty())
            texts.push_back({line.text, line.rect, layout.inner});
    };
    for (const BarChartLayout::Line& line : layout.title)
        add(line);
    for (const BarChartLayout::Row& row : layout.rows) {
        add(row.label);
        add(row.value);
    }
    add(layout.note);
    return texts;
}

void BarChartPanel::onPaint(wxPaintEvent&) {
    wxAutoBufferedPaintDC dc(this);
    dc.SetBackground(wxBrush(GetParent()->GetBackgroundColour()));
    dc.Clear();
    drawBarChart(dc, wxRect(GetClientSize()), m_chart);
}

} // namespace pathfinder::app
