#pragma once

#include "pathfinder/experiments/result_table.h"
#include "pathfinder/formats/provenance.h"

#include "windows/compare_charts.h"
#include "workers/compare_runner.h"

#include <wx/bitmap.h>
#include <wx/string.h>

#include <string>
#include <vector>

class wxDC;

namespace pathfinder::app {

/// The comparison as a table of the core's result columns, one row per walker in run order: walker,
/// status (reached / unreachable / gave-up / cancelled / not-run), path_cost, path_length,
/// cost_basis, optimal_cost, cost_ratio, path_steps, expanded, generated, dead_ends, peak_open,
/// time_ns (the median), min_time_ns, max_time_ns, runs and note (how a walker searched when its
/// outcome does not say, and why its figure compares as it does with the optimum). Cells a walker has
/// no value for are empty; an unreachable goal costs inf.
ResultTable compareTable(const std::vector<CompareRow>& rows, double optimalCost);

/// compareTable() as CSV, below what produced it as `# key: value` lines.
std::string compareCsv(const std::vector<CompareRow>& rows, double optimalCost, const Provenance& provenance);

/// What produced a comparison of the map named `mapName`: the app and the machine, the map's content
/// hash, the settings, the walkers, their budget and repetitions.
Provenance compareProvenance(const CompareResult& result, const std::string& mapName);

/// Writes compareCsv() of the result to `path` atomically; throws std::runtime_error with the
/// system's reason when the file cannot be written (it is then left as it was).
void writeCompareCsv(const wxString& path, const CompareResult& result, const std::string& mapName);

/// What the comparison picture shows: the two charts above two footprints with captions.
struct ComparePicture {
    wxString heading; ///< e.g. the map's name and size
    BarChart time;
    BarChart expansions;
    struct Footprint {
        wxBitmap map; ///< square; both the same size
        wxString caption;
    };
    std::vector<Footprint> footprints;
};

/// The size the picture is drawn at: two footprints side by side, the charts above them.
wxSize comparePictureSize(const ComparePicture& picture);

/// Draws the picture with plain wxDC calls (PNG through a memory DC, SVG through wxSVGFileDC).
void drawComparePicture(wxDC& dc, wxSize size, const ComparePicture& picture);

/// Saves the picture as SVG when `path` ends in .svg, else as PNG, atomically; throws
/// std::runtime_error with the reason when it cannot be written.
void writeComparePicture(const wxString& path, const ComparePicture& picture);

} // namespace pathfinder::app
