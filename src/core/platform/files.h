#pragma once

// The file system calls that differ between systems, one implementation each in files_posix.cpp
// and files_windows.cpp. File names are UTF-8 text everywhere in the program; on Windows they
// become UTF-16 here, and only here. Descriptors are the C runtime's (`int`) on both systems;
// a call that fails returns false (or −1) with errno set.

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <filesystem>
#include <optional>
#include <string>

namespace pathfinder::platform {

/// A path from UTF-8 text, and back: the program's file names are UTF-8 on every system.
inline std::filesystem::path pathFromUtf8(const std::string& utf8) {
    return std::filesystem::u8path(utf8);
}
inline std::string utf8FromPath(const std::filesystem::path& path) {
    return path.u8string();
}

enum class FileKind { Missing, Regular, Folder, Other };

/// What is at `path`: nothing, a file, a folder, or something else (a device, a pipe).
FileKind fileKind(const std::string& path);

/// Which file on which disk `path` names, through any link: two paths name the same file when
/// their identities are equal.
struct FileIdentity {
    std::uint64_t device = 0;
    std::uint64_t file = 0;
    bool operator==(const FileIdentity& other) const { return device == other.device && file == other.file; }
};
std::optional<FileIdentity> fileIdentity(const std::string& path);

/// fopen(path, "rb").
std::FILE* openForReadingBytes(const std::string& path);

/// Creates a new file for writing; fails with EEXIST when something is there already.
int createNewFile(const std::string& path);
/// Opens what is at `path` (a device, a pipe) for writing, as it is.
int openForWriting(const std::string& path);
/// Writes some of `count` bytes; returns how many, or −1.
long writeSome(int fd, const char* bytes, std::size_t count);
bool closeFile(int fd);
/// Puts the bytes written to `fd` on the disk.
bool syncFile(int fd);
/// Gives the file at `fd` the permissions of the file at `like`, where the system has them.
bool copyPermissions(const std::string& like, int fd);

/// Renames `from` to `to` in one step, replacing the file at `to`.
bool replaceFile(const std::string& from, const std::string& to);
/// Makes a rename inside the folder that holds `path` durable, where the system asks for that.
void syncFolderOf(const std::string& path);
/// Gives the file at `existing` a second name.
bool hardLink(const std::string& existing, const std::string& link);
/// Removes a file; fails on a folder.
bool removeFile(const std::string& path);

/// Remove a file or an empty folder without allocating memory, for a signal handler.
void removeFileNow(const char* path) noexcept;
void removeFolderNow(const char* path) noexcept;

} // namespace pathfinder::platform
