#include "walkers/incremental/repair_search.h"

namespace pathfinder {

void RepairSearch::setup(const MapGrid& grid, const Movement& movement) {
    m_grid = &grid;
    m_moves.setup(grid, movement);
    m_nodes.fit(grid.paddedSize());
    m_rank.setup(TieBreak::Fifo);
    clear();
}

void RepairSearch::clear() {
    m_nodes.beginSearch();
    m_open.reset(m_nodes.size());
    m_rank.restart();
    m_source = m_current = MapGrid::kNoCell;
    m_currentOpening = 0;
}

void RepairSearch::begin(std::uint32_t source) {
    m_source = source;
    m_nodes[source] = Node{0.0, 0.0, m_nodes.epoch(), kNoParent, CellVisit::Open};
    m_open.push(m_rank.entry(orderedBits(0.0), 0.0, source));
    report(SearchEventKind::Generating, source);
}

std::uint32_t RepairSearch::pop() {
    const OpenEntry entry = m_open.pop();
    const std::uint32_t cell = entry.cell;
    m_nodes[cell].visit = CellVisit::Closed;
    m_current = cell;
    m_currentOpening = entry.order;
    report(SearchEventKind::Expanding, cell);
    report(SearchEventKind::Closing, cell);
    return cell;
}

void RepairSearch::report(SearchEventKind kind, std::uint32_t cell) const {
    if (!m_listener)
        return;
    const CellView state = view(cell);
    m_listener->onSearchEvent(SearchEvent{kind, m_grid->coordOf(cell), state.parent, state.g, state.f});
}

std::vector<Coord> RepairSearch::branchToSource(std::uint32_t cell) const {
    std::vector<Coord> branch;
    std::uint32_t at = cell;
    while (true) {
        branch.push_back(m_grid->coordOf(at));
        const std::uint8_t dir = m_nodes[at].parentDir;
        if (dir == kNoParent)
            break;
        at = static_cast<std::uint32_t>(static_cast<std::ptrdiff_t>(at) + m_moves.offset(dir));
    }
    return branch;
}

CellView RepairSearch::view(std::uint32_t cell) const {
    CellView view;
    if (!m_nodes.seen(cell))
        return view;
    const Node& node = m_nodes[cell];
    view.visit = node.visit;
    view.g = node.g;
    view.f = node.g;
    if (node.parentDir != kNoParent)
        view.parent = m_grid->coordOf(cell) + kDirectionOffsets[node.parentDir];
    return view;
}

} // namespace pathfinder
