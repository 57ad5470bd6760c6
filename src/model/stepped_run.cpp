#include "stepped_run.h"

#include "pathfinder/registry/walker_registry.h"

namespace pathfinder::app {

SearchRun::SearchRun(const MapGrid& map, const RunSettings& settings)
    : m_walker(createWalker(settings.algorithm)), m_settings(settings) {
    m_walker->setup(map, settings.walker);
}

SteppedRun::AfterChange SearchRun::mapChanged(const MapGrid&, const GridChange& change) {
    if (m_walker->description().traits.dynamicRepair) {
        m_walker->notifyChange(change);
        return AfterChange::Repairing;
    }
    m_walker->reset();
    return AfterChange::Restarted;
}

} // namespace pathfinder::app
