#include "pathfinder/parse_error.h"

#include <utility>

namespace pathfinder {

namespace {

// The location prefix shrinks with what is known: a file that cannot be opened has no line,
// and a problem with a whole line has no column.
std::string formatWhat(const std::string& file, int line, int column, const std::string& message) {
    std::string text = file.empty() ? std::string("<input>") : file;
    if (line > 0) {
        text += ':' + std::to_string(line);
        if (column > 0) {
            text += ':' + std::to_string(column);
        }
    }
    text += ": ";
    text += message;
    return text;
}

} // namespace

ParseError::ParseError(std::string file, int line, int column, std::string message)
    : std::runtime_error(formatWhat(file, line, column, message)), m_file(std::move(file)), m_line(line),
      m_column(column), m_message(std::move(message)) {}

} // namespace pathfinder
