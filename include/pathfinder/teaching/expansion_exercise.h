#pragma once

#include "pathfinder/basics/coord.h"
#include "pathfinder/grid/map_grid.h"
#include "pathfinder/search/search_events.h"
#include "pathfinder/search/walker.h"
#include "pathfinder/search/walker_settings.h"
#include "pathfinder/teaching/open_list_explanation.h"

#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace pathfinder {

// "Predict the next expansion": a student watches a best-first search and, before each expansion,
// says which cell it takes next (for JPS, which jump point), or works out g, h and f of an open
// cell. The exercise judges each answer against what the walker really does and explains it with
// the open list's entries ranked as the walker ranks them (open_list_explanation.h).

/// Questions asked and answered right over one run.
struct ExerciseScore {
    int asked = 0;
    int right = 0;
};

/// "7 of 9 right".
std::string describeScore(const ExerciseScore& score);

/// What a guessed cell was when the guess was made.
enum class GuessedCell : std::uint8_t { Open, Closed, Unseen, Blocked, OffMap };

/// The judgement of one guess of the next expansion.
struct ExpansionVerdict {
    bool counted = false; ///< false when the search had ended and there was nothing to guess
    bool right = false;
    Coord guess;
    Coord expanded; ///< the cell the walker expanded, as its Expanding event says
    GuessedCell guessWas = GuessedCell::Unseen;
    std::size_t guessRank = 0;                ///< the guess's place on the open list from 1; 0 when not open
    std::optional<RankedOpenCell> guessEntry; ///< the guess's entry (g, h, f, tie key) when open
    std::vector<RankedOpenCell> ranked;       ///< the open list's first entries, in the order taken
    std::size_t openCount = 0;                ///< open cells in all
    std::string reason; ///< why the first entry went before the second (OpenListExplanation::reason)
    /// In words, e.g. "wrong: (4,2) has f 7.414 and is open (2nd of 5), but (5,2) has lower f
    /// (6.828 < 7.414)" or "right: equal f 7 with (3,1); larger g first (5 > 3)".
    std::string text;
    /// The explanation had chosen the cell the walker expanded. False would be a fault of the
    /// explanation or of the walker; the verdict always goes by the walker.
    bool explanationAgreed = true;
};

/// The judgement of g, h and f typed for a cell, with the working of each.
struct ValuesVerdict {
    Coord cell;
    bool counted = false; ///< false when there was no open cell to ask about
    bool right = false;   ///< all three within ExpansionExercise::kTolerance
    bool gRight = false;
    bool hRight = false;
    bool fRight = false;
    double g = 0.0; ///< the walker's values (cellState())
    double h = 0.0;
    double f = 0.0;
    /// How each value comes about, e.g. "g = g(1,1) + step = 1.414 + 1 = 2.414 (an orthogonal step
    /// onto a cell of entry cost 1)", "h = dx + dy = 3 + 2 = 5 (Manhattan distance to the goal
    /// (4,0))", "f = g + h = 2.414 + 3 = 5.414".
    std::string gWorking;
    std::string hWorking;
    std::string fWorking;
    /// "right: g, h and f of (1,2) are all within 0.01" or "wrong for (1,2): h is 3, not 2", then
    /// the three workings, a line each.
    std::string text;
};

/// A best-first search run one expansion per answer. It owns its walker, set up on a grid that must
/// outlive it; it does not follow edits of the grid (whoever edits makes a new exercise).
///
/// Before each expansion an OpenListTracker fed by the walker's events knows the open cells, and
/// explainOpenList() says which goes next and why. The truth is the walker's own Expanding event of
/// the next iterate(), never the explanation: where the two differ the verdict says so
/// (explanationAgreed) and disagreements() counts it.
class ExpansionExercise {
public:
    /// Typed values count as right within this distance of the walker's.
    static constexpr double kTolerance = 0.01;
    /// Open-list entries a verdict lists.
    static constexpr std::size_t kShownEntries = 8;

    /// True for the walkers the exercise covers: those whose open list explainOpenList() ranks
    /// exactly (explainsOpenList(): their description gives a ranking).
    static bool covers(std::string_view walkerName);
    /// Their display names in menu order, e.g. "Breadth-First, Best-First, Dijkstra, A* and JPS".
    static std::string coveredWalkers();

    /// A new walker of this registry name, set up on `grid` with `settings`. Throws
    /// std::invalid_argument for a walker it does not cover or settings the walker refuses.
    ExpansionExercise(const MapGrid& grid, std::string_view walkerName, const WalkerSettings& settings);
    ~ExpansionExercise();
    ExpansionExercise(const ExpansionExercise&) = delete;
    ExpansionExercise& operator=(const ExpansionExercise&) = delete;

    /// The walker, to be drawn and read; only the exercise drives it.
    const MapGridWalker& walker() const { return *m_walker; }
    /// The search has ended: there is nothing left to predict.
    bool finished() const { return m_walker->finished(); }
    const ExerciseScore& score() const { return m_score; }
    /// What is expanded, in the questions' words: "jump point" for JPS while it jumps, else "cell".
    std::string unit() const;

    /// The open list now, ranked (its first kShownEntries), and the entry taken next.
    const OpenListExplanation& explanation() const { return m_explanation; }

    /// Judges `guess` as the next expansion, then advances the walker by exactly one expansion and
    /// counts the answer in the score. Once finished(), judges nothing (counted is false).
    ExpansionVerdict guessCell(Coord guess);
    /// Advances by one expansion without a question; returns the cell expanded, if any.
    std::optional<Coord> skip();
    /// The cell expanded by the last guessCell() or skip(), if any.
    std::optional<Coord> lastExpanded() const { return m_lastExpanded; }

    /// Picks an open cell to work g, h and f out for: the runner-up of the open list (the entry
    /// after the one taken next, so that the question gives nothing of the next expansion away),
    /// or the next one when it is alone; nothing when no cell is open. The same until the walker
    /// advances.
    std::optional<Coord> askValues();
    /// The cell askValues() picked and not yet answered.
    std::optional<Coord> valuesCell() const { return m_valuesCell; }
    /// Judges g, h and f for the cell askValues() picked against its cellState(), each within
    /// kTolerance, explains the right values, and counts the answer in the score. Without a
    /// question asked, judges the next cell to be expanded. The walker does not advance.
    ValuesVerdict answerValues(double g, double h, double f);

    /// Expansions for which the explanation had chosen another cell than the walker expanded.
    std::uint64_t disagreements() const { return m_disagreements; }

private:
    class Recorder;

    /// One iterate(); returns the first cell it expanded. Afterwards the explanation is up to date,
    /// and a search whose open list ran empty has been run to its end.
    std::optional<Coord> advance();
    /// Runs a search whose open list is empty to its end.
    void settle();
    void refresh();

    std::unique_ptr<MapGridWalker> m_walker;
    std::unique_ptr<Recorder> m_recorder;
    TieBreak m_tieBreak = TieBreak::LargerG;
    OpenListExplanation m_explanation;
    std::vector<OpenCell> m_ranking; ///< every open cell, in the order taken
    ExerciseScore m_score;
    std::optional<Coord> m_lastExpanded;
    std::optional<Coord> m_valuesCell;
    std::uint64_t m_disagreements = 0;
};

} // namespace pathfinder
