#pragma once

#include "pathfinder/search/walker.h"

#include "workers/background_job.h"

#include <chrono>
#include <cstdint>
#include <memory>
#include <string>
#include <utility>

namespace pathfinder::app {

/// What a search's walker builds from the whole map before it runs (a WalkerPreparation: the
/// subgoal graph), built on a worker while the run waits, and what the run is to do once it is.
class RunPreparation {
public:
    using Clock = std::chrono::steady_clock;

    /// Starts `preparation` on a worker, stopping the one under way (which ends within
    /// milliseconds).
    void start(std::unique_ptr<WalkerPreparation> preparation) {
        m_job.reset();
        m_what = preparation->what();
        m_began = Clock::now();
        std::shared_ptr<WalkerPreparation> work(std::move(preparation));
        m_job = std::make_unique<Job>([work](const std::atomic<bool>& stop) {
            work->run(stop);
            return work;
        });
    }
    bool underWay() const { return m_job != nullptr; }
    bool ready() const { return m_job && m_job->ready(); }
    /// Waits at most `wait` for the work under way; true when it is done.
    bool readyWithin(std::chrono::milliseconds wait) const { return m_job && m_job->readyWithin(wait); }
    /// Waits for the work under way and hands over what it built: nullptr when it was stopped or
    /// failed (`error` then says why, when it failed).
    std::shared_ptr<WalkerPreparation> take(std::string& error) {
        const std::unique_ptr<Job> job = std::move(m_job);
        Job::Outcome outcome = job->take();
        error = outcome.error;
        return outcome.value && !outcome.stopped ? *outcome.value : nullptr;
    }
    /// What is being built ("the subgoal graph").
    const std::string& what() const { return m_what; }
    /// Seconds since the work under way began.
    double seconds() const { return std::chrono::duration<double>(Clock::now() - m_began).count(); }
    /// True at most every 200 ms: when the time so far is to be shown again.
    bool dueToShow() {
        const auto now = Clock::now();
        if (now - m_shown < std::chrono::milliseconds(200))
            return false;
        m_shown = now;
        return true;
    }

    /// How long a build that has just started is waited for on the spot (one a small map needs ends
    /// well within it), before the run waits for it over ticks.
    std::chrono::milliseconds briefWait{5};
    /// Whether the run's record is to begin once the work is done (Go or Step started the run).
    bool recordAfter = false;
    /// The steps Step asked for meanwhile, to be taken once the work is done.
    std::uint64_t stepsAfter = 0;
    /// Forgets what was to be done after the work (the run was reset or ended); the work goes on,
    /// and what it builds is kept for the next run.
    void forgetAfter() {
        recordAfter = false;
        stepsAfter = 0;
    }

private:
    using Job = BackgroundJob<std::shared_ptr<WalkerPreparation>>;
    std::unique_ptr<Job> m_job;
    std::string m_what;
    Clock::time_point m_began;
    Clock::time_point m_shown;
};

} // namespace pathfinder::app
