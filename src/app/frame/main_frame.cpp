#include "frame/main_frame.h"

#include "canvas/grid_canvas.h"
#include "canvas/grid_view.h"
#include "canvas/map_footer.h"
#include "document/grid_commands.h"
#include "document/map_grid_doc_manager.h"
#include "document/map_grid_document.h"
#include "frame/main_frame_features.h"
#include "frame/main_menu.h"
#include "frame/shortcuts.h"
#include "frame/status_text.h"
#include "machine/topology_heuristic.h"
#include "panels/control_panel.h"
#include "panels/explanation_panel.h"
#include "run/run_bar.h"
#include "run/run_history.h"
#include "run/stats_panel.h"
#include "widgets/fitting_status_bar.h"
#include "widgets/user_messages.h"

#include <wx/app.h>
#include <wx/display.h>
#include <wx/menu.h>

#include <algorithm>
#include <tuple>

namespace pathfinder::app {

namespace {

/// As large as the window wants, but never larger than the screen it opens on.
wxSize initialSize() {
    const wxRect screen = wxDisplay(static_cast<unsigned>(0)).GetClientArea();
    return {std::min(1400, screen.width), std::min(940, screen.height)};
}

} // namespace

MainFrame::MainFrame(wxDocManager* manager, const std::vector<Preset>& presets)
    : wxDocParentFrame(manager, nullptr, wxID_ANY, wxTheApp->GetAppDisplayName(), wxDefaultPosition,
                       initialSize()),
      m_search(this), m_presets(presets) {
    const MainMenu menu = buildMainMenu(m_presets);
    SetMenuBar(menu.bar);
    m_editMenu = menu.edit;
    manager->FileHistoryUseMenu(menu.recent);
    manager->FileHistoryAddFilesToMenu(menu.recent);

    // Each field as wide as what it says: the hovered cell, the phase, the zoom.
    SetStatusBar(new FittingStatusBar(this, FieldCount));

    buildLayout();
    buildFeatures();
    bindMenus();
    Bind(wxEVT_CHAR_HOOK, &MainFrame::onCharHook, this);
    Bind(wxEVT_CLOSE_WINDOW, &MainFrame::onClose, this);

    m_search.onProgress = [this] { onProgress(); };
    // A frame a tick: what the tick changed is painted before the next one.
    m_search.onTicked = [this] { Update(); };
    m_search.onFinished = [this](const SearchView& walker, const RunSettings& settings) {
        onFinished(walker, settings);
    };
    m_search.onWalkEnded = [this](const WalkSession& walk, const RunSettings& settings,
                                  const MapGridDocument& doc) {
        m_history->addWalk(walk, settings, doc.grid(), doc.GetUserReadableName());
    };
    m_search.onNotice = [this](const wxString& text) { SetStatusText(text, PhaseField); };
    m_search.onLiveChanged = [this](bool on) {
        if (wxMenuBar* bar = GetMenuBar())
            bar->Check(ids::LiveResolve, on);
    };
    m_search.setRate(m_runBar->rate());
    onProgress();
    // File choosers open in the open map's folder (or the last folder used).
    setMapFolderSource([this] { return m_doc ? m_doc->folder() : wxString(); });
}

MainFrame::~MainFrame() {
    setMapFolderSource(nullptr);
    if (m_onDestroy)
        m_onDestroy();
    // The panels refer to the controller and editor state: they go first.
    m_search.onWalkEnded = nullptr;
    m_search.onLiveChanged = nullptr;
    m_search.onTicked = nullptr;
    m_search.attach(nullptr);
    m_canvas->onPainted = nullptr; // the footer may go before the canvas
    m_panes.UnInit();
    DestroyChildren();
}

void MainFrame::bindMenus() {
    using namespace pane_names;
    onMenu(*this, ids::GoPause, [this] {
        if (!m_features->exercise.holdsRuns())
            m_search.toggle();
    });
    onMenu(*this, ids::Step, [this] {
        if (!m_features->exercise.holdsRuns())
            m_search.step();
    });
    onMenu(*this, ids::Reset, [this] { m_search.reset(); });
    onMenu(*this, ids::LiveResolve, [this] {
        if (!m_features->exercise.holdsRuns())
            m_search.setLive(!m_search.live());
    });
    checkMenu(*this, ids::LiveResolve, [this] { return m_search.live(); });
    onMenu(*this, ids::Walk, [this] {
        if (!m_features->exercise.holdsRuns())
            m_search.walk();
    });
    onMenu(*this, ids::ZoomIn, [this] { m_canvas->zoomBy(1.25); });
    onMenu(*this, ids::ZoomOut, [this] { m_canvas->zoomBy(0.8); });
    onMenu(*this, ids::FitToWindow, [this] { m_canvas->fitToWindow(); });
    onMenu(*this, ids::ShowControls, [this] { togglePane(kControls); });
    onMenu(*this, ids::ShowStatistics, [this] { togglePane(kStats); });
    onMenu(*this, ids::ShowHistory, [this] { togglePane(kHistory); });
    onMenu(*this, ids::ShowExplanations, [this] {
        togglePane(kExplanations);
        onProgress();
    });
    onMenu(*this, ids::ResetLayout, [this] { m_panes.LoadPerspective(m_defaultLayout); });
    for (const auto& [id, pane] :
         {std::pair{ids::ShowControls, kControls}, std::pair{ids::ShowStatistics, kStats},
          std::pair{ids::ShowHistory, kHistory}, std::pair{ids::ShowExplanations, kExplanations}})
        checkMenu(*this, id, [this, pane = pane] { return m_panes.GetPane(pane).IsShown(); });
    // What the map shows beside the search (View).
    for (const auto& [id, shown] :
         {std::pair{ids::CellNumbers, &m_cellNumbers}, std::pair{ids::Regions, &m_regions},
          std::pair{ids::SmoothedPath, &m_smoothedPath}, std::pair{ids::Clearance, &m_clearance}}) {
        onMenu(*this, id, [this, shown = shown] {
            *shown = !*shown;
            onEditorChanged();
        });
        checkMenu(*this, id, [shown = shown] { return *shown; });
    }
    // Search › Agent's Sight: how far a walking agent sees (a new walk takes it).
    for (const auto& [id, radius, rule] :
         {std::tuple{ids::SightEverything, 0, SightRule::Line},
          std::tuple{ids::SightLine4, 4, SightRule::Line}, std::tuple{ids::SightLine8, 8, SightRule::Line},
          std::tuple{ids::SightLine16, 16, SightRule::Line},
          std::tuple{ids::SightRadius8, 8, SightRule::Radius}})
        onMenu(*this, id, [this, radius = radius, rule = rule] {
            m_search.setSight(radius, rule);
            onRunChanged();
        });
    // Edit › Shape and the brush size.
    for (const auto& [id, shape] :
         {std::pair{ids::ShapeFreehand, EditShape::Freehand}, std::pair{ids::ShapeLine, EditShape::Line},
          std::pair{ids::ShapeRectangle, EditShape::Rectangle}, std::pair{ids::ShapeFill, EditShape::Fill}}) {
        onMenu(*this, id, [this, shape = shape] {
            m_controls->setShape(shape);
            onEditorChanged();
        });
        checkMenu(*this, id, [this, shape = shape] { return m_editor.shape == shape; });
    }
    for (const auto& [id, by] : {std::pair{ids::BrushSmaller, -1}, std::pair{ids::BrushLarger, 1}})
        onMenu(*this, id, [this, by = by] {
            m_controls->stepBrushSize(by);
            onEditorChanged();
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
    m_features->exercise.end();           // it belongs to the map it started on
    m_features->crowd.documentReplaced(); // and so does a crowd
    m_doc = view.document();
    followTopology();
    // The algorithm and its settings are the session's: they carry over to each new document.
    m_search.setChoices(m_controls->runChoices());
    m_search.attach(m_doc);
    m_canvas->setDocument(m_doc);
    wxCommandProcessor* history = m_doc->GetCommandProcessor();
    history->SetEditMenu(m_editMenu);
    history->Initialize();
    documentChanged();
    const wxString notice = m_features->timeline.dropOldBreakpoints();
    m_features->maps.setOpenNotice(notice);
    if (!notice.empty())
        SetStatusText(notice, PhaseField);
}

void MainFrame::detachView(GridView& view) {
    if (!m_doc || m_doc != view.document())
        return;
    m_doc->GetCommandProcessor()->SetEditMenu(nullptr);
    m_features->exercise.end();
    m_features->crowd.documentReplaced();
    m_search.attach(nullptr);
    m_canvas->setDocument(nullptr);
    m_doc = nullptr;
    m_hovered.reset();
    updateTitle();
    m_features->compare.documentChanged();
    m_features->scenario.documentChanged();
}

void MainFrame::documentChanged(const std::vector<GridChange>& changes) {
    for (const GridChange& change : changes)
        m_search.mapChanged(change);
    // A live re-solve starts at once, so that the paint the changes ask for shows its result.
    m_search.settleLive();
    m_features->crowd.mapChanged(changes);
    m_features->exercise.mapChanged(changes);
    if (m_doc) {
        followTopology();
        m_controls->showMovement(m_doc->movement(), m_doc->grid().topology());
        m_search.settingsChanged();
        m_features->exercise.movementChanged(m_doc->movement());
    }
    m_features->units.documentChanged();
    m_canvas->documentChanged();
    m_footer->update();
    showHover();
    updateTitle();
    m_features->compare.documentChanged();
    m_features->scenario.documentChanged();
    // A live re-solve that has ended is painted at once: left to the toolkit's frame clock, a paint
    // comes up to a frame later, and a drag whose moves fall between its frames shows two moves in
    // one frame now and then. One still under way goes on by the timer's ticks, painted as they go.
    if (m_search.live() && m_search.phase() == SearchController::Phase::Finished)
        m_canvas->Update();
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
    const Shortcut* shortcut = findShortcut(keyCode, modifiers);
    // Ctrl shortcuts are the menus' accelerators; only the frame's keys are handled here.
    if (!shortcut || !isFrameKey(*shortcut))
        return false;
    wxCommandEvent command(wxEVT_MENU, shortcut->command);
    command.SetEventObject(this);
    ProcessWindowEvent(command);
    return true;
}

void MainFrame::onCharHook(wxKeyEvent& event) {
    // A key the focused control uses itself (typing in a number field, moving a slider) is its.
    if (keyBelongsTo(wxWindow::FindFocus(), event.GetKeyCode()) ||
        !handleShortcut(event.GetKeyCode(), event.GetModifiers()))
        event.Skip();
}

void MainFrame::onClose(wxCloseEvent& event) {
    // As in wx's life demo: the animation stops before the window goes.
    m_search.pause();
    event.Skip();
}

bool MainFrame::openPreset(const wxString& fileName) {
    for (const Preset& preset : m_presets) {
        if (preset.fileName() == fileName) {
            auto* manager = static_cast<MapGridDocManager*>(GetDocumentManager());
            return manager->openPreset(preset.path) != nullptr;
        }
    }
    return false;
}

void MainFrame::onPreset(wxCommandEvent& event) {
    const auto index = static_cast<std::size_t>(event.GetId() - ids::PresetFirst);
    if (index < m_presets.size())
        static_cast<MapGridDocManager*>(GetDocumentManager())->openPreset(m_presets[index].path);
}

void MainFrame::applyControls() {
    onEditorChanged();
    onRunChanged();
    m_search.setRate(m_runBar->rate());
}

void MainFrame::onEditorChanged() {
    m_editor = m_controls->editorState();
    m_editor.display.cellNumbers = m_cellNumbers;
    m_editor.display.regions = m_regions;
    m_editor.display.smoothedPath = m_smoothedPath;
    m_editor.display.clearance = m_clearance;
    m_canvas->Refresh();
    m_footer->update();
}

void MainFrame::onRunChanged() {
    m_search.setChoices(m_controls->runChoices());
    if (!m_doc)
        return;
    m_search.settingsChanged();
    m_features->compare.documentChanged();
    m_features->scenario.documentChanged();
}

void MainFrame::followTopology() {
    const Topology topology = m_doc->grid().topology();
    if (topology == m_heuristicTopology)
        return;
    const HeuristicKind chosen = m_controls->runChoices().walker.heuristic;
    const HeuristicKind next = heuristicForTopology(chosen, m_heuristicTopology, topology);
    m_heuristicTopology = topology;
    if (next == chosen)
        return;
    m_controls->selectParameter(Parameter::Heuristic, toString(next));
    m_search.setChoices(m_controls->runChoices());
}

void MainFrame::onMovementChanged() {
    if (m_doc && m_controls->movement() != m_doc->movement())
        submit(new ChangeMovementCommand(*m_doc, m_controls->movement()));
}

void MainFrame::onProgress() {
    // A search or a walk that starts puts All Units' routes away.
    m_features->units.searchProgressed();
    m_runBar->showPhase(m_search.phase());
    m_features->timeline.update();
    m_features->explain.searchProgressed();
    m_features->crowd.searchProgressed();
    if (m_panes.GetPane(pane_names::kExplanations).IsShown())
        m_explanations->show(
            m_search.shownView(), [this] { return m_search.shownState(); }, m_search.shownStepEvents(),
            m_search.racing()       ? ExplanationPanel::Unranked::Racing
            : m_search.recordLags() ? ExplanationPanel::Unranked::Recording
                                    : ExplanationPanel::Unranked::No);
    if (const WalkSession* walk = m_search.walkSession()) {
        m_stats->showWalk(walk);
    } else {
        m_stats->showWalk(nullptr);
        const auto preparing = m_search.preparing();
        m_stats->showProgress(m_search.shownView(),
                              preparing ? L"Building " + wxString::FromUTF8(preparing->first) + L"\u2026"
                                        : wxString());
    }
    m_stats->showLive(m_search.live() ? &m_search.liveFigures() : nullptr);
    SetStatusText(describePhase(m_search), PhaseField);
    m_features->exercise.searchProgressed();
    m_canvas->Refresh();
    m_footer->update();
    if (m_hovered)
        showHover();
}

void MainFrame::onFinished(const SearchView& walker, const RunSettings& settings) {
    // A live re-solve is no run of its own: its figures are the statistics' Live line.
    if (!m_doc || m_search.live())
        return;
    m_stats->addResult(walker, m_doc->grid(), settings, m_doc->GetUserReadableName());
}

void MainFrame::showHover() {
    if (!m_doc || !m_hovered || !m_doc->grid().inBounds(*m_hovered)) {
        SetStatusText(wxEmptyString, HoverField);
        return;
    }
    wxString text = describeCell(m_doc->grid(), m_search, *m_hovered);
    const wxString steps = describeSteps(m_doc->grid(), m_doc->movement(), *m_hovered);
    if (!steps.empty())
        text += "  |  " + steps;
    SetStatusText(text, HoverField);
}

} // namespace pathfinder::app
