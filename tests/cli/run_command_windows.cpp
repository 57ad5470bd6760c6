#include "cli/cli_process.h"

#include <array>
#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <thread>
#include <utility>
#include <vector>

// windows.h first: the headers of its parts need its types.
// clang-format off
#include <windows.h>
#include <bcrypt.h>
// clang-format on

namespace {

/// One argument as the C runtime reads it back from a Windows command line: in double quotes,
/// with the backslashes before a quote doubled and the quote escaped.
std::string argumentText(const std::string& word) {
    std::string out = "\"";
    std::size_t backslashes = 0;
    for (const char c : word) {
        if (c == '\\') {
            ++backslashes;
            continue;
        }
        out.append(c == '"' ? 2 * backslashes + 1 : backslashes, '\\');
        backslashes = 0;
        out += c;
    }
    out.append(2 * backslashes, '\\');
    return out + "\"";
}

[[noreturn]] void needsShell(const std::string& command) {
    throw std::runtime_error("this command needs a POSIX shell: " + command);
}

/// The command, read as a POSIX shell reads words and redirections, for cmd.exe; `environment`
/// gets the NAME=VALUE words in front of it.
std::string forCmd(const std::string& command,
                   std::vector<std::pair<std::string, std::string>>& environment) {
    std::vector<std::string> parts;
    std::string word;
    bool inWord = false;
    bool redirection = false; // the next word is a file a redirection names
    const auto flush = [&] {
        if (!inWord)
            return;
        const auto equals = word.find('=');
        if (parts.empty() && !redirection && equals != std::string::npos && equals > 0 &&
            word.find_first_of("/\\") > equals) {
            environment.emplace_back(word.substr(0, equals), word.substr(equals + 1));
        } else if (redirection) {
            parts.push_back(word == "/dev/null" ? "NUL" : argumentText(word));
            redirection = false;
        } else {
            std::string text = word;
            if (parts.empty()) // the program: Windows paths take backslashes
                for (char& c : text)
                    c = c == '/' ? '\\' : c;
            parts.push_back(argumentText(text));
        }
        word.clear();
        inWord = false;
    };
    for (std::size_t i = 0; i < command.size();) {
        const char c = command[i];
        if (c == ' ' || c == '\t') {
            flush();
            ++i;
        } else if (c == '\'') {
            const std::size_t end = command.find('\'', i + 1);
            if (end == std::string::npos)
                needsShell(command);
            word += command.substr(i + 1, end - i - 1);
            inWord = true;
            i = end + 1;
        } else if (c == '"') {
            for (++i; i < command.size() && command[i] != '"'; ++i) {
                if (command[i] == '$' || command[i] == '`')
                    needsShell(command);
                if (command[i] == '\\' && i + 1 < command.size() &&
                    std::string("\"\\").find(command[i + 1]) != std::string::npos)
                    ++i;
                word += command[i];
            }
            inWord = true;
            ++i;
        } else if (c == '\\' && i + 1 < command.size()) {
            word += command[i + 1];
            inWord = true;
            i += 2;
        } else if (!inWord && command.compare(i, 4, "2>&1") == 0) {
            parts.push_back("2>&1");
            i += 4;
        } else if (!inWord && (c == '>' || c == '<' || command.compare(i, 2, "2>") == 0)) {
            flush();
            const std::size_t length = c == '2' ? 2 : 1;
            parts.push_back(command.substr(i, length));
            redirection = true;
            i += length;
        } else if (std::string(";|&$`(){}*?").find(c) != std::string::npos) {
            needsShell(command);
        } else {
            word += c;
            inWord = true;
            ++i;
        }
    }
    flush();
    if (parts.empty())
        needsShell(command);
    std::string line;
    for (const std::string& part : parts)
        line += (line.empty() ? "" : " ") + part;
    return "\"" + line + "\""; // cmd /c takes off the outer quotes
}

} // namespace

CliResult runCommand(const std::string& command) {
    std::vector<std::pair<std::string, std::string>> environment;
    const std::string line = forCmd(command, environment);
    std::vector<std::pair<std::string, std::string>> saved;
    for (const auto& [name, value] : environment) {
        const char* before = std::getenv(name.c_str());
        saved.emplace_back(name, before ? before : "");
        _putenv_s(name.c_str(), value.c_str());
    }
    // Under Wine, starting a process now and then fails when many start at once: either _popen
    // gives no pipe, or cmd.exe runs but cannot start the program and exits with 9009, its code
    // for "not found". The project's programs never exit with 9009, so either way the program
    // never ran, and it is started again, twice at most. A command that ran is never repeated.
    constexpr int kNotStarted = 9009;
    CliResult result;
    bool ran = false;
    for (int attempt = 0; attempt < 3; ++attempt) {
        if (attempt > 0)
            std::this_thread::sleep_for(std::chrono::milliseconds(500));
        FILE* pipe = _popen(line.c_str(), "rb");
        if (!pipe)
            continue;
        result = CliResult{};
        std::array<char, 4096> buffer{};
        std::size_t got = 0;
        while ((got = std::fread(buffer.data(), 1, buffer.size(), pipe)) > 0)
            result.out.append(buffer.data(), got);
        result.exitCode = _pclose(pipe);
        ran = result.exitCode != kNotStarted;
        if (ran)
            break;
    }
    if (!ran) {
        for (const auto& [name, value] : saved)
            _putenv_s(name.c_str(), value.c_str());
        throw std::runtime_error("cannot start " + command + " (tried three times): " + result.out);
    }
    for (const auto& [name, value] : saved)
        _putenv_s(name.c_str(), value.c_str());
    return result;
}

std::string sha256sum(const std::string& path) {
    std::ifstream in(std::filesystem::u8path(path), std::ios::binary);
    if (!in)
        return {};
    std::ostringstream read;
    read << in.rdbuf();
    const std::string bytes = read.str();
    BCRYPT_ALG_HANDLE algorithm = nullptr;
    unsigned char digest[32] = {};
    const bool hashed =
        BCryptOpenAlgorithmProvider(&algorithm, BCRYPT_SHA256_ALGORITHM, nullptr, 0) == 0 &&
        BCryptHash(algorithm, nullptr, 0, reinterpret_cast<unsigned char*>(const_cast<char*>(bytes.data())),
                   static_cast<ULONG>(bytes.size()), digest, sizeof digest) == 0;
    if (algorithm)
        BCryptCloseAlgorithmProvider(algorithm, 0);
    if (!hashed)
        throw std::runtime_error("the system cannot hash " + path);
    static const char* const kDigits = "0123456789abcdef";
    std::string hex;
    for (const unsigned char octet : digest) {
        hex += kDigits[octet >> 4];
        hex += kDigits[octet & 0x0f];
    }
    return hex;
}
