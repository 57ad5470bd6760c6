#pragma once

#include <chrono>
#include <condition_variable>
#include <cstddef>
#include <functional>
#include <mutex>
#include <string>
#include <thread>

namespace CLI {
class App;
}

namespace pathfinder::cli {

/// Tells on standard error how a long run goes, so that it is never silent for minutes: on a
/// terminal a bar redrawn in place, else plain lines for a log ("scen: 1200 / 5000 queries (24%),
/// 310/s, about 12 s left") at every 5 % (at most one a second) and at the end, once the
/// run has lasted a second (a quick one says nothing); and on both, a line when 10 seconds pass
/// without news, so that a single long step shows too. The rate and the time left are the average
/// so far; the last line has neither.
/// Nothing with --quiet. The environment variable PATHFINDER_PROGRESS=always starts the lines at
/// once, PATHFINDER_PROGRESS=never shows none.
class Progress {
public:
    /// `command` names the command in the lines, `unit` what is counted ("queries"), `total` how many.
    Progress(std::string command, std::string unit, std::size_t total);
    /// Stops the lines (the last one is the caller's).
    ~Progress();
    Progress(const Progress&) = delete;
    Progress& operator=(const Progress&) = delete;

    /// `done` of the total are done.
    void update(std::size_t done);
    /// A line of its own (a stage that begins, a note), between the progress lines.
    void say(const std::string& text);
    /// update() as a callback, e.g. for runScenarios() (which calls it from the calling thread).
    std::function<void(std::size_t, std::size_t)> callback();

    /// Declares --quiet on a command that shows progress.
    static void declareQuiet(CLI::App& command);
    /// True when --quiet was given.
    static bool quiet();

private:
    void line(std::size_t done, const std::string& tail);
    void closeBar();
    void watch();
    std::string pace(std::size_t done) const;

    std::string m_command;
    std::string m_unit;
    std::size_t m_total;
    bool m_terminal;
    std::size_t m_lastPercent = 0;
    std::size_t m_done = 0;
    bool m_barOpen = false;
    bool m_silent = false;
    bool m_saidAnything = false;
    bool m_lineOwed = false; ///< a 5 % step came less than a second after the last line
    std::string m_pending;   ///< a say() too early for a log
    std::chrono::steady_clock::time_point m_begin;
    std::chrono::steady_clock::time_point m_linesFrom; ///< no line in a log before then
    std::chrono::steady_clock::time_point m_lastNews;
    std::chrono::steady_clock::time_point m_lastLine; ///< of the last line in a log
    std::mutex m_mutex;
    std::condition_variable m_wake;
    bool m_stop = false;
    std::thread m_watcher;
};

} // namespace pathfinder::cli
