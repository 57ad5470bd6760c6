#pragma once

#include "workers/background_job.h"

#include <wx/app.h>
#include <wx/timer.h>

#include <functional>
#include <memory>
#include <optional>
#include <utility>

namespace pathfinder::app {

/// A BackgroundJob whose outcome comes back to the main thread: the job is looked at every few
/// milliseconds while it runs, and once it is done `done` is called from the event loop (never from
/// inside the timer, so `done` may show a dialog or destroy this job). Destroying the job before
/// then stops its work and drops the outcome: `done` is never called.
template <typename T>
class AppJob : private wxTimer {
public:
    using Outcome = typename BackgroundJob<T>::Outcome;
    using Done = std::function<void(Outcome)>;

    AppJob(typename BackgroundJob<T>::Work work, Done done)
        : m_job(std::move(work)), m_done(std::move(done)), m_alive(std::make_shared<bool>(true)) {
        Start(kPollMs);
    }
    ~AppJob() override { Stop(); }
    AppJob(const AppJob&) = delete;
    AppJob& operator=(const AppJob&) = delete;

    /// Until `done` has been called.
    bool pending() const { return !m_delivered; }
    /// Waits for the work and calls `done` now (for tests, and where the outcome is needed at once).
    void finish() {
        if (!m_outcome) {
            Stop();
            m_outcome = m_job.take();
        }
        deliver();
    }

private:
    static constexpr int kPollMs = 25;

    void Notify() override {
        if (m_outcome || !m_job.ready())
            return;
        Stop();
        m_outcome = m_job.take();
        // The call is posted, so that the timer is not inside its own notification when `done`
        // destroys the job.
        wxTheApp->CallAfter([this, alive = std::weak_ptr<bool>(m_alive)] {
            if (alive.lock())
                deliver();
        });
    }
    void deliver() {
        if (m_delivered || !m_outcome)
            return;
        m_delivered = true;
        // `done` may destroy this job: nothing of it is touched after the call.
        Done done = std::move(m_done);
        Outcome outcome = std::move(*m_outcome);
        done(std::move(outcome));
    }

    BackgroundJob<T> m_job;
    Done m_done;
    std::optional<Outcome> m_outcome; ///< taken from the job, not yet handed to `done`
    std::shared_ptr<bool> m_alive;
    bool m_delivered = false;
};

} // namespace pathfinder::app
