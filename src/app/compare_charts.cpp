#include "compare_charts.h"

#include "text_format.h"

#include <wx/dc.h>
#include <wx/dcbuffer.h>

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

void drawBarChart(wxDC& dc, const wxRect& area, const BarChart& chart) {
    dc.SetPen(wxPen(kCardBorder));
    dc.SetBrush(wxBrush(kCard));
    dc.DrawRectangle(area);
    const wxRect inner = area.Deflate(10, 8);

    dc.SetFont(wxFont(wxFontInfo(10).Bold()));
    dc.SetTextForeground(kLabel);
    dc.DrawText(chart.title, inner.x, inner.y);
    const int titleHeight = dc.GetCharHeight() + 6;
    dc.SetFont(wxFont(wxFontInfo(9)));
    if (chart.bars.empty()) {
        dc.SetTextForeground(kMuted);
        dc.DrawText("Run a comparison to fill this chart.", inner.x, inner.y + titleHeight);
        return;
    }

    int labelWidth = 0;
    int textWidth = 0;
    double largest = 0.0;
    for (const BarChart::Bar& bar : chart.bars) {
        labelWidth = std::max(labelWidth, dc.GetTextExtent(bar.label).x);
        textWidth = std::max(textWidth, dc.GetTextExtent(bar.text).x);
        largest = std::max(largest, scaled(bar.value, chart.logScale));
    }
    const int n = static_cast<int>(chart.bars.size());
    const int top = inner.y + titleHeight;
    const int rowHeight = std::clamp((inner.GetBottom() - top) / n, 8, 26);
    const int barHeight = std::max(4, rowHeight * 3 / 5);
    const int barLeft = inner.x + labelWidth + 8;
    const int barSpan = std::max(10, inner.GetRight() - barLeft - textWidth - 8);
    const int charHeight = dc.GetCharHeight();

    for (int i = 0; i < n; ++i) {
        const BarChart::Bar& bar = chart.bars[static_cast<std::size_t>(i)];
        const int y = top + i * rowHeight;
        const int middle = y + rowHeight / 2;
        dc.SetTextForeground(kLabel);
        dc.DrawText(bar.label, barLeft - 8 - dc.GetTextExtent(bar.label).x, middle - charHeight / 2);
        int end = barLeft;
        if (bar.value >= 0.0 && largest > 0.0) {
            // At least a sliver, so that a tiny value still shows where its bar is.
            const double share = scaled(bar.value, chart.logScale) / largest;
            const int length = std::max(2, static_cast<int>(std::lround(barSpan * share)));
            dc.SetPen(bar.gaveUp ? wxPen(kGaveUp) : *wxTRANSPARENT_PEN);
            dc.SetBrush(bar.gaveUp ? wxBrush(kGaveUp, wxBRUSHSTYLE_BDIAGONAL_HATCH) : wxBrush(chart.colour));
            dc.DrawRectangle(barLeft, middle - barHeight / 2, length, barHeight);
            end = barLeft + length;
        }
        dc.SetTextForeground(bar.value >= 0.0 && !bar.gaveUp ? kLabel : kMuted);
        dc.DrawText(bar.text, end + 5, middle - charHeight / 2);
    }
    dc.SetPen(wxPen(kCardBorder));
    dc.DrawLine(barLeft, top, barLeft, top + n * rowHeight);
}

BarChartPanel::BarChartPanel(wxWindow* parent) : wxPanel(parent, wxID_ANY) {
    SetBackgroundStyle(wxBG_STYLE_PAINT);
    SetMinSize(FromDIP(wxSize(240, 150)));
    Bind(wxEVT_PAINT, &BarChartPanel::onPaint, this);
    Bind(wxEVT_SIZE, [this](wxSizeEvent& event) {
        Refresh();
        event.Skip();
    });
}

void BarChartPanel::setChart(BarChart chart) {
    m_chart = std::move(chart);
    Refresh();
}

void BarChartPanel::onPaint(wxPaintEvent&) {
    wxAutoBufferedPaintDC dc(this);
    dc.SetBackground(wxBrush(GetParent()->GetBackgroundColour()));
    dc.Clear();
    drawBarChart(dc, wxRect(GetClientSize()), m_chart);
}

} // namespace pathfinder::app
