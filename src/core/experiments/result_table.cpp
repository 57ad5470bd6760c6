#include "pathfinder/experiments/result_table.h"

#include "pathfinder/basics/count_text.h"

#include <charconv>
#include <cmath>
#include <ostream>
#include <sstream>
#include <stdexcept>

namespace pathfinder {

ResultTable::ResultTable(const std::vector<std::string_view>& columns) {
    for (const std::string_view name : columns) {
        if (indexOf(name) != m_columns.size())
            throw std::logic_error("the column '" + std::string(name) + "' appears twice in a result table");
        m_columns.push_back(&resultColumn(name));
    }
}

void ResultTable::addRow(std::vector<std::string> cells) {
    if (cells.size() != m_columns.size())
        throw std::logic_error("a result row has " + countText(cells.size(), "cell") + " for " +
                               countText(m_columns.size(), "column"));
    m_rows.push_back(std::move(cells));
}

std::size_t ResultTable::indexOf(std::string_view name) const {
    for (std::size_t i = 0; i < m_columns.size(); ++i)
        if (m_columns[i]->name == name)
            return i;
    return m_columns.size();
}

std::string ResultTable::csvHeader() const {
    std::string header;
    for (const ResultColumn* column : m_columns)
        header += (header.empty() ? "" : ",") + std::string(column->name);
    return header;
}

void ResultTable::writeCsv(std::ostream& out, const Provenance& provenance) const {
    provenance.writeCsvComments(out);
    out << csvHeader() << '\n';
    for (const auto& row : m_rows) {
        for (std::size_t i = 0; i < row.size(); ++i)
            out << (i ? "," : "") << csvText(row[i]);
        out << '\n';
    }
}

std::string ResultTable::csv(const Provenance& provenance) const {
    std::ostringstream out;
    writeCsv(out, provenance);
    return out.str();
}

std::string csvText(const std::string& text) {
    if (text.find_first_of(",\"\n\r") == std::string::npos)
        return text;
    std::string quoted = "\"";
    for (const char c : text)
        quoted += c == '"' ? std::string("\"\"") : std::string(1, c);
    return quoted + "\"";
}

std::string csvNumber(double value) {
    if (std::isnan(value))
        return "";
    if (std::isinf(value))
        return value > 0 ? "inf" : "-inf";
    // "%.12g", but independent of the C locale that a toolkit may set from the environment.
    char buffer[64];
    const auto end = std::to_chars(buffer, buffer + sizeof buffer, value, std::chars_format::general, 12).ptr;
    return std::string(buffer, end);
}

} // namespace pathfinder
