#include "experiment/experiment_charts.h"

#include "pathfinder/experiments/svg_chart.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace pathfinder::cli {

std::string cactusChart(const ExperimentResults& r) {
    std::vector<ChartSeries> series;
    std::vector<std::size_t> all(r.queries().size());
    for (std::size_t t = 0; t < all.size(); ++t)
        all[t] = t;
    // A query not reached is not solved, however long it took.
    const auto solved = [](const QueryResult& result) {
        return result.outcome == Outcome::Reached ? ExperimentResults::micros(result)
                                                  : std::numeric_limits<double>::infinity();
    };
    for (std::size_t w = 0; w < r.walkerCount(); ++w)
        series.push_back({r.experiment().walkers[w].label, {}, r.values(all, w, solved), {}, {}});
    return cactusPlotSvg(series, {"Queries solved within a time", "queries solved",
                                  "time per query (\u00b5s)", false, true, 720, 440});
}

std::string bucketChart(const ExperimentResults& r) {
    int most = 0;
    for (const ScenarioQuery* q : r.queries())
        most = std::max(most, q->bucket);
    const int width = (most + 12) / 12;
    const int groups = most / width + 1;
    std::vector<std::string> categories;
    for (int g = 0; g < groups; ++g)
        categories.push_back(width == 1 ? std::to_string(g)
                                        : std::to_string(g * width) + "\u2013" +
                                              std::to_string(std::min(most, g * width + width - 1)));
    std::vector<ChartSeries> series;
    for (std::size_t w = 0; w < r.walkerCount(); ++w) {
        ChartSeries s{r.experiment().walkers[w].label, {}, {}, {}, {}};
        for (int g = 0; g < groups; ++g) {
            std::vector<double> sample;
            for (std::size_t t = 0; t < r.queries().size(); ++t)
                if (r.queries()[t]->bucket / width == g)
                    sample.push_back(ExperimentResults::micros(r.at(t, w)));
            const Interval ci = sample.empty() ? Interval{} : r.medianInterval(sample);
            s.x.push_back(g);
            s.y.push_back(sample.empty() ? std::nan("") : median(sample));
            s.low.push_back(ci.low);
            s.high.push_back(ci.high);
        }
        series.push_back(std::move(s));
    }
    return groupedBarsSvg(categories, series,
                          {"Median time per scenario bucket (95 % CI)", "bucket (optimal length \u00f7 4)",
                           "median time per query (\u00b5s)", false, true, 720, 440});
}

std::string lengthChart(const ExperimentResults& r) {
    const std::size_t stride = std::max<std::size_t>(1, (r.queries().size() + 999) / 1000);
    std::vector<ChartSeries> series;
    for (std::size_t w = 0; w < r.walkerCount(); ++w) {
        ChartSeries s{r.experiment().walkers[w].label, {}, {}, {}, {}};
        for (std::size_t t = 0; t < r.queries().size(); t += stride) {
            s.x.push_back(r.queries()[t]->optimalLength);
            s.y.push_back(ExperimentResults::expansions(r.at(t, w)));
        }
        series.push_back(std::move(s));
    }
    return scatterSvg(
        series, {"Expansions against path length", "optimal length", "expansions", true, true, 720, 440});
}

} // namespace pathfinder::cli
