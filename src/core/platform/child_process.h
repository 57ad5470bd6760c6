#pragma once

// Another program run by this one, one implementation each in child_process_posix.cpp and
// child_process_windows.cpp: its standard input a pipe this program writes, its standard output
// and error one file.

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

namespace pathfinder::platform {

class ChildProcess {
public:
    /// Starts the program `arguments[0]` (looked up on the PATH when it names no folder) with the
    /// rest as its arguments, its output and errors written to a new file at `outputPath`. Throws
    /// std::runtime_error "cannot run 'PROGRAM': REASON" (not found, not allowed) when it cannot.
    ChildProcess(const std::vector<std::string>& arguments, const std::string& outputPath);
    /// Closes the input, stops the program if it still runs, and waits for it.
    ~ChildProcess();
    ChildProcess(const ChildProcess&) = delete;
    ChildProcess& operator=(const ChildProcess&) = delete;

    /// Writes all of `count` bytes to the program's input; false when the program no longer reads
    /// them (it ended or closed its input). This program is not stopped by a closed pipe.
    bool write(const void* bytes, std::size_t count);
    /// Ends the input: the program reads the end of its file.
    void closeInput();
    /// The program's exit status once it has ended, without waiting: its exit code, or 128 plus
    /// the number of the signal that stopped it.
    std::optional<int> poll();
    /// Waits for the program to end; its exit status as poll() gives it.
    int wait();
    /// Stops the program at once (it has then ended: wait() returns).
    void stop();

private:
    struct Handles;
    Handles* m_handles = nullptr;
    std::optional<int> m_status;
};

} // namespace pathfinder::platform
