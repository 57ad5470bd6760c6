#include "output/result_output.h"

#include "pathfinder/basics/descriptor_buffer.h"

#include <CLI/CLI.hpp>
#include <cstring>
#include <iostream>
#include <stdexcept>

namespace pathfinder::cli {

namespace {

// Never destroyed: std::cout is flushed at exit, after the function statics are gone.
DescriptorBuffer& standardOutput() {
    static DescriptorBuffer* buffer = new DescriptorBuffer(1);
    return *buffer;
}

} // namespace

ResultOutput::ResultOutput(const std::string& path) {
    if (!path.empty())
        m_file = std::make_unique<AtomicOutputFile>(path);
}

std::ostream& ResultOutput::stream() {
    return m_file ? m_file->stream() : std::cout;
}

void ResultOutput::commit() {
    if (m_file)
        m_file->commit();
    else
        flushStandardOutput();
}

CLI::Option* declareOutput(CLI::App& command, std::string& path) {
    return command
        .add_option(
            "--out", path,
            "Write the results to FILE instead of the standard output; the file appears whole when the "
            "command succeeds, and is never one of its inputs")
        ->type_name("FILE");
}

void checkStandardOutput() {
    std::cout.rdbuf(&standardOutput());
}

void flushStandardOutput() {
    std::cout.flush();
    const int error = standardOutput().error();
    if (error != 0)
        throw std::runtime_error(std::string("cannot write the standard output: ") + std::strerror(error));
    if (!std::cout)
        throw std::runtime_error("cannot write the standard output");
}

} // namespace pathfinder::cli
