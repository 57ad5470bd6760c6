#include "windows/compare_export.h"

#include "pathfinder/basics/atomic_file.h"
#include "pathfinder/basics/count_text.h"

#include "document/import_export.h"
#include "widgets/text_format.h"

#include <wx/dcmemory.h>
#include <wx/dcsvg.h>
#include <wx/ffile.h>
#include <wx/filename.h>
#include <wx/image.h>

#include <algorithm>
#include <cmath>
#include <sstream>
#include <stdexcept>

namespace pathfinder::app {

namespace {

constexpr int kPad = 16;
constexpr int kHeading = 30;
constexpr int kCaption = 24;
constexpr int kBarRow = 24;

std::string csvStatus(CompareStatus status) {
    return status == CompareStatus::Waiting || status == CompareStatus::Running
               ? "not-run"
               : std::string(toString(status));
}

int chartHeight(const ComparePicture& picture) {
    const std::size_t bars = std::max(picture.time.bars.size(), picture.expansions.bars.size());
    return 46 + kBarRow * static_cast<int>(std::max<std::size_t>(bars, 1));
}

int footprintSide(const ComparePicture& picture) {
    int side = 0;
    for (const auto& f : picture.footprints)
        side = std::max({side, f.map.GetWidth(), f.map.GetHeight()});
    return side > 0 ? side : 400;
}

} // namespace

ResultTable compareTable(const std::vector<CompareRow>& rows, double optimalCost) {
    ResultTable table({"walker", "status", "path_cost", "path_length", "cost_basis", "optimal_cost",
                       "cost_ratio", "path_steps", "expanded", "generated", "dead_ends", "peak_open",
                       "time_ns", "min_time_ns", "max_time_ns", "runs", "note"});
    for (const CompareRow& row : rows) {
        const RunStats& s = row.stats;
        const bool done = row.done();
        const bool reached = row.status == CompareStatus::Reached;
        const Outcome outcome = reached                                    ? Outcome::Reached
                                : row.status == CompareStatus::Unreachable ? Outcome::Unreachable
                                                                           : Outcome::GaveUp;
        const CostComparison& c = row.comparison;
        auto count = [done](auto value) { return done ? std::to_string(value) : std::string(); };
        table.addRow({row.walker, csvStatus(row.status), csvNumber(c.cost(resultCost(outcome, s.pathCost))),
                      reached ? csvNumber(c.length(s.pathCost)) : "", std::string(toString(c.basis)),
                      csvNumber(optimalCost), reached ? csvNumber(c.ratio(s.pathCost, optimalCost)) : "",
                      reached ? std::to_string(s.pathSteps) : "", count(s.expanded), count(s.generated),
                      count(s.deadEnds), count(s.peakOpen), count(row.medianNs), count(row.minNs),
                      count(row.maxNs), std::to_string(row.runs), resultNote(row.note, c)});
    }
    return table;
}

std::string compareCsv(const std::vector<CompareRow>& rows, double optimalCost,
                       const Provenance& provenance) {
    return compareTable(rows, optimalCost).csv(provenance);
}

Provenance compareProvenance(const CompareResult& result, const std::string& mapName) {
    Provenance provenance = programProvenance("pathfinder");
    if (result.grid)
        addGridProvenance(provenance, mapName, *result.grid);
    std::string walkers;
    for (const CompareRow& row : result.rows)
        walkers += (walkers.empty() ? "" : ",") + row.walker;
    provenance.set("walkers", walkers);
    addSettingsProvenance(provenance, result.settings);
    provenance.set("budget", countText(result.budget, "iteration"));
    provenance.set("repetitions", std::to_string(result.repetitions));
    return provenance;
}

void writeCompareCsv(const wxString& path, const CompareResult& result, const std::string& mapName) {
    writeFileAtomically(fileSystemPath(path),
                        compareCsv(result.rows, result.optimalCost, compareProvenance(result, mapName)));
}

wxSize comparePictureSize(const ComparePicture& picture) {
    const int side = footprintSide(picture);
    return {3 * kPad + 2 * side, kPad + kHeading + chartHeight(picture) + kPad + side + kCaption + kPad};
}

void drawComparePicture(wxDC& dc, wxSize size, const ComparePicture& picture) {
    dc.SetPen(*wxTRANSPARENT_PEN);
    dc.SetBrush(wxBrush(wxColour(244, 245, 247)));
    dc.DrawRectangle(wxRect(size));
    dc.SetFont(wxFont(wxFontInfo(12).Bold()));
    dc.SetTextForeground(wxColour(30, 30, 30));
    dc.DrawText(picture.heading, kPad, kPad);

    const int side = footprintSide(picture);
    const int top = kPad + kHeading;
    const int height = chartHeight(picture);
    drawBarChart(dc, wxRect(kPad, top, side, height), picture.time);
    drawBarChart(dc, wxRect(2 * kPad + side, top, side, height), picture.expansions);

    const int mapsTop = top + height + kPad;
    dc.SetFont(wxFont(wxFontInfo(10)));
    for (std::size_t i = 0; i < picture.footprints.size() && i < 2; ++i) {
        const auto& footprint = picture.footprints[i];
        const int left = kPad + static_cast<int>(i) * (side + kPad);
        if (footprint.map.IsOk())
            dc.DrawBitmap(footprint.map, left, mapsTop);
        const wxSize extent = dc.GetTextExtent(footprint.caption);
        dc.DrawText(footprint.caption, left + (side - extent.x) / 2, mapsTop + side + 5);
    }
}

void writeComparePicture(const wxString& path, const ComparePicture& picture) {
    const wxSize size = comparePictureSize(picture);
    if (wxFileName(path).GetExt().Lower() == "svg") {
        // wxSVGFileDC writes a file of its own: a scratch one in the system's temporary folder,
        // whose bytes then replace the target whole.
        const wxString scratch = wxFileName::CreateTempFileName("pathfinder-compare");
        if (scratch.empty())
            throw std::runtime_error("cannot make a temporary file for the drawing");
        {
            wxSVGFileDC dc(scratch, size.x, size.y, 96.0, picture.heading);
            if (!dc.IsOk()) {
                wxRemoveFile(scratch);
                throw std::runtime_error("cannot draw the SVG");
            }
            // One self-contained file, not an SVG with PNGs beside it.
            dc.SetBitmapHandler(new wxSVGBitmapEmbedHandler);
            drawComparePicture(dc, size, picture);
        }
        wxFFile drawn(scratch, "rb");
        std::string bytes;
        if (drawn.IsOpened()) {
            bytes.resize(static_cast<std::size_t>(drawn.Length()));
            bytes.resize(drawn.Read(bytes.data(), bytes.size()));
        }
        drawn.Close();
        wxRemoveFile(scratch);
        writeFileAtomically(fileSystemPath(path), bytes);
        return;
    }
    wxBitmap bitmap(size, 24);
    {
        wxMemoryDC dc(bitmap);
        drawComparePicture(dc, size, picture);
    }
    writeFileAtomically(fileSystemPath(path), pngBytes(bitmap.ConvertToImage()));
}

} // namespace pathfinder::app
