#include "platform/process.h"

#include <csignal>
#include <cstdio>
#include <fcntl.h>
#include <filesystem>
#include <io.h>

// windows.h first: the headers of its parts need its types.
// clang-format off
#include <windows.h>
#include <shellapi.h>
// clang-format on

namespace pathfinder::platform {

std::uint64_t processId() {
    return GetCurrentProcessId();
}

bool isTerminal(int fd) {
    return _isatty(fd) != 0;
}

void useBinaryStandardStreams() {
    _setmode(_fileno(stdin), _O_BINARY);
    _setmode(_fileno(stdout), _O_BINARY);
    _setmode(_fileno(stderr), _O_BINARY);
}

void handleStopSignals(void (*handler)(int)) {
    for (const int signal : {SIGINT, SIGTERM, SIGBREAK})
        if (std::signal(signal, handler) == SIG_IGN)
            std::signal(signal, SIG_IGN);
}

Arguments::Arguments(int argc, char** argv) {
    int count = 0;
    LPWSTR* wide = CommandLineToArgvW(GetCommandLineW(), &count);
    if (wide) {
        for (int i = 0; i < count; ++i)
            m_text.push_back(std::filesystem::path(wide[i]).u8string());
        LocalFree(wide);
    } else {
        m_text.assign(argv, argv + argc);
    }
    for (std::string& text : m_text)
        m_pointers.push_back(text.data());
    m_pointers.push_back(nullptr);
}

} // namespace pathfinder::platform
