#include "pathfinder/teaching/open_list_explanation.h"

#include "pathfinder/registry/walker_registry.h"

#include "search/open_list.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace pathfinder {

std::string explanationNumber(double value) {
    if (std::isinf(value))
        return value > 0 ? "infinity" : "-infinity";
    if (std::isnan(value))
        return "?";
    char buffer[48];
    std::snprintf(buffer, sizeof buffer, "%.3f", value);
    std::string text = buffer;
    while (!text.empty() && text.back() == '0')
        text.pop_back();
    if (!text.empty() && text.back() == '.')
        text.pop_back();
    return text == "-0" ? "0" : text;
}

namespace {

/// The engines' ranking bits of a key or a g; infinite or negative values (never on an engine's
/// open list) are kept in order without the assert of orderedBits().
std::uint64_t bitsOf(double value) {
    if (!(value >= 0.0))
        return 0;
    return rankBits(value);
}

/// The entry's parts as OpenEntry::Before compares them.
struct RankKey {
    std::uint64_t key;
    std::uint64_t tie;
    std::uint64_t order;
};

RankKey rankKey(const OpenCell& c, TieBreak tieBreak) {
    return RankKey{bitsOf(c.f), tieBreak == TieBreak::LargerG ? ~bitsOf(c.g) : 0,
                   tieBreak == TieBreak::Lifo ? ~c.order : c.order};
}

std::string tieKeyOf(const OpenCell& c, TieBreak tieBreak) {
    if (tieBreak == TieBreak::LargerG)
        return "g " + explanationNumber(c.g);
    return "entry #" + std::to_string(c.order);
}

void explainChoice(OpenListExplanation& out, TieBreak tieBreak) {
    if (!out.chosen) {
        out.choice = OpenChoice::None;
        out.reason = "no open cell";
        return;
    }
    if (!out.runnerUp) {
        out.choice = OpenChoice::OnlyCell;
        out.reason = "the only open cell";
        return;
    }
    const OpenCell& a = *out.chosen;
    const OpenCell& b = *out.runnerUp;
    const RankKey ka = rankKey(a, tieBreak);
    const RankKey kb = rankKey(b, tieBreak);
    if (ka.key != kb.key) {
        out.choice = OpenChoice::LowerF;
        out.reason = "lower f (" + explanationNumber(a.f) + " < " + explanationNumber(b.f) + ")";
        return;
    }
    if (ka.tie != kb.tie) {
        out.choice = OpenChoice::LargerG;
        out.reason = "equal f " + explanationNumber(a.f) + "; larger g first (" + explanationNumber(a.g) +
                     " > " + explanationNumber(b.g) + ")";
        return;
    }
    const std::string equal =
        tieBreak == TieBreak::LargerG ? "equal f and g" : "equal f " + explanationNumber(a.f);
    const std::string first = std::to_string(a.order);
    const std::string second = std::to_string(b.order);
    if (tieBreak == TieBreak::Lifo) {
        out.choice = OpenChoice::Lifo;
        out.reason = equal + "; last in, first out (entered at event " + first + " after " + second + ")";
    } else {
        out.choice = OpenChoice::Fifo;
        out.reason = equal + "; first in, first out (entered at event " + first + " before " + second + ")";
    }
}

} // namespace

bool takenBefore(const OpenCell& a, const OpenCell& b, TieBreak tieBreak) {
    const RankKey ka = rankKey(a, tieBreak);
    const RankKey kb = rankKey(b, tieBreak);
    if (ka.key != kb.key)
        return ka.key < kb.key;
    if (ka.tie != kb.tie)
        return ka.tie < kb.tie;
    return ka.order < kb.order;
}

OpenListExplanation explainOpenList(std::vector<OpenCell> open, TieBreak tieBreak, std::size_t shown) {
    OpenListExplanation out;
    out.openCount = open.size();
    // The choice needs the first two even when fewer are shown.
    const std::size_t sorted = std::min(open.size(), std::max<std::size_t>(shown, 2));
    const auto before = [tieBreak](const OpenCell& a, const OpenCell& b) {
        return takenBefore(a, b, tieBreak);
    };
    std::partial_sort(open.begin(), open.begin() + static_cast<std::ptrdiff_t>(sorted), open.end(), before);
    if (!open.empty())
        out.chosen = open[0];
    if (open.size() > 1)
        out.runnerUp = open[1];
    const std::size_t kept = std::min(open.size(), shown);
    out.ranked.reserve(kept);
    for (std::size_t i = 0; i < kept; ++i)
        out.ranked.push_back(RankedOpenCell{open[i], tieKeyOf(open[i], tieBreak)});
    explainChoice(out, tieBreak);
    return out;
}

bool explainsOpenList(std::string_view walkerName) {
    const WalkerInfo* info = findWalker(walkerName);
    return info && info->ranking != OpenListRanking::None;
}

void OpenListTracker::onSearchEvent(const SearchEvent& event) {
    const std::uint64_t index = m_events++;
    switch (event.kind) {
    case SearchEventKind::Generating:
    case SearchEventKind::Updating: {
        OpenCell& cell = m_open[keyOf(event.cell)];
        cell.cell = event.cell;
        cell.g = event.g;
        cell.f = event.f;
        cell.order = index;
        break;
    }
    case SearchEventKind::Expanding:
    case SearchEventKind::Closing:
    case SearchEventKind::Discarding:
        m_open.erase(keyOf(event.cell));
        break;
    case SearchEventKind::Restarting:
        m_open.clear();
        break;
    default:
        break;
    }
}

std::vector<OpenCell> OpenListTracker::openCells() const {
    std::vector<OpenCell> cells;
    cells.reserve(m_open.size());
    for (const auto& entry : m_open)
        cells.push_back(entry.second);
    return cells;
}

OpenListExplanation OpenListTracker::explain(TieBreak tieBreak, std::size_t shown,
                                             const SearchView* view) const {
    std::vector<OpenCell> cells = openCells();
    if (view)
        for (OpenCell& c : cells)
            c.h = view->cellState(c.cell).h;
    return explainOpenList(std::move(cells), tieBreak, shown);
}

} // namespace pathfinder
