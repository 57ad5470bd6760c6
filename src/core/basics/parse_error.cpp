#include "pathfinder/basics/parse_error.h"

#include "pathfinder/basics/printable_text.h"

#include <utility>

namespace pathfinder {

namespace {

// The location prefix shrinks with what is known: a file that cannot be opened has no line,
// and a problem with a whole line has no column. A file name or message with bytes that are not
// printable UTF-8 (a binary file's, a name in another encoding) is escaped, so that the text
// always shows.
std::string formatWhat(const std::string& file, int line, int column, const std::string& message) {
    std::string text = file.empty() ? std::string("<input>") : printableText(file);
    if (line > 0) {
        text += ':' + std::to_string(line);
        if (column > 0) {
            text += ':' + std::to_string(column);
        }
    }
    text += ": ";
    text += printableText(message);
    return text;
}

} // namespace

ParseError::ParseError(std::string file, int line, int column, std::string message)
    : std::runtime_error(formatWhat(file, line, column, message)), m_file(std::move(file)), m_line(line),
      m_column(column), m_message(std::move(message)) {}

} // namespace pathfinder
