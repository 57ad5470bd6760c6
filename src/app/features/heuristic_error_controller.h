#pragma once

#include "pathfinder/basics/coord.h"
#include "pathfinder/search/walker_settings.h"
#include "pathfinder/teaching/heuristic_error.h"

#include "widgets/app_job.h"

#include <wx/timer.h>

#include <cstdint>
#include <memory>
#include <optional>

namespace pathfinder::app {

struct FrameParts;
class MapGridDocument;

/// View › Heuristic Error: each cell tinted by how far the estimate A* would rank it by (the
/// heuristic and its settings chosen in the controls) falls below the exact cost to the goal, h* − h.
/// The exact costs need a search over the whole map, so the measure is taken on a worker, from a
/// copy of the map, and taken again whenever the map, its goal or the settings change while the view
/// is on.
class HeuristicErrorController : private wxTimer {
public:
    explicit HeuristicErrorController(FrameParts& parts);
    ~HeuristicErrorController() override;

    /// Whether the view is on.
    bool shown() const { return m_shown; }
    /// The measure drawn over the map: the latest one of the open document, while the view is on.
    const HeuristicErrorMap* map() const;
    /// Whether a measure is being taken.
    bool pending() const { return m_job && m_job->pending(); }
    /// Waits for the measure being taken, and shows it.
    void finishJobs();

private:
    /// What a measure was taken of: the document, its cells, start and goal, and the settings.
    struct Subject {
        const MapGridDocument* document = nullptr;
        std::uint64_t cells = 0;
        std::optional<Coord> start;
        std::optional<Coord> goal;
        WalkerSettings settings;

        bool operator==(const Subject& other) const {
            return document == other.document && cells == other.cells && start == other.start &&
                   goal == other.goal && settings == other.settings;
        }
        bool operator!=(const Subject& other) const { return !(*this == other); }
    };

    void toggle();
    /// Starts a measure when what is shown no longer matches the map and the settings.
    void Notify() override;
    std::optional<Subject> subjectNow() const;
    void show(AppJob<std::optional<HeuristicErrorMap>>::Outcome outcome, const Subject& subject);

    FrameParts& m_parts;
    bool m_shown = false;
    std::optional<HeuristicErrorMap> m_map;
    std::optional<Subject> m_mapSubject; ///< what m_map measured
    std::optional<Subject> m_jobSubject; ///< what the job under way measures
    std::unique_ptr<AppJob<std::optional<HeuristicErrorMap>>> m_job;
};

} // namespace pathfinder::app
