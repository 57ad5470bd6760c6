#include "panels/explanation_panel.h"

#include "pathfinder/teaching/open_list_explanation.h"
#include "pathfinder/teaching/pseudo_code.h"

#include "panels/pseudo_code_view.h"
#include "run/result_text.h"
#include "widgets/list_columns.h"
#include "widgets/text_format.h"
#include "widgets/wrapping_label.h"

#include <wx/listctrl.h>
#include <wx/settings.h>
#include <wx/sizer.h>
#include <wx/stattext.h>

#include <algorithm>

namespace pathfinder::app {

namespace {

wxString fromUtf8(std::string_view text) {
    return wxString::FromUTF8(text.data(), text.size());
}

/// Why a walker's open list is not explained, in a line that fits the side pane.
wxString noRankingLine(const SearchView& view) {
    const WalkerDescription& description = view.description();
    if (description.traits.movesAgent)
        return "An agent keeps no open list: it decides each step from the cells around it.";
    if (!description.openListNote.empty())
        return fromUtf8(description.openListNote);
    return "This walker's open list is not ranked by f and a tie-break.";
}

/// The replay's open cells with what explainOpenList() ranks them by: g and f as the events left
/// them, h from the walker (not part of the events), the order in which they entered.
std::vector<OpenCell> openCellsOf(const SearchView& view, const SearchReplay& state) {
    std::vector<OpenCell> open;
    const std::vector<Coord> cells = state.openCells();
    open.reserve(cells.size());
    for (const Coord c : cells) {
        const CellView known = state.cellState(c);
        open.push_back({c, known.g, known.f, view.cellState(c).h, state.entryOrder(c)});
    }
    return open;
}

} // namespace

ExplanationPanel::ExplanationPanel(wxWindow* parent)
    : wxScrolled<wxPanel>(parent, wxID_ANY, wxDefaultPosition, wxDefaultSize, wxVSCROLL) {
    SetScrollRate(0, FromDIP(10));
    auto* sizer = new wxBoxSizer(wxVERTICAL);
    const int gap = FromDIP(4);

    // Every line of words breaks to the pane's width: a long walker's name or reason makes the
    // pane taller, never wider, and is never cut.
    m_title = new WrappingLabel(this);
    m_title->SetFont(m_title->GetFont().Bold());
    sizer->Add(m_title, wxSizerFlags().Expand().Border(wxLEFT | wxRIGHT | wxTOP, gap));

    m_openHeading = new WrappingLabel(this);
    sizer->Add(m_openHeading, wxSizerFlags().Expand().Border(wxLEFT | wxRIGHT | wxTOP, gap));

    m_open = new wxListCtrl(this, wxID_ANY, wxDefaultPosition, wxDefaultSize,
                            wxLC_REPORT | wxLC_SINGLE_SEL | wxLC_HRULES | wxBORDER_THEME);
    m_open->SetFont(wxFont(wxFontInfo(8)));
    const wxString headings[kColumns] = {"Cell", "g", "h", "f", "Tie key"};
    for (int c = 0; c < kColumns; ++c)
        m_open->AppendColumn(headings[c], c == kCell || c == kTie ? wxLIST_FORMAT_LEFT : wxLIST_FORMAT_RIGHT);
    m_open->SetMinSize(wxSize(FromDIP(120), FromDIP(170)));
    sizer->Add(m_open, wxSizerFlags().Expand().Border(wxLEFT | wxRIGHT | wxTOP, gap));

    m_reason = new WrappingLabel(this);
    sizer->Add(m_reason, wxSizerFlags().Expand().Border(wxLEFT | wxRIGHT | wxTOP, gap));

    m_decision = new WrappingLabel(this);
    sizer->Add(m_decision, wxSizerFlags().Expand().Border(wxLEFT | wxRIGHT | wxTOP, gap));

    m_codeHeading = new WrappingLabel(this, "Pseudo-code");
    m_codeHeading->SetFont(m_codeHeading->GetFont().Bold());
    sizer->Add(m_codeHeading, wxSizerFlags().Expand().Border(wxLEFT | wxRIGHT | wxTOP, gap));

    m_code = new PseudoCodeView(this);
    sizer->Add(m_code, wxSizerFlags(1).Expand().Border(wxALL, gap));

    SetSizer(sizer);
    Bind(wxEVT_SIZE, &ExplanationPanel::onSize, this);
    show(nullptr, nullptr, {});
}

void ExplanationPanel::show(const SearchView* view, const StateSource& source,
                            const std::vector<SearchEvent>& stepEvents, Unranked unranked) {
    bool relayout = false;
    const auto setLabel = [&](WrappingLabel* label, const wxString& text) {
        if (label->text() != text) {
            label->setText(text);
            relayout = true;
        }
    };
    const auto setShown = [&](wxWindow* window, bool shown) {
        if (window->IsShown() != shown) {
            window->Show(shown);
            relayout = true;
        }
    };

    const bool ranked = view && explainsOpenList(view->name());
    const bool agent = view && view->description().traits.movesAgent;
    const PseudoCodeListing* listing = view ? pseudoCodeFor(view->name()) : nullptr;
    setLabel(m_title, view ? fromUtf8(view->displayName()) : wxString("No search to explain"));
    setShown(m_openHeading, ranked);
    setShown(m_open, ranked);
    setShown(m_reason, view != nullptr);
    setShown(m_decision, agent);
    setShown(m_codeHeading, listing != nullptr);
    setShown(m_code, listing != nullptr);

    wxString reasonShown;
    m_reasonText.clear();
    const SearchReplay* state = ranked && unranked == Unranked::No && source ? source() : nullptr;
    if (ranked && unranked != Unranked::No) {
        setRows({});
        const std::size_t count = view->openSize();
        setLabel(m_openHeading,
                 count == 1 ? wxString("Open list: 1 cell") : "Open list: " + countWords(count, "cell"));
        m_reasonText =
            unranked == Unranked::Racing
                ? "At full speed the open list is ranked when the run pauses or ends."
                : "The open list is ranked once the steps run at full speed are recorded (a moment).";
        reasonShown = m_reasonText;
    } else if (ranked && state) {
        const OpenListExplanation why =
            explainOpenList(openCellsOf(*view, *state), view->settings().tieBreak, kShownEntries);
        std::vector<std::vector<wxString>> rows;
        rows.reserve(why.ranked.size());
        for (const RankedOpenCell& entry : why.ranked)
            rows.push_back({coordText(entry.open.cell), formatCost(entry.open.g), formatCost(entry.open.h),
                            formatCost(entry.open.f), fromUtf8(entry.tieKey)});
        setRows(rows);
        fitColumns(GetClientSize().x - FromDIP(8));
        const std::size_t count = state->openCount();
        setLabel(m_openHeading,
                 count == 0   ? wxString("Open list: empty")
                 : count == 1 ? wxString("Open list: 1 cell")
                              : "Open list: " + countWords(count, "cell") + ", the first is taken next");
        m_reasonText = fromUtf8(why.reason);
        // The label names the chosen cell before the reason; reason() keeps the sentence alone.
        reasonShown = why.chosen ? wxString::Format("Next %s: %s", coordText(why.chosen->cell), m_reasonText)
                                 : m_reasonText;
    } else {
        setRows({});
        if (ranked)
            m_reasonText = "No record of the search's events: its open list is not known.";
        else if (view)
            m_reasonText = noRankingLine(*view);
        reasonShown = m_reasonText;
    }
    setLabel(m_reason, reasonShown);
    m_decisionText = agent ? fromUtf8(view->lastDecision().text()) : wxString();
    setLabel(m_decision, m_decisionText.empty() ? wxString() : "Last move: " + m_decisionText);

    if (listing)
        setLabel(m_codeHeading, "Pseudo-code: " + fromUtf8(listing->title));
    m_code->setListing(listing);
    std::optional<int> line;
    if (listing && !stepEvents.empty())
        line = agent ? lineFor(*listing, stepEvents.back(), view->lastDecision())
                     : lineFor(*listing, stepEvents.back());
    m_code->setHighlightedLine(line.value_or(-1));
    if (relayout) {
        Layout();
        FitInside();
    }
}

void ExplanationPanel::setRows(const std::vector<std::vector<wxString>>& rows) {
    if (rows == m_rows)
        return;
    // Only what changed is touched: the list does not flicker as the search runs.
    const long count = static_cast<long>(rows.size());
    while (m_open->GetItemCount() > count)
        m_open->DeleteItem(m_open->GetItemCount() - 1);
    for (long row = 0; row < count; ++row) {
        const auto& cells = rows[static_cast<std::size_t>(row)];
        if (row >= m_open->GetItemCount()) {
            m_open->InsertItem(row, cells[kCell]);
            if (row == 0) {
                // The first row is the cell taken next.
                m_open->SetItemBackgroundColour(0, wxColour(255, 226, 150));
                m_open->SetItemFont(0, m_open->GetFont().Bold());
            }
        }
        for (int c = 0; c < kColumns; ++c) {
            const bool known = static_cast<std::size_t>(row) < m_rows.size();
            if (!known || m_rows[static_cast<std::size_t>(row)][static_cast<std::size_t>(c)] !=
                              cells[static_cast<std::size_t>(c)])
                m_open->SetItem(row, c, cells[static_cast<std::size_t>(c)]);
        }
    }
    m_rows = rows;
}

void ExplanationPanel::onSize(wxSizeEvent& event) {
    fitColumns(GetClientSize().x - FromDIP(8));
    event.Skip(); // the panel then lays its sizer out
}

void ExplanationPanel::fitColumns(int width) {
    // Each column as wide as its widest figure; what is left of the pane's width, less the vertical
    // scroll bar, goes to them in proportion to what each usually holds. A pane too narrow for the
    // figures scrolls the list sideways rather than cutting one.
    const int room = width - wxSystemSettings::GetMetric(wxSYS_VSCROLL_X, this) - FromDIP(6);
    shareListColumns(*m_open, room, {26, 18, 15, 18, 23});
}

int ExplanationPanel::openRows() const {
    return m_open->IsShown() ? m_open->GetItemCount() : 0;
}

wxString ExplanationPanel::openCell(int row, int column) const {
    if (row < 0 || row >= openRows() || column < 0 || column >= kColumns)
        return {};
    return m_open->GetItemText(row, column);
}

const PseudoCodeListing* ExplanationPanel::listing() const {
    return m_code->listing();
}

int ExplanationPanel::highlightedLine() const {
    return m_code->IsShown() ? m_code->highlightedLine() : -1;
}

} // namespace pathfinder::app
