#include "pathfinder/traces/recorded_run.h"

#include "pathfinder/registry/walker_registry.h"

#include <stdexcept>
#include <string>

namespace pathfinder {

RecordedRun::RecordedRun(std::string_view name, const MapGrid& map, const WalkerSettings& settings)
    : grid(std::make_unique<MapGrid>(map)), walker(createWalker(name)) {
    if (!walker)
        throw std::invalid_argument("no walker is called '" + std::string(name) +
                                    "'; valid walkers are: " + walkerNameList());
    walker->setup(*grid, settings);
    timeline = std::make_unique<SearchTimeline>(*grid, *walker);
    walker->setListener(timeline.get());
    walker->reset();
    timeline->begin(*walker);
}

RecordedRun::~RecordedRun() {
    if (walker)
        walker->setListener(nullptr);
}

RecordedRun::RecordedRun(RecordedRun&&) noexcept = default;

bool RecordedRun::record(std::uint64_t steps) {
    for (std::uint64_t i = 0; i < steps && !walker->finished(); ++i) {
        walker->iterate();
        timeline->endStep(*walker);
    }
    return walker->finished();
}

} // namespace pathfinder
