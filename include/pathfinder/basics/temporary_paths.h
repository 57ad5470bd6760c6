#pragma once

#include <cerrno>
#include <string>

namespace pathfinder {

// Files and folders that exist only while something is being written (an atomic write's new file,
// an experiment's folder before it is moved into place). They are registered while they exist, so
// that a program stopped by a signal can remove them from its handler and leave nothing behind.
// A path is registered before it is made (makeRegistered()): made first, a signal that came before
// its registration would leave it.

/// Registers `path` for removeTemporaryPathsNow(). At most kMaxTemporaryPaths are held at once;
/// beyond that a path is not registered (it is still removed on every failure a program sees).
void registerTemporaryPath(const std::string& path);

/// Forgets `path` (it was put in place, or removed).
void forgetTemporaryPath(const std::string& path);

/// Registers `path`, then makes it with `make` (a callable that returns true when it made the path,
/// else false with errno set); forgets it, errno kept, when `make` did not. Between the two the
/// registry holds a path that may not exist yet, which removal passes over, or, when `make` finds a
/// path of that name already there, someone else's: names made this way carry 64 random bits.
template <class Make>
bool makeRegistered(const std::string& path, Make&& make) {
    registerTemporaryPath(path);
    if (make())
        return true;
    const int error = errno;
    forgetTemporaryPath(path);
    errno = error;
    return false;
}

/// Removes every registered path: files first, then folders (each must be empty by then). Safe to
/// call from a signal handler: it only reads the registry and calls unlink() and rmdir().
void removeTemporaryPathsNow() noexcept;

/// How many paths the registry holds at once.
inline constexpr int kMaxTemporaryPaths = 64;

} // namespace pathfinder
