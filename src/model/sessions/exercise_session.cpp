#include "sessions/exercise_session.h"

#include "pathfinder/registry/walker_registry.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <stdexcept>

namespace pathfinder::app {

namespace {

/// The sentence with its first letter a capital: the core's verdicts begin "right: …".
std::string sentence(std::string text) {
    if (!text.empty())
        text[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(text[0])));
    return text;
}

std::string cellText(Coord c) {
    return "(" + std::to_string(c.x) + "," + std::to_string(c.y) + ")";
}

std::string displayNameOf(const std::string& walker) {
    const WalkerInfo* info = findWalker(walker);
    return info ? std::string(info->displayName) : walker;
}

/// How a finished walk ended, for the line after the last verdict.
std::string ending(const SearchView& walker) {
    return walker.state() == WalkState::ReachedGoal ? "it reached the goal" : "the goal cannot be reached";
}

} // namespace

std::optional<std::string> ExerciseSession::startExpansion(const MapGrid& grid, const std::string& walker,
                                                           const WalkerSettings& settings) {
    if (!grid.start() || !grid.goal())
        return std::string("Put a start and a goal on the map first.");
    if (!ExpansionExercise::covers(walker)) {
        std::string why = "Predict the Next Expansion covers " + ExpansionExercise::coveredWalkers() + ". " +
                          displayNameOf(walker) +
                          " is not one of them: its open list is not ranked by f and a tie-break.";
        if (walker == RepairExercise::walkerName())
            why += " For " + displayNameOf(walker) + ", try Search \u203a Exercise: Predict a Repair.";
        return why;
    }
    stop();
    m_kind = Kind::Expansion;
    m_grid = &grid;
    m_walkerName = walker;
    m_settings = settings;
    restart();
    if (!active())
        return m_verdict;
    return std::nullopt;
}

std::optional<std::string> ExerciseSession::startRepair(const MapGrid& grid, const WalkerSettings& settings) {
    if (!grid.start() || !grid.goal())
        return std::string("Put a start and a goal on the map first.");
    stop();
    m_kind = Kind::Repair;
    m_grid = &grid;
    m_walkerName = std::string(RepairExercise::walkerName());
    m_settings = settings;
    restart();
    if (!active())
        return m_verdict;
    return std::nullopt;
}

void ExerciseSession::clearRun() {
    m_expansion.reset();
    m_repair.reset();
    m_repairVerdict.reset();
    m_marks = ExerciseMarks{};
    m_verdict.clear();
    m_ranking.clear();
    m_openCount = 0;
}

void ExerciseSession::stop() {
    m_kind = Kind::None;
    clearRun();
    m_valuesAnswered = false;
    m_puttingWall = false;
}

void ExerciseSession::restart() {
    const Kind kind = m_kind;
    clearRun();
    try {
        if (kind == Kind::Expansion) {
            m_expansion = std::make_unique<ExpansionExercise>(*m_grid, m_walkerName, m_settings);
            if (m_typing)
                askValues();
        } else if (kind == Kind::Repair) {
            m_repair = std::make_unique<RepairExercise>(*m_grid, m_settings);
            m_marks.wall = m_repair->wall();
            if (!m_repair->wall()) {
                const std::string why = m_repair->walker().state() == WalkState::ReachedGoal
                                            ? "the path has no cell between the start and the goal"
                                            : "D* finds no path from the start to the goal";
                stop();
                m_verdict = "There is no wall to put on D*'s path: " + why + ".";
            }
        }
    } catch (const std::invalid_argument& e) {
        stop();
        m_verdict = e.what();
    }
}

void ExerciseSession::click(Coord cell) {
    if (m_kind == Kind::Expansion && m_expansion) {
        if (m_expansion->finished()) {
            m_verdict = "The search has ended: " + ending(m_expansion->walker()) +
                        ". Final score: " + describeScore(m_expansion->score()) + ".";
            return;
        }
        const ExpansionVerdict verdict = m_expansion->guessCell(cell);
        m_marks.guessed = cell;
        m_marks.guessRight = verdict.right;
        m_marks.expanded = verdict.counted ? std::optional<Coord>(verdict.expanded) : std::nullopt;
        m_ranking = verdict.ranked;
        m_openCount = verdict.openCount;
        m_verdict = sentence(verdict.text) + ".";
        if (m_expansion->finished())
            m_verdict += "\nThe search has ended: " + ending(m_expansion->walker()) + ".";
        m_valuesAnswered = false;
        m_marks.asked.reset();
        if (m_typing)
            askValues();
        return;
    }
    if (m_kind != Kind::Repair || !m_repair || m_repairVerdict || !m_grid->inBounds(cell))
        return;
    if (cell == m_marks.wall || m_grid->isBlocked(cell)) {
        m_verdict = "A wall keeps no signpost: mark the cells around it whose arrows you think turn.";
        return;
    }
    auto& marked = m_marks.marked;
    const auto at = std::find(marked.begin(), marked.end(), cell);
    if (at == marked.end())
        marked.push_back(cell);
    else
        marked.erase(at);
}

bool ExerciseSession::mapChanged(const std::vector<GridChange>& changes) {
    if (!active() || changes.empty())
        return false;
    if (m_kind == Kind::Repair && m_puttingWall && m_repair) {
        for (const GridChange& change : changes)
            m_repair->mapChanged(change);
        return false;
    }
    const bool scored = m_kind == Kind::Expansion && m_expansion && m_expansion->score().asked > 0;
    restart();
    if (!active())
        return true;
    m_verdict = "The map changed: the exercise started again on the map as it is now" +
                std::string(scored ? ", with a new score." : ".");
    return true;
}

bool ExerciseSession::movementChanged(const Movement& movement) {
    if (!active() || m_settings.movement == movement)
        return false;
    m_settings.movement = movement;
    const bool scored = m_kind == Kind::Expansion && m_expansion && m_expansion->score().asked > 0;
    restart();
    if (active())
        m_verdict = "The movement rules changed: the exercise started again under the new ones" +
                    std::string(scored ? ", with a new score." : ".");
    return true;
}

void ExerciseSession::askValues() {
    // An answer given at this step stays given: turning the fields off and on again would otherwise
    // ask the same cell again, after its verdict has shown the right values.
    m_marks.asked.reset();
    if (m_expansion && !m_expansion->finished())
        m_marks.asked = m_expansion->askValues();
}

void ExerciseSession::setTypingValues(bool on) {
    m_typing = on;
    if (on)
        askValues();
    else
        m_marks.asked.reset();
}

bool ExerciseSession::canAnswerValues() const {
    return m_kind == Kind::Expansion && m_typing && m_marks.asked && !m_valuesAnswered;
}

void ExerciseSession::answerValues(double g, double h, double f) {
    if (!canAnswerValues())
        return;
    const ValuesVerdict verdict = m_expansion->answerValues(g, h, f);
    m_verdict = sentence(verdict.text);
    m_valuesAnswered = true;
}

void ExerciseSession::refuseValues(const std::string& why) {
    m_verdict = why;
}

std::optional<Coord> ExerciseSession::wallToPut() const {
    if (m_kind != Kind::Repair || !m_repair || m_repairVerdict)
        return std::nullopt;
    return m_repair->wall();
}

void ExerciseSession::checkRepair() {
    if (m_kind != Kind::Repair || !m_repair || m_repairVerdict)
        return;
    const RepairVerdict verdict = m_repair->check(m_marks.marked);
    if (!verdict.counted) {
        m_verdict = sentence(verdict.text) + ".";
        return;
    }
    m_marks.marked.clear();
    m_marks.hits = verdict.hits;
    m_marks.misses = verdict.misses;
    m_marks.falseAlarms = verdict.falseAlarms;
    m_verdict = sentence(verdict.text) + ".";
    if (!verdict.missReasons.empty()) {
        m_verdict += "\nMissed:";
        for (const std::string& reason : verdict.missReasons)
            m_verdict += "\n\u2022 " + reason + ".";
    }
    if (!verdict.falseAlarmReasons.empty()) {
        m_verdict += "\nFalse alarms:";
        for (const std::string& reason : verdict.falseAlarmReasons)
            m_verdict += "\n\u2022 " + reason + ".";
    }
    m_repairVerdict = verdict;
}

const SearchView* ExerciseSession::walker() const {
    if (m_expansion)
        return &m_expansion->walker();
    if (m_repair)
        return &m_repair->walker();
    return nullptr;
}

std::string ExerciseSession::title() const {
    if (m_kind == Kind::Expansion)
        return "Predict the next expansion: " + displayNameOf(m_walkerName);
    if (m_kind == Kind::Repair)
        return "Predict a repair: D*";
    return "No exercise";
}

std::string ExerciseSession::instructions() const {
    if (m_kind == Kind::Expansion && m_expansion) {
        if (m_expansion->finished())
            return "The search has ended. Edit the map to start again, or stop the exercise.";
        std::string text = "Click the " + m_expansion->unit() + " " + displayNameOf(m_walkerName) +
                           " expands next. Ring: your guess (green right, red wrong); blue frame: the " +
                           m_expansion->unit() + " expanded.";
        if (m_typing && m_marks.asked)
            text += " Or type g, h, f of " + cellText(*m_marks.asked) + " (purple frame), then Check.";
        return text;
    }
    if (m_kind == Kind::Repair && m_repair) {
        if (m_repairVerdict)
            return "The wall is in and D* has repaired. Green discs: marked and turned; red rings: turned, "
                   "not marked; amber crosses: marked, not turned. Undo takes the wall out.";
        return "D* has labelled every cell with a signpost (arrow) toward the goal. Check puts a wall on " +
               cellText(*m_repair->wall()) +
               " (red cross). Click the cells whose signposts you think the repair turns, then press Check.";
    }
    return "Search \u203a Exercise starts an exercise on the open map.";
}

std::string ExerciseSession::score() const {
    if (m_kind == Kind::Expansion && m_expansion)
        return describeScore(m_expansion->score());
    if (m_kind == Kind::Repair && m_repairVerdict) {
        const std::size_t either = m_repairVerdict->hits.size() + m_repairVerdict->misses.size() +
                                   m_repairVerdict->falseAlarms.size();
        return std::to_string(m_repairVerdict->hits.size()) + "/" + std::to_string(either) + " (" +
               std::to_string(static_cast<int>(std::lround(m_repairVerdict->score * 100.0))) + "%)";
    }
    if (m_kind == Kind::Repair)
        return std::to_string(m_marks.marked.size()) + (m_marks.marked.size() == 1 ? " cell" : " cells") +
               " marked";
    return {};
}

} // namespace pathfinder::app
