#pragma once

#include <atomic>
#include <chrono>
#include <exception>
#include <functional>
#include <future>
#include <optional>
#include <string>
#include <utility>

namespace pathfinder::app {

/// Work that may grow with the map, done on a worker thread so that the thread that asked for it
/// stays free. The work owns copies of what it reads (never objects another thread changes) and is
/// given a stop flag, which it checks often enough to end within milliseconds once stop() is
/// called. An exception thrown by the work becomes the outcome's error, never an end of the
/// program.
template <typename T>
class BackgroundJob {
public:
    using Work = std::function<T(const std::atomic<bool>& stop)>;
    struct Outcome {
        std::optional<T> value; ///< the work's result, unless it threw
        std::string error;      ///< what the work threw, when it did
        bool stopped = false;   ///< stop() was called: the value, if any, may be cut short
    };

    /// Starts the work at once.
    explicit BackgroundJob(Work work) {
        m_result = std::async(std::launch::async, [this, work = std::move(work)] {
            Outcome outcome;
            try {
                outcome.value = work(m_stop);
            } catch (const std::exception& e) {
                outcome.error = e.what();
            } catch (...) {
                outcome.error = "an unknown error";
            }
            outcome.stopped = m_stop;
            return outcome;
        });
    }
    /// Stops the work and waits for it.
    ~BackgroundJob() {
        stop();
        if (m_result.valid())
            m_result.wait();
    }
    BackgroundJob(const BackgroundJob&) = delete;
    BackgroundJob& operator=(const BackgroundJob&) = delete;

    /// Whether the outcome can be taken without waiting.
    bool ready() const {
        return m_result.valid() && m_result.wait_for(std::chrono::seconds(0)) == std::future_status::ready;
    }
    /// Waits at most `wait` for the work to end; true when the outcome can then be taken at once.
    bool readyWithin(std::chrono::milliseconds wait) const {
        return m_result.valid() && m_result.wait_for(wait) == std::future_status::ready;
    }
    /// Waits for the outcome (at once when ready()); call once.
    Outcome take() { return m_result.get(); }
    /// Asks the work to stop; returns at once.
    void stop() { m_stop = true; }

private:
    std::atomic<bool> m_stop{false};
    std::future<Outcome> m_result;
};

} // namespace pathfinder::app
