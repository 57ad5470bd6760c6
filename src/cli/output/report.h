#pragma once

#include "pathfinder/experiments/result_table.h"
#include "pathfinder/formats/provenance.h"

#include <iosfwd>
#include <string>
#include <string_view>
#include <vector>

namespace pathfinder::cli {

/// A table of results written as aligned text, CSV or JSON. Its columns are named from the core's
/// resultColumns() (ResultTable), which also says which are numbers, so JSON writes those as numbers.
/// CSV and JSON begin with the report's provenance (what produced it), the aligned text does not.
class Report {
public:
    /// Throws std::logic_error for a column that resultColumns() does not list.
    explicit Report(const std::vector<std::string_view>& columns) : m_table(columns) {}
    explicit Report(ResultTable table) : m_table(std::move(table)) {}

    /// What produced the rows: written as `# key: value` lines above the CSV header and as the JSON
    /// object's "meta".
    void setProvenance(Provenance provenance) { m_provenance = std::move(provenance); }

    /// Adds a row; it must have one cell per column.
    void addRow(std::vector<std::string> cells) { m_table.addRow(std::move(cells)); }

    const ResultTable& table() const { return m_table; }

    void writeTable(std::ostream& out) const;
    /// CSV, JSON or an aligned table, as a command's --csv / --json flags ask.
    void write(std::ostream& out, bool csv, bool json) const;
    void writeCsv(std::ostream& out) const { m_table.writeCsv(out, m_provenance); }
    /// An object: "meta", the provenance (string values), and "rows", an array of objects, one per
    /// row; "inf"/"nan"/empty numeric cells become null.
    void writeJson(std::ostream& out) const;

private:
    ResultTable m_table;
    Provenance m_provenance;
};

/// A cost with enough digits to compare to 1e-9 relative; "inf" when unreachable, "" when unknown
/// (the core's csvNumber()).
inline std::string formatCost(double value) {
    return csvNumber(value);
}

} // namespace pathfinder::cli
