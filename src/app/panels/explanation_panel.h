#pragma once

#include "pathfinder/search/pseudo_code_listing.h"
#include "pathfinder/search/search_events.h"
#include "pathfinder/search/search_view.h"

#include <wx/panel.h>
#include <wx/scrolwin.h>
#include <wx/string.h>

#include <cstddef>
#include <functional>
#include <vector>

class wxListCtrl;

namespace pathfinder::app {

class PseudoCodeView;
class WrappingLabel;

/// Beside the grid, why the search did what the step shown did: the first entries of its open list
/// ranked as the walker ranks them, with the chosen one highlighted and the reason in words; for an
/// agent, the rule behind its last move; and the walker's pseudo-code with the line of the last
/// event highlighted.
///
/// In a pane too short for all of it, it scrolls up and down rather than squeezing the listing.
///
/// Cheap to call after every animation tick: it ranks only the first kShownEntries of the open
/// list, touches only the controls whose text changed, and lays the listing out again only when
/// the walker (or the panel's width) changes.
class ExplanationPanel : public wxScrolled<wxPanel> {
public:
    /// Open-list entries shown.
    static constexpr std::size_t kShownEntries = 10;
    /// Columns of the open list.
    enum Column { kCell, kG, kH, kF, kTie, kColumns };

    explicit ExplanationPanel(wxWindow* parent);

    /// Where the open list is read: the replay of the walker's events up to the step shown (open
    /// cells, their order of entry, g and f), or nullptr where there is no record of them. Asked for
    /// only when the panel shows an open list: keeping a replay up to date costs more than the
    /// search it follows.
    using StateSource = std::function<const SearchReplay*()>;

    /// Why the open list is counted but not ranked, when it is.
    enum class Unranked {
        No,
        /// The search runs as fast as it can (SearchController::racing()): its open list changes by
        /// thousands of cells a frame.
        Racing,
        /// The record the ranking is read from is still being made (SearchController::recordLags()).
        Recording,
    };

    /// Explains the step shown. `view` is the walker (nullptr: the panel is blank); `state` where
    /// its open list is read; `stepEvents` the events of the step just shown, the last of which
    /// picks the pseudo-code line (none: no line). Unless `unranked` is No, the open list is
    /// counted but not ranked, and `state` is not asked for.
    void show(const SearchView* view, const StateSource& state, const std::vector<SearchEvent>& stepEvents,
              Unranked unranked = Unranked::No);
    /// As above, with the replay at hand.
    void show(const SearchView* view, const SearchReplay* state, const std::vector<SearchEvent>& stepEvents) {
        show(view, StateSource([state] { return state; }), stepEvents);
    }

    /// Why the chosen entry goes first ("lower f (12 < 13)"), or the line that says why there is
    /// no ranking for this walker; empty when blank.
    wxString reason() const { return m_reasonText; }
    /// Rows of the open list shown (at most kShownEntries).
    int openRows() const;
    /// The text of a cell of the open list, e.g. openCell(0, kCell) == "(1, 1)".
    wxString openCell(int row, int column) const;
    /// The highlighted line of the pseudo-code (0-based), or −1.
    int highlightedLine() const;
    /// The pseudo-code listing shown; nullptr when none.
    const PseudoCodeListing* listing() const;
    /// An agent's last decision in words; empty for searches.
    wxString decision() const { return m_decisionText; }

private:
    void setRows(const std::vector<std::vector<wxString>>& rows);
    /// Shares `width` between the open list's columns, each at least as wide as its figures.
    void fitColumns(int width);
    void onSize(wxSizeEvent& event);

    WrappingLabel* m_title = nullptr;
    WrappingLabel* m_openHeading = nullptr;
    wxListCtrl* m_open = nullptr;
    WrappingLabel* m_reason = nullptr;
    WrappingLabel* m_decision = nullptr;
    WrappingLabel* m_codeHeading = nullptr;
    PseudoCodeView* m_code = nullptr;
    wxString m_reasonText;
    wxString m_decisionText;
    std::vector<std::vector<wxString>> m_rows; ///< what the open list shows, to skip unchanged cells
};

} // namespace pathfinder::app
