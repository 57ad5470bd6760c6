#pragma once

#include <atomic>

namespace pathfinder::cli {

/// What the program does on a signal that asks it to stop (platform::handleStopSignals()): the
/// files being written are removed, then the signal does what it does by default.
extern "C" void removeTemporariesAndStop(int signal);

/// While it lives, a signal that asks the program to stop (Ctrl+C, a kill) only sets a flag, so
/// that a long run can end at its next step and keep what it has done; a second such signal stops
/// the program as removeTemporariesAndStop() does. When it goes, removeTemporariesAndStop()
/// handles the signals again. One at a time.
class StopOnSignal {
public:
    StopOnSignal();
    ~StopOnSignal();
    StopOnSignal(const StopOnSignal&) = delete;
    StopOnSignal& operator=(const StopOnSignal&) = delete;

    /// Set once a signal came; for ScenarioRunOptions::stop.
    const std::atomic<bool>& flag() const;
    bool stopped() const { return flag().load(); }
    /// The signal's number (0 before one came).
    int signal() const;
};

} // namespace pathfinder::cli
