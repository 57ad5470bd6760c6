#pragma once

#include "pathfinder/provenance.h"

#include <iosfwd>
#include <string>
#include <vector>

namespace pathfinder::cli {

/// A table of named columns, written as aligned text, CSV or JSON. Cells hold text already
/// formatted; numeric columns are marked so JSON writes them as numbers. CSV and JSON begin with the
/// report's provenance (what produced it), the aligned text does not.
class Report {
public:
    struct Column {
        std::string name;
        bool numeric = false;
    };

    explicit Report(std::vector<Column> columns) : m_columns(std::move(columns)) {}

    /// What produced the rows: written as `# key: value` lines above the CSV header and as the JSON
    /// object's "meta".
    void setProvenance(Provenance provenance) { m_provenance = std::move(provenance); }

    /// Adds a row; it must have one cell per column.
    void addRow(std::vector<std::string> cells);

    void writeTable(std::ostream& out) const;
    /// CSV, JSON or an aligned table, as a command's --csv / --json flags ask.
    void write(std::ostream& out, bool csv, bool json) const;
    void writeCsv(std::ostream& out) const;
    /// An object: "meta", the provenance (string values), and "rows", an array of objects, one per
    /// row; "inf"/"nan" numeric cells become null.
    void writeJson(std::ostream& out) const;

private:
    std::vector<Column> m_columns;
    std::vector<std::vector<std::string>> m_rows;
    Provenance m_provenance;
};

/// A cost with enough digits to compare to 1e-9 relative; "inf" when unreachable, "" when unknown.
std::string formatCost(double value);

} // namespace pathfinder::cli
