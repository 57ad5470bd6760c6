#include "report.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <nlohmann/json.hpp>
#include <ostream>
#include <stdexcept>

namespace pathfinder::cli {

void Report::addRow(std::vector<std::string> cells) {
    if (cells.size() != m_columns.size())
        throw std::logic_error("report row has the wrong number of cells");
    m_rows.push_back(std::move(cells));
}

void Report::writeTable(std::ostream& out) const {
    std::vector<std::size_t> widths;
    for (const auto& column : m_columns)
        widths.push_back(column.name.size());
    for (const auto& row : m_rows)
        for (std::size_t i = 0; i < row.size(); ++i)
            widths[i] = std::max(widths[i], row[i].size());

    auto writeLine = [&](auto cellText) {
        for (std::size_t i = 0; i < m_columns.size(); ++i) {
            const std::string text = cellText(i);
            const std::string pad(widths[i] - text.size(), ' ');
            if (i > 0)
                out << "  ";
            out << (m_columns[i].numeric ? pad + text : text + (i + 1 < m_columns.size() ? pad : ""));
        }
        out << '\n';
    };
    writeLine([&](std::size_t i) { return m_columns[i].name; });
    writeLine([&](std::size_t i) { return std::string(widths[i], '-'); });
    for (const auto& row : m_rows)
        writeLine([&](std::size_t i) { return row[i]; });
}

void Report::write(std::ostream& out, bool csv, bool json) const {
    if (csv)
        writeCsv(out);
    else if (json)
        writeJson(out);
    else
        writeTable(out);
}

void Report::writeCsv(std::ostream& out) const {
    auto quoted = [](const std::string& text) {
        if (text.find_first_of(",\"\n") == std::string::npos)
            return text;
        std::string q = "\"";
        for (char c : text)
            q += c == '"' ? std::string("\"\"") : std::string(1, c);
        return q + "\"";
    };
    m_provenance.writeCsvComments(out);
    for (std::size_t i = 0; i < m_columns.size(); ++i)
        out << (i ? "," : "") << quoted(m_columns[i].name);
    out << '\n';
    for (const auto& row : m_rows) {
        for (std::size_t i = 0; i < row.size(); ++i)
            out << (i ? "," : "") << quoted(row[i]);
        out << '\n';
    }
}

void Report::writeJson(std::ostream& out) const {
    auto rows = nlohmann::ordered_json::array();
    for (const auto& row : m_rows) {
        nlohmann::ordered_json object = nlohmann::ordered_json::object();
        for (std::size_t i = 0; i < row.size(); ++i) {
            const std::string& text = row[i];
            if (!m_columns[i].numeric) {
                object[m_columns[i].name] = text;
                continue;
            }
            const double value = text.empty() ? std::nan("") : std::strtod(text.c_str(), nullptr);
            if (!std::isfinite(value))
                object[m_columns[i].name] = nullptr;
            else if (text.find_first_of(".eE") == std::string::npos)
                // Seeds use the whole unsigned 64-bit range.
                object[m_columns[i].name] = text[0] == '-' ? nlohmann::ordered_json(std::stoll(text))
                                                           : nlohmann::ordered_json(std::stoull(text));
            else
                object[m_columns[i].name] = value;
        }
        rows.push_back(std::move(object));
    }
    nlohmann::ordered_json meta = nlohmann::ordered_json::object();
    for (const auto& [key, value] : m_provenance.entries())
        meta[key] = value;
    nlohmann::ordered_json document = nlohmann::ordered_json::object();
    document["meta"] = std::move(meta);
    document["rows"] = std::move(rows);
    out << document.dump(2) << '\n';
}

std::string formatCost(double value) {
    if (std::isnan(value))
        return "";
    if (std::isinf(value))
        return "inf";
    char buffer[64];
    std::snprintf(buffer, sizeof buffer, "%.12g", value);
    return buffer;
}

} // namespace pathfinder::cli
