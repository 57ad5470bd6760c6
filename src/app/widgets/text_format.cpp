#include "widgets/text_format.h"

#include "pathfinder/basics/printable_text.h"

#include "platform/files.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <filesystem>
#include <string>

namespace pathfinder::app {

namespace {

/// Digits with a thin space between groups of three, from the right: "1 048 576".
wxString grouped(const std::string& digits) {
    wxString text;
    const std::size_t n = digits.size();
    for (std::size_t i = 0; i < n; ++i) {
        if (i > 0 && (n - i) % 3 == 0)
            text += L"\u2009";
        text += digits[i];
    }
    return text;
}

} // namespace

wxString formatCost(double cost) {
    if (std::isnan(cost))
        return "?";
    if (std::isinf(cost))
        return cost > 0 ? "inf" : "-inf";
    // to_chars writes '.' whatever the locale the toolkit has set.
    char buffer[400];
    std::string text(
        buffer,
        std::to_chars(buffer, buffer + sizeof buffer, std::fabs(cost), std::chars_format::fixed, 3).ptr);
    // A fixed "%.3f" form always has a point; drop the zeros (and the point) it needs not show.
    while (text.back() == '0')
        text.pop_back();
    if (text.back() == '.')
        text.pop_back();
    const std::size_t point = std::min(text.find('.'), text.size());
    return (cost < 0 ? "-" : "") + grouped(text.substr(0, point)) + text.substr(point);
}

wxString formatDuration(std::int64_t nanoseconds) {
    const double ns = static_cast<double>(nanoseconds);
    if (nanoseconds < 1000)
        return wxString::Format("%lld ns", static_cast<long long>(nanoseconds));
    if (nanoseconds < 1000000)
        return wxString::Format(L"%.3g \u00b5s", ns / 1e3);
    if (nanoseconds < 1000000000)
        return wxString::Format("%.3g ms", ns / 1e6);
    return wxString::Format("%.3g s", ns / 1e9);
}

wxString formatCount(std::uint64_t count) {
    return grouped(std::to_string(count));
}

wxString coordText(Coord c) {
    return wxString::Format("(%d, %d)", c.x, c.y);
}

wxString toDisplay(std::string_view bytes) {
    const std::string text = printableText(bytes);
    return wxString::FromUTF8(text.data(), text.size());
}

namespace {

// wx hands file names over as the system takes them: bytes on POSIX systems (kept as they are, so
// that a name in another encoding still opens), UTF-16 on Windows (turned into the program's UTF-8).
[[maybe_unused]] std::string programPath(const char* bytes) {
    return bytes;
}
[[maybe_unused]] std::string programPath(const wchar_t* utf16) {
    return platform::utf8FromPath(std::filesystem::path(utf16));
}

} // namespace

std::string fileSystemPath(const wxString& path) {
    return programPath(path.fn_str());
}

wxString pathFromFileSystem(const std::string& path) {
    // As wx maps the system's file names, where that gives the same name back (any bytes on a POSIX
    // system, so that a name in another encoding still opens); else the UTF-8 the program holds.
    const wxString asWxMaps(path.c_str(), *wxConvFileName);
    if (!asWxMaps.empty() && fileSystemPath(asWxMaps) == path)
        return asWxMaps;
    return wxString::FromUTF8(path.data(), path.size());
}

wxString fileNameFor(const wxString& name) {
    wxString file;
    for (const wxUniChar c : name)
        file += (c == '/' || c == '\\' || c == ':' || c < 0x20 || c == 0x7f) ? wxUniChar('-') : c;
    file.Trim(true).Trim(false);
    return file.empty() || file == "." || file == ".." ? wxString("maze") : file;
}

wxString exportStem(const wxString& name) {
    wxString stem = name;
    for (const char* extension : {".maze", ".map", ".tmx", ".scen"})
        if (stem.Lower().EndsWith(extension))
            stem.RemoveLast(std::char_traits<char>::length(extension));
    wxString clean;
    for (const wxUniChar c : stem) {
        const bool kept = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
                          c == '-' || c == '_' || c == '.';
        if (kept)
            clean += c;
        else if (!clean.empty() && !clean.EndsWith("-"))
            clean += '-';
    }
    while (clean.EndsWith("-") || clean.EndsWith("."))
        clean.RemoveLast();
    while (clean.StartsWith("."))
        clean.Remove(0, 1);
    return clean.empty() ? wxString("maze") : clean;
}

} // namespace pathfinder::app
