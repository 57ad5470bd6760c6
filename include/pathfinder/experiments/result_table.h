#pragma once

#include "pathfinder/experiments/result_columns.h"
#include "pathfinder/formats/provenance.h"

#include <cstdint>
#include <iosfwd>
#include <string>
#include <string_view>
#include <vector>

namespace pathfinder {

/// A table of results whose columns are named from resultColumns(): the header, then rows of cells
/// already written as text. Every result CSV the program writes is one, so that no writer can name a
/// column the list does not explain.
class ResultTable {
public:
    /// Throws std::logic_error when a name is not in resultColumns(), or appears twice.
    explicit ResultTable(const std::vector<std::string_view>& columns);

    /// Adds a row; throws std::logic_error unless it has one cell per column.
    void addRow(std::vector<std::string> cells);

    const std::vector<const ResultColumn*>& columns() const { return m_columns; }
    const std::vector<std::vector<std::string>>& rows() const { return m_rows; }
    /// The column's index, or columns().size() when the table has no such column.
    std::size_t indexOf(std::string_view name) const;

    /// The header line's cells joined by commas, without a line break.
    std::string csvHeader() const;
    /// The provenance as `# key: value` lines, the header, then a line per row; cells that hold a
    /// comma, a quote or a line break are quoted.
    void writeCsv(std::ostream& out, const Provenance& provenance) const;
    std::string csv(const Provenance& provenance) const;

private:
    std::vector<const ResultColumn*> m_columns;
    std::vector<std::vector<std::string>> m_rows;
};

/// A CSV cell for free text: quoted when it holds a comma, a quote or a line break.
std::string csvText(const std::string& text);

/// A number for a CSV cell: up to 12 significant digits (enough to compare costs to 1e-9
/// relative), '.' as the point whatever the locale, "inf" for infinity, "" for NaN (no figure).
std::string csvNumber(double value);

} // namespace pathfinder
