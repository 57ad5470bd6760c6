#include "features/trace_controller.h"

#include "pathfinder/formats/movingai_io.h"
#include "pathfinder/traces/recorded_run.h"
#include "pathfinder/traces/search_summary.h"
#include "pathfinder/traces/search_trace.h"
#include "pathfinder/traces/search_trace_io.h"

#include "canvas/grid_canvas.h"
#include "document/map_grid_doc_manager.h"
#include "document/map_grid_document.h"
#include "features/frame_parts.h"
#include "frame/main_menu.h"
#include "run/animation_dialog.h"
#include "run/result_text.h"
#include "run/search_controller.h"
#include "widgets/text_format.h"
#include "widgets/user_messages.h"
#include "workers/background_job.h"

#include <wx/docview.h>
#include <wx/filename.h>
#include <wx/frame.h>
#include <wx/progdlg.h>
#include <wx/utils.h>

#include <algorithm>
#include <atomic>
#include <stdexcept>

namespace pathfinder::app {

namespace {

/// Why a run's record cannot be written yet (SearchController::recordLags()).
const char* const kStillRecording = "The steps run at full speed are still being recorded for the timeline: "
                                    "export once the timeline shows them (a moment).";

} // namespace

TraceController::TraceController(FrameParts& parts) : m_parts(parts) {
    wxFrame& frame = m_parts.frame;
    onMenu(frame, ids::ExportTrace, [this] { onExportTrace(); });
    onMenu(frame, ids::ExportAnimation, [this] { onExportAnimation(); });
    onMenu(frame, ids::ImportTrace, [this] { onImportTrace(); });
    onMenu(frame, ids::CompareTraces, [this] { onCompareTraces(); });
}

void TraceController::finishJobs() {
    if (m_exportJob)
        m_exportJob->finish();
}

void TraceController::onExportTrace() {
    if (m_exportJob && m_exportJob->pending()) {
        showMessage(&m_parts.frame, "Export Trace",
                    "A trace is still being written: export again once it is done.", MessageKind::Warning);
        return;
    }
    const SearchTimeline* timeline = m_parts.search.timeline();
    const MapGridDocument* doc = m_parts.document();
    if (m_parts.search.recordLags()) {
        showMessage(&m_parts.frame, "Export Trace", kStillRecording, MessageKind::Warning);
        return;
    }
    if (!doc || !timeline || !timeline->begun()) {
        showMessage(&m_parts.frame, "Export Trace",
                    "There is no run to export: press Go or Step first, then export its trace.",
                    MessageKind::Warning);
        return;
    }
    const wxString path = askForFile(
        &m_parts.frame, "Export the search trace", doc->exportName() + ".trace.json",
        "Posthoc search traces (*.trace.json)|*.trace.json|JSON files (*.json)|*.json", FileAction::Save);
    if (path.empty())
        return;
    SearchTrace trace;
    trace.query.width = timeline->width();
    trace.query.height = timeline->height();
    TimelineFrame first;
    timeline->seek(timeline->firstStep(), first);
    trace.query.start = first.map().start();
    trace.query.goal = first.map().goal();
    trace.query.walker = std::string(timeline->description().name);
    trace.query.settings = settingsSummary(timeline->description(), timeline->settings());
    for (std::uint64_t step = timeline->firstStep(); step <= timeline->lastStep(); ++step)
        for (const SearchEvent& e : timeline->stepEvents(step))
            trace.events.push_back(e);
    // The reset's opening Restarting says nothing to a reader of the trace.
    if (!trace.events.empty() && trace.events.front().kind == SearchEventKind::Restarting)
        trace.events.erase(trace.events.begin());
    const wxString note = timeline->firstStep() > 0
                              ? wxString::Format(" (from step %llu: the steps before were dropped)",
                                                 static_cast<unsigned long long>(timeline->firstStep()))
                              : wxString();
    const wxString done = "Exported " + countWords(trace.events.size(), "event") +
                          " as a Posthoc trace, with its map beside it" + note + ", to " + path;
    // Writing (and hashing the map for the provenance) takes time in proportion to the run and
    // the map: on a worker, with the trace and a copy of the map.
    m_exportJob = std::make_unique<AppJob<bool>>(
        [trace = std::move(trace), map = first.map(), mapName = doc->GetUserReadableName().utf8_string(),
         settings = timeline->settings(), file = fileSystemPath(path)](const std::atomic<bool>&) {
            // What produced the trace: the map as it was at the recording's first step.
            Provenance provenance = programProvenance("pathfinder");
            addGridProvenance(provenance, mapName, map);
            provenance.set("walker", trace.query.walker);
            addSettingsProvenance(provenance, settings);
            writePosthocTrace(trace, file, &map, &provenance);
            return true;
        },
        [this, done](AppJob<bool>::Outcome outcome) {
            if (!outcome.value) {
                showMessage(&m_parts.frame, "Export Trace",
                            "The trace could not be written.\n\n" + toDisplay(outcome.error),
                            MessageKind::Error);
                m_parts.sayPhase(wxEmptyString);
                return;
            }
            m_parts.sayPhase(done);
        });
    m_parts.sayPhase(L"Exporting the trace to " + path + L"\u2026");
}

void TraceController::onExportAnimation() {
    const SearchTimeline* timeline = m_parts.search.timeline();
    const MapGridDocument* doc = m_parts.document();
    if (m_parts.search.recordLags()) {
        showMessage(&m_parts.frame, "Export Animation", kStillRecording, MessageKind::Warning);
        return;
    }
    if (!doc || !timeline || !timeline->begun()) {
        showMessage(&m_parts.frame, "Export Animation",
                    "There is no run to animate: press Go or Step first, then export its animation.",
                    MessageKind::Warning);
        return;
    }
    m_parts.search.pause();
    AnimationOptions initial;
    const int longer = std::max(timeline->width(), timeline->height());
    initial.picture.cellPixels = std::clamp(640 / std::max(1, longer), 1, 16);
    initial.framesPerSecond = 20;
    // The regions go in when the window shows them.
    if (m_parts.canvas.editor().display.regions)
        initial.picture.regions = connectivityOf(timeline->settings().movement);
    initial.stepsPerFrame =
        std::max<std::uint64_t>(1, (timeline->lastStep() - timeline->firstStep() + 299) / 300);
    AnimationDialog dialog(&m_parts.frame, *timeline, initial);
    if (dialog.ShowModal() != wxID_OK)
        return;
    const wxString path = askForFile(&m_parts.frame, "Export the animation", doc->exportName() + ".gif",
                                     "Animated GIFs (*.gif)|*.gif|WebM videos (*.webm)|*.webm|"
                                     "MP4 videos (*.mp4)|*.mp4",
                                     FileAction::Save);
    if (path.empty())
        return;
    const std::optional<AnimationFormat> format = animationFormatOf(fileSystemPath(path));
    if (!format) {
        showMessage(&m_parts.frame, "Export Animation",
                    "An animation is written as an animated GIF (.gif) or a video (.webm or .mp4): the "
                    "file's name says which.\n\n" +
                        path + " ends in none of these. Export again, and give the name one of them.",
                    MessageKind::Warning);
        return;
    }
    AnimationOptions options = dialog.options();
    options.format = *format;
    exportAnimation(options, path, dialog.besideWalker());
}

bool TraceController::exportAnimation(const AnimationOptions& options, const wxString& path,
                                      const std::string& beside) {
    const SearchTimeline* timeline = m_parts.search.timeline();
    if (!timeline || !timeline->begun())
        return false;
    m_parts.search.pause();
    wxProgressDialog progress("Export Animation", L"Drawing the frames\u2026", 100, &m_parts.frame,
                              wxPD_APP_MODAL | wxPD_CAN_ABORT | wxPD_AUTO_HIDE | wxPD_ELAPSED_TIME |
                                  wxPD_REMAINING_TIME);
    const bool video = options.format != AnimationFormat::Gif;
    try {
        const std::optional<RecordedRun> other =
            beside.empty() ? std::nullopt : recordBeside(*timeline, beside, progress);
        if (!beside.empty() && !other) {
            m_parts.sayPhase("The animation was stopped; nothing was written.");
            return false;
        }
        // Shown to the recorded run's last step, the pair is shown to the end of the longer run.
        AnimationOptions shown = options;
        if (other && shown.toStep == timeline->lastStep())
            shown.toStep.reset();
        const std::optional<std::size_t> written = writeOnWorker(
            [&, file = fileSystemPath(path)](const AnimationProgress& update) {
                return other ? writeAnimationComparison(*timeline, *other->timeline, shown, file, update)
                             : writeAnimation(*timeline, shown, file, update);
            },
            video, progress);
        if (!written) {
            m_parts.sayPhase("The animation was stopped; nothing was written.");
            return false;
        }
        const wxString pair =
            other ? " of " + wxString::FromUTF8(std::string(timeline->description().displayName)) + " and " +
                        wxString::FromUTF8(std::string(other->timeline->description().displayName)) +
                        " side by side"
                  : wxString();
        m_parts.sayPhase("Exported " + countWords(*written, "frame") + pair +
                         (video ? " as a video to " : " as an animated GIF to ") + path);
        return true;
    } catch (const std::exception& e) {
        progress.Hide();
        showMessage(&m_parts.frame, "Export Animation",
                    "The animation could not be written.\n\n" + toDisplay(e.what()), MessageKind::Error);
        return false;
    }
}

TraceController::Written
TraceController::writeOnWorker(const std::function<Written(const AnimationProgress&)>& write, bool video,
                               wxProgressDialog& progress) {
    // Each frame is drawn and encoded in time that grows with the map: on a worker, while this thread
    // keeps the dialog and the window answering. The worker reads the run's timeline, which nothing
    // changes meanwhile: the run is paused, and the dialog keeps the map from edits.
    std::atomic<std::size_t> done{0};
    std::atomic<std::size_t> total{0};
    BackgroundJob<Written> job([&](const std::atomic<bool>& stop) {
        return write([&](std::size_t framesDone, std::size_t frames) {
            total = frames;
            done = framesDone;
            return !stop;
        });
    });
    constexpr unsigned long kPollMs = 25;
    while (!job.ready()) {
        const std::size_t framesDone = done;
        const std::size_t frames = total;
        // A video's encoder finishes after the last frame: the bar then pulses (a full bar would
        // close the dialog) until the file is written.
        const bool goOn =
            video && frames > 0 && framesDone == frames
                ? progress.Pulse(L"Finishing the video\u2026")
                : progress.Update(static_cast<int>(framesDone * 99 / std::max<std::size_t>(1, frames)),
                                  frames == 0 ? wxString(L"Drawing the frames\u2026")
                                              : wxString::Format("Frame %zu of %zu", framesDone, frames));
        if (!goOn)
            job.stop();
        wxMilliSleep(kPollMs);
    }
    BackgroundJob<Written>::Outcome outcome = job.take();
    if (!outcome.error.empty())
        throw std::runtime_error(outcome.error);
    return outcome.value && !outcome.stopped ? *outcome.value : std::nullopt;
}

std::optional<RecordedRun> TraceController::recordBeside(const SearchTimeline& timeline,
                                                         const std::string& name,
                                                         wxProgressDialog& progress) {
    TimelineFrame first;
    timeline.seek(timeline.firstStep(), first);
    RecordedRun run(name, first.map(), timeline.settings());
    const wxString shown = wxString::FromUTF8(std::string(run.timeline->description().displayName));
    // Steps in slices between the dialog's events; a walker that never finishes stops, as a run in
    // the window would be stopped, after ten steps a cell.
    const auto cells =
        static_cast<std::uint64_t>(first.map().width()) * static_cast<std::uint64_t>(first.map().height());
    const std::uint64_t limit = 10 * cells + 1000;
    constexpr std::uint64_t kSlice = 2000;
    for (std::uint64_t steps = 0; !run.record(kSlice) && steps < limit; steps += kSlice)
        if (!progress.Pulse(wxString::Format(L"Running %s beside it: step %llu\u2026", shown,
                                             static_cast<unsigned long long>(steps + kSlice))))
            return std::nullopt;
    return run;
}

void TraceController::onImportTrace() {
    const wxString path = askForFile(&m_parts.frame, "Import a search trace", wxEmptyString,
                                     "Posthoc search traces (*.json)|*.json|All files|*", FileAction::Open);
    if (path.empty())
        return;
    SearchTrace trace;
    try {
        trace = readPosthocTraceFile(fileSystemPath(path));
    } catch (const std::exception& e) {
        showMessage(&m_parts.frame, "Import Trace", "The trace could not be read.\n\n" + toDisplay(e.what()),
                    MessageKind::Error);
        return;
    }
    // The trace's query: its start and goal as its own section gives them, else as its events do.
    std::optional<Coord> start = trace.query.start;
    std::optional<Coord> goal = trace.query.goal;
    for (const SearchEvent& e : trace.events) {
        if (!start && e.kind == SearchEventKind::Source)
            start = e.cell;
        if (!goal && e.kind == SearchEventKind::Destination)
            goal = e.cell;
    }
    // The trace plays on the open map when it has the trace's size; else on the map written beside
    // it, opened as a new maze with the trace's start and goal.
    const auto fits = [&] {
        const MapGridDocument* doc = m_parts.document();
        return doc && doc->grid().width() == trace.query.width && doc->grid().height() == trace.query.height;
    };
    if (!fits()) {
        const wxString mapPath = wxString(posthocMapPathFor(fileSystemPath(path)));
        if (wxFileName::FileExists(mapPath))
            m_parts.documents.importMovingAiMap(mapPath, start, goal);
        if (!fits()) {
            showMessage(
                &m_parts.frame, "Import Trace",
                wxString::Format(L"The trace is of a %d \u00d7 %d map, and no map of that size is open or "
                                 "written beside it.\n\nOpen the map it was made on, then import it again.",
                                 trace.query.width, trace.query.height),
                MessageKind::Warning);
            return;
        }
    }
    // The trace is shown on the open map with its own start and goal (the map itself is not edited),
    // its path priced under the map's movement rules, which a trace does not record.
    const MapGridDocument& doc = *m_parts.document();
    MapGrid shown = doc.grid();
    if (start && shown.inBounds(*start))
        shown.setStart(start);
    if (goal && shown.inBounds(*goal))
        shown.setGoal(goal);
    WalkerSettings settings;
    settings.movement = doc.movement();
    m_parts.search.showRecording(SearchTimeline::ofEvents(shown, trace.events, trace.query.walker, settings));
    m_parts.sayPhase(L"Playing a trace of " + countWords(trace.events.size(), "event") +
                     L": Go plays it, \u2190 \u2192 step through it.");
}

void TraceController::onCompareTraces() {
    const wxString first = askForFile(&m_parts.frame, "The first trace to compare", wxEmptyString,
                                      "Posthoc search traces (*.json)|*.json|All files|*", FileAction::Open);
    if (first.empty())
        return;
    const wxString second = askForFile(&m_parts.frame, "The second trace to compare", wxEmptyString,
                                       "Posthoc search traces (*.json)|*.json|All files|*", FileAction::Open);
    if (second.empty())
        return;
    try {
        const SearchTrace a = readPosthocTraceFile(fileSystemPath(first));
        const SearchTrace b = readPosthocTraceFile(fileSystemPath(second));
        const TraceDifference difference = diffTraces(a, b);
        m_lastComparison = toDisplay(difference.sentence);
        showMessage(&m_parts.frame, "Compare Two Traces",
                    wxFileName(first).GetFullName() + " and " + wxFileName(second).GetFullName() + "\n\n" +
                        m_lastComparison);
    } catch (const std::exception& e) {
        showMessage(&m_parts.frame, "Compare Two Traces",
                    "A trace could not be read.\n\n" + toDisplay(e.what()), MessageKind::Error);
    }
}

} // namespace pathfinder::app
