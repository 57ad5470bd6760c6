#include "output/progress.h"

#include "platform/process.h"

#include <CLI/CLI.hpp>
#include <cstdio>
#include <cstdlib>

namespace pathfinder::cli {

namespace {

bool g_quiet = false;

constexpr std::size_t kLineEveryPercent = 5;
constexpr auto kQuietAtMost = std::chrono::seconds(10);
/// A run this short says nothing in a log: lines begin once it has taken longer.
constexpr auto kFirstLineAfter = std::chrono::seconds(1);
/// Lines in a log come at most this often, but for the last.
constexpr auto kLinesAtMostEvery = std::chrono::seconds(1);

/// PATHFINDER_PROGRESS: "always" shows the lines from the start, "never" none at all.
std::string progressSetting() {
    const char* value = std::getenv("PATHFINDER_PROGRESS");
    return value ? value : "";
}

std::size_t percentOf(std::size_t done, std::size_t total) {
    return total == 0 ? 100 : 100 * done / total;
}

/// "95 s", "12 min 5 s", "3 h 20 min".
std::string durationText(double seconds) {
    const auto whole = static_cast<long long>(seconds + 0.5);
    if (whole < 60)
        return std::to_string(whole) + " s";
    if (whole < 3600)
        return std::to_string(whole / 60) + " min " + std::to_string(whole % 60) + " s";
    return std::to_string(whole / 3600) + " h " + std::to_string(whole % 3600 / 60) + " min";
}

} // namespace

/// ", 12.5/s, about 40 s left" once something is done and the end is not reached yet;
/// nothing else.
std::string Progress::pace(std::size_t done) const {
    if (done == 0 || done >= m_total)
        return "";
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - m_begin).count();
    if (seconds <= 0)
        return "";
    const double rate = static_cast<double>(done) / seconds;
    char rateText[32];
    std::snprintf(rateText, sizeof rateText, rate >= 10 ? "%.0f" : "%.2g", rate);
    return std::string(", ") + rateText + "/s, about " +
           durationText(static_cast<double>(m_total - done) / rate) + " left";
}

Progress::Progress(std::string command, std::string unit, std::size_t total)
    : m_command(std::move(command)), m_unit(std::move(unit)), m_total(total),
      m_terminal(platform::isTerminal(2)), m_begin(std::chrono::steady_clock::now()), m_lastNews(m_begin) {
    const std::string setting = progressSetting();
    m_silent = g_quiet || setting == "never";
    m_linesFrom = setting == "always" ? m_begin : m_begin + kFirstLineAfter;
    if (!m_silent)
        m_watcher = std::thread([this] { watch(); });
}

Progress::~Progress() {
    {
        const std::lock_guard<std::mutex> lock(m_mutex);
        m_stop = true;
        closeBar();
    }
    m_wake.notify_all();
    if (m_watcher.joinable())
        m_watcher.join();
}

void Progress::declareQuiet(CLI::App& command) {
    command.add_flag("--quiet", g_quiet, "Show no progress on the standard error");
}

bool Progress::quiet() {
    return g_quiet;
}

std::function<void(std::size_t, std::size_t)> Progress::callback() {
    return [this](std::size_t done, std::size_t) { update(done); };
}

void Progress::closeBar() {
    if (m_barOpen)
        std::fputc('\n', stderr);
    m_barOpen = false;
}

void Progress::say(const std::string& text) {
    if (m_silent)
        return;
    const std::lock_guard<std::mutex> lock(m_mutex);
    const auto now = std::chrono::steady_clock::now();
    m_lastNews = now;
    if (!m_terminal && now < m_linesFrom) {
        m_pending = text; // said with the first line, if the run lasts that long
        return;
    }
    closeBar();
    std::fprintf(stderr, "%s: %s\n", m_command.c_str(), text.c_str());
    std::fflush(stderr);
}

void Progress::update(std::size_t done) {
    if (m_silent)
        return;
    const std::lock_guard<std::mutex> lock(m_mutex);
    // The same count again is no news; in a log it may still owe the line a second held back.
    const bool same = done == m_done && done != 0;
    if (same && (m_terminal || !m_lineOwed))
        return;
    m_done = done;
    const auto now = std::chrono::steady_clock::now();
    if (!same)
        m_lastNews = now;
    const std::size_t percent = percentOf(done, m_total);
    if (!m_terminal && now < m_linesFrom)
        return;
    if (m_terminal) {
        constexpr std::size_t kWidth = 30;
        const std::size_t filled = kWidth * std::min(percent, std::size_t{100}) / 100;
        // Padded, so that a shorter line covers the longer one it replaces.
        std::fprintf(stderr, "\r[%s%s] %zu / %zu %s%-40s", std::string(filled, '#').c_str(),
                     std::string(kWidth - filled, '.').c_str(), done, m_total, m_unit.c_str(),
                     pace(done).c_str());
        m_barOpen = true;
        if (done >= m_total)
            closeBar();
        std::fflush(stderr);
    } else {
        const bool step = percent >= m_lastPercent + kLineEveryPercent;
        m_lineOwed = step && done < m_total && now < m_lastLine + kLinesAtMostEvery;
        if (done >= m_total || !m_saidAnything || (step && !m_lineOwed)) {
            line(done, pace(done));
            m_lastPercent = percent - percent % kLineEveryPercent;
        }
    }
}

void Progress::line(std::size_t done, const std::string& tail) {
    closeBar();
    m_saidAnything = true;
    if (!m_pending.empty())
        std::fprintf(stderr, "%s: %s\n", m_command.c_str(), m_pending.c_str());
    m_pending.clear();
    std::fprintf(stderr, "%s: %zu / %zu %s (%zu%%)%s\n", m_command.c_str(), done, m_total, m_unit.c_str(),
                 percentOf(done, m_total), tail.c_str());
    m_lastLine = std::chrono::steady_clock::now();
    m_lineOwed = false;
    std::fflush(stderr);
}

void Progress::watch() {
    std::unique_lock<std::mutex> lock(m_mutex);
    while (!m_stop) {
        const auto due = m_lastNews + kQuietAtMost;
        if (m_wake.wait_until(lock, due, [this] { return m_stop; }))
            return;
        const auto now = std::chrono::steady_clock::now();
        if (now < m_lastNews + kQuietAtMost)
            continue;
        const auto seconds = std::chrono::duration_cast<std::chrono::seconds>(now - m_begin).count();
        line(m_done, ", " + std::to_string(seconds) + " s so far" + pace(m_done));
        m_lastNews = now;
    }
}

} // namespace pathfinder::cli
