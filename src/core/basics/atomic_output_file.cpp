#include "pathfinder/basics/atomic_output_file.h"

#include "pathfinder/basics/descriptor_buffer.h"
#include "pathfinder/basics/temporary_paths.h"

#include "platform/files.h"
#include "platform/process.h"

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <random>
#include <stdexcept>

namespace pathfinder {

namespace fs = std::filesystem;

namespace {

/// The file a write to `path` replaces: the target of a symbolic link, else `path` itself.
std::string fileToReplace(const std::string& path) {
    std::error_code ec;
    if (fs::is_symlink(platform::pathFromUtf8(path), ec)) {
        const fs::path target = fs::weakly_canonical(platform::pathFromUtf8(path), ec);
        if (!ec)
            return platform::utf8FromPath(target);
    }
    return path;
}

/// A name beside `target` that no file has yet: "." NAME "." random `suffix`.
std::string besideName(const std::string& path, std::mt19937_64& random, const char* suffix) {
    const fs::path target = platform::pathFromUtf8(path);
    fs::path folder = target.parent_path();
    if (folder.empty())
        folder = ".";
    char tail[17];
    std::snprintf(tail, sizeof tail, "%016llx", static_cast<unsigned long long>(random()));
    return platform::utf8FromPath(
        folder /
        platform::pathFromUtf8("." + platform::utf8FromPath(target.filename()) + "." + tail + suffix));
}

std::mt19937_64 seededRandom() {
    std::random_device entropy;
    return std::mt19937_64((static_cast<std::uint64_t>(entropy()) << 32) ^ entropy() ^ platform::processId());
}

/// Creates a new, empty file beside `target`; returns its descriptor and puts its path into
/// `temporary`, or returns −1 with errno set.
int createTemporary(const std::string& target, std::string& temporary) {
    std::mt19937_64 random = seededRandom();
    for (int attempt = 0; attempt < 100; ++attempt) {
        temporary = besideName(target, random, ".tmp");
        int fd = -1;
        if (makeRegistered(temporary, [&] { return (fd = platform::createNewFile(temporary)) >= 0; }))
            return fd;
        if (errno != EEXIST)
            return -1;
    }
    errno = EEXIST;
    return -1;
}

[[noreturn]] void throwCannotWrite(const std::string& path, int error) {
    throw std::runtime_error("cannot write '" + path + "': " + std::strerror(error));
}

} // namespace

/// The stream's buffer: the descriptor of the temporary file.
class AtomicOutputFile::Buffer : public DescriptorBuffer {
public:
    using DescriptorBuffer::DescriptorBuffer;
};

AtomicOutputFile::AtomicOutputFile(std::string path)
    : m_path(std::move(path)), m_target(fileToReplace(m_path)) {
    if (platform::fileKind(m_path) == platform::FileKind::Other) {
        // A device or a pipe (/dev/null, /dev/stdout, a FIFO) is written as it is: it cannot be
        // replaced, and must never be (a rename over /dev/null would put a file in its place).
        const int fd = platform::openForWriting(m_path);
        if (fd < 0)
            throwCannotWrite(m_path, errno);
        m_direct = true;
        m_buffer = std::make_unique<Buffer>(fd);
        m_stream = std::make_unique<std::ostream>(m_buffer.get());
        return;
    }
    const int fd = createTemporary(m_target, m_temporary);
    if (fd < 0) {
        const int error = errno;
        m_temporary.clear();
        throwCannotWrite(m_path, error);
    }
    m_buffer = std::make_unique<Buffer>(fd);
    m_stream = std::make_unique<std::ostream>(m_buffer.get());
    if (!platform::copyPermissions(m_target, fd))
        fail(errno);
}

AtomicOutputFile::~AtomicOutputFile() {
    abandon();
}

std::ostream& AtomicOutputFile::stream() {
    return *m_stream;
}

void AtomicOutputFile::fail(int error) {
    abandon();
    throwCannotWrite(m_path, error);
}

void AtomicOutputFile::finish() {
    if (m_finished)
        return;
    if (m_temporary.empty() && !m_direct)
        throwCannotWrite(m_path, EBADF);
    m_stream->flush();
    if (m_buffer->error() != 0)
        fail(m_buffer->error());
    if (!*m_stream)
        fail(EIO);
    if (!m_direct && !platform::syncFile(m_buffer->fd()))
        fail(errno);
    if (!m_buffer->close())
        fail(m_buffer->error());
    m_finished = true;
}

void AtomicOutputFile::publish() {
    if (m_direct)
        return;
    if (!platform::replaceFile(m_temporary, m_target))
        fail(errno);
    forgetTemporaryPath(m_temporary);
    m_temporary.clear();
    platform::syncFolderOf(m_target);
}

void AtomicOutputFile::commit() {
    finish();
    publish();
}

void AtomicOutputFile::abandon() noexcept {
    if (m_buffer)
        m_buffer->close();
    if (m_temporary.empty())
        return;
    platform::removeFile(m_temporary);
    forgetTemporaryPath(m_temporary);
    m_temporary.clear();
}

namespace {

/// A target's old contents, kept under another name (a hard link) until its replacement is in.
struct Backup {
    std::string target;
    std::string saved;    ///< empty: there was no file to keep
    bool created = false; ///< there was nothing at the target before
};

void restore(const std::vector<Backup>& backups) {
    for (auto it = backups.rbegin(); it != backups.rend(); ++it) {
        if (it->saved.empty()) {
            if (it->created)
                platform::removeFile(it->target);
            continue;
        }
        platform::replaceFile(it->saved, it->target);
        forgetTemporaryPath(it->saved);
    }
}

void dropBackups(const std::vector<Backup>& backups) {
    for (const Backup& backup : backups)
        if (!backup.saved.empty()) {
            platform::removeFile(backup.saved);
            forgetTemporaryPath(backup.saved);
        }
}

/// A hard link to `target` beside it, or "" when there is no file there; throws when one is there
/// but cannot be kept.
std::string keepOld(const AtomicOutputFile& file, const std::string& target, std::mt19937_64& random) {
    if (platform::fileKind(target) != platform::FileKind::Regular)
        return {}; // nothing to keep; a folder there fails the rename itself
    for (int attempt = 0; attempt < 100; ++attempt) {
        const std::string saved = besideName(target, random, ".old");
        if (makeRegistered(saved, [&] { return platform::hardLink(target, saved); }))
            return saved;
        if (errno != EEXIST)
            break;
    }
    throwCannotWrite(file.path(), errno);
}

} // namespace

void AtomicOutputFile::commitTogether(const std::vector<AtomicOutputFile*>& files) {
    for (AtomicOutputFile* file : files)
        file->finish();
    std::mt19937_64 random = seededRandom();
    std::vector<Backup> done;
    try {
        for (AtomicOutputFile* file : files) {
            const bool created =
                !file->m_direct && platform::fileKind(file->m_target) == platform::FileKind::Missing;
            Backup backup{file->m_target,
                          file->m_direct ? std::string() : keepOld(*file, file->m_target, random), created};
            try {
                file->publish();
            } catch (...) {
                dropBackups({backup}); // this target is as it was
                throw;
            }
            done.push_back(std::move(backup));
        }
    } catch (...) {
        restore(done);
        for (AtomicOutputFile* file : files)
            file->abandon();
        throw;
    }
    dropBackups(done);
}

} // namespace pathfinder
