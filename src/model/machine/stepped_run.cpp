#include "machine/stepped_run.h"

#include "pathfinder/registry/walker_registry.h"

namespace pathfinder::app {

SearchRun::SearchRun(const MapGrid& map, const RunSettings& settings)
    : m_unitMap(std::make_unique<UnitSearchMap>(map)), m_walker(createWalker(settings.algorithm)),
      m_settings(settings) {
    restart();
}

void SearchRun::restart() {
    if (m_walker->needsPreparation(m_unitMap->searched(), m_settings.walker)) {
        if (m_due == Due::Nothing)
            m_due = Due::Reset;
        return;
    }
    restartNow();
}

void SearchRun::restartNow() {
    if (m_due == Due::Setup)
        m_walker->setup(m_unitMap->searched(), m_settings.walker);
    else
        m_walker->reset();
    m_due = Due::Nothing;
}

SteppedRun::AfterChange SearchRun::mapChanged(const MapGrid& map, const GridChange& change, bool restart) {
    if (change.kind == GridChange::Kind::Replaced) {
        // A new walker: the old one's state belongs to a map of another size.
        m_unitMap = std::make_unique<UnitSearchMap>(map);
        m_walker = createWalker(m_settings.algorithm);
        m_walker->setListener(m_listener);
        m_due = Due::Setup;
        this->restart();
        return AfterChange::Restarted;
    }
    const std::vector<GridChange> changes = m_unitMap->mirror(map, change);
    if (m_due != Due::Nothing) {
        // Not set up or reset yet: the changes are there when it is.
        return AfterChange::Restarted;
    }
    if (m_walker->description().traits.dynamicRepair) {
        for (const GridChange& c : changes)
            m_walker->notifyChange(c);
        return AfterChange::Repairing;
    }
    if (restart)
        this->restart();
    return AfterChange::Restarted;
}

} // namespace pathfinder::app
