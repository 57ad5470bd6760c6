#include "compare_export.h"

#include "compare_table.h"

#include <wx/dcmemory.h>
#include <wx/dcsvg.h>
#include <wx/ffile.h>
#include <wx/filename.h>
#include <wx/image.h>

#include <algorithm>
#include <charconv>
#include <cmath>

namespace pathfinder::app {

namespace {

constexpr int kPad = 16;
constexpr int kHeading = 30;
constexpr int kCaption = 24;
constexpr int kBarRow = 24;

const char* csvStatus(CompareStatus status) {
    switch (status) {
    case CompareStatus::Reached:
        return "reached";
    case CompareStatus::Unreachable:
        return "unreachable";
    case CompareStatus::GaveUp:
        return "gave-up";
    case CompareStatus::Cancelled:
        return "cancelled";
    case CompareStatus::Waiting:
    case CompareStatus::Running:
        break;
    }
    return "not-run";
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

const std::vector<std::string>& compareCsvColumns() {
    static const std::vector<std::string> columns = {
        "walker",    "status",    "path_cost", "optimal_cost",   "cost_ratio",  "steps",       "expanded",
        "generated", "dead_ends", "peak_open", "median_time_ns", "min_time_ns", "max_time_ns", "repetitions"};
    return columns;
}

std::string csvNumber(double value) {
    if (std::isnan(value))
        return "";
    if (std::isinf(value))
        return value > 0 ? "inf" : "-inf";
    // The CLI's "%.12g", but independent of the C locale that GTK sets from the environment.
    char buffer[64];
    const auto end = std::to_chars(buffer, buffer + sizeof buffer, value, std::chars_format::general, 12).ptr;
    return std::string(buffer, end);
}

std::string compareCsv(const std::vector<CompareRow>& rows, double optimalCost) {
    std::string text;
    for (const std::string& name : compareCsvColumns())
        text += (text.empty() ? "" : ",") + name;
    text += '\n';
    for (const CompareRow& row : rows) {
        const RunStats& s = row.stats;
        const bool done = row.done();
        const bool reached = row.status == CompareStatus::Reached;
        auto count = [done](auto value) { return done ? std::to_string(value) : std::string(); };
        const std::vector<std::string> cells = {
            row.walker,
            csvStatus(row.status),
            done ? csvNumber(s.pathCost) : "",
            csvNumber(optimalCost),
            reached ? csvNumber(costRatio(s.pathCost, optimalCost)) : "",
            reached ? std::to_string(s.pathSteps) : "",
            count(s.expanded),
            count(s.generated),
            count(s.deadEnds),
            count(s.peakOpen),
            count(row.medianNs),
            count(row.minNs),
            count(row.maxNs),
            std::to_string(row.runs),
        };
        for (std::size_t i = 0; i < cells.size(); ++i)
            text += (i ? "," : "") + cells[i]; // registry names and numbers never need quotes
        text += '\n';
    }
    return text;
}

bool writeCompareCsv(const wxString& path, const std::vector<CompareRow>& rows, double optimalCost) {
    wxFFile file(path, "wb");
    if (!file.IsOpened())
        return false;
    const std::string text = compareCsv(rows, optimalCost);
    return file.Write(text.data(), text.size()) == text.size() && file.Close();
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

bool writeComparePicture(const wxString& path, const ComparePicture& picture) {
    const wxSize size = comparePictureSize(picture);
    if (wxFileName(path).GetExt().Lower() == "svg") {
        {
            wxSVGFileDC dc(path, size.x, size.y, 96.0, picture.heading);
            if (!dc.IsOk())
                return false;
            // One self-contained file, not an SVG with PNGs beside it.
            dc.SetBitmapHandler(new wxSVGBitmapEmbedHandler);
            drawComparePicture(dc, size, picture);
        }
        return wxFileName::FileExists(path);
    }
    wxBitmap bitmap(size, 24);
    {
        wxMemoryDC dc(bitmap);
        drawComparePicture(dc, size, picture);
    }
    return bitmap.ConvertToImage().SaveFile(path, wxBITMAP_TYPE_PNG);
}

} // namespace pathfinder::app
