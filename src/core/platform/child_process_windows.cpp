#include "platform/child_process.h"
#include "platform/files.h"

#include <stdexcept>
#include <windows.h>

namespace pathfinder::platform {

struct ChildProcess::Handles {
    HANDLE process = nullptr;
    HANDLE input = nullptr;
};

namespace {

std::wstring wide(const std::string& utf8) {
    return pathFromUtf8(utf8).wstring();
}

/// One argument as the C runtime's command line parser reads it back: in quotes when it holds a
/// space, a tab or a quote, with backslashes doubled before a quote.
std::wstring quoted(const std::wstring& argument) {
    if (!argument.empty() && argument.find_first_of(L" \t\"") == std::wstring::npos)
        return argument;
    std::wstring out = L"\"";
    std::size_t backslashes = 0;
    for (const wchar_t c : argument) {
        if (c == L'\\') {
            ++backslashes;
            continue;
        }
        out.append(c == L'"' ? 2 * backslashes + 1 : backslashes, L'\\');
        backslashes = 0;
        out.push_back(c);
    }
    out.append(2 * backslashes, L'\\');
    out.push_back(L'"');
    return out;
}

std::string systemMessage(DWORD error) {
    if (error == ERROR_FILE_NOT_FOUND || error == ERROR_PATH_NOT_FOUND)
        return "the program was not found";
    if (error == ERROR_ACCESS_DENIED)
        return "permission denied";
    return "system error " + std::to_string(error);
}

} // namespace

ChildProcess::ChildProcess(const std::vector<std::string>& arguments, const std::string& outputPath) {
    if (arguments.empty())
        throw std::invalid_argument("ChildProcess: no program");
    SECURITY_ATTRIBUTES inherited{sizeof(SECURITY_ATTRIBUTES), nullptr, TRUE};
    HANDLE output = CreateFileW(wide(outputPath).c_str(), GENERIC_WRITE, FILE_SHARE_READ, &inherited,
                                CREATE_NEW, FILE_ATTRIBUTE_NORMAL, nullptr);
    if (output == INVALID_HANDLE_VALUE)
        throw std::runtime_error("cannot write '" + outputPath + "': " + systemMessage(GetLastError()));
    HANDLE readEnd = nullptr, writeEnd = nullptr;
    if (!CreatePipe(&readEnd, &writeEnd, &inherited, 0)) {
        const DWORD error = GetLastError();
        CloseHandle(output);
        throw std::runtime_error("cannot run '" + arguments[0] + "': " + systemMessage(error));
    }
    SetHandleInformation(writeEnd, HANDLE_FLAG_INHERIT, 0);

    std::wstring commandLine;
    for (const std::string& a : arguments)
        commandLine += (commandLine.empty() ? L"" : L" ") + quoted(wide(a));
    STARTUPINFOW startup{};
    startup.cb = sizeof(startup);
    startup.dwFlags = STARTF_USESTDHANDLES;
    startup.hStdInput = readEnd;
    startup.hStdOutput = output;
    startup.hStdError = output;
    PROCESS_INFORMATION process{};
    const BOOL started = CreateProcessW(nullptr, commandLine.data(), nullptr, nullptr, TRUE, CREATE_NO_WINDOW,
                                        nullptr, nullptr, &startup, &process);
    const DWORD error = GetLastError();
    CloseHandle(readEnd);
    CloseHandle(output);
    if (!started) {
        CloseHandle(writeEnd);
        throw std::runtime_error("cannot run '" + arguments[0] + "': " + systemMessage(error));
    }
    CloseHandle(process.hThread);
    m_handles = new Handles{process.hProcess, writeEnd};
}

ChildProcess::~ChildProcess() {
    closeInput();
    if (!m_status)
        stop();
    CloseHandle(m_handles->process);
    delete m_handles;
}

bool ChildProcess::write(const void* bytes, std::size_t count) {
    if (!m_handles->input)
        return false;
    const char* next = static_cast<const char*>(bytes);
    while (count > 0) {
        DWORD wrote = 0;
        const DWORD chunk = static_cast<DWORD>(count < (1u << 30) ? count : (1u << 30));
        if (!WriteFile(m_handles->input, next, chunk, &wrote, nullptr) || wrote == 0)
            return false;
        next += wrote;
        count -= wrote;
    }
    return true;
}

void ChildProcess::closeInput() {
    if (m_handles && m_handles->input) {
        CloseHandle(m_handles->input);
        m_handles->input = nullptr;
    }
}

std::optional<int> ChildProcess::poll() {
    if (!m_status && WaitForSingleObject(m_handles->process, 0) == WAIT_OBJECT_0) {
        DWORD code = 255;
        GetExitCodeProcess(m_handles->process, &code);
        m_status = static_cast<int>(code);
    }
    return m_status;
}

int ChildProcess::wait() {
    if (!m_status)
        WaitForSingleObject(m_handles->process, INFINITE);
    return *poll();
}

void ChildProcess::stop() {
    closeInput();
    if (!poll()) {
        TerminateProcess(m_handles->process, 1);
        wait();
    }
}

} // namespace pathfinder::platform
