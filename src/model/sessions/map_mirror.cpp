#include "sessions/map_mirror.h"

namespace pathfinder::app {

void mirrorShape(MapGrid& copy, const MapGrid& map) {
    copy.setTopology(map.topology());
    copy.setSlope(map.slope());
    for (int y = 0; y < map.height(); ++y)
        for (int x = 0; x < map.width(); ++x) {
            const Coord c{x, y};
            copy.setHeight(c, map.height(c));
            for (int d = 0; d < kDirectionCount; ++d) {
                const auto heading = static_cast<Direction>(d);
                if (isSideHeading(map.topology(), heading, y) && map.inBounds(c + offsetOf(heading)))
                    copy.setSide(c, heading, map.side(c, heading));
            }
        }
}

void mirrorChange(MapGrid& copy, const MapGrid& map, const GridChange& change, bool keepStart) {
    switch (change.kind) {
    case GridChange::Kind::WallAdded:
    case GridChange::Kind::WallRemoved:
    case GridChange::Kind::CostChanged:
        copy.setCode(change.cell, map.code(change.cell));
        break;
    case GridChange::Kind::SideChanged:
        copy.setSide(change.cell, change.heading, map.side(change.cell, change.heading));
        break;
    case GridChange::Kind::HeightChanged:
        copy.setHeight(change.cell, map.height(change.cell));
        break;
    case GridChange::Kind::StartMoved:
        copy.setStart(map.start());
        break;
    case GridChange::Kind::GoalMoved:
        copy.setGoal(map.goal());
        break;
    case GridChange::Kind::Replaced:
        copy.setUnit(map.unit(), map.impassableLimit());
        mirrorShape(copy, map);
        for (int y = 0; y < map.height(); ++y)
            for (int x = 0; x < map.width(); ++x)
                if (map.code({x, y}) != copy.code({x, y}))
                    copy.setCode({x, y}, map.code({x, y}));
        if (!keepStart && map.start() != copy.start())
            copy.setStart(map.start());
        if (map.goal() != copy.goal())
            copy.setGoal(map.goal());
        break;
    }
}

} // namespace pathfinder::app
