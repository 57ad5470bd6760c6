#pragma once

#include <string>

namespace pathfinder {

// Files and folders that exist only while something is being written (an atomic write's new file,
// an experiment's folder before it is moved into place). They are registered while they exist, so
// that a program stopped by a signal can remove them from its handler and leave nothing behind.

/// Registers `path` for removeTemporaryPathsNow(). At most kMaxTemporaryPaths are held at once;
/// beyond that a path is not registered (it is still removed on every failure a program sees).
void registerTemporaryPath(const std::string& path);

/// Forgets `path` (it was put in place, or removed).
void forgetTemporaryPath(const std::string& path);

/// Removes every registered path: files first, then folders (each must be empty by then). Safe to
/// call from a signal handler: it only reads the registry and calls unlink() and rmdir().
void removeTemporaryPathsNow() noexcept;

/// How many paths the registry holds at once.
inline constexpr int kMaxTemporaryPaths = 64;

} // namespace pathfinder
