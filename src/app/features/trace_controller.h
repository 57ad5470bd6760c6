#pragma once

#include "pathfinder/pictures/animation.h"

#include "widgets/app_job.h"

#include <wx/string.h>

#include <memory>

namespace pathfinder::app {

struct FrameParts;

/// Search traces: File › Export Trace (on a worker), Export Animation (an animated GIF, with a
/// progress dialog that can stop it), Import Trace (played on the open map, or on the map written
/// beside it) and Compare Two Traces.
class TraceController {
public:
    explicit TraceController(FrameParts& parts);

    /// The sentence of the last Compare Two Traces.
    const wxString& lastComparison() const { return m_lastComparison; }
    /// Waits for a trace being written.
    void finishJobs();
    /// Writes the recorded run as an animated GIF to `path`, frame by frame under a progress dialog
    /// whose Cancel stops it (and leaves no file); says what it wrote, or why it could not. False
    /// when nothing was written.
    bool exportAnimation(const AnimationOptions& options, const wxString& path);

private:
    void onExportTrace();
    void onExportAnimation();
    void onImportTrace();
    void onCompareTraces();

    FrameParts& m_parts;
    std::unique_ptr<AppJob<bool>> m_exportJob; ///< a trace being written
    wxString m_lastComparison;
};

} // namespace pathfinder::app
