#pragma once

#include <memory>
#include <ostream>
#include <string>
#include <vector>

namespace pathfinder {

/// A file written as a stream and put in place whole or not at all: the bytes go to a new file in
/// the same folder (registered with temporary_paths.h while it exists), which commit() flushes to
/// the disk and renames over the target. A symbolic link at the path is followed (the file it names
/// is replaced; the link stays). A file that existed keeps its permissions; a new one gets the usual
/// ones (0666 less the umask). A device or a pipe at the path (/dev/null, /dev/stdout, a FIFO) is
/// written as it is, never replaced. Memory stays at one buffer whatever is written.
///
/// Every failure — no space left, a file size limit, a folder that cannot be written — is a
/// std::runtime_error "cannot write 'PATH': REASON" with the system's reason, and leaves the
/// target as it was and no temporary file behind (nor does destroying the object before commit()).
class AtomicOutputFile {
public:
    /// Creates the temporary file beside the target `path`.
    explicit AtomicOutputFile(std::string path);
    /// Removes the temporary file unless it was put in place.
    ~AtomicOutputFile();
    AtomicOutputFile(const AtomicOutputFile&) = delete;
    AtomicOutputFile& operator=(const AtomicOutputFile&) = delete;

    /// Where to write the bytes. A write that fails sets the stream's badbit; finish() reports it.
    std::ostream& stream();
    /// The target as given.
    const std::string& path() const { return m_path; }

    /// Writes out what is buffered, syncs and closes the temporary file: every write error shows
    /// here, and then the temporary file is removed. Nothing may be written afterwards.
    void finish();
    /// finish(), then puts the file in place.
    void commit();
    /// Removes the temporary file, if it is still there; the target stays as it was.
    void abandon() noexcept;

    /// Puts several files in place together, all or none: each is finished first, then each is
    /// renamed over its target; when a step fails, the targets already replaced get their old
    /// contents back (or are removed, where there was no file) and the error is thrown.
    static void commitTogether(const std::vector<AtomicOutputFile*>& files);

private:
    class Buffer;

    [[noreturn]] void fail(int error);
    void publish();

    std::string m_path;
    std::string m_target;    ///< the file replaced: the target of a symbolic link, else m_path
    std::string m_temporary; ///< empty once put in place or removed
    std::unique_ptr<Buffer> m_buffer;
    std::unique_ptr<std::ostream> m_stream;
    bool m_finished = false;
    bool m_direct = false; ///< a device or a pipe, written in place
};

} // namespace pathfinder
