#include "pathfinder/teaching/expansion_exercise.h"

#include "pathfinder/registry/walker_registry.h"

#include "teaching/value_working.h"

#include <algorithm>
#include <cmath>
#include <stdexcept>

namespace pathfinder {

namespace {

std::string num(double value) {
    return explanationNumber(value);
}

/// "1st", "2nd", "3rd", "4th", …, "11th", "12th", "13th", "21st".
std::string ordinal(std::size_t n) {
    const std::size_t tens = n % 100;
    const char* suffix = "th";
    if (tens < 11 || tens > 13) {
        if (n % 10 == 1)
            suffix = "st";
        else if (n % 10 == 2)
            suffix = "nd";
        else if (n % 10 == 3)
            suffix = "rd";
    }
    return std::to_string(n) + suffix;
}

/// Why `a` leaves the open list before `b`, naming b: "lower f than (1,0) (2 < 3)", "equal f 7 with
/// (3,1); larger g first (5 > 3)".
std::string comparison(const OpenCell& a, const OpenCell& b, TieBreak tieBreak) {
    const OpenListExplanation pair = explainOpenList({a, b}, tieBreak, 2);
    if (pair.choice == OpenChoice::LowerF)
        return "lower f than " + cellName(b.cell) + " (" + num(a.f) + " < " + num(b.f) + ")";
    // "equal f 7; larger g first (5 > 3)": b is named after the part that says what is equal.
    std::string reason = pair.reason;
    const std::size_t semicolon = reason.find(';');
    reason.insert(semicolon == std::string::npos ? reason.size() : semicolon, " with " + cellName(b.cell));
    return reason;
}

/// Why the explanation's chosen entry goes first, in the words of a verdict.
std::string whyFirst(const OpenListExplanation& why, TieBreak tieBreak, const std::string& unit) {
    if (!why.chosen)
        return "no " + unit + " is open";
    if (!why.runnerUp)
        return cellName(why.chosen->cell) + " is the only open " + unit;
    return comparison(*why.chosen, *why.runnerUp, tieBreak);
}

const OpenCell* findOpen(const std::vector<OpenCell>& ranking, Coord c, std::size_t* rank) {
    for (std::size_t i = 0; i < ranking.size(); ++i)
        if (ranking[i].cell == c) {
            *rank = i + 1;
            return &ranking[i];
        }
    *rank = 0;
    return nullptr;
}

} // namespace

std::string describeScore(const ExerciseScore& score) {
    return std::to_string(score.right) + " of " + std::to_string(score.asked) + " right";
}

/// Passes the walker's events to the tracker and notes the first cell expanded since it was armed.
class ExpansionExercise::Recorder final : public SearchListener {
public:
    void onSearchEvent(const SearchEvent& event) override {
        if (event.kind == SearchEventKind::Expanding && !expanded)
            expanded = event.cell;
        tracker.onSearchEvent(event);
    }

    OpenListTracker tracker;
    std::optional<Coord> expanded;
};

bool ExpansionExercise::covers(std::string_view walkerName) {
    return explainsOpenList(walkerName);
}

std::string ExpansionExercise::coveredWalkers() {
    std::vector<std::string> names;
    for (const WalkerInfo& info : walkerRegistry())
        if (covers(info.name))
            names.emplace_back(info.displayName);
    std::string text;
    for (std::size_t i = 0; i < names.size(); ++i) {
        if (i > 0)
            text += i + 1 == names.size() ? " and " : ", ";
        text += names[i];
    }
    return text;
}

ExpansionExercise::ExpansionExercise(const MapGrid& grid, std::string_view walkerName,
                                     const WalkerSettings& settings)
    : m_recorder(std::make_unique<Recorder>()) {
    if (!covers(walkerName))
        throw std::invalid_argument("the exercise covers " + coveredWalkers() + ", not " +
                                    std::string(walkerName));
    m_walker = createWalker(walkerName);
    if (!m_walker)
        throw std::invalid_argument("no walker is called " + std::string(walkerName));
    m_tieBreak = settings.tieBreak;
    m_walker->setListener(m_recorder.get());
    m_walker->setup(grid, settings);
    settle();
    refresh();
}

ExpansionExercise::~ExpansionExercise() {
    m_walker->setListener(nullptr);
}

std::string ExpansionExercise::unit() const {
    const bool jumping = m_walker->description().expandsJumpPoints && m_walker->note().empty();
    return jumping ? "jump point" : "cell";
}

void ExpansionExercise::refresh() {
    const std::size_t open = m_recorder->tracker.openCount();
    OpenListExplanation full = m_recorder->tracker.explain(m_tieBreak, open, m_walker.get());
    m_ranking.clear();
    m_ranking.reserve(full.ranked.size());
    for (const RankedOpenCell& entry : full.ranked)
        m_ranking.push_back(entry.open);
    if (full.ranked.size() > kShownEntries)
        full.ranked.resize(kShownEntries);
    m_explanation = std::move(full);
}

void ExpansionExercise::settle() {
    // A search whose open list is empty only has its ending left: nothing to predict. (Searches
    // end in one step then; the limit guards against a walker that would not.)
    const std::uint64_t limit = m_walker->grid()->cellCount() + 2;
    for (std::uint64_t i = 0; i < limit && !m_walker->finished() && m_recorder->tracker.openCount() == 0; ++i)
        m_walker->iterate();
}

std::optional<Coord> ExpansionExercise::advance() {
    m_recorder->expanded.reset();
    m_walker->iterate();
    const std::optional<Coord> expanded = m_recorder->expanded;
    settle();
    m_lastExpanded = expanded;
    m_valuesCell.reset();
    refresh();
    return expanded;
}

std::optional<Coord> ExpansionExercise::skip() {
    if (finished())
        return std::nullopt;
    return advance();
}

ExpansionVerdict ExpansionExercise::guessCell(Coord guess) {
    ExpansionVerdict verdict;
    verdict.guess = guess;
    if (finished()) {
        verdict.text = "the search has ended: there is no expansion left to predict";
        return verdict;
    }
    const std::string what = unit();
    const MapGrid& grid = *m_walker->grid();
    // What the guess is before the walker moves on.
    const OpenCell* guessOpen = findOpen(m_ranking, guess, &verdict.guessRank);
    if (!grid.inBounds(guess))
        verdict.guessWas = GuessedCell::OffMap;
    else if (guessOpen)
        verdict.guessWas = GuessedCell::Open;
    else if (grid.isBlocked(guess))
        verdict.guessWas = GuessedCell::Blocked;
    else if (m_walker->cellState(guess).visit == CellVisit::Closed)
        verdict.guessWas = GuessedCell::Closed;
    else
        verdict.guessWas = GuessedCell::Unseen;
    if (guessOpen)
        verdict.guessEntry = explainOpenList({*guessOpen}, m_tieBreak, 1).ranked.front();
    // The walker moves on: keep the open list as it was when the guess was made.
    const OpenListExplanation before = m_explanation;
    const std::vector<OpenCell> ranking = m_ranking;
    const std::optional<OpenCell> guessed = guessOpen ? std::optional<OpenCell>(*guessOpen) : std::nullopt;

    const std::optional<Coord> expanded = advance();
    verdict.counted = true;
    verdict.ranked = before.ranked;
    verdict.openCount = before.openCount;
    verdict.reason = before.reason;
    if (!expanded) {
        // Not a walker the exercise covers would do this: the search ended without an expansion.
        verdict.explanationAgreed = !before.chosen;
        verdict.text = "the search ended without expanding a " + what;
        ++m_score.asked;
        return verdict;
    }
    verdict.expanded = *expanded;
    verdict.right = guess == *expanded;
    verdict.explanationAgreed = before.chosen && before.chosen->cell == *expanded;
    if (!verdict.explanationAgreed)
        ++m_disagreements;
    ++m_score.asked;
    if (verdict.right)
        ++m_score.right;

    // The explanation's words are about the cell the walker took, even if it chose another.
    OpenListExplanation taken = before;
    if (!verdict.explanationAgreed) {
        std::size_t rank = 0;
        if (const OpenCell* actual = findOpen(ranking, *expanded, &rank))
            taken.chosen = *actual;
    }
    const std::string next = cellName(*expanded);
    if (verdict.right) {
        verdict.text = "right: " + whyFirst(taken, m_tieBreak, what);
    } else if (guessed && taken.chosen) {
        const OpenListExplanation pair = explainOpenList({*taken.chosen, *guessed}, m_tieBreak, 2);
        verdict.text =
            "wrong: " + cellName(guess) + " has f " + num(guessed->f) + " and is open (" +
            ordinal(verdict.guessRank) + " of " + std::to_string(before.openCount) + "), but " + next +
            (pair.choice == OpenChoice::LowerF ? " has " + pair.reason : " goes first: " + pair.reason);
    } else {
        std::string state;
        switch (verdict.guessWas) {
        case GuessedCell::OffMap:
            state = "is off the map";
            break;
        case GuessedCell::Blocked:
            state = "is a wall";
            break;
        case GuessedCell::Closed:
            state = "was expanded already (it is closed)";
            break;
        case GuessedCell::Unseen:
        case GuessedCell::Open:
            state = what == "jump point" ? "is not an open jump point: no jump has stopped there"
                                         : "is not open: the search has not reached it yet";
            break;
        }
        verdict.text = "wrong: " + cellName(guess) + " " + state + "; the next " + what + " is " + next +
                       ": " + whyFirst(taken, m_tieBreak, what);
    }
    if (!verdict.explanationAgreed)
        verdict.text += " [the open-list explanation had chosen " +
                        (before.chosen ? cellName(before.chosen->cell) : std::string("nothing")) + "]";
    return verdict;
}

std::optional<Coord> ExpansionExercise::askValues() {
    if (finished())
        return std::nullopt;
    if (!m_valuesCell) {
        if (m_explanation.runnerUp)
            m_valuesCell = m_explanation.runnerUp->cell;
        else if (m_explanation.chosen)
            m_valuesCell = m_explanation.chosen->cell;
    }
    return m_valuesCell;
}

ValuesVerdict ExpansionExercise::answerValues(double g, double h, double f) {
    ValuesVerdict verdict;
    std::optional<Coord> cell = m_valuesCell;
    if (!cell && m_explanation.chosen && !finished())
        cell = m_explanation.chosen->cell;
    if (!cell) {
        verdict.text = "there is no open cell to work values out for";
        return verdict;
    }
    verdict.cell = *cell;
    const CellView view = m_walker->cellState(*cell);
    verdict.g = view.g;
    verdict.h = view.h;
    verdict.f = view.f;
    const auto close = [](double typed, double truth) { return std::fabs(typed - truth) <= kTolerance; };
    verdict.gRight = close(g, view.g);
    verdict.hRight = close(h, view.h);
    verdict.fRight = close(f, view.f);
    verdict.right = verdict.gRight && verdict.hRight && verdict.fRight;
    const ValueWorking working = workValues(*m_walker, *cell);
    verdict.gWorking = working.g;
    verdict.hWorking = working.h;
    verdict.fWorking = working.f;

    std::string wrong;
    const auto note = [&wrong](bool right, const char* name, double typed, double truth) {
        if (right)
            return;
        wrong += wrong.empty() ? "" : ", ";
        wrong += std::string(name) + " is " + num(truth) + ", not " + num(typed);
    };
    note(verdict.gRight, "g", g, view.g);
    note(verdict.hRight, "h", h, view.h);
    note(verdict.fRight, "f", f, view.f);
    verdict.text = (verdict.right ? "right: g, h and f of " + cellName(*cell) + " are all within " +
                                        explanationNumber(kTolerance)
                                  : "wrong for " + cellName(*cell) + ": " + wrong) +
                   "\n" + working.g + "\n" + working.h + "\n" + working.f;
    verdict.counted = true;
    ++m_score.asked;
    if (verdict.right)
        ++m_score.right;
    m_valuesCell.reset();
    return verdict;
}

} // namespace pathfinder
