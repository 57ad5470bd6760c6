// A path is stroked as the parts of it that can show, its straight stretches as single segments:
// a path of millions of cells, mostly off the screen, costs a pass over its points, not a stroke
// of each of them on every paint.
#include "canvas/shapes.h"

#include <catch2/catch.hpp>
#include <vector>

using namespace pathfinder::app;

namespace {

using Points = std::vector<wxPoint2DDouble>;

/// Points every 10 px from `from` to `to` (inclusive), along x or along y.
void line(Points& points, wxPoint2DDouble from, wxPoint2DDouble to) {
    const double dx = to.m_x > from.m_x ? 10 : to.m_x < from.m_x ? -10 : 0;
    const double dy = to.m_y > from.m_y ? 10 : to.m_y < from.m_y ? -10 : 0;
    wxPoint2DDouble p = from;
    if (!points.empty() && points.back() == p)
        p = {p.m_x + dx, p.m_y + dy};
    for (; p != to; p = {p.m_x + dx, p.m_y + dy})
        points.push_back(p);
    points.push_back(to);
}

} // namespace

TEST_CASE("A long straight path off the screen's edge is stroked as one segment up to past the edge",
          "[app][paint]") {
    Points points;
    line(points, {0, 5}, {100000, 5});
    REQUIRE(points.size() == 10001);
    const wxRect2DDouble area(0, 0, 100, 100);
    // Segments [0, 10] … [100, 110] come within 2 px of the area; the rest do not.
    const auto runs = visibleRuns(points, area, 2.0);
    REQUIRE(runs.size() == 1);
    CHECK(runs[0] == Points{{0, 5}, {110, 5}});
}

TEST_CASE("A path that leaves the screen and comes back is stroked as two runs", "[app][paint]") {
    Points points;
    line(points, {0, 5}, {2000, 5});
    line(points, {2000, 5}, {2000, 55});
    line(points, {2000, 55}, {0, 55});
    const auto runs = visibleRuns(points, wxRect2DDouble(0, 0, 100, 100), 2.0);
    REQUIRE(runs.size() == 2);
    CHECK(runs[0] == Points{{0, 5}, {110, 5}});
    CHECK(runs[1] == Points{{110, 55}, {0, 55}});
}

TEST_CASE("Corners and turns back of a path on the screen are all kept", "[app][paint]") {
    const wxRect2DDouble area(0, 0, 100, 100);
    CHECK(visibleRuns({{0, 0}, {50, 0}, {50, 50}}, area, 2.0) ==
          std::vector<Points>{{{0, 0}, {50, 0}, {50, 50}}});
    CHECK(visibleRuns({{0, 0}, {50, 0}, {20, 0}}, area, 2.0) ==
          std::vector<Points>{{{0, 0}, {50, 0}, {20, 0}}});
    // A diagonal stretch is one segment too.
    CHECK(visibleRuns({{0, 0}, {10, 10}, {20, 20}, {30, 30}, {30, 40}}, area, 2.0) ==
          std::vector<Points>{{{0, 0}, {30, 30}, {30, 40}}});
    // Nothing near the area: nothing to stroke; a single point is no line.
    CHECK(visibleRuns({{500, 500}, {600, 500}}, area, 2.0).empty());
    CHECK(visibleRuns({{50, 50}}, area, 2.0).empty());
}
