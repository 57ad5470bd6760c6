#include "windows/scenario_views.h"

#include "frame/relayout.h"
#include "run/result_text.h"
#include "widgets/list_columns.h"
#include "widgets/text_format.h"

#include <wx/dcbuffer.h>
#include <wx/dcclient.h>

#include <algorithm>
#include <cmath>
#include <numeric>

namespace pathfinder::app {

namespace {

/// The fixed columns of the query list; each walker adds two after them, and the note comes last.
enum QueryColumn { Number, Bucket, Start, Goal, Optimal, FirstWalkerColumn };
constexpr int kColumnsPerWalker = 2;

/// A number with a thin group separator and at most `decimals` decimals ("12 345.6").
wxString numberText(double value, int decimals) {
    if (!std::isfinite(value))
        return value > 0 ? L"\u221e" : L"\u2014";
    wxString text = wxString::FromCDouble(value, decimals);
    const int point = text.Find('.');
    int end = point == wxNOT_FOUND ? static_cast<int>(text.length()) : point;
    for (int i = end - 3; i > (text[0] == '-' ? 1 : 0); i -= 3)
        text.insert(static_cast<std::size_t>(i), L"\u2009");
    return text;
}

/// An axis value for a tick: 1, 10, 100, 1k, 10k, … 1M.
wxString tickText(double value) {
    if (value >= 1e6)
        return wxString::Format("%gM", value / 1e6);
    if (value >= 1e3)
        return wxString::Format("%gk", value / 1e3);
    return wxString::Format("%g", value);
}

} // namespace

namespace {

constexpr int kTitleHeight = 22;
constexpr int kAxisHeight = 18;

/// Where drawBoxPlot() puts the title, the ticks' numbers and the walkers' names, and the plot.
struct BoxPlotLayout {
    DrawnText title;
    std::vector<DrawnText> ticks;
    std::vector<DrawnText> labels;
    std::vector<double> tickValues;
    wxRect plotArea;
    int rowHeight = 0;
    double first = 0.0; ///< the axis runs over the powers of ten from 10^first to 10^last
    double last = 1.0;
};

void useTitleFont(wxDC& dc) {
    dc.SetFont(wxFont(wxFontInfo(9).Bold()));
}

void useLabelFont(wxDC& dc) {
    dc.SetFont(wxFont(wxFontInfo(8)));
}

/// A row at least a line of names high.
int shortestRow(wxDC& dc) {
    useLabelFont(dc);
    return dc.GetCharHeight() + 2;
}

BoxPlotLayout layOutBoxPlot(wxDC& dc, const wxRect& area, const BoxPlot& plot) {
    BoxPlotLayout layout;
    useTitleFont(dc);
    layout.title = {plot.title, wxRect(wxPoint(area.x + 6, area.y + 4), dc.GetTextExtent(plot.title)), area};
    useLabelFont(dc);
    // The axis runs over whole powers of ten from the smallest value (at least 1) to the largest.
    double low = 1.0;
    double high = 10.0;
    bool any = false;
    int labelWidth = 40;
    for (const BoxPlot::Row& row : plot.rows) {
        labelWidth = std::max(labelWidth, dc.GetTextExtent(row.label).x + 12);
        if (row.box.count == 0)
            continue;
        low = any ? std::min(low, std::max(1.0, row.box.low)) : std::max(1.0, row.box.low);
        high = any ? std::max(high, row.box.high) : std::max(10.0, row.box.high);
        any = true;
    }
    layout.first = std::floor(std::log10(low));
    layout.last = std::max(layout.first + 1, std::ceil(std::log10(std::max(high, 1.0))));
    layout.plotArea =
        wxRect(area.x + labelWidth, area.y + kTitleHeight, std::max(10, area.width - labelWidth - 16),
               std::max(10, area.height - kTitleHeight - kAxisHeight));
    const wxRect& plotArea = layout.plotArea;
    const auto xOf = [&](double value) {
        const double at = (std::log10(std::max(1.0, value)) - layout.first) / (layout.last - layout.first);
        return plotArea.x + static_cast<int>(std::lround(at * plotArea.width));
    };
    for (double e = layout.first; e <= layout.last + 1e-9; e += 1) {
        const wxString text = tickText(std::pow(10.0, e));
        const wxSize extent = dc.GetTextExtent(text);
        layout.tickValues.push_back(std::pow(10.0, e));
        layout.ticks.push_back(
            {text, wxRect(wxPoint(xOf(std::pow(10.0, e)) - extent.x / 2, plotArea.GetBottom() + 3), extent),
             area});
    }
    if (plot.rows.empty())
        return layout;
    // Each row at least a line of names high: rows that do not fit lie below the area, never on
    // each other (the panel asks for their room, boxPlotMinSize()).
    layout.rowHeight = std::max(shortestRow(dc), plotArea.height / static_cast<int>(plot.rows.size()));
    useLabelFont(dc);
    for (std::size_t i = 0; i < plot.rows.size(); ++i) {
        const int middle = plotArea.y + static_cast<int>(i) * layout.rowHeight + layout.rowHeight / 2;
        const wxSize extent = dc.GetTextExtent(plot.rows[i].label);
        layout.labels.push_back(
            {plot.rows[i].label,
             wxRect(wxPoint(area.x + labelWidth - 8 - extent.x, middle - extent.y / 2), extent), area});
    }
    return layout;
}

} // namespace

void drawBoxPlot(wxDC& dc, const wxRect& area, const BoxPlot& plot) {
    dc.SetPen(*wxTRANSPARENT_PEN);
    dc.SetBrush(*wxWHITE_BRUSH);
    dc.DrawRectangle(area);
    const BoxPlotLayout layout = layOutBoxPlot(dc, area, plot);
    useTitleFont(dc);
    dc.SetTextForeground(wxColour(30, 30, 30));
    dc.DrawText(layout.title.text, layout.title.rect.GetTopLeft());
    useLabelFont(dc);
    const wxRect& plotArea = layout.plotArea;
    const auto xOf = [&](double value) {
        const double at = (std::log10(std::max(1.0, value)) - layout.first) / (layout.last - layout.first);
        return plotArea.x + static_cast<int>(std::lround(at * plotArea.width));
    };
    // Ticks and grid lines at each power of ten.
    for (std::size_t i = 0; i < layout.ticks.size(); ++i) {
        const int x = xOf(layout.tickValues[i]);
        dc.SetPen(wxPen(wxColour(225, 228, 232)));
        dc.DrawLine(x, plotArea.y, x, plotArea.GetBottom());
        dc.SetTextForeground(wxColour(90, 90, 90));
        dc.DrawText(layout.ticks[i].text, layout.ticks[i].rect.GetTopLeft());
    }
    const wxColour ink(40, 90, 160);
    for (std::size_t i = 0; i < plot.rows.size(); ++i) {
        const BoxPlot::Row& row = plot.rows[i];
        const int middle = plotArea.y + static_cast<int>(i) * layout.rowHeight + layout.rowHeight / 2;
        dc.SetTextForeground(wxColour(30, 30, 30));
        dc.DrawText(layout.labels[i].text, layout.labels[i].rect.GetTopLeft());
        if (row.box.count == 0)
            continue;
        const int boxHalf = std::max(2, std::min(9, layout.rowHeight / 3));
        dc.SetPen(wxPen(ink));
        dc.DrawLine(xOf(row.box.low), middle, xOf(row.box.high), middle);
        dc.DrawLine(xOf(row.box.low), middle - boxHalf / 2, xOf(row.box.low), middle + boxHalf / 2 + 1);
        dc.DrawLine(xOf(row.box.high), middle - boxHalf / 2, xOf(row.box.high), middle + boxHalf / 2 + 1);
        dc.SetBrush(wxBrush(wxColour(190, 212, 240)));
        const int left = xOf(row.box.q1);
        dc.DrawRectangle(left, middle - boxHalf, std::max(2, xOf(row.box.q3) - left), 2 * boxHalf);
        dc.SetPen(wxPen(wxColour(20, 40, 90), 2));
        dc.DrawLine(xOf(row.box.median), middle - boxHalf, xOf(row.box.median), middle + boxHalf);
        dc.SetPen(*wxTRANSPARENT_PEN);
        dc.SetBrush(wxBrush(wxColour(200, 70, 40)));
        dc.DrawCircle(xOf(row.box.mean), middle, 3);
    }
}

wxSize boxPlotMinSize(wxDC& dc, const BoxPlot& plot) {
    useTitleFont(dc);
    const int title = dc.GetTextExtent(plot.title).x + 12;
    const int rows = static_cast<int>(std::max<std::size_t>(plot.rows.size(), 1));
    return {title, kTitleHeight + rows * shortestRow(dc) + kAxisHeight};
}

BoxPlotPanel::BoxPlotPanel(wxWindow* parent) : wxPanel(parent) {
    SetBackgroundStyle(wxBG_STYLE_PAINT);
    SetMinSize(FromDIP(wxSize(240, 120)));
    Bind(wxEVT_PAINT, [this](wxPaintEvent&) {
        wxAutoBufferedPaintDC dc(this);
        drawBoxPlot(dc, GetClientRect(), m_plot);
    });
    Bind(wxEVT_SIZE, [this](wxSizeEvent& event) {
        Refresh();
        event.Skip();
    });
}

std::vector<DrawnText> BoxPlotPanel::drawnTexts() {
    wxClientDC dc(this);
    const BoxPlotLayout layout = layOutBoxPlot(dc, GetClientRect(), m_plot);
    std::vector<DrawnText> texts{layout.title};
    texts.insert(texts.end(), layout.ticks.begin(), layout.ticks.end());
    texts.insert(texts.end(), layout.labels.begin(), layout.labels.end());
    return texts;
}

void BoxPlotPanel::setPlot(BoxPlot plot) {
    m_plot = std::move(plot);
    // A row of its own for each walker: the window around it scrolls when they are many.
    wxClientDC dc(this);
    const wxSize least = boxPlotMinSize(dc, m_plot);
    const wxSize wanted(std::max(least.x, FromDIP(240)), std::max(least.y, FromDIP(150)));
    if (wanted != GetMinSize()) {
        SetMinSize(wanted);
        relayOutAround(*this);
    }
    Refresh();
}

ScenarioQueryList::ScenarioQueryList(wxWindow* parent)
    : wxListCtrl(parent, wxID_ANY, wxDefaultPosition, wxDefaultSize,
                 wxLC_REPORT | wxLC_VIRTUAL | wxLC_SINGLE_SEL) {
    Bind(wxEVT_LIST_COL_CLICK, [this](wxListEvent& event) {
        const int column = event.GetColumn();
        sortBy(column, column == m_sortColumn ? !m_ascending : true);
    });
    show(nullptr);
}

void ScenarioQueryList::show(const ScenarioBatchResult* result) {
    m_result = result;
    ClearAll();
    // Wide enough for the heading: a walker's name may be long.
    const auto add = [this](const wxString& title, int width) {
        AppendColumn(title, title == "Note" ? wxLIST_FORMAT_LEFT : wxLIST_FORMAT_RIGHT,
                     std::max(FromDIP(width), GetTextExtent(title).x + FromDIP(24)));
    };
    for (const auto& [title, width] : {std::pair{"#", 54}, std::pair{"Bucket", 56}, std::pair{"Start", 84},
                                       std::pair{"Goal", 84}, std::pair{"Optimal", 76}})
        add(title, width);
    const std::size_t queries = result ? result->set.queries.size() : 0;
    if (result)
        for (const ScenarioWalker& walker : result->walkers) {
            add(wxString::FromUTF8(walker.label) + L" \u00b5s", 96);
            add(wxString::FromUTF8(walker.label) + L" exp.", 96);
        }
    add("Note", 260);
    m_order.resize(queries);
    std::iota(m_order.begin(), m_order.end(), std::size_t{0});
    SetItemCount(static_cast<long>(queries));
    if (m_sortColumn >= GetColumnCount())
        m_sortColumn = -1;
    if (m_sortColumn >= 0)
        sortBy(m_sortColumn, m_ascending);
    // Every figure and note whole, as far as the first rows tell: the list scrolls sideways.
    fitListColumns(*this, {}, 200);
    Refresh();
}

double ScenarioQueryList::optimumOf(std::size_t query) const {
    // After a run, the optimum each result was judged against: the file's, or on a map other than the
    // file's the reference Dijkstra's on it.
    const QueryResult* row = m_result ? m_result->query(query) : nullptr;
    return row ? row->optimalCost : m_result->set.queries[query].optimalLength;
}

long ScenarioQueryList::lineOf(std::size_t query) const {
    const auto found = std::find(m_order.begin(), m_order.end(), query);
    return found == m_order.end() ? -1 : static_cast<long>(found - m_order.begin());
}

double ScenarioQueryList::sortKey(std::size_t query, int column) const {
    const ScenarioQuery& q = m_result->set.queries[query];
    switch (column) {
    case Number:
        return static_cast<double>(query);
    case Bucket:
        return q.bucket;
    case Start:
        return q.start.y * 1e6 + q.start.x;
    case Goal:
        return q.goal.y * 1e6 + q.goal.x;
    case Optimal:
        return optimumOf(query);
    default:
        break;
    }
    const QueryResult* row = m_result->query(query);
    const std::size_t walker = static_cast<std::size_t>(column - FirstWalkerColumn) / kColumnsPerWalker;
    if (!row || walker >= m_result->walkers.size())
        return std::nan("");
    const QueryResult& r = row[walker];
    return (column - FirstWalkerColumn) % kColumnsPerWalker == 0 ? static_cast<double>(r.timeNs)
                                                                 : static_cast<double>(r.expanded);
}

void ScenarioQueryList::sortBy(int column, bool ascending) {
    m_sortColumn = column;
    m_ascending = ascending;
    if (m_result) {
        // Queries without a figure (unfinished, or the note column) keep the file's order, last.
        std::stable_sort(m_order.begin(), m_order.end(), [&](std::size_t a, std::size_t b) {
            const double ka = sortKey(a, column);
            const double kb = sortKey(b, column);
            if (std::isnan(ka) || std::isnan(kb))
                return !std::isnan(ka) && std::isnan(kb);
            return ascending ? ka < kb : ka > kb;
        });
    }
    Refresh();
}

wxString ScenarioQueryList::OnGetItemText(long line, long column) const {
    if (!m_result || line < 0 || static_cast<std::size_t>(line) >= m_order.size())
        return {};
    const std::size_t index = m_order[static_cast<std::size_t>(line)];
    const ScenarioQuery& q = m_result->set.queries[index];
    switch (column) {
    case Number:
        return wxString::Format("%zu", index + 1);
    case Bucket:
        return wxString::Format("%d", q.bucket);
    case Start:
        return coordText(q.start);
    case Goal:
        return coordText(q.goal);
    case Optimal:
        return numberText(optimumOf(index), 2);
    default:
        break;
    }
    const QueryResult* row = m_result->query(index);
    const long walkers = static_cast<long>(m_result->walkers.size());
    if (!row)
        return column == FirstWalkerColumn + kColumnsPerWalker * walkers ? wxString(L"not run") : wxString();
    if (column < FirstWalkerColumn + kColumnsPerWalker * walkers) {
        const QueryResult& r = row[(column - FirstWalkerColumn) / kColumnsPerWalker];
        return (column - FirstWalkerColumn) % kColumnsPerWalker == 0
                   ? numberText(static_cast<double>(r.timeNs) / 1e3, 1)
                   : numberText(static_cast<double>(r.expanded), 0);
    }
    // The note: who gave up, who missed the optimum and by how much.
    wxString note;
    for (long w = 0; w < walkers; ++w) {
        const QueryResult& r = row[w];
        wxString what;
        if (r.outcome != Outcome::Reached) {
            const std::string_view label = labelOf(r.outcome);
            what = wxString::FromUTF8(label.data(), label.size()).Lower();
        } else if (r.mismatch)
            what = L"cost " + figureText(r.comparison, r.outcome, r.pathCost);
        if (!what.empty())
            note += (note.empty() ? "" : "; ") + wxString::FromUTF8(r.walker) + " " + what;
    }
    return note;
}

} // namespace pathfinder::app
