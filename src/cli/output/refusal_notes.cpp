#include "output/refusal_notes.h"

#include <iostream>

namespace pathfinder::cli {

void RefusalNotes::add(const std::string& walker, const std::string& mapPath, const std::string& refusal) {
    if (refusal.empty() || !m_said.emplace(walker, mapPath).second)
        return;
    std::cerr << "note: " << refusal << ", so " << walker << " did not search " << mapPath
              << " (its rows are gave-up, without a cost)\n";
}

} // namespace pathfinder::cli
