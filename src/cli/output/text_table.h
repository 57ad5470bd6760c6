#pragma once

#include <iosfwd>
#include <string>
#include <vector>

namespace pathfinder::cli {

/// A table of a report, written as Markdown or as a LaTeX tabular. Cells hold text already
/// formatted; numeric columns are set flush right.
struct TextTable {
    std::string caption;
    std::vector<std::string> columns;
    std::vector<bool> numeric; ///< per column
    std::vector<std::vector<std::string>> rows;

    void writeMarkdown(std::ostream& out) const;
    /// A `table` float with a `tabular` (booktabs rules) and the caption; special characters are
    /// escaped.
    void writeLatex(std::ostream& out) const;
};

/// A number for a table cell in a printf `format` ("%.1f"): "–" for NaN (no value), "inf" for
/// infinity.
std::string cellNumber(double value, const char* format);

/// Text with LaTeX's special characters escaped (& % $ # _ { } ~ ^ \) and × ÷ µ ≤ written as math.
std::string latexEscape(const std::string& text);

} // namespace pathfinder::cli
