#pragma once

#include "windows/compare_charts.h"
#include "workers/compare_choices.h"
#include "workers/compare_runner.h"

#include <wx/frame.h>
#include <wx/timer.h>

#include <array>
#include <functional>
#include <memory>
#include <string>
#include <utility>
#include <vector>

class wxBoxSizer;
class wxButton;
class wxScrolledWindow;
class wxCheckBox;
class wxGauge;
class wxSizer;
class wxSpinCtrl;
class wxStaticText;

namespace pathfinder::app {

class BarChartPanel;
class WalkerChecklist;
class CompareTable;
class FootprintView;
class StatusRow;
class MapGridDocument;
struct ComparePicture;

/// Search › Compare All: runs the chosen walkers on the open map, each several times, and shows
/// their numbers side by side in a sortable table, two bar charts and two footprints.
///
/// The runs happen on a worker thread with a copy of the map (CompareRunner); this window polls
/// it with a timer, so the main window stays usable. Each run has a budget of iterations (a
/// multiple of the map's cells) and ends as gave-up when it is spent, so no walker can keep the
/// comparison going for minutes. The charts are logarithmic unless asked otherwise, draw the
/// walkers that gave up hatched, and can leave them out. Closing the window cancels a comparison
/// under way and waits for the worker, which stops within milliseconds.
///
/// What the user ticks and sets is kept in the CompareChoices it is given, so the next window (and,
/// through the app's settings, the next session) starts from it.
class CompareWindow : public wxFrame {
public:
    /// Gives the main window's open document, or nullptr; it is read on the UI thread only.
    using DocumentSource = std::function<const MapGridDocument*()>;
    /// Gives the walker settings the main window runs with (those of the document's map).
    using SettingsSource = std::function<WalkerSettings()>;

    CompareWindow(wxWindow* parent, DocumentSource document, SettingsSource settings,
                  CompareChoices& choices);
    ~CompareWindow() override;

    /// The main window's map or walker settings changed, or the map was replaced or closed: marks
    /// the results stale when the map or a walker setting is no longer the one compared.
    void documentChanged();

    // What the buttons do, for the menu and for tests.
    /// Starts comparing the checked walkers on the current document; false when it cannot.
    bool run();
    void cancel();
    bool running() const { return m_runner.active(); }
    /// Writes the table as CSV; false (and a message) when the file cannot be written.
    bool exportCsv(const wxString& path);
    /// Writes the charts and footprints as PNG, or SVG for a path ending in .svg.
    bool exportPicture(const wxString& path);

    void checkWalker(const std::string& name, bool checked);
    std::vector<std::string> checkedWalkers() const;
    void setRepetitions(int repetitions);
    void setBudgetPerCell(int budget);
    void setChartOptions(const ChartOptions& options);
    ChartOptions chartOptions() const;
    /// Makes the walkers the comparison runs (for tests that need one that fails).
    void setWalkerFactory(WalkerFactory factory) { m_runner.setWalkerFactory(std::move(factory)); }

    bool stale() const { return m_stale; }
    wxString statusText() const;
    const CompareResult& result() const { return m_result; }
    CompareTable& table() { return *m_table; }
    const BarChart& timeChartShown() const;
    const BarChart& expansionsChartShown() const;
    FootprintView& footprint(std::size_t i) { return *m_footprints.at(i); }
    wxButton& runButton() { return *m_run; }
    wxButton& cancelButton() { return *m_cancel; }

private:
    wxSizer* buildControls(wxWindow* parent);
    /// The charts side by side when the window is wide enough for both, else one above the other.
    void layOutCharts();
    void onClose(wxCloseEvent& event);
    void onPoll(wxTimerEvent& event);
    void showProgress(const CompareProgress& progress);
    void finish();
    void showRows(const std::vector<CompareRow>& rows, double optimalCost);
    /// Keeps what the user ticked and set in the choices.
    void remember();
    void enableButtons();
    void setStatus(const wxString& text);
    ComparePicture picture();
    void chooseCsvFile();
    void choosePictureFile();

    DocumentSource m_document;
    SettingsSource m_settings;
    CompareChoices& m_choices;
    CompareRunner m_runner;
    CompareResult m_result;
    wxString m_mapName;
    wxString m_exportName; ///< what the files exported from the result are named after
    bool m_stale = false;
    std::pair<int, int> m_shown{-2, -2}; ///< (runs done, current row) last shown while running
    wxTimer m_poll;

    std::unique_ptr<WalkerChecklist> m_walkers;
    wxSpinCtrl* m_repetitions = nullptr;
    wxSpinCtrl* m_budget = nullptr;
    wxCheckBox* m_logScale = nullptr;
    wxCheckBox* m_showGaveUp = nullptr;
    wxButton* m_run = nullptr;
    wxButton* m_cancel = nullptr;
    wxButton* m_exportCsv = nullptr;
    wxButton* m_exportPicture = nullptr;
    wxGauge* m_gauge = nullptr;
    StatusRow* m_statusRow = nullptr;
    wxScrolledWindow* m_root = nullptr;
    wxBoxSizer* m_charts = nullptr;
    wxStaticText* m_staleNote = nullptr;
    CompareTable* m_table = nullptr;
    BarChartPanel* m_timeChart = nullptr;
    BarChartPanel* m_expansionsChart = nullptr;
    std::array<FootprintView*, 2> m_footprints{};
};

} // namespace pathfinder::app
