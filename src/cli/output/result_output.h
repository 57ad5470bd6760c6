#pragma once

#include "pathfinder/basics/atomic_output_file.h"

#include <memory>
#include <ostream>
#include <string>

namespace CLI {
class App;
class Option;
} // namespace CLI

namespace pathfinder::cli {

/// Where a command writes its results: standard output, or the file of --out, written atomically
/// (AtomicOutputFile: the file appears whole when the command succeeds, and a failed command
/// leaves no file and no temporary one).
class ResultOutput {
public:
    /// `path` empty: standard output.
    explicit ResultOutput(const std::string& path);

    std::ostream& stream();
    /// Makes the results final: puts the file in place, or writes out standard output. Throws
    /// std::runtime_error "cannot write 'PATH': REASON" (or "... the standard output ...").
    void commit();

private:
    std::unique_ptr<AtomicOutputFile> m_file;
};

/// Declares --out FILE on a command that prints results.
CLI::Option* declareOutput(CLI::App& command, std::string& path);

/// Gives std::cout a buffer that keeps the system's reason when a write fails (DescriptorBuffer on
/// descriptor 1), for flushStandardOutput(); main() calls it first.
void checkStandardOutput();

/// Writes out what std::cout holds; throws std::runtime_error "cannot write the standard output:
/// REASON" when this or any earlier write to it failed.
void flushStandardOutput();

} // namespace pathfinder::cli
