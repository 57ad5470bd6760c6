#pragma once

#include "pathfinder/basics/coord.h"
#include "pathfinder/grid/map_grid.h"
#include "pathfinder/search/walker_settings.h"

#include "sessions/exercise_session.h"

#include <wx/scrolwin.h>
#include <wx/string.h>

#include <functional>
#include <optional>
#include <string>
#include <vector>

class wxButton;
class wxListCtrl;
class wxStaticText;
class wxTextCtrl;
class wxToggleButton;

namespace pathfinder::app {

class WrappingLabel;

/// The Exercise pane: what to do, the score, the last verdict with its explanation, the open list
/// as it stood at the last guess, and the controls of the exercise (Type g, h, f with its three
/// fields and Check; Check for a repair; Stop exercise). It runs an ExerciseSession; the frame
/// passes it the canvas's clicks and the map's changes, and draws its walker and marks.
class ExercisePanel : public wxScrolledWindow {
public:
    /// Open-list entries shown.
    static constexpr std::size_t kShownEntries = ExpansionExercise::kShownEntries;

    struct Handlers {
        std::function<void()> changed; ///< the exercise's picture changed: draw the map again
        std::function<void()> stopped; ///< Stop exercise was pressed
        /// Puts the repair's wall in as an undoable edit of the map.
        std::function<void(Coord)> putWall;
    };

    ExercisePanel(wxWindow* parent, Handlers handlers);

    ExerciseSession& session() { return m_session; }
    const ExerciseSession& session() const { return m_session; }

    /// Starts an exercise (ExerciseSession::startExpansion, startRepair); why not, in words.
    std::optional<std::string> startExpansion(const MapGrid& grid, const std::string& walker,
                                              const WalkerSettings& settings);
    std::optional<std::string> startRepair(const MapGrid& grid, const WalkerSettings& settings);
    void stop();

    /// A left click on a cell of the map while the exercise is on.
    void clickCell(Coord cell);
    /// The map's changes (the frame's documentChanged()).
    void mapChanged(const std::vector<GridChange>& changes);
    /// The map's movement rules are now `movement`: an exercise under other rules starts again.
    void movementChanged(const Movement& movement);

    /// Turns "Type g, h, f" on or off, as its button does.
    void setTypingValues(bool on);
    /// Types the three values into their fields and presses Check, as a person would.
    void typeValues(const wxString& g, const wxString& h, const wxString& f);
    /// Presses Check: the values typed, or the repair's marks.
    void check();

    /// The texts shown, for tests: the score line ("Score: 7 of 9 right"), the verdict.
    wxString scoreText() const;
    wxString verdictText() const;
    /// Rows of the open list shown, and the text of one of its cells (columns: #, cell, g, h, f, tie).
    int openRows() const;
    wxString openCell(int row, int column) const;

private:
    /// Shows the session as it stands; `notify`: tells the frame (Handlers::changed).
    void show(bool notify = true);
    void onCheck();
    void onSize(wxSizeEvent& event);
    /// Shares the pane's width between the open list's columns, each at least as wide as its figures.
    void fitColumns();

    ExerciseSession m_session;
    Handlers m_handlers;
    WrappingLabel* m_title = nullptr;
    WrappingLabel* m_instructions = nullptr;
    wxStaticText* m_score = nullptr;
    wxTextCtrl* m_verdict = nullptr;
    WrappingLabel* m_openHeading = nullptr;
    wxListCtrl* m_open = nullptr;
    wxToggleButton* m_typeValues = nullptr;
    wxWindow* m_valuesRow = nullptr;
    wxTextCtrl* m_g = nullptr;
    wxTextCtrl* m_h = nullptr;
    wxTextCtrl* m_f = nullptr;
    wxButton* m_check = nullptr;
    wxButton* m_stop = nullptr;
    int m_shownWidth = -1;
};

} // namespace pathfinder::app
