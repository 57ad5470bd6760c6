#pragma once

#include "widgets/app_job.h"

#include <wx/string.h>

#include <memory>

namespace pathfinder::app {

struct FrameParts;

/// Search traces: File › Export Trace (on a worker), Import Trace (played on the open map, or on
/// the map written beside it) and Compare Two Traces.
class TraceController {
public:
    explicit TraceController(FrameParts& parts);

    /// The sentence of the last Compare Two Traces.
    const wxString& lastComparison() const { return m_lastComparison; }
    /// Waits for a trace being written.
    void finishJobs();

private:
    void onExportTrace();
    void onImportTrace();
    void onCompareTraces();

    FrameParts& m_parts;
    std::unique_ptr<AppJob<bool>> m_exportJob; ///< a trace being written
    wxString m_lastComparison;
};

} // namespace pathfinder::app
