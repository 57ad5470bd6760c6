#include "platform/child_process.h"

#include <cerrno>
#include <csignal>
#include <cstring>
#include <ctime>
#include <fcntl.h>
#include <pthread.h>
#include <spawn.h>
#include <stdexcept>
#include <sys/wait.h>
#include <unistd.h>

extern char** environ;

namespace pathfinder::platform {

struct ChildProcess::Handles {
    pid_t pid = -1;
    int input = -1;
};

namespace {

[[noreturn]] void cannotRun(const std::string& program, int error) {
    const std::string reason = error == ENOENT ? "the program was not found" : std::strerror(error);
    throw std::runtime_error("cannot run '" + program + "': " + reason);
}

int statusOf(int raw) {
    if (WIFEXITED(raw))
        return WEXITSTATUS(raw);
    if (WIFSIGNALED(raw))
        return 128 + WTERMSIG(raw);
    return 255;
}

} // namespace

ChildProcess::ChildProcess(const std::vector<std::string>& arguments, const std::string& outputPath) {
    if (arguments.empty())
        throw std::invalid_argument("ChildProcess: no program");
    int pipeEnds[2];
    if (::pipe(pipeEnds) != 0)
        cannotRun(arguments[0], errno);
    // Neither end stays open in a program started later, nor the write end in this one: the
    // program reads the end of its input only when every write end is closed.
    ::fcntl(pipeEnds[0], F_SETFD, FD_CLOEXEC);
    ::fcntl(pipeEnds[1], F_SETFD, FD_CLOEXEC);
    const int output = ::open(outputPath.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0666);
    if (output < 0) {
        const int error = errno;
        ::close(pipeEnds[0]);
        ::close(pipeEnds[1]);
        throw std::runtime_error("cannot write '" + outputPath + "': " + std::strerror(error));
    }
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_adddup2(&actions, pipeEnds[0], 0);
    posix_spawn_file_actions_adddup2(&actions, output, 1);
    posix_spawn_file_actions_adddup2(&actions, output, 2);
    // The program gets the usual signal dispositions whatever this one handles or ignores.
    posix_spawnattr_t attributes;
    posix_spawnattr_init(&attributes);
    sigset_t defaults;
    sigemptyset(&defaults);
    for (const int signal : {SIGPIPE, SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGXFSZ})
        sigaddset(&defaults, signal);
    posix_spawnattr_setsigdefault(&attributes, &defaults);
    sigset_t none;
    sigemptyset(&none);
    posix_spawnattr_setsigmask(&attributes, &none);
    posix_spawnattr_setflags(&attributes, POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK);

    std::vector<char*> argv;
    for (const std::string& a : arguments)
        argv.push_back(const_cast<char*>(a.c_str()));
    argv.push_back(nullptr);
    pid_t pid = -1;
    const int error = posix_spawnp(&pid, arguments[0].c_str(), &actions, &attributes, argv.data(), environ);
    posix_spawn_file_actions_destroy(&actions);
    posix_spawnattr_destroy(&attributes);
    ::close(pipeEnds[0]);
    ::close(output);
    if (error != 0) {
        ::close(pipeEnds[1]);
        cannotRun(arguments[0], error);
    }
    m_handles = new Handles{pid, pipeEnds[1]};
}

ChildProcess::~ChildProcess() {
    closeInput();
    if (!m_status)
        stop();
    delete m_handles;
}

bool ChildProcess::write(const void* bytes, std::size_t count) {
    if (m_handles->input < 0)
        return false;
    // A closed pipe is a failed write here, not a SIGPIPE: the signal is blocked while writing,
    // and one it raised is taken before it is unblocked.
    sigset_t pipeSignal, before;
    sigemptyset(&pipeSignal);
    sigaddset(&pipeSignal, SIGPIPE);
    pthread_sigmask(SIG_BLOCK, &pipeSignal, &before);
    const char* next = static_cast<const char*>(bytes);
    bool ok = true;
    bool broken = false;
    while (count > 0) {
        const ssize_t wrote = ::write(m_handles->input, next, count);
        if (wrote < 0 && errno == EINTR)
            continue;
        if (wrote <= 0) {
            ok = false;
            broken = errno == EPIPE;
            break;
        }
        next += wrote;
        count -= static_cast<std::size_t>(wrote);
    }
    if (broken) {
        const timespec now{0, 0};
        while (sigtimedwait(&pipeSignal, nullptr, &now) == SIGPIPE) {
        }
    }
    pthread_sigmask(SIG_SETMASK, &before, nullptr);
    return ok;
}

void ChildProcess::closeInput() {
    if (m_handles && m_handles->input >= 0) {
        ::close(m_handles->input);
        m_handles->input = -1;
    }
}

std::optional<int> ChildProcess::poll() {
    if (!m_status) {
        int raw = 0;
        const pid_t ended = ::waitpid(m_handles->pid, &raw, WNOHANG);
        if (ended == m_handles->pid)
            m_status = statusOf(raw);
        else if (ended < 0 && errno != EINTR)
            m_status = 255;
    }
    return m_status;
}

int ChildProcess::wait() {
    while (!m_status) {
        int raw = 0;
        const pid_t ended = ::waitpid(m_handles->pid, &raw, 0);
        if (ended == m_handles->pid)
            m_status = statusOf(raw);
        else if (ended < 0 && errno != EINTR)
            m_status = 255;
    }
    return *m_status;
}

void ChildProcess::stop() {
    closeInput();
    if (!poll()) {
        ::kill(m_handles->pid, SIGKILL);
        wait();
    }
}

} // namespace pathfinder::platform
