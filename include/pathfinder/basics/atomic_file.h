#pragma once

#include <functional>
#include <iosfwd>
#include <string>
#include <string_view>

namespace pathfinder {

/// Replaces the file at `path` with `bytes`, so that afterwards the file either is as it was or
/// holds all of `bytes`, never a part: the bytes go to a new file in the same folder, which is
/// flushed to the disk and then renamed over `path`. A symbolic link at `path` is followed (the
/// file it names is replaced; the link stays). A file that existed keeps its permissions; a new
/// one gets the usual ones (0666 less the umask).
///
/// Throws std::runtime_error "cannot write 'PATH': REASON", with the system's reason (no space
/// left on device, permission denied, ...), when anything fails; the temporary file is then
/// removed and the file at `path` is untouched.
void writeFileAtomically(const std::string& path, std::string_view bytes);

/// As above, with the bytes that `write` puts into a stream, written out as they come
/// (AtomicOutputFile), so that memory stays at one buffer whatever the size.
void writeFileAtomically(const std::string& path, const std::function<void(std::ostream&)>& write);

} // namespace pathfinder
