#include "main_frame.h"

#include "compare_window.h"
#include "control_panel.h"
#include "generate_maze_dialog.h"
#include "grid_canvas.h"
#include "grid_commands.h"
#include "grid_painter.h"
#include "grid_view.h"
#include "import_export.h"
#include "main_menu.h"
#include "map_grid_doc_manager.h"
#include "map_grid_document.h"
#include "stats_panel.h"
#include "status_text.h"
#include "text_format.h"
#include "user_messages.h"

#include <wx/app.h>
#include <wx/filename.h>
#include <wx/menu.h>
#include <wx/sizer.h>
#include <wx/statusbr.h>
#include <wx/textentry.h>

namespace pathfinder::app {

namespace {

enum StatusField { HoverField, PhaseField, ZoomField, FieldCount };

} // namespace

MainFrame::MainFrame(wxDocManager* manager, const std::vector<wxString>& presets)
    : wxDocParentFrame(manager, nullptr, wxID_ANY, wxTheApp->GetAppDisplayName(), wxDefaultPosition,
                       wxSize(1260, 900)),
      m_search(this), m_presets(presets) {
    const MainMenu menu = buildMainMenu(m_presets);
    SetMenuBar(menu.bar);
    m_editMenu = menu.edit;
    manager->FileHistoryUseMenu(menu.recent);
    manager->FileHistoryAddFilesToMenu(menu.recent);

    CreateStatusBar(FieldCount);
    const int widths[FieldCount] = {-3, -2, 130};
    SetStatusWidths(FieldCount, widths);

    buildLayout();
    bindMenus();
    Bind(wxEVT_CHAR_HOOK, &MainFrame::onCharHook, this);
    Bind(wxEVT_CLOSE_WINDOW, &MainFrame::onClose, this);

    m_search.onProgress = [this] { onProgress(); };
    m_search.onFinished = [this](const MapGridWalker& walker, const RunSettings& settings) {
        onFinished(walker, settings);
    };
    m_search.onNotice = [this](const wxString& text) { SetStatusText(text, PhaseField); };
    m_search.setRate(m_controls->rate());
    onProgress();
}

MainFrame::~MainFrame() {
    // The panels refer to the controller and editor state: they go first.
    m_search.attach(nullptr);
    DestroyChildren();
}

void MainFrame::buildLayout() {
    auto* root = new wxPanel(this);
    m_canvas = new GridCanvas(root, m_search, m_editor);
    m_stats = new StatsPanel(root);
    ControlPanel::Handlers handlers;
    handlers.editorChanged = [this] { onEditorChanged(); };
    handlers.runChanged = [this] { onRunChanged(); };
    handlers.movementChanged = [this] { onMovementChanged(); };
    handlers.rateChanged = [this] { m_search.setRate(m_controls->rate()); };
    handlers.go = [this] { m_search.go(); };
    handlers.pause = [this] { m_search.pause(); };
    handlers.step = [this] { m_search.step(); };
    handlers.reset = [this] { m_search.reset(); };
    handlers.clear = [this] { onClearMap(); };
    handlers.walk = [this] { m_search.walk(); };
    m_controls = new ControlPanel(root, handlers);
    m_controls->SetMinSize(wxSize(320, -1));
    m_editor = m_controls->editorState();

    m_canvas->onHover = [this](std::optional<Coord> cell) {
        m_hovered = cell;
        showHover();
    };
    m_canvas->onZoom = [this](double scale) {
        SetStatusText(wxString::Format(scale >= 10 ? "%.0f px per cell" : "%.1f px per cell", scale),
                      ZoomField);
    };

    auto* left = new wxBoxSizer(wxVERTICAL);
    left->Add(m_canvas, wxSizerFlags(1).Expand());
    left->Add(m_stats, wxSizerFlags().Expand());
    auto* row = new wxBoxSizer(wxHORIZONTAL);
    row->Add(left, wxSizerFlags(1).Expand());
    row->Add(m_controls, wxSizerFlags().Expand());
    root->SetSizer(row);
}

void MainFrame::bindMenus() {
    auto on = [this](int id, auto action) {
        Bind(
            wxEVT_MENU, [action](wxCommandEvent&) { action(); }, id);
    };
    on(ids::ImportMap, [this] { onImportMap(); });
    on(ids::ExportMap, [this] { onExportMap(); });
    on(ids::ExportPicture, [this] { onExportPicture(); });
    on(ids::GenerateMaze, [this] { onGenerateMaze(); });
    on(ids::ClearMap, [this] { onClearMap(); });
    on(ids::GoPause, [this] { m_search.toggle(); });
    on(ids::Step, [this] { m_search.step(); });
    on(ids::Reset, [this] { m_search.reset(); });
    on(ids::Walk, [this] { m_search.walk(); });
    on(ids::CompareAll, [this] { onCompareAll(); });
    on(ids::ZoomIn, [this] { m_canvas->zoomBy(1.25); });
    on(ids::ZoomOut, [this] { m_canvas->zoomBy(0.8); });
    on(ids::FitToWindow, [this] { m_canvas->fitToWindow(); });
    on(ids::KeyboardHelp, [this] {
        showMessage(
            this, "Keyboard and mouse",
            L"Left click / drag: use the tool (place start or goal, paint walls, erase, paint costs)\n"
            L"Drag the start or the goal: move it\n"
            L"Right or middle drag: pan    Wheel: zoom\n\n"
            L"Space: go / pause    \u2192: one step    R: reset    W: walk an agent\n"
            L"+ / \u2212: zoom    F: fit to window\n"
            L"Ctrl+Z / Ctrl+Y: undo / redo    Ctrl+G: generate a maze");
    });
    on(wxID_ABOUT, [this] {
        showMessage(this, "About Pathfinder Testbed",
                    "Pathfinder Testbed\n\nDraw a maze, pick an algorithm and watch it search step by step.");
    });
    Bind(wxEVT_MENU, &MainFrame::onPreset, this, ids::PresetFirst, ids::PresetLast);
}

void MainFrame::submit(wxCommand* command) {
    if (m_doc)
        m_doc->GetCommandProcessor()->Submit(command);
    else
        delete command;
}

void MainFrame::attachView(GridView& view) {
    m_doc = view.document();
    // The algorithm and its settings are the session's: they carry over to each new document.
    m_doc->setRunChoices(m_controls->runChoices());
    m_search.attach(m_doc);
    m_canvas->setDocument(m_doc);
    wxCommandProcessor* history = m_doc->GetCommandProcessor();
    history->SetEditMenu(m_editMenu);
    history->Initialize();
    documentChanged();
}

void MainFrame::detachView(GridView& view) {
    if (!m_doc || m_doc != view.document())
        return;
    m_doc->GetCommandProcessor()->SetEditMenu(nullptr);
    m_search.attach(nullptr);
    m_canvas->setDocument(nullptr);
    m_doc = nullptr;
    m_hovered.reset();
    updateTitle();
    if (m_compare)
        m_compare->documentChanged();
}

void MainFrame::documentChanged() {
    if (m_doc) {
        m_controls->showMovement(m_doc->runSettings().walker.movement);
        m_search.settingsChanged();
    }
    m_canvas->documentChanged();
    showHover();
    updateTitle();
    if (m_compare)
        m_compare->documentChanged();
}

void MainFrame::updateTitle() {
    const wxString app = wxTheApp->GetAppDisplayName();
    if (!m_doc) {
        SetTitle(app);
        return;
    }
    SetTitle(m_doc->GetUserReadableName() + (m_doc->IsModified() ? "*" : "") + " - " + app);
}

bool MainFrame::handleShortcut(int keyCode, int modifiers) {
    if (modifiers != wxMOD_NONE && modifiers != wxMOD_SHIFT)
        return false;
    switch (keyCode) {
    case WXK_SPACE:
        m_search.toggle();
        return true;
    case WXK_RIGHT:
        m_search.step();
        return true;
    case 'R':
    case 'r':
        m_search.reset();
        return true;
    case 'W':
    case 'w':
        m_search.walk();
        return true;
    case '+':
    case '=':
    case WXK_NUMPAD_ADD:
        m_canvas->zoomBy(1.25);
        return true;
    case '-':
    case '_':
    case WXK_NUMPAD_SUBTRACT:
        m_canvas->zoomBy(0.8);
        return true;
    case 'F':
    case 'f':
        m_canvas->fitToWindow();
        return true;
    default:
        return false;
    }
}

void MainFrame::onCharHook(wxKeyEvent& event) {
    // Typing into a number field must not start searches.
    if (dynamic_cast<wxTextEntry*>(wxWindow::FindFocus()) ||
        !handleShortcut(event.GetKeyCode(), event.GetModifiers()))
        event.Skip();
}

void MainFrame::onClose(wxCloseEvent& event) {
    // As in wx's life demo: the animation stops before the window goes.
    m_search.pause();
    event.Skip();
}

bool MainFrame::openPreset(const wxString& fileName) {
    for (const wxString& path : m_presets) {
        if (wxFileName(path).GetFullName() == fileName) {
            auto* manager = static_cast<MapGridDocManager*>(GetDocumentManager());
            return manager->openPreset(path) != nullptr;
        }
    }
    return false;
}

void MainFrame::onPreset(wxCommandEvent& event) {
    const auto index = static_cast<std::size_t>(event.GetId() - ids::PresetFirst);
    if (index < m_presets.size())
        static_cast<MapGridDocManager*>(GetDocumentManager())->openPreset(m_presets[index]);
}

void MainFrame::applyControls() {
    onEditorChanged();
    onRunChanged();
    m_search.setRate(m_controls->rate());
}

void MainFrame::onEditorChanged() {
    m_editor = m_controls->editorState();
    m_canvas->Refresh();
}

void MainFrame::onRunChanged() {
    if (!m_doc)
        return;
    m_doc->setRunChoices(m_controls->runChoices());
    m_search.settingsChanged();
    if (m_compare)
        m_compare->documentChanged();
}

void MainFrame::onMovementChanged() {
    if (m_doc && m_controls->movement() != m_doc->runSettings().walker.movement)
        submit(new ChangeMovementCommand(*m_doc, m_controls->movement()));
}

void MainFrame::onClearMap() {
    if (!m_doc)
        return;
    const MapGrid& grid = m_doc->grid();
    MapGrid blank(grid.width(), grid.height());
    blank.setStart(grid.start());
    blank.setGoal(grid.goal());
    if (blank != grid)
        submit(new ReplaceGridCommand(*m_doc, blank, m_doc->mazeName(), "Clear Map"));
}

void MainFrame::onImportMap() {
    if (!m_doc)
        return;
    if (auto grid = importMovingAiMap(this))
        submit(new ReplaceGridCommand(*m_doc, *grid, m_doc->mazeName(), "Import Map"));
}

void MainFrame::onExportMap() {
    if (m_doc && exportMovingAiMap(this, m_doc->grid()))
        SetStatusText("Exported; a Moving AI map keeps walls only: costs, start and goal are not in it.",
                      PhaseField);
}

void MainFrame::onExportPicture() {
    if (m_doc)
        exportPicture(this, renderPicture(pictureSizeFor(m_doc->grid())));
}

wxBitmap MainFrame::renderPicture(wxSize size) {
    GridPainter painter;
    PaintScene scene;
    if (m_doc)
        scene = m_search.scene(m_doc->grid());
    return painter.render(scene, size, m_editor.display);
}

void MainFrame::onGenerateMaze() {
    if (!m_doc)
        return;
    // The kind, seed and density are remembered; the size offered is the current map's.
    m_lastMaze.width = m_doc->grid().width();
    m_lastMaze.height = m_doc->grid().height();
    GenerateMazeDialog dialog(this, m_lastMaze);
    if (dialog.ShowModal() != wxID_OK)
        return;
    m_lastMaze = dialog.options();
    const wxString name =
        wxString::Format(L"%s %d\u00d7%d, seed %llu", mazeKindLabel(m_lastMaze.kind), m_lastMaze.width,
                         m_lastMaze.height, static_cast<unsigned long long>(m_lastMaze.seed));
    submit(new ReplaceGridCommand(*m_doc, generateMaze(m_lastMaze), name.utf8_string(), "Generate Maze"));
    SetStatusText("Generated: " + name, PhaseField);
}

void MainFrame::onCompareAll() {
    if (!m_compare) {
        m_compare = new CompareWindow(this, [this]() -> const MapGridDocument* { return m_doc; });
        m_compare->Show();
    }
    m_compare->Raise();
}

void MainFrame::onProgress() {
    m_controls->showPhase(m_search.phase());
    if (const WalkSession* walk = m_search.walkSession()) {
        m_stats->showWalk(walk);
    } else {
        m_stats->showWalk(nullptr);
        m_stats->showProgress(m_search.walker());
    }
    SetStatusText(describePhase(m_search), PhaseField);
    m_canvas->Refresh();
    if (m_hovered)
        showHover();
}

void MainFrame::onFinished(const MapGridWalker& walker, const RunSettings& settings) {
    if (!m_doc)
        return;
    m_stats->addResult(walker, m_doc->grid(), settings, m_doc->GetUserReadableName());
}

void MainFrame::showHover() {
    if (!m_doc || !m_hovered || !m_doc->grid().inBounds(*m_hovered)) {
        SetStatusText(wxEmptyString, HoverField);
        return;
    }
    SetStatusText(describeCell(m_doc->grid(), m_search, *m_hovered), HoverField);
}

} // namespace pathfinder::app
