#include "frame/main_frame_features.h"

#include "canvas/grid_painter.h"
#include "document/map_grid_doc_manager.h"
#include "document/map_grid_document.h"
#include "panels/all_units_panel.h"
#include "run/stats_panel.h"

namespace pathfinder::app {

// The features' controllers: building them, and what the frame's callers ask of them.

void MainFrame::buildFeatures() {
    FrameParts parts{*this,
                     *static_cast<MapGridDocManager*>(GetDocumentManager()),
                     m_panes,
                     m_search,
                     *m_canvas,
                     *m_footer,
                     *m_controls,
                     *m_runBar,
                     *m_stats,
                     *m_history,
                     *m_timeline,
                     *m_explanations,
                     *m_allUnits,
                     *m_exercise,
                     [this] { return m_doc; },
                     [this](wxCommand* command) { submit(command); },
                     [this](const wxString& text) { SetStatusText(text, PhaseField); },
                     [this] { onProgress(); },
                     [this](wxSize size) { return renderPicture(size); },
                     [this](const wxString& name) { togglePane(name); }};
    m_features = std::make_unique<Features>(std::move(parts));
}

CrowdController& MainFrame::crowd() {
    return m_features->crowd;
}

wxBitmap MainFrame::renderPicture(wxSize size) {
    GridPainter painter;
    PaintScene scene;
    if (m_doc) {
        scene = m_search.scene(m_doc->grid());
        scene.smoothedPath = m_stats->smoothedPath(scene.walker);
        const std::optional<SuboptimalityReport>& report = m_features->explain.report();
        scene.suboptimality = report ? &*report : nullptr;
        scene.routes = m_allUnits->routes();
        // The picture shows the overlays the map shows.
        if (m_editor.display.regions)
            scene.regions = &m_doc->grid().regions(m_doc->movement());
        if (m_editor.display.clearance)
            scene.clearance = &m_doc->clearance();
        scene.crowd = m_features->crowd.picture();
        scene.heuristicError = m_features->heuristicError.map();
    }
    return painter.render(scene, size, m_editor.display);
}

void MainFrame::finishJobs() {
    m_features->explain.finishJobs();
    m_features->traces.finishJobs();
    m_features->maps.finishJobs();
    m_features->heuristicError.finishJobs();
    m_search.finishJobs();
}

bool MainFrame::exportHistory(const wxString& path) {
    return m_features->maps.exportHistory(path);
}

BreakpointDialog* MainFrame::breakpointDialog() const {
    return m_features->timeline.breakpointDialog();
}

void MainFrame::toggleCellBreakpoint(Breakpoint::Kind kind, Coord cell) {
    m_features->timeline.toggleCellBreakpoint(kind, cell);
}

const std::optional<SuboptimalityReport>& MainFrame::suboptimality() const {
    return m_features->explain.report();
}

bool MainFrame::explainingPath() const {
    return m_features->explain.pending();
}

const wxString& MainFrame::lastTraceComparison() const {
    return m_features->traces.lastComparison();
}

bool MainFrame::exportAnimation(const AnimationOptions& options, const wxString& path,
                                const std::string& beside) {
    return m_features->traces.exportAnimation(options, path, beside);
}

CompareWindow* MainFrame::compareWindow() const {
    return m_features->compare.window();
}

CompareChoices& MainFrame::compareChoices() {
    return m_features->compare.choices();
}

GuideWindow* MainFrame::guideWindow() const {
    return m_features->help.guideWindow();
}

void MainFrame::showGuide(std::string_view walker) {
    m_features->help.showGuide(walker);
}

void MainFrame::startTour() {
    m_features->help.startTour();
}

TourCard* MainFrame::tour() const {
    return m_features->help.tour();
}

bool MainFrame::tourAtStart() const {
    return m_features->help.tourAtStart();
}

void MainFrame::setTourAtStart(bool show) {
    m_features->help.setTourAtStart(show);
}

ScenarioWindow* MainFrame::scenarioWindow() const {
    return m_features->scenario.window();
}

bool MainFrame::showQuery(Coord start, Coord goal, const std::string& walker) {
    return m_features->scenario.showQuery(start, goal, walker);
}

} // namespace pathfinder::app
