#include "windows/compare_footprint.h"

#include "canvas/palette.h"
#include "run/result_text.h"
#include "widgets/text_format.h"
#include "widgets/wrapping_label.h"

#include <wx/arrstr.h>
#include <wx/choice.h>
#include <wx/dcbuffer.h>
#include <wx/dcclient.h>
#include <wx/dcmemory.h>
#include <wx/sizer.h>
#include <wx/stattext.h>

#include <algorithm>

namespace pathfinder::app {

namespace {

constexpr int kMargin = 6;

/// The footprint only: the search tree's arrows and signposts would hide it at this size.
PaintOptions footprintOptions() {
    PaintOptions options;
    options.parentArrows = false;
    options.signposts = false;
    options.legend = false;
    return options;
}

/// `message` in lines that fit `size` less a margin, broken between words, centred in it.
std::vector<DrawnText> messageLines(wxDC& dc, wxSize size, const wxString& message) {
    dc.SetFont(wxFont(wxFontInfo(10)));
    const wxRect room = wxRect(size).Deflate(kMargin);
    std::vector<wxString> lines;
    wxString line;
    for (const wxString& word : wxSplit(message, ' ', '\0')) {
        const wxString longer = line.empty() ? word : line + " " + word;
        if (!line.empty() && dc.GetTextExtent(longer).x > room.width) {
            lines.push_back(line);
            line = word;
        } else {
            line = longer;
        }
    }
    if (!line.empty())
        lines.push_back(line);
    std::vector<DrawnText> texts;
    const int height = dc.GetCharHeight();
    int y = (size.y - height * static_cast<int>(lines.size())) / 2;
    for (const wxString& text : lines) {
        const wxSize extent = dc.GetTextExtent(text);
        texts.push_back({text, wxRect(wxPoint((size.x - extent.x) / 2, y), extent), room});
        y += height;
    }
    return texts;
}

/// Paints the map and the walker's search state fitted into `size`, or `message` without a map.
void paintFootprint(wxDC& dc, wxSize size, GridPainter& painter, const CompareResult* result,
                    const SearchView* walker, const wxString& message) {
    dc.SetBackground(wxBrush(palette::toColour(palette::kBackground)));
    dc.Clear();
    if (!result || !result->grid || !walker) {
        dc.SetTextForeground(wxColour(225, 225, 225));
        for (const DrawnText& line : messageLines(dc, size, message))
            dc.DrawText(line.text, line.rect.GetTopLeft());
        return;
    }
    const MapGrid& grid = *result->grid;
    PaintScene scene;
    scene.grid = &grid;
    scene.walker = walker;
    const Viewport view = Viewport::fit(grid.width(), grid.height(), size, kMargin, 0, grid.topology());
    painter.paint(dc, scene, view, wxRect(size), footprintOptions());
}

} // namespace

FootprintView::FootprintView(wxWindow* parent) : wxPanel(parent, wxID_ANY) {
    m_choice = new wxChoice(this, wxID_ANY);
    m_choice->Bind(wxEVT_CHOICE, [this](wxCommandEvent&) { showSelected(); });
    m_map = new wxPanel(this, wxID_ANY);
    m_map->SetBackgroundStyle(wxBG_STYLE_PAINT);
    m_map->SetMinSize(FromDIP(wxSize(160, 160)));
    m_map->Bind(wxEVT_PAINT, &FootprintView::onPaintMap, this);
    m_map->Bind(wxEVT_SIZE, [this](wxSizeEvent& event) {
        m_map->Refresh();
        event.Skip();
    });
    m_caption = new WrappingLabel(this);

    auto* top = new wxBoxSizer(wxHORIZONTAL);
    top->Add(new wxStaticText(this, wxID_ANY, "Footprint of"),
             wxSizerFlags().CentreVertical().Border(wxRIGHT, 6));
    top->Add(m_choice, wxSizerFlags(1));
    auto* column = new wxBoxSizer(wxVERTICAL);
    column->Add(top, wxSizerFlags().Expand().Border(wxBOTTOM, 4));
    column->Add(m_map, wxSizerFlags(1).Expand());
    column->Add(m_caption, wxSizerFlags().Expand().Border(wxTOP, 4));
    SetSizer(column);
    showResult(nullptr, {}, 0);
}

void FootprintView::showResult(const CompareResult* result, const std::string& preferred,
                               std::size_t fallbackIndex) {
    m_result = result;
    m_names.clear();
    m_choice->Clear();
    if (result) {
        for (std::size_t i = 0; i < result->rows.size(); ++i) {
            if (i < result->walkers.size() && result->walkers[i]) {
                m_names.push_back(result->rows[i].walker);
                m_choice->Append(wxString::FromUTF8(result->rows[i].displayName));
            }
        }
    }
    m_choice->Enable(!m_names.empty());
    if (!m_names.empty() && !select(preferred))
        m_choice->SetSelection(static_cast<int>(std::min(fallbackIndex, m_names.size() - 1)));
    showSelected();
}

bool FootprintView::select(const std::string& name) {
    const auto it = std::find(m_names.begin(), m_names.end(), name);
    if (it == m_names.end())
        return false;
    m_choice->SetSelection(static_cast<int>(it - m_names.begin()));
    showSelected();
    return true;
}

std::string FootprintView::selected() const {
    const int i = m_choice->GetSelection();
    return i >= 0 && static_cast<std::size_t>(i) < m_names.size() ? m_names[static_cast<std::size_t>(i)]
                                                                  : std::string();
}

const SearchView* FootprintView::walker() const {
    return m_result ? m_result->walker(selected()) : nullptr;
}

wxString FootprintView::caption() const {
    return m_caption->text();
}

void FootprintView::showSelected() {
    wxString text;
    if (const SearchView* w = walker()) {
        const RunStats& s = w->stats();
        const wxString name = wxString::FromUTF8(w->displayName().data(), w->displayName().size());
        const std::string_view word = toString(w->outcome());
        // The figure as the table shows it: a cost, or an any-angle length that is none.
        CostComparison comparison;
        for (const CompareRow& row : m_result->rows)
            if (row.walker == selected())
                comparison = row.comparison;
        const wxString figure = figureText(comparison, w->outcome(), s.pathCost);
        const wxString outcome = w->state() != WalkState::ReachedGoal
                                     ? wxString::FromUTF8(word.data(), word.size())
                                 : comparison.comparable() ? "cost " + figure
                                                           : figure;
        text = wxString::Format("%s: %s expanded, %s", name, formatCount(s.expanded), outcome);
    }
    m_caption->setText(text);
    m_map->Refresh();
}

wxString FootprintView::message() const {
    return m_result ? "No walker finished" : "Run a comparison to see where each walker searched";
}

void FootprintView::onPaintMap(wxPaintEvent&) {
    wxAutoBufferedPaintDC dc(m_map);
    paintFootprint(dc, m_map->GetClientSize(), m_painter, m_result, walker(), message());
}

std::vector<DrawnText> FootprintView::drawnTexts() {
    if (m_result && m_result->grid && walker())
        return {};
    wxClientDC dc(m_map);
    std::vector<DrawnText> texts = messageLines(dc, m_map->GetClientSize(), message());
    // In this panel's coordinates, where the map lies in it.
    for (DrawnText& text : texts) {
        text.rect.Offset(m_map->GetPosition());
        text.room.Offset(m_map->GetPosition());
    }
    return texts;
}

wxBitmap FootprintView::picture(wxSize size) {
    wxBitmap bitmap(size, 24);
    {
        wxMemoryDC dc(bitmap);
        paintFootprint(dc, size, m_painter, m_result, walker(), "No footprint");
    }
    return bitmap;
}

} // namespace pathfinder::app
