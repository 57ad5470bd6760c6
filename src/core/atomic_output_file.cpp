#include "pathfinder/atomic_output_file.h"

#include "pathfinder/temporary_paths.h"

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <fcntl.h>
#include <filesystem>
#include <random>
#include <stdexcept>
#include <streambuf>
#include <sys/stat.h>
#include <unistd.h>

namespace pathfinder {

namespace fs = std::filesystem;

namespace {

/// The file a write to `path` replaces: the target of a symbolic link, else `path` itself.
std::string fileToReplace(const std::string& path) {
    std::error_code ec;
    if (fs::is_symlink(path, ec)) {
        const fs::path target = fs::weakly_canonical(path, ec);
        if (!ec)
            return target.string();
    }
    return path;
}

/// A name beside `target` that no file has yet: "." NAME "." random `suffix`.
std::string besideName(const fs::path& target, std::mt19937_64& random, const char* suffix) {
    fs::path folder = target.parent_path();
    if (folder.empty())
        folder = ".";
    char tail[17];
    std::snprintf(tail, sizeof tail, "%016llx", static_cast<unsigned long long>(random()));
    return (folder / ("." + target.filename().string() + "." + tail + suffix)).string();
}

std::mt19937_64 seededRandom() {
    std::random_device entropy;
    return std::mt19937_64((static_cast<std::uint64_t>(entropy()) << 32) ^ entropy() ^
                           static_cast<std::uint64_t>(getpid()));
}

/// Creates a new, empty file beside `target`; returns its descriptor and puts its path into
/// `temporary`, or returns −1 with errno set.
int createTemporary(const std::string& target, std::string& temporary) {
    std::mt19937_64 random = seededRandom();
    for (int attempt = 0; attempt < 100; ++attempt) {
        temporary = besideName(target, random, ".tmp");
        const int fd = ::open(temporary.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0666);
        if (fd >= 0) {
            registerTemporaryPath(temporary);
            return fd;
        }
        if (errno != EEXIST)
            return -1;
    }
    errno = EEXIST;
    return -1;
}

/// Makes a rename durable; a folder that cannot be synced loses nothing already written.
void syncFolder(const std::string& target) {
    const fs::path parent = fs::path(target).parent_path();
    const fs::path folder = parent.empty() ? fs::path(".") : parent;
    const int fd = ::open(folder.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (fd >= 0) {
        ::fsync(fd);
        ::close(fd);
    }
}

[[noreturn]] void throwCannotWrite(const std::string& path, int error) {
    throw std::runtime_error("cannot write '" + path + "': " + std::strerror(error));
}

} // namespace

/// The stream's buffer: a fixed block written to the descriptor when full, which keeps the first
/// error of the system (and then refuses every write, so the stream turns bad).
class AtomicOutputFile::Buffer : public std::streambuf {
public:
    explicit Buffer(int fd) : m_fd(fd), m_block(std::size_t{1} << 16) {
        setp(m_block.data(), m_block.data() + m_block.size());
    }

    int fd() const { return m_fd; }
    int error() const { return m_error; }

    /// Closes the descriptor; returns false with the error kept when that fails.
    bool close() {
        if (m_fd < 0)
            return true;
        const int result = ::close(m_fd);
        m_fd = -1;
        if (result != 0 && m_error == 0)
            m_error = errno;
        return result == 0;
    }

protected:
    int_type overflow(int_type c) override {
        if (!writeOut())
            return traits_type::eof();
        if (!traits_type::eq_int_type(c, traits_type::eof())) {
            *pptr() = traits_type::to_char_type(c);
            pbump(1);
        }
        return traits_type::not_eof(c);
    }

    int sync() override { return writeOut() ? 0 : -1; }

private:
    bool writeOut() {
        if (m_error != 0 || m_fd < 0)
            return false;
        const char* from = pbase();
        auto left = static_cast<std::size_t>(pptr() - pbase());
        while (left > 0) {
            const ssize_t written = ::write(m_fd, from, left);
            if (written < 0) {
                if (errno == EINTR)
                    continue;
                m_error = errno;
                return false;
            }
            from += written;
            left -= static_cast<std::size_t>(written);
        }
        setp(m_block.data(), m_block.data() + m_block.size());
        return true;
    }

    int m_fd;
    std::vector<char> m_block;
    int m_error = 0;
};

AtomicOutputFile::AtomicOutputFile(std::string path) : m_path(std::move(path)), m_target(fileToReplace(m_path)) {
    const int fd = createTemporary(m_target, m_temporary);
    if (fd < 0) {
        const int error = errno;
        m_temporary.clear();
        throwCannotWrite(m_path, error);
    }
    m_buffer = std::make_unique<Buffer>(fd);
    m_stream = std::make_unique<std::ostream>(m_buffer.get());
    struct stat existing {};
    if (::stat(m_target.c_str(), &existing) == 0 && ::fchmod(fd, existing.st_mode & 07777) != 0)
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
    if (m_temporary.empty())
        throwCannotWrite(m_path, EBADF);
    m_stream->flush();
    if (m_buffer->error() != 0)
        fail(m_buffer->error());
    if (!*m_stream)
        fail(EIO);
    if (::fsync(m_buffer->fd()) != 0)
        fail(errno);
    if (!m_buffer->close())
        fail(m_buffer->error());
    m_finished = true;
}

void AtomicOutputFile::publish() {
    if (::rename(m_temporary.c_str(), m_target.c_str()) != 0)
        fail(errno);
    forgetTemporaryPath(m_temporary);
    m_temporary.clear();
    syncFolder(m_target);
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
    ::unlink(m_temporary.c_str());
    forgetTemporaryPath(m_temporary);
    m_temporary.clear();
}

namespace {

/// A target's old contents, kept under another name (a hard link) until its replacement is in.
struct Backup {
    std::string target;
    std::string saved; ///< empty: there was no file to keep
};

void restore(const std::vector<Backup>& backups) {
    for (auto it = backups.rbegin(); it != backups.rend(); ++it) {
        if (it->saved.empty()) {
            ::unlink(it->target.c_str());
            continue;
        }
        ::rename(it->saved.c_str(), it->target.c_str());
        forgetTemporaryPath(it->saved);
    }
}

void dropBackups(const std::vector<Backup>& backups) {
    for (const Backup& backup : backups)
        if (!backup.saved.empty()) {
            ::unlink(backup.saved.c_str());
            forgetTemporaryPath(backup.saved);
        }
}

/// A hard link to `target` beside it, or "" when there is no file there; throws when one is there
/// but cannot be kept.
std::string keepOld(const AtomicOutputFile& file, const std::string& target, std::mt19937_64& random) {
    struct stat existing {};
    if (::stat(target.c_str(), &existing) != 0 || !S_ISREG(existing.st_mode))
        return {}; // nothing to keep; a folder there fails the rename itself
    for (int attempt = 0; attempt < 100; ++attempt) {
        const std::string saved = besideName(target, random, ".old");
        if (::link(target.c_str(), saved.c_str()) == 0) {
            registerTemporaryPath(saved);
            return saved;
        }
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
            Backup backup{file->m_target, keepOld(*file, file->m_target, random)};
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
