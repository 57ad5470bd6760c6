#include "output/report.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <nlohmann/json.hpp>
#include <ostream>
#include <stdexcept>

namespace pathfinder::cli {

void Report::writeTable(std::ostream& out) const {
    const auto& columns = m_table.columns();
    std::vector<std::size_t> widths;
    for (const ResultColumn* column : columns)
        widths.push_back(column->name.size());
    for (const auto& row : m_table.rows())
        for (std::size_t i = 0; i < row.size(); ++i)
            widths[i] = std::max(widths[i], row[i].size());

    auto writeLine = [&](auto cellText) {
        for (std::size_t i = 0; i < columns.size(); ++i) {
            const std::string text = cellText(i);
            const std::string pad(widths[i] - text.size(), ' ');
            if (i > 0)
                out << "  ";
            out << (columns[i]->numeric ? pad + text : text + (i + 1 < columns.size() ? pad : ""));
        }
        out << '\n';
    };
    writeLine([&](std::size_t i) { return std::string(columns[i]->name); });
    writeLine([&](std::size_t i) { return std::string(widths[i], '-'); });
    for (const auto& row : m_table.rows())
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

void Report::writeJson(std::ostream& out) const {
    const auto& columns = m_table.columns();
    auto rows = nlohmann::ordered_json::array();
    for (const auto& row : m_table.rows()) {
        nlohmann::ordered_json object = nlohmann::ordered_json::object();
        for (std::size_t i = 0; i < row.size(); ++i) {
            const std::string& text = row[i];
            const std::string name(columns[i]->name);
            if (!columns[i]->numeric) {
                object[name] = text;
                continue;
            }
            const double value = text.empty() ? std::nan("") : std::strtod(text.c_str(), nullptr);
            if (!std::isfinite(value))
                object[name] = nullptr;
            else if (text.find_first_of(".eE") == std::string::npos)
                // Seeds use the whole unsigned 64-bit range.
                object[name] = text[0] == '-' ? nlohmann::ordered_json(std::stoll(text))
                                              : nlohmann::ordered_json(std::stoull(text));
            else
                object[name] = value;
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

} // namespace pathfinder::cli
