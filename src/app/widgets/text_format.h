#pragma once

#include "pathfinder/basics/coord.h"

#include <wx/string.h>

#include <cstdint>
#include <string>
#include <string_view>

namespace pathfinder::app {

/// A path cost for people: up to three decimals without trailing zeros, its whole part grouped as
/// formatCount() groups counts ("28.4", "131 640", "1 026.971"); "inf" for infinity (the cost of
/// reaching a goal that cannot be reached, as every table and CSV writes it) and "?" for an unknown
/// (NaN) value. The point is '.' in every locale.
wxString formatCost(double cost);

/// A duration given in nanoseconds, in the unit that suits it ("812 ns", "35.2 µs", "4.71 ms").
wxString formatDuration(std::int64_t nanoseconds);

/// A count with thin grouping for readability ("1 048 576").
wxString formatCount(std::uint64_t count);

/// A cell as "(x, y)".
wxString coordText(Coord c);

/// Bytes from a file, a file name or a message for display: UTF-8 as it is, anything else
/// escaped as "\xNN" (printableText), so that no text turns into nothing on its way to the screen.
wxString toDisplay(std::string_view bytes);

/// A path as the file system takes it (the bytes wx maps a file name to).
std::string fileSystemPath(const wxString& path);
/// The other way: a path the program holds (UTF-8, or bytes a POSIX system gave) as wx's text.
wxString pathFromFileSystem(const std::string& path);

/// A file name (without folder or extension) for a document named `name`: the name with the
/// characters that cannot be in a file name (path separators, control characters) replaced by '-'.
wxString fileNameFor(const wxString& name);

/// A clean name (without folder or extension) for a file exported from `name` (a map's file name
/// or title): letters, digits, '-', '_' and '.' kept, every run of other characters one '-', a
/// map's extension (.maze, .map, .tmx, .scen) dropped; e.g. "Recursive backtracker 20×20, seed 1" is
/// "Recursive-backtracker-20-20-seed-1". "maze" when nothing is left.
wxString exportStem(const wxString& name);

} // namespace pathfinder::app
