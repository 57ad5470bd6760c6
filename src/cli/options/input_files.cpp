#include "options/input_files.h"

#include "options/exit_status.h"

namespace pathfinder::cli {

void InputFiles::add(const std::string& path) {
    if (const auto identity = platform::fileIdentity(path))
        m_inputs.push_back({path, *identity});
}

std::optional<std::string> InputFiles::find(const std::string& path) const {
    const auto identity = platform::fileIdentity(path);
    if (!identity)
        return std::nullopt;
    for (const Input& input : m_inputs)
        if (input.identity == *identity)
            return input.path;
    return std::nullopt;
}

void InputFiles::refuseOutput(const std::string& what, const std::string& path) const {
    const auto input = find(path);
    if (!input)
        return;
    const std::string subject =
        what + " " + path + (*input == path ? "" : " is the same file as " + *input + ", which");
    throw UsageError(
        subject +
        " is one of this command's inputs; writing it would replace what it reads: choose another name");
}

} // namespace pathfinder::cli
