#include "run/family_figures.h"

#include "widgets/text_format.h"

#include <cmath>

namespace pathfinder::app {

namespace {

/// Bytes in the unit that suits them ("512 bytes", "2.0 MiB").
wxString formatBytes(std::uint64_t bytes) {
    if (bytes < 1024)
        return formatCount(bytes) + " bytes";
    if (bytes < 1024 * 1024)
        return wxString::Format("%.1f KiB", static_cast<double>(bytes) / 1024.0);
    return wxString::Format("%.1f MiB", static_cast<double>(bytes) / (1024.0 * 1024.0));
}

} // namespace

wxString familyFigures(const SearchView& walker) {
    wxString text;
    const auto line = [&text](const wxString& more) { text += (text.empty() ? "" : "\n") + more; };
    const RunStats& stats = walker.stats();
    const std::vector<AnytimeSolution> solutions = walker.solutions();
    if (!solutions.empty()) {
        line(wxString::Format(L"Solutions, as the bound falls (cost \u2264 bound \u00d7 optimum):"));
        for (std::size_t i = 0; i < solutions.size(); ++i) {
            const AnytimeSolution& s = solutions[i];
            line(wxString::Format(L"%zu. cost %s, bound %s, %s expanded, %s", i + 1, formatCost(s.cost),
                                  formatCost(s.bound), formatCount(s.expanded), formatDuration(s.timeNs)));
        }
    }
    if (stats.trials != 0)
        line(wxString::Format(L"Trials: %s (each a walk from the start with what the last one learned)",
                              formatCount(stats.trials)));
    if (stats.heuristicBytes != 0)
        line(wxString::Format(L"Heuristic tables: %s, built in %s", formatBytes(stats.heuristicBytes),
                              formatDuration(stats.heuristicBuildNs)));
    if (stats.overestimate > 0.0)
        line(wxString::Format(L"h overestimated by up to %s: the path may not be optimal",
                              formatCost(stats.overestimate)));
    return text;
}

} // namespace pathfinder::app
