#pragma once

#include "pathfinder/search/walker_settings.h"

#include "workers/scenario_batch.h"

#include <wx/frame.h>
#include <wx/timer.h>

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

class wxButton;
class wxChoice;
class wxGauge;
class wxListCtrl;
class wxSizer;
class wxSpinCtrl;
class wxStaticText;

namespace pathfinder::app {

class BoxPlotPanel;
class MapGridDocument;
class ScenarioQueryList;
class StatusRow;
class WalkerChecklist;

/// Search › Run a Scenario: runs the chosen walkers over every query of a Moving AI scenario file
/// (.scen) on the map that is open, whatever map the file names, and shows per walker how many
/// queries it solved and the distributions of its search times and expansions (a table and box
/// plots), and every query with each walker's figures. Selecting a query puts its start and goal on
/// the map (one undo step) and searches it there with the walker chosen under "Search with".
///
/// The queries run on a worker thread with a copy of the map (ScenarioBatch); a timer polls it,
/// so the main window stays usable and the gauge moves. Closing the window cancels a run under way.
/// Before a run every query is checked against the map as it is then: a query for another size of
/// map, or with an end on a wall, is refused with the file, line and column.
class ScenarioWindow : public wxFrame {
public:
    /// Gives the main window's open document, or nullptr; it is read on the UI thread only.
    using DocumentSource = std::function<const MapGridDocument*()>;
    /// Gives the walker settings the main window runs with (with the document's movement).
    using SettingsSource = std::function<WalkerSettings()>;
    /// Shows a query on the map: its start and goal, searched by the walker with this registry name.
    using QueryShower = std::function<void(Coord start, Coord goal, const std::string& walker)>;

    ScenarioWindow(wxWindow* parent, DocumentSource document, SettingsSource settings, QueryShower show);
    ~ScenarioWindow() override;

    /// Reads a scenario file to run on the open map; false, with the reason in a message and the
    /// status line, when it cannot be read or does not fit the map. The scenario shown until then
    /// stays.
    bool openScenario(const wxString& path);
    /// Runs the checked walkers over the scenario's queries; false when it cannot start.
    bool run();
    void cancel();
    bool running() const { return m_batch.active(); }
    /// Writes every query's results as CSV with what produced them; false (and a message) when the
    /// file cannot be written.
    bool exportCsv(const wxString& path);
    /// Shows the query with this index into the file's queries on the map, as selecting it does.
    void showQuery(std::size_t query);
    /// The main window's map or settings changed: says so when they are no longer those run.
    void documentChanged();

    void checkWalker(const std::string& name, bool checked);
    std::vector<std::string> checkedWalkers() const;
    void setRepetitions(int repetitions);
    /// Chooses the walker (by registry name) that searches a selected query; false when it is not
    /// among those offered (the walkers of the run).
    bool chooseSearchWalker(const std::string& name);

    const ScenarioBatchResult& result() const { return m_result; }
    /// The figures per walker of the result shown.
    const std::vector<ScenarioWalkerFigures>& figures() const { return m_figures; }
    wxString statusText() const;
    bool stale() const { return m_stale; }
    ScenarioQueryList& queries() { return *m_queries; }
    wxListCtrl& summary() { return *m_summary; }
    const BoxPlotPanel& timePlot() const { return *m_timePlot; }
    wxButton& runButton() { return *m_run; }

private:
    wxSizer* buildControls(wxWindow* parent);
    void onClose(wxCloseEvent& event);
    void onPoll(wxTimerEvent& event);
    void finish();
    /// Shows m_result: the summary table, the plots, the query list, the walker to search with.
    void showResult();
    void enableButtons();
    void setStatus(const wxString& text);
    void chooseScenarioFile();
    void chooseCsvFile();

    DocumentSource m_document;
    SettingsSource m_settings;
    QueryShower m_show;
    ScenarioBatch m_batch;
    ScenarioBatchResult m_result;
    std::vector<ScenarioWalkerFigures> m_figures;
    std::vector<ScenarioQuery> m_queriesRead; ///< the open file's queries, before any run
    wxString m_path;                          ///< the open scenario file
    wxString m_mapName;                       ///< the map the result was run on
    std::optional<std::uint64_t> m_cellsRun;  ///< the map's cellsStamp when the result was run
    bool m_stale = false;
    wxTimer m_poll;

    std::unique_ptr<WalkerChecklist> m_walkers;
    wxStaticText* m_fileText = nullptr;
    wxSpinCtrl* m_repetitions = nullptr;
    wxButton* m_open = nullptr;
    wxButton* m_run = nullptr;
    wxButton* m_cancel = nullptr;
    wxButton* m_exportCsv = nullptr;
    wxGauge* m_gauge = nullptr;
    StatusRow* m_statusRow = nullptr;
    wxStaticText* m_staleNote = nullptr;
    wxChoice* m_searchWith = nullptr;
    wxListCtrl* m_summary = nullptr;
    BoxPlotPanel* m_timePlot = nullptr;
    BoxPlotPanel* m_expandedPlot = nullptr;
    ScenarioQueryList* m_queries = nullptr;
};

} // namespace pathfinder::app
