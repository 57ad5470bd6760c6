#include "pathfinder/atomic_file.h"

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <filesystem>
#include <random>
#include <sstream>
#include <stdexcept>
#include <sys/stat.h>
#include <unistd.h>

namespace pathfinder {

namespace fs = std::filesystem;

namespace {

[[noreturn]] void fail(const std::string& path, int error) {
    throw std::runtime_error("cannot write '" + path + "': " + std::strerror(error));
}

/// The file a write to `path` replaces: the target of a symbolic link, else `path` itself.
fs::path fileToReplace(const std::string& path) {
    std::error_code ec;
    if (fs::is_symlink(path, ec)) {
        const fs::path target = fs::weakly_canonical(path, ec);
        if (!ec)
            return target;
    }
    return fs::path(path);
}

/// Creates a new, empty file beside `target` with a name no other file has; returns its
/// descriptor and puts its path into `temporary`, or returns −1 with errno set.
int createTemporary(const fs::path& target, std::string& temporary) {
    fs::path folder = target.parent_path();
    if (folder.empty())
        folder = ".";
    std::random_device entropy;
    std::mt19937_64 random((static_cast<std::uint64_t>(entropy()) << 32) ^ entropy() ^
                           static_cast<std::uint64_t>(getpid()));
    for (int attempt = 0; attempt < 100; ++attempt) {
        char suffix[17];
        std::snprintf(suffix, sizeof suffix, "%016llx", static_cast<unsigned long long>(random()));
        temporary = (folder / ("." + target.filename().string() + "." + suffix + ".tmp")).string();
        const int fd = ::open(temporary.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0666);
        if (fd >= 0 || errno != EEXIST)
            return fd;
    }
    errno = EEXIST;
    return -1;
}

bool writeAll(int fd, std::string_view bytes) {
    while (!bytes.empty()) {
        const ssize_t written = ::write(fd, bytes.data(), bytes.size());
        if (written < 0) {
            if (errno == EINTR)
                continue;
            return false;
        }
        bytes.remove_prefix(static_cast<std::size_t>(written));
    }
    return true;
}

/// Makes the rename itself durable; a folder that cannot be synced loses nothing already written.
void syncFolder(const fs::path& target) {
    const fs::path folder = target.parent_path().empty() ? fs::path(".") : target.parent_path();
    const int fd = ::open(folder.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (fd >= 0) {
        ::fsync(fd);
        ::close(fd);
    }
}

} // namespace

void writeFileAtomically(const std::string& path, std::string_view bytes) {
    const fs::path target = fileToReplace(path);
    std::string temporary;
    const int fd = createTemporary(target, temporary);
    if (fd < 0)
        fail(path, errno);
    const auto abandon = [&](int error) {
        ::close(fd);
        ::unlink(temporary.c_str());
        fail(path, error);
    };
    struct stat existing {};
    if (::stat(target.c_str(), &existing) == 0 && ::fchmod(fd, existing.st_mode & 07777) != 0)
        abandon(errno);
    if (!writeAll(fd, bytes) || ::fsync(fd) != 0)
        abandon(errno);
    if (::close(fd) != 0) {
        const int error = errno;
        ::unlink(temporary.c_str());
        fail(path, error);
    }
    if (::rename(temporary.c_str(), target.c_str()) != 0) {
        const int error = errno;
        ::unlink(temporary.c_str());
        fail(path, error);
    }
    syncFolder(target);
}

void writeFileAtomically(const std::string& path, const std::function<void(std::ostream&)>& write) {
    std::ostringstream out;
    write(out);
    writeFileAtomically(path, out.str());
}

} // namespace pathfinder
