#pragma once

// The process-wide calls that differ between systems, one implementation each in
// process_posix.cpp and process_windows.cpp.

#include <cstdint>
#include <string>
#include <vector>

namespace pathfinder::platform {

/// The process's number, to make names no other process picks.
std::uint64_t processId();

/// Whether a descriptor (0, 1, 2) is a terminal, where a person reads.
bool isTerminal(int fd);

/// Standard output and error carry the bytes written, as written (Windows would turn "\n" into
/// "\r\n" on the way out).
void useBinaryStandardStreams();

/// Calls `handler` on the signals that ask the program to stop (Ctrl+C, a kill, a closed pipe or
/// terminal); a signal the caller ignores stays ignored. A write past a file size limit becomes
/// a failed write (EFBIG) instead of a killed process.
void handleStopSignals(void (*handler)(int));

/// The program's arguments as UTF-8 text. On Windows they are read from the UTF-16 command line
/// (the `argv` that `main` is given there holds them in the legacy code page, where most file
/// names cannot be written).
class Arguments {
public:
    Arguments(int argc, char** argv);
    Arguments(const Arguments&) = delete;
    Arguments& operator=(const Arguments&) = delete;

    int count() const { return static_cast<int>(m_text.size()); }
    /// argv-style: count() pointers, then a null pointer.
    char** values() { return m_pointers.data(); }

private:
    std::vector<std::string> m_text;
    std::vector<char*> m_pointers;
};

} // namespace pathfinder::platform
