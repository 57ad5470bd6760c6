#include "output/stop_signals.h"

#include "pathfinder/basics/temporary_paths.h"

#include "platform/process.h"

#include <csignal>

namespace pathfinder::cli {

namespace {

// Lock-free atomics, which a signal handler may touch.
std::atomic<bool> g_stop{false};
std::atomic<int> g_signal{0};

extern "C" void requestStop(int signal) {
    if (g_stop.exchange(true)) {
        removeTemporariesAndStop(signal); // asked twice: stop now
        return;
    }
    g_signal.store(signal);
#ifdef _WIN32
    std::signal(signal, requestStop); // Windows resets a handler once it has run
#endif
}

} // namespace

extern "C" void removeTemporariesAndStop(int signal) {
    removeTemporaryPathsNow();
    std::signal(signal, SIG_DFL);
    std::raise(signal);
}

StopOnSignal::StopOnSignal() {
    g_stop = false;
    g_signal = 0;
    platform::handleStopSignals(requestStop);
}

StopOnSignal::~StopOnSignal() {
    platform::handleStopSignals(removeTemporariesAndStop);
}

const std::atomic<bool>& StopOnSignal::flag() const {
    return g_stop;
}

int StopOnSignal::signal() const {
    return g_signal.load();
}

} // namespace pathfinder::cli
