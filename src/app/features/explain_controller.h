#pragma once

#include "pathfinder/teaching/suboptimality.h"

#include "widgets/app_job.h"

#include <cstdint>
#include <memory>
#include <optional>
#include <utility>

namespace pathfinder::app {

struct FrameParts;

/// Search › Explain the Path: how the finished walk's path compares with an optimal one, worked out
/// on a worker and drawn on the map until the walk shown changes.
class ExplainController {
public:
    explicit ExplainController(FrameParts& parts);

    /// The explanation of the path last asked for, if any.
    const std::optional<SuboptimalityReport>& report() const { return m_report; }
    /// Whether an explanation of the path is being worked out on a worker.
    bool pending() const { return m_job && m_job->pending(); }
    /// The search shown changed: an explanation belongs to the finished walk it was asked of, and
    /// goes with it.
    void searchProgressed();
    /// Waits for the explanation being worked out, and shows it.
    void finishJobs();

private:
    void onExplainPath();
    void showExplanation(AppJob<SuboptimalityReport>::Outcome outcome);

    FrameParts& m_parts;
    std::optional<SuboptimalityReport> m_report;
    /// The explanation being worked out, of the walk shown at the step it was asked at.
    std::unique_ptr<AppJob<SuboptimalityReport>> m_job;
    std::pair<const SearchView*, std::uint64_t> m_explaining{nullptr, 0};
};

} // namespace pathfinder::app
