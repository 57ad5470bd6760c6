#include "platform/process.h"

#include <csignal>
#include <unistd.h>

namespace pathfinder::platform {

std::uint64_t processId() {
    return static_cast<std::uint64_t>(::getpid());
}

bool isTerminal(int fd) {
    return ::isatty(fd) != 0;
}

void useBinaryStandardStreams() {} // bytes pass as written

void handleStopSignals(void (*handler)(int)) {
    std::signal(SIGXFSZ, SIG_IGN);
    for (const int signal : {SIGINT, SIGTERM, SIGHUP, SIGPIPE, SIGQUIT}) {
        // A signal the caller ignores (nohup's SIGHUP, SIGINT in a background job) stays ignored.
        if (std::signal(signal, handler) == SIG_IGN)
            std::signal(signal, SIG_IGN);
    }
}

Arguments::Arguments(int argc, char** argv) : m_text(argv, argv + argc) {
    for (std::string& text : m_text)
        m_pointers.push_back(text.data());
    m_pointers.push_back(nullptr);
}

} // namespace pathfinder::platform
