#pragma once

#include <stdexcept>
#include <string>

namespace pathfinder {

/// A malformed input file. what() reads "file:line:col: message"; line and column are 1-based,
/// columns count bytes (a tab is one column). A file that cannot be opened or read has line 0 and
/// column 0, and what() is then "file: message". An empty file name is shown as "<input>". In
/// what(), bytes of the file name and the message that are not printable UTF-8 are escaped
/// (printableText); file() and message() keep them as given.
class ParseError : public std::runtime_error {
public:
    ParseError(std::string file, int line, int column, std::string message);

    const std::string& file() const { return m_file; }
    int line() const { return m_line; }
    int column() const { return m_column; }
    /// The message without the location.
    const std::string& message() const { return m_message; }

private:
    std::string m_file;
    int m_line;
    int m_column;
    std::string m_message;
};

} // namespace pathfinder
