#pragma once

#include "pathfinder/basics/coord.h"
#include "pathfinder/grid/map_grid.h"
#include "pathfinder/search/walker_settings.h"
#include "pathfinder/teaching/expansion_exercise.h"
#include "pathfinder/teaching/repair_exercise.h"

#include <cstddef>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace pathfinder::app {

/// The cells an exercise points out on the map, drawn over the search (ExercisePanel fills it in).
struct ExerciseMarks {
    // Predict the next expansion.
    std::optional<Coord> guessed; ///< the last guess: a ring, green when right, red when wrong
    bool guessRight = false;
    std::optional<Coord> expanded; ///< the cell the search really expanded for that guess: a blue frame
    std::optional<Coord> asked;    ///< the cell whose g, h and f are asked: a purple dashed frame
    // Predict a repair.
    std::optional<Coord> wall;      ///< the wall the repair is about: a red cross
    std::vector<Coord> marked;      ///< cells marked, before the check: amber dots
    std::vector<Coord> hits;        ///< after the check, marked and changed: green discs
    std::vector<Coord> misses;      ///< changed, not marked: red rings
    std::vector<Coord> falseAlarms; ///< marked, not changed: amber crosses

    bool empty() const {
        return !guessed && !expanded && !asked && !wall && marked.empty() && hits.empty() && misses.empty() &&
               falseAlarms.empty();
    }
};

/// The exercise under way on the open map, as the Exercise pane runs it: the core's exercise, what
/// the last answer was, and the marks to draw. It knows nothing of windows; ExercisePanel shows it.
///
/// Predict the next expansion: each click is a guess, and the walker expands exactly one cell
/// for it. With values typed, the cell asked about is the exercise's askValues() until the walker
/// moves on. Predict a repair: clicks mark and unmark cells; the wall goes in through the caller (an
/// undoable edit), whose change comes back through mapChanged(), and checkRepair() judges.
/// Any other edit of the map, or a change of its movement rules, starts the exercise again on the map
/// as it now is.
class ExerciseSession {
public:
    enum class Kind { None, Expansion, Repair };

    Kind kind() const { return m_kind; }
    bool active() const { return m_kind != Kind::None; }

    /// Starts predicting the next expansion of the walker of this registry name on `grid` (which must
    /// outlive the exercise); why not, in words, when the exercise does not cover the walker or the
    /// map has no start or goal.
    std::optional<std::string> startExpansion(const MapGrid& grid, const std::string& walker,
                                              const WalkerSettings& settings);
    /// Starts predicting which signposts a repair of D* changes; why not, in words, when D* finds no
    /// path with a cell to put a wall on.
    std::optional<std::string> startRepair(const MapGrid& grid, const WalkerSettings& settings);
    void stop();

    /// A left click on a cell: a guess, or a cell marked or unmarked.
    void click(Coord cell);
    /// The map changed: the wall the repair waits for goes to D*; anything else starts the exercise
    /// again (true when it did, with a notice in verdict()).
    bool mapChanged(const std::vector<GridChange>& changes);
    /// The map's movement rules are now `movement`: under other rules than the exercise's, it starts
    /// again under these (true when it did, with a notice in verdict()).
    bool movementChanged(const Movement& movement);

    // Predict the next expansion: values typed.
    /// Asks for g, h and f of a cell (on), or stops asking (off).
    void setTypingValues(bool on);
    bool typingValues() const { return m_typing; }
    /// The cell asked about, while typing values.
    std::optional<Coord> askedCell() const { return m_marks.asked; }
    /// True when the values of the cell asked about can be checked: not yet answered at this step.
    bool canAnswerValues() const;
    /// Judges the values typed; the verdict shows in verdict().
    void answerValues(double g, double h, double f);
    /// Says why typed text is not a number (shown in verdict()).
    void refuseValues(const std::string& why);

    // Predict a repair.
    /// The wall the repair is about, while the check is still to come.
    std::optional<Coord> wallToPut() const;
    /// The caller is about to put the wall in: its change is the exercise's own.
    void puttingWall(bool on) { m_puttingWall = on; }
    /// Once the wall is in: repairs and judges the marks.
    void checkRepair();
    std::size_t markedCount() const { return m_marks.marked.size(); }

    /// What the map shows while the exercise is on: the exercise's walker and marks.
    const SearchView* walker() const;
    const ExerciseMarks& marks() const { return m_marks; }

    /// "Predict the next expansion: A*".
    std::string title() const;
    /// What to do now, in a sentence or two.
    std::string instructions() const;
    /// "7 of 9 right"; for a repair, its score once checked.
    std::string score() const;
    /// The last verdict in words, with its explanation (several lines).
    const std::string& verdict() const { return m_verdict; }
    /// The open list's first entries when the last guess was made, and how many cells were open.
    const std::vector<RankedOpenCell>& lastRanking() const { return m_ranking; }
    std::size_t lastOpenCount() const { return m_openCount; }

private:
    void askValues();
    /// Drops the exercise's walker, verdicts and marks (the kind stays).
    void clearRun();
    void restart();

    Kind m_kind = Kind::None;
    const MapGrid* m_grid = nullptr;
    std::string m_walkerName;
    WalkerSettings m_settings;
    std::unique_ptr<ExpansionExercise> m_expansion;
    std::unique_ptr<RepairExercise> m_repair;
    std::optional<RepairVerdict> m_repairVerdict;
    ExerciseMarks m_marks;
    std::string m_verdict;
    std::vector<RankedOpenCell> m_ranking;
    std::size_t m_openCount = 0;
    bool m_typing = false;
    bool m_valuesAnswered = false; ///< the values of the cell asked were judged at this step
    bool m_puttingWall = false;
};

} // namespace pathfinder::app
