#include "platform/files.h"

#include <cerrno>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace pathfinder::platform {

FileKind fileKind(const std::string& path) {
    struct stat status {};
    if (::stat(path.c_str(), &status) != 0)
        return FileKind::Missing;
    if (S_ISREG(status.st_mode))
        return FileKind::Regular;
    return S_ISDIR(status.st_mode) ? FileKind::Folder : FileKind::Other;
}

std::optional<FileIdentity> fileIdentity(const std::string& path) {
    struct stat status {};
    if (::stat(path.c_str(), &status) != 0)
        return std::nullopt;
    return FileIdentity{static_cast<std::uint64_t>(status.st_dev), static_cast<std::uint64_t>(status.st_ino)};
}

std::FILE* openForReadingBytes(const std::string& path) {
    return std::fopen(path.c_str(), "rb");
}

int createNewFile(const std::string& path) {
    return ::open(path.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0666);
}

int openForWriting(const std::string& path) {
    return ::open(path.c_str(), O_WRONLY | O_CLOEXEC);
}

long writeSome(int fd, const char* bytes, std::size_t count) {
    ssize_t written = 0;
    do
        written = ::write(fd, bytes, count);
    while (written < 0 && errno == EINTR);
    return static_cast<long>(written);
}

bool closeFile(int fd) {
    return ::close(fd) == 0;
}

bool syncFile(int fd) {
    return ::fsync(fd) == 0;
}

bool copyPermissions(const std::string& like, int fd) {
    struct stat existing {};
    return ::stat(like.c_str(), &existing) != 0 || ::fchmod(fd, existing.st_mode & 07777) == 0;
}

bool replaceFile(const std::string& from, const std::string& to) {
    return ::rename(from.c_str(), to.c_str()) == 0;
}

void syncFolderOf(const std::string& path) {
    const std::filesystem::path parent = std::filesystem::path(path).parent_path();
    const std::string folder = parent.empty() ? std::string(".") : parent.string();
    const int fd = ::open(folder.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (fd >= 0) {
        ::fsync(fd); // a folder that cannot be synced loses nothing already written
        ::close(fd);
    }
}

bool hardLink(const std::string& existing, const std::string& link) {
    return ::link(existing.c_str(), link.c_str()) == 0;
}

bool removeFile(const std::string& path) {
    return ::unlink(path.c_str()) == 0;
}

void removeFileNow(const char* path) noexcept {
    ::unlink(path);
}

void removeFolderNow(const char* path) noexcept {
    ::rmdir(path);
}

} // namespace pathfinder::platform
