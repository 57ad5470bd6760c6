#include "output/text_table.h"

#include <cmath>
#include <cstdio>
#include <ostream>
#include <string_view>

namespace pathfinder::cli {

namespace {

std::string markdownCell(const std::string& text) {
    std::string out;
    for (char c : text)
        out += c == '|' ? std::string("\\|") : std::string(1, c);
    return out;
}

} // namespace

void TextTable::writeMarkdown(std::ostream& out) const {
    if (!caption.empty())
        out << "_" << caption << "_\n\n";
    out << '|';
    for (const std::string& column : columns)
        out << ' ' << markdownCell(column) << " |";
    out << "\n|";
    for (std::size_t i = 0; i < columns.size(); ++i)
        out << (i < numeric.size() && numeric[i] ? "---:|" : "---|");
    out << '\n';
    for (const auto& row : rows) {
        out << '|';
        for (const std::string& cell : row)
            out << ' ' << markdownCell(cell) << " |";
        out << '\n';
    }
    out << '\n';
}

std::string cellNumber(double value, const char* format) {
    if (std::isnan(value))
        return "\u2013";
    if (std::isinf(value))
        return value > 0 ? "inf" : "-inf";
    char text[64];
    std::snprintf(text, sizeof text, format, value);
    return text;
}

std::string latexEscape(const std::string& text) {
    std::string out;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        auto starts = [&](std::string_view utf8) { return text.compare(i, utf8.size(), utf8) == 0; };
        if (starts("\u00d7")) {
            out += "$\\times$";
            i += 1;
        } else if (starts("\u00f7")) {
            out += "$\\div$";
            i += 1;
        } else if (starts("\u00b5")) {
            out += "$\\mu$";
            i += 1;
        } else if (starts("\u2264")) {
            out += "$\\leq$";
            i += 2;
        } else if (starts("\u2013")) {
            out += "--";
            i += 2;
        } else if (c == '\\') {
            out += "\\textbackslash{}";
        } else if (c == '~') {
            out += "\\textasciitilde{}";
        } else if (c == '^') {
            out += "\\textasciicircum{}";
        } else if (std::string("&%$#_{}").find(c) != std::string::npos) {
            out += '\\';
            out += c;
        } else {
            out += c;
        }
    }
    return out;
}

void TextTable::writeLatex(std::ostream& out) const {
    out << "\\begin{table}[htbp]\n\\centering\n";
    if (!caption.empty())
        out << "\\caption{" << latexEscape(caption) << "}\n";
    out << "\\begin{tabular}{";
    for (std::size_t i = 0; i < columns.size(); ++i)
        out << (i < numeric.size() && numeric[i] ? 'r' : 'l');
    out << "}\n\\toprule\n";
    for (std::size_t i = 0; i < columns.size(); ++i)
        out << (i ? " & " : "") << latexEscape(columns[i]);
    out << " \\\\\n\\midrule\n";
    for (const auto& row : rows) {
        for (std::size_t i = 0; i < row.size(); ++i)
            out << (i ? " & " : "") << latexEscape(row[i]);
        out << " \\\\\n";
    }
    out << "\\bottomrule\n\\end{tabular}\n\\end{table}\n\n";
}

} // namespace pathfinder::cli
