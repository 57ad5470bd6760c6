#pragma once

#include "pathfinder/pictures/animation.h"
#include "pathfinder/traces/recorded_run.h"

#include "widgets/app_job.h"

#include <wx/string.h>

#include <cstddef>
#include <functional>
#include <memory>
#include <optional>
#include <string>

class wxProgressDialog;

namespace pathfinder::app {

struct FrameParts;

/// Search traces: File › Export Trace (on a worker), Export Animation (an animated GIF or a video,
/// of the run alone or beside another walker's, with a progress dialog that can stop it), Import Trace
/// (played on the open map, or on the map written beside it) and Compare Two Traces.
class TraceController {
public:
    explicit TraceController(FrameParts& parts);

    /// The sentence of the last Compare Two Traces.
    const wxString& lastComparison() const { return m_lastComparison; }
    /// Waits for a trace being written.
    void finishJobs();
    /// Writes the recorded run as an animation to `path` in the options' format, frame by frame on a
    /// worker under a progress dialog whose Cancel stops it (and leaves no file); says what it wrote, or why
    /// it could not. With `beside` (a registry name), that walker first runs on the map as it was
    /// at the run's first step, recorded in steps under the same dialog, and the two are shown side
    /// by side. False when nothing was written.
    bool exportAnimation(const AnimationOptions& options, const wxString& path,
                         const std::string& beside = {});

private:
    void onExportTrace();
    void onExportAnimation();
    void onImportTrace();
    void onCompareTraces();
    /// What a writing of an animation gives: its frames, or nothing when it was stopped.
    using Written = std::optional<std::size_t>;
    /// Runs `write` on a worker, its progress shown by `progress` (pulsing while a video's encoder
    /// finishes), whose Cancel stops it; rethrows what it threw. Nothing when it was stopped.
    Written writeOnWorker(const std::function<Written(const AnimationProgress&)>& write, bool video,
                          wxProgressDialog& progress);
    /// Records the walker `name` beside `timeline`'s run, in slices under `progress`; nothing when
    /// its Cancel was pressed.
    std::optional<RecordedRun> recordBeside(const SearchTimeline& timeline, const std::string& name,
                                            wxProgressDialog& progress);

    FrameParts& m_parts;
    std::unique_ptr<AppJob<bool>> m_exportJob; ///< a trace being written
    wxString m_lastComparison;
};

} // namespace pathfinder::app
