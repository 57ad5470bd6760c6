#pragma once

#include "pathfinder/basics/coord.h"

#include "canvas/viewport.h"

#include <optional>
#include <vector>

class wxDC;

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

/// Draws the marks over the map placed by `view`, each at least a few pixels across at any zoom.
void drawExerciseMarks(wxDC& dc, const ExerciseMarks& marks, const Viewport& view);

} // namespace pathfinder::app
