#include "options/input_files.h"

#include "options/exit_status.h"

#include <sys/stat.h>

namespace pathfinder::cli {

void InputFiles::add(const std::string& path) {
    struct stat file {};
    if (::stat(path.c_str(), &file) == 0)
        m_inputs.push_back({path, file.st_dev, file.st_ino});
}

std::optional<std::string> InputFiles::find(const std::string& path) const {
    struct stat file {};
    if (::stat(path.c_str(), &file) != 0)
        return std::nullopt;
    for (const Input& input : m_inputs)
        if (input.device == file.st_dev && input.inode == file.st_ino)
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
