#pragma once

#include <cstddef>

namespace pathfinder {

// What the readers take at most, so that no input, however large or endless (a device, a binary
// file, a runaway script), costs more memory than the map it describes. Each limit is refused with
// the file, line and column where it is passed, having read no more than that.

/// The longest line of a line-based file (.maze, Moving AI .map and .scen, change scripts, unit
/// tables, Tiled mapping files), in bytes without its line break: room for a row of the widest map
/// many times over, and for any path a .scen may name.
inline constexpr std::size_t kMaxLineBytes = 65536;

/// The most a .maze header (every line before "map:", line breaks included) may hold, in bytes:
/// its comments are kept with the map.
inline constexpr std::size_t kMaxMazeHeaderBytes = std::size_t{1} << 20;

/// The most queries one .scen file may hold: as many as `generate --scen` writes at most.
inline constexpr std::size_t kMaxScenarioQueries = 1'000'000;

/// The most changes one change script may hold: as many as `dynamic --random` makes at most.
inline constexpr std::size_t kMaxMapChanges = 1'000'000;

/// The longest JSON string or number a reader keeps, in bytes; longer ones in parts a reader skips
/// (a trace's "meta", say) are read through without being kept.
inline constexpr std::size_t kMaxJsonTokenBytes = std::size_t{1} << 20;

/// The largest JSON document read whole (an experiment file), in bytes. Search traces are read as
/// a stream, event by event, and may be of any size.
inline constexpr std::size_t kMaxJsonDocumentBytes = std::size_t{16} << 20;

/// The longest name of one file or folder in a path a file gives (a .scen's map), in bytes: the
/// most the file systems in use take.
inline constexpr std::size_t kMaxFileNameBytes = 255;

/// The longest path a file gives (a .scen's map), in bytes.
inline constexpr std::size_t kMaxPathBytes = 4095;

} // namespace pathfinder
