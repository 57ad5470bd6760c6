#pragma once

#include "platform/files.h"

#include <optional>
#include <string>
#include <vector>

namespace pathfinder::cli {

/// The files a command reads, so that it never writes over one of them. Two paths are the same
/// file when they name the same file on the disk (its disk and its number there, through any symbolic or
/// hard link), whatever their names; a path where no file is yet is no input.
class InputFiles {
public:
    /// Adds an input; a path that names no file is passed over.
    void add(const std::string& path);

    /// The input `path` names (as it was added), or nothing.
    std::optional<std::string> find(const std::string& path) const;

    /// Throws UsageError when `path`, which `what` (e.g. "--out") is about to write, is one of the
    /// inputs: "--out x.maze is the input x.maze; ... choose another name".
    void refuseOutput(const std::string& what, const std::string& path) const;

private:
    struct Input {
        std::string path;
        platform::FileIdentity identity;
    };
    std::vector<Input> m_inputs;
};

} // namespace pathfinder::cli
