#include "pathfinder/search/walker_settings_check.h"

#include "pathfinder/grid/heuristic_expression.h"

namespace pathfinder {

std::optional<std::string> settingsProblemFor(const WalkerDescription& walker,
                                              const WalkerSettings& settings) {
    if (settings.heuristicExpression.empty() || walker.declares(Parameter::HeuristicExpression))
        return settingsProblem(settings);
    WalkerSettings read = settings;
    read.heuristicExpression.clear();
    return settingsProblem(read);
}

} // namespace pathfinder
