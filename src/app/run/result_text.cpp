#include "run/result_text.h"

#include "pathfinder/basics/count_text.h"

#include "widgets/text_format.h"

#include <cmath>

namespace pathfinder::app {

namespace {

const wxString kNone = L"\u2013";

} // namespace

wxString figureText(const CostComparison& comparison, Outcome outcome, double pathCost) {
    if (outcome == Outcome::Reached && !comparison.comparable())
        return "length " + formatCost(comparison.length(pathCost));
    const double cost = comparison.cost(resultCost(outcome, pathCost));
    return std::isnan(cost) ? kNone : formatCost(cost);
}

wxString ratioText(const CostComparison& comparison, Outcome outcome, double pathCost, double optimalCost) {
    const double ratio =
        outcome == Outcome::Reached ? comparison.ratio(pathCost, optimalCost) : CostComparison::kNoFigure;
    if (!std::isfinite(ratio))
        return kNone;
    const wxString text = wxString::FromCDouble(ratio, 3);
    return comparison.basis == CostBasis::AnyAngle ? text + " (any-angle)" : text;
}

wxString pathStepsText(const CostComparison& comparison, std::uint64_t steps) {
    if (comparison.basis == CostBasis::Grid)
        return formatCount(steps);
    return countWords(steps, "segment");
}

wxString countWords(std::uint64_t count, const char* singular, const char* plural) {
    return formatCount(count) + " " + wxString::FromUTF8(nounFor(count, singular, plural ? plural : ""));
}

} // namespace pathfinder::app
