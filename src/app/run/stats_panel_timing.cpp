// The statistics pane's timings: a finished run is timed headless on a worker, and its figures come
// back to the pane and the history table as they are ready.

#include "run/result_text.h"
#include "run/run_history.h"
#include "run/stats_panel.h"
#include "widgets/text_format.h"

namespace pathfinder::app {

void StatsPanel::onPoll(wxTimerEvent&) {
    for (auto it = m_pending.begin(); it != m_pending.end();) {
        if (it->timing->ready()) {
            showTiming(it->row, it->timing->take());
            it = m_pending.erase(it);
        } else {
            ++it;
        }
    }
    if (m_pending.empty())
        m_poll.Stop();
}

void StatsPanel::finishTimings() {
    for (Pending& p : m_pending)
        showTiming(p.row, p.timing->take());
    m_pending.clear();
    m_poll.Stop();
}

void StatsPanel::showTiming(long row, const TimingResult& timing) {
    m_history.setTiming(row, timing);
    if (row != m_latestRow || !m_result)
        return;
    Result& r = *m_result;
    r.optimal = formatCost(timing.optimalCost);
    r.smoothedCost = timing.smoothedCost;
    r.smoothedPath = timing.smoothedPath;
    if (timing.error.empty()) {
        const wxString runs = countWords(static_cast<std::uint64_t>(timing.runs), "run");
        r.time = wxString::Format("%s (%s)", formatDuration(timing.medianNs), runs);
        r.timeTip = wxString::Format("Median of %s without drawing; fastest %s, slowest %s", runs,
                                     formatDuration(timing.fastestNs), formatDuration(timing.slowestNs));
    } else {
        r.time = "failed";
        r.timeTip = L"Timing failed: " + toDisplay(timing.error);
        r.failure = toDisplay(timing.error);
    }
    if (m_showingResult)
        showResult();
    if (onResultChanged)
        onResultChanged();
}

} // namespace pathfinder::app
