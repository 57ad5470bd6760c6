#include "machine/stepped_run.h"

#include "pathfinder/registry/walker_registry.h"

namespace pathfinder::app {

SearchRun::SearchRun(const MapGrid& map, const RunSettings& settings)
    : m_unitMap(std::make_unique<UnitSearchMap>(map)), m_walker(createWalker(settings.algorithm)),
      m_settings(settings) {
    m_walker->setup(m_unitMap->searched(), settings.walker);
}

SteppedRun::AfterChange SearchRun::mapChanged(const MapGrid& map, const GridChange& change, bool restart) {
    if (change.kind == GridChange::Kind::Replaced) {
        m_unitMap = std::make_unique<UnitSearchMap>(map);
        m_walker->setup(m_unitMap->searched(), m_settings.walker);
        return AfterChange::Restarted;
    }
    const std::vector<GridChange> changes = m_unitMap->mirror(map, change);
    if (m_walker->description().traits.dynamicRepair) {
        for (const GridChange& c : changes)
            m_walker->notifyChange(c);
        return AfterChange::Repairing;
    }
    if (restart)
        m_walker->reset();
    return AfterChange::Restarted;
}

} // namespace pathfinder::app
