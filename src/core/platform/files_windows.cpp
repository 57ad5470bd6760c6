#include "platform/files.h"

#include <cerrno>
#include <climits>
#include <fcntl.h>
#include <io.h>
#include <sys/stat.h>
#include <windows.h>

namespace pathfinder::platform {

namespace {

std::wstring wide(const std::string& utf8) {
    return pathFromUtf8(utf8).wstring();
}

/// errno for the last Windows error, so that messages read the same on both systems.
void setErrnoFromLastError() {
    switch (GetLastError()) {
    case ERROR_FILE_NOT_FOUND:
    case ERROR_PATH_NOT_FOUND:
        errno = ENOENT;
        break;
    case ERROR_ACCESS_DENIED:
    case ERROR_SHARING_VIOLATION:
    case ERROR_LOCK_VIOLATION:
        errno = EACCES;
        break;
    case ERROR_ALREADY_EXISTS:
    case ERROR_FILE_EXISTS:
        errno = EEXIST;
        break;
    case ERROR_DISK_FULL:
    case ERROR_HANDLE_DISK_FULL:
        errno = ENOSPC;
        break;
    case ERROR_FILENAME_EXCED_RANGE:
        errno = ENAMETOOLONG;
        break;
    default:
        errno = EIO;
    }
}

} // namespace

FileKind fileKind(const std::string& path) {
    const DWORD attributes = GetFileAttributesW(wide(path).c_str());
    if (attributes == INVALID_FILE_ATTRIBUTES)
        return FileKind::Missing;
    if (attributes & FILE_ATTRIBUTE_DIRECTORY)
        return FileKind::Folder;
    return attributes & FILE_ATTRIBUTE_DEVICE ? FileKind::Other : FileKind::Regular;
}

std::optional<FileIdentity> fileIdentity(const std::string& path) {
    // FILE_FLAG_BACKUP_SEMANTICS opens a folder too.
    const HANDLE handle =
        CreateFileW(wide(path).c_str(), 0, FILE_SHARE_READ | FILE_SHARE_WRITE | FILE_SHARE_DELETE, nullptr,
                    OPEN_EXISTING, FILE_FLAG_BACKUP_SEMANTICS, nullptr);
    if (handle == INVALID_HANDLE_VALUE)
        return std::nullopt;
    BY_HANDLE_FILE_INFORMATION information{};
    const bool known = GetFileInformationByHandle(handle, &information) != 0;
    CloseHandle(handle);
    if (!known)
        return std::nullopt;
    return FileIdentity{information.dwVolumeSerialNumber,
                        (static_cast<std::uint64_t>(information.nFileIndexHigh) << 32) |
                            information.nFileIndexLow};
}

std::FILE* openForReadingBytes(const std::string& path) {
    return _wfopen(wide(path).c_str(), L"rb");
}

int createNewFile(const std::string& path) {
    // Shared for deletion, so that a stop (removeFileNow) can take the file away while it is open.
    const HANDLE handle = CreateFileW(wide(path).c_str(), GENERIC_WRITE, FILE_SHARE_READ | FILE_SHARE_DELETE,
                                      nullptr, CREATE_NEW, FILE_ATTRIBUTE_NORMAL, nullptr);
    if (handle == INVALID_HANDLE_VALUE) {
        setErrnoFromLastError();
        return -1;
    }
    const int fd = _open_osfhandle(reinterpret_cast<intptr_t>(handle), _O_WRONLY | _O_BINARY);
    if (fd < 0)
        CloseHandle(handle);
    return fd;
}

int openForWriting(const std::string& path) {
    return _wopen(wide(path).c_str(), _O_WRONLY | _O_BINARY | _O_NOINHERIT);
}

long writeSome(int fd, const char* bytes, std::size_t count) {
    return _write(fd, bytes, static_cast<unsigned>(count < INT_MAX ? count : INT_MAX));
}

bool closeFile(int fd) {
    return _close(fd) == 0;
}

bool syncFile(int fd) {
    return _commit(fd) == 0;
}

bool copyPermissions(const std::string&, int) {
    return true; // replaceFile keeps the replaced file's attributes and access list
}

bool replaceFile(const std::string& from, const std::string& to) {
    const std::wstring source = wide(from);
    const std::wstring target = wide(to);
    // ReplaceFileW keeps the replaced file's attributes and access list, as the POSIX side keeps
    // its permissions; where no file is there yet, a plain move does.
    if (fileKind(to) == FileKind::Regular
            ? ReplaceFileW(target.c_str(), source.c_str(), nullptr, REPLACEFILE_IGNORE_MERGE_ERRORS, nullptr,
                           nullptr)
            : MoveFileExW(source.c_str(), target.c_str(), MOVEFILE_WRITE_THROUGH))
        return true;
    setErrnoFromLastError();
    return false;
}

void syncFolderOf(const std::string&) {} // a rename is durable once MoveFileExW or ReplaceFileW returns

bool hardLink(const std::string& existing, const std::string& link) {
    if (CreateHardLinkW(wide(link).c_str(), wide(existing).c_str(), nullptr))
        return true;
    setErrnoFromLastError();
    return false;
}

bool removeFile(const std::string& path) {
    return _wunlink(wide(path).c_str()) == 0;
}

namespace {

/// A UTF-16 copy of `path` in a buffer of the caller's, without allocating; false when too long.
template <std::size_t N>
bool wideNow(const char* path, wchar_t (&buffer)[N]) noexcept {
    return MultiByteToWideChar(CP_UTF8, 0, path, -1, buffer, static_cast<int>(N)) > 0;
}

} // namespace

void removeFileNow(const char* path) noexcept {
    static wchar_t buffer[32768]; // a long path's limit; static: the stack of a handler is small
    if (wideNow(path, buffer))
        DeleteFileW(buffer);
}

void removeFolderNow(const char* path) noexcept {
    static wchar_t buffer[32768];
    if (wideNow(path, buffer))
        RemoveDirectoryW(buffer);
}

} // namespace pathfinder::platform
