#pragma once

#include "pathfinder/coord.h"
#include "pathfinder/maze_generator.h"

#include "editor_state.h"
#include "search_controller.h"

#include <wx/bitmap.h>
#include <wx/docview.h>
#include <wx/weakref.h>

#include <optional>
#include <vector>

class wxCommand;

namespace pathfinder::app {

class CompareWindow;
class ControlPanel;
class GridCanvas;
class GridView;
class MapGridDocument;
class StatsPanel;

/// The app's one window: the grid canvas, the stats panel under it and the control panel on
/// the right. Documents come and go (New, Open, presets); the frame and its panels stay, and
/// the GridView of each document attaches to them.
class MainFrame : public wxDocParentFrame {
public:
    MainFrame(wxDocManager* manager, const std::vector<wxString>& presets);
    ~MainFrame() override;

    GridCanvas& canvas() { return *m_canvas; }
    ControlPanel& controls() { return *m_controls; }
    StatsPanel& stats() { return *m_stats; }
    /// The Compare All window, while it is open.
    CompareWindow* compareWindow() const { return m_compare; }
    SearchController& search() { return m_search; }
    /// The open document, if any.
    MapGridDocument* document() const { return m_doc; }

    // For GridView.
    void attachView(GridView& view);
    void detachView(GridView& view);
    void documentChanged();
    void updateTitle();

    /// The single-key shortcuts: Space go/pause, → step, R reset, W walk, + / − zoom, F fit.
    /// Returns false for keys that are not shortcuts.
    bool handleShortcut(int keyCode, int modifiers);

    /// Opens the preset with this file name (e.g. "pacman.maze"); false when there is none.
    bool openPreset(const wxString& fileName);

    /// The map with the search on it, fitted into a picture of `size` pixels.
    wxBitmap renderPicture(wxSize size);

    /// Submits an edit to the open document's history.
    void submit(wxCommand* command);

    /// Takes the tool, run settings and rate from the control panel, as its own events do
    /// (for choices made in code, e.g. at start-up or in tests).
    void applyControls();

private:
    void buildLayout();
    void bindMenus();
    void onCharHook(wxKeyEvent& event);
    void onClose(wxCloseEvent& event);
    void onPreset(wxCommandEvent& event);
    void onImportMap();
    void onExportMap();
    void onExportPicture();
    void onGenerateMaze();
    void onCompareAll();
    void onClearMap();
    void onEditorChanged();
    void onRunChanged();
    void onMovementChanged();
    void onProgress();
    void onFinished(const MapGridWalker& walker, const RunSettings& settings);
    void showHover();

    SearchController m_search; // first: the canvas refers to it
    EditorState m_editor;
    GridCanvas* m_canvas = nullptr;
    ControlPanel* m_controls = nullptr;
    StatsPanel* m_stats = nullptr;
    wxMenu* m_editMenu = nullptr;
    std::vector<wxString> m_presets;
    MapGridDocument* m_doc = nullptr;
    std::optional<Coord> m_hovered;
    MazeOptions m_lastMaze;
    wxWeakRef<CompareWindow> m_compare;
};

} // namespace pathfinder::app
