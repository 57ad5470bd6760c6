#pragma once

// Reading the program's result CSVs in the tests: the `# key: value` provenance lines are skipped, a
// quoted cell keeps its commas and its "" is one quote, and every row is a map from column to cell.

#include <catch2/catch.hpp>
#include <map>
#include <sstream>
#include <string>
#include <vector>

/// The rows of a CSV, header first, without the provenance lines.
inline std::vector<std::vector<std::string>> csvLines(const std::string& text) {
    std::vector<std::vector<std::string>> lines;
    std::istringstream in(text);
    for (std::string line; std::getline(in, line);) {
        if (line.rfind("# ", 0) == 0)
            continue;
        std::vector<std::string> cells(1);
        bool quoted = false;
        for (std::size_t i = 0; i < line.size(); ++i) {
            const char c = line[i];
            if (c == '"' && quoted && i + 1 < line.size() && line[i + 1] == '"') {
                cells.back() += '"';
                ++i;
            } else if (c == '"') {
                quoted = !quoted;
            } else if (c == ',' && !quoted) {
                cells.emplace_back();
            } else {
                cells.back() += c;
            }
        }
        lines.push_back(cells);
    }
    return lines;
}

/// The data rows of a CSV as column → cell maps; every row must have as many cells as the header.
inline std::vector<std::map<std::string, std::string>> csvTable(const std::string& text) {
    const auto lines = csvLines(text);
    std::vector<std::map<std::string, std::string>> records;
    for (std::size_t r = 1; r < lines.size(); ++r) {
        REQUIRE(lines[r].size() == lines[0].size());
        std::map<std::string, std::string> record;
        for (std::size_t i = 0; i < lines[0].size(); ++i)
            record[lines[0][i]] = lines[r][i];
        records.push_back(record);
    }
    return records;
}

/// The row whose column `key` holds `value`; fails the test when there is none.
inline std::map<std::string, std::string>
rowWhere(const std::vector<std::map<std::string, std::string>>& rows, const std::string& key,
         const std::string& value) {
    for (const auto& row : rows)
        if (row.count(key) && row.at(key) == value)
            return row;
    FAIL("no row with " << key << " = " << value);
    return {};
}
