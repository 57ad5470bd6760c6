#include "pathfinder/grid/landmarks.h"

#include "pathfinder/basics/count_text.h"
#include "pathfinder/basics/number_text.h"

#include "grid/legal_moves.h"

#include <algorithm>
#include <chrono>
#include <climits>
#include <functional>
#include <queue>
#include <utility>

namespace pathfinder {

namespace {

std::string mebibytes(std::uint64_t bytes) {
    return std::to_string((bytes + (std::uint64_t{1} << 20) - 1) >> 20) + " MiB";
}

std::string cellText(Coord c) {
    return "(" + std::to_string(c.x) + "," + std::to_string(c.y) + ")";
}

/// A Dijkstra over padded indices from `source`: forwards, dist[p] = d(source → p); backwards,
/// dist[p] = d(p → source). Each step costs what the search engines charge for it: its length times
/// the entry cost of the cell entered, times the climb.
void distances(const MapGrid& grid, const LegalMoves& moves, std::size_t source, bool backwards,
               std::vector<double>& dist) {
    dist.assign(grid.paddedSize(), LandmarkTable::kUnreached);
    const std::uint8_t* costs = grid.paddedCells();
    const double* entry = grid.entryCosts();
    using Entry = std::pair<double, std::uint32_t>;
    std::priority_queue<Entry, std::vector<Entry>, std::greater<Entry>> open;
    dist[source] = 0.0;
    open.push({0.0, static_cast<std::uint32_t>(source)});
    while (!open.empty()) {
        const auto [d, cell] = open.top();
        open.pop();
        if (d > dist[cell])
            continue;
        const unsigned legal = backwards ? moves.into(costs, cell) : moves.from(costs, cell);
        for (unsigned m = legal; m != 0; m &= m - 1) {
            const unsigned h = lowestBit(m);
            const auto next = static_cast<std::size_t>(static_cast<std::ptrdiff_t>(cell) + moves.offset(h));
            // Backwards, `next` steps into `cell`: the step's cost is that of entering `cell`.
            const double step = backwards
                                    ? moves.climbed(moves.stepLength(h) * entry[costs[cell]], next, cell)
                                    : moves.climbed(moves.stepLength(h) * entry[costs[next]], cell, next);
            const double through = d + step;
            if (through < dist[next]) {
                dist[next] = through;
                open.push({through, static_cast<std::uint32_t>(next)});
            }
        }
    }
}

/// True when every legal step has a legal reverse of the same cost: no closed sides, no climbs,
/// and one entry cost for every cell the unit can enter.
bool symmetricSteps(const MapGrid& grid, const LegalMoves& moves) {
    if (!moves.symmetric() || moves.climbs())
        return false;
    const std::uint8_t* costs = grid.paddedCells();
    const double* entry = grid.entryCosts();
    double seen = 0.0;
    for (std::size_t p = 0; p < grid.paddedSize(); ++p) {
        if (costs[p] == MapGrid::kWall)
            continue;
        if (seen == 0.0)
            seen = entry[costs[p]];
        else if (entry[costs[p]] != seen)
            return false;
    }
    return true;
}

/// The cell at the largest finite distance (ties to the first), or nothing when none lies beyond 0.
std::optional<std::size_t> farthest(const std::vector<double>& dist) {
    std::optional<std::size_t> best;
    double bestDistance = 0.0;
    for (std::size_t p = 0; p < dist.size(); ++p)
        if (dist[p] < LandmarkTable::kUnreached && dist[p] > bestDistance) {
            bestDistance = dist[p];
            best = p;
        }
    return best;
}

} // namespace

LandmarkCells parseLandmarkCells(std::string_view text, const MapGrid* grid) {
    LandmarkCells result;
    std::size_t at = 0;
    std::size_t pair = 0;
    while (at < text.size()) {
        if (text[at] == ' ') {
            ++at;
            continue;
        }
        const std::size_t end = std::min(text.find(' ', at), text.size());
        const std::string_view word = text.substr(at, end - at);
        at = end;
        ++pair;
        const std::string where = "pair " + std::to_string(pair) + " " + quotedText(word) + ": ";
        const auto c0 = parseCellText(word, INT_MAX, INT_MAX);
        if (!c0) {
            const std::size_t comma = word.find(',');
            const bool written = comma != std::string_view::npos && isIntegerText(word.substr(0, comma)) &&
                                 isIntegerText(word.substr(comma + 1));
            result.problem = where + (written ? "expected X and Y of 0 or more, found " + quotedText(word)
                                              : *cellTextProblem(word, INT_MAX, INT_MAX));
            return result;
        }
        const Coord c = *c0;
        if (grid != nullptr && !grid->inBounds(c)) {
            result.problem = where + cellText(c) + " is outside the " + std::to_string(grid->width()) +
                             " x " + std::to_string(grid->height()) + " map";
            return result;
        }
        if (grid != nullptr && grid->isBlocked(c)) {
            result.problem = where + cellText(c) + " is a cell the unit cannot enter";
            return result;
        }
        if (result.cells.size() == kMaxLandmarks) {
            result.problem = "at most " + countText(kMaxLandmarks, "landmark") + ", found more pairs";
            return result;
        }
        result.cells.push_back(c);
    }
    return result;
}

void LandmarkTable::clear() {
    m_landmarks.clear();
    m_from.clear();
    m_from.shrink_to_fit();
    m_to.clear();
    m_to.shrink_to_fit();
    m_problem.clear();
    m_buildNs = 0;
    m_built = false;
}

void LandmarkTable::build(const MapGrid& grid, const Movement& movement, std::size_t count,
                          const std::vector<Coord>& placed, Coord seed) {
    const auto began = std::chrono::steady_clock::now();
    clear();
    m_built = true;
    m_cellsStamp = grid.cellsStamp();
    m_movement = movement;
    m_count = count;
    LegalMoves moves;
    moves.setup(grid, movement);
    m_symmetric = symmetricSteps(grid, moves);
    const std::size_t wanted = std::min(std::max(count, placed.size()), kMaxLandmarks);
    const std::uint64_t bytes =
        std::uint64_t{grid.paddedSize()} * wanted * sizeof(double) * (m_symmetric ? 1u : 2u);
    if (bytes > kByteLimit) {
        m_problem = "landmarks left out: their tables would take " + mebibytes(bytes) +
                    ", above the limit of " + mebibytes(kByteLimit);
        return;
    }
    std::vector<std::size_t> chosen;
    for (const Coord c : placed)
        if (!grid.isBlocked(c))
            chosen.push_back(grid.paddedIndex(c));
    std::vector<double> dist;
    std::vector<double> nearest(grid.paddedSize(), kUnreached); // least distance from a chosen landmark
    if (chosen.size() < wanted && chosen.empty()) {
        std::size_t from = grid.isBlocked(seed) ? grid.paddedSize() : grid.paddedIndex(seed);
        for (std::size_t p = 0; p < grid.paddedSize() && from == grid.paddedSize(); ++p)
            if (grid.paddedCells()[p] != MapGrid::kWall)
                from = p;
        if (from == grid.paddedSize())
            return; // no free cell
        distances(grid, moves, from, false, dist);
        chosen.push_back(farthest(dist).value_or(from));
    }
    const std::size_t k = wanted;
    m_from.assign(grid.paddedSize() * k, kUnreached);
    if (!m_symmetric)
        m_to.assign(grid.paddedSize() * k, kUnreached);
    for (std::size_t i = 0; i < k; ++i) {
        if (i == chosen.size()) {
            const auto next = farthest(nearest);
            if (!next)
                break; // every cell reached is a landmark
            chosen.push_back(*next);
        }
        distances(grid, moves, chosen[i], false, dist);
        for (std::size_t p = 0; p < dist.size(); ++p) {
            m_from[p * k + i] = dist[p];
            nearest[p] = std::min(nearest[p], dist[p]);
        }
        if (!m_symmetric) {
            distances(grid, moves, chosen[i], true, dist);
            for (std::size_t p = 0; p < dist.size(); ++p)
                m_to[p * k + i] = dist[p];
        }
    }
    if (chosen.size() < k) {
        // Fewer cells than landmarks asked: keep the columns that were filled.
        const std::size_t n = chosen.size();
        for (std::vector<double>* table : {&m_from, &m_to}) {
            if (table->empty())
                continue;
            std::vector<double> kept(grid.paddedSize() * n);
            for (std::size_t p = 0; p < grid.paddedSize(); ++p)
                std::copy_n(table->data() + p * k, n, kept.data() + p * n);
            *table = std::move(kept);
        }
    }
    for (const std::size_t p : chosen)
        m_landmarks.push_back(grid.coordOf(p));
    m_buildNs = std::chrono::duration_cast<std::chrono::nanoseconds>(std::chrono::steady_clock::now() - began)
                    .count();
}

bool LandmarkTable::builtFor(const MapGrid& grid, const Movement& movement, std::size_t count,
                             std::string_view cellsText) const {
    return m_built && m_cellsStamp == grid.cellsStamp() && m_movement == movement && m_count == count &&
           m_cellsText == cellsText;
}

std::uint64_t LandmarkTable::bytes() const {
    return (m_from.size() + m_to.size()) * sizeof(double);
}

bool LandmarkTable::covers(std::size_t p) const {
    for (std::size_t i = 0; i < m_landmarks.size(); ++i)
        if (fromLandmark(i, p) < kUnreached || toLandmark(i, p) < kUnreached)
            return true;
    return false;
}

std::vector<double> LandmarkTable::goalRow(std::size_t goalCell) const {
    std::vector<double> row;
    for (std::size_t i = 0; i < m_landmarks.size(); ++i) {
        row.push_back(fromLandmark(i, goalCell));
        row.push_back(toLandmark(i, goalCell));
    }
    return row;
}

double LandmarkTable::estimate(std::size_t p, const std::vector<double>& goal) const {
    const std::size_t k = m_landmarks.size();
    const double* from = m_from.data() + p * k;
    const double* to = (m_symmetric ? m_from : m_to).data() + p * k;
    double best = 0.0;
    for (std::size_t i = 0; i < k; ++i) {
        const double landmarkToGoal = goal[2 * i];
        const double goalToLandmark = goal[2 * i + 1];
        if (landmarkToGoal < kUnreached && from[i] < kUnreached)
            best = std::max(best, landmarkToGoal - from[i]);
        if (to[i] < kUnreached && goalToLandmark < kUnreached)
            best = std::max(best, to[i] - goalToLandmark);
    }
    return best;
}

} // namespace pathfinder
