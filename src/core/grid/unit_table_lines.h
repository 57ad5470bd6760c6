#pragma once

#include "pathfinder/grid/terrain.h"

#include "basics/text_scanner.h"

#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace pathfinder {

/// The largest factor or limit a table accepts.
inline constexpr double kMaxUnitFactor = 1e6;

/// The "factors:", "unit-size:" and "impassable:" lines of a unit table, wherever they stand (a unit file, a
/// .maze header): each is parsed where it is read, so its errors point into that file.
class UnitTableLines {
public:
    /// `scanner` reports the errors; it must outlive this.
    explicit UnitTableLines(const TextScanner& scanner);

    /// Parses the line when its key is "factors", "unit-size" or "impassable" (`colon` is the key's ':');
    /// false for any other key. Throws ParseError on a malformed line.
    bool parse(std::string_view key, std::string_view line, std::size_t colon, int lineNo);

    /// True when some line was given.
    bool given() const { return m_limitLine != 0 || !m_named.empty() || !m_sized.empty(); }
    /// The standard table with the lines' changes.
    const UnitTable& table() const { return m_table; }

private:
    void parseSize(const std::vector<Token>& values, int lineNo, int endColumn);

    const TextScanner& m_scanner;
    UnitTable m_table;
    std::vector<std::pair<std::string, int>> m_named; ///< units given, with their lines
    std::vector<std::pair<std::string, int>> m_sized; ///< units sized, with their lines
    int m_limitLine = 0;
};

} // namespace pathfinder
