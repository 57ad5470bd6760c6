#pragma once

#include "pathfinder/provenance.h"

#include "compare_charts.h"
#include "compare_runner.h"

#include <wx/bitmap.h>
#include <wx/string.h>

#include <string>
#include <vector>

class wxDC;

namespace pathfinder::app {

/// The column names of the comparison CSV, stable across releases.
const std::vector<std::string>& compareCsvColumns();

/// A CSV cell for free text: quoted when it holds a comma, a quote or a line break.
std::string csvText(const std::string& text);

/// A number for a CSV cell: '.' as decimal point whatever the locale, enough digits to compare
/// costs to 1e-9; "inf" for infinity and "" for an unknown (NaN) value.
std::string csvNumber(double value);

/// The comparison as CSV: what produced it as `# key: value` lines, the header row, then one line
/// per walker in run order. Status is reached / unreachable / gave-up / cancelled, and the note says
/// how a walker searched when its outcome does not (e.g. a fallback); cells a walker has no value
/// for are empty.
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
