#include "text_format.h"

#include <cmath>

namespace pathfinder::app {

wxString formatCost(double cost) {
    if (std::isnan(cost))
        return "?";
    if (std::isinf(cost))
        return "none";
    wxString text = wxString::Format("%.3f", cost);
    // "%.3f" always prints a point; drop the zeros (and the point) it needs not show.
    while (text.EndsWith("0"))
        text.RemoveLast();
    if (text.EndsWith("."))
        text.RemoveLast();
    return text;
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
    wxString digits = wxString::Format("%llu", static_cast<unsigned long long>(count));
    wxString grouped;
    const size_t n = digits.length();
    for (size_t i = 0; i < n; ++i) {
        if (i > 0 && (n - i) % 3 == 0)
            grouped += L"\u2009";
        grouped += digits[i];
    }
    return grouped;
}

wxString coordText(Coord c) {
    return wxString::Format("(%d, %d)", c.x, c.y);
}

} // namespace pathfinder::app
