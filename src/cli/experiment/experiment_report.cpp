#include "experiment/experiment_report.h"

#include "pathfinder/basics/atomic_file.h"
#include "pathfinder/basics/count_text.h"
#include "pathfinder/basics/number_text.h"
#include "pathfinder/experiments/scenario_table.h"
#include "pathfinder/experiments/statistics.h"

#include "experiment/experiment_charts.h"
#include "output/report.h"
#include "output/text_table.h"
#include "platform/files.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <fstream>
#include <limits>
#include <map>
#include <sstream>

namespace pathfinder::cli {

namespace fs = std::filesystem;

namespace {

/// Three significant digits at least, no exponent below a billion: the way times and counts read.
std::string figure(double value) {
    if (std::isfinite(value) && std::fabs(value) >= 100)
        return cellNumber(value, "%.0f");
    return cellNumber(value, std::isfinite(value) && std::fabs(value) >= 10 ? "%.1f" : "%.3g");
}

std::string interval(const Interval& i) {
    return "[" + figure(i.low) + ", " + figure(i.high) + "]";
}

std::string ratioText(double value) {
    return cellNumber(value, "%.3f");
}

/// A run's budget as the experiment gives it ("N" or "Nx", see parseBudget) in words.
std::string budgetWords(const std::string& budget) {
    if (!budget.empty() && budget.back() == 'x')
        return budget.substr(0, budget.size() - 1) + " \u00d7 the map's cells iterations";
    const auto iterations = parseWholeNumber(budget, 1, std::numeric_limits<std::uint64_t>::max());
    return iterations ? countText(*iterations, "iteration") : budget + " iterations";
}

std::string pText(double p) {
    return p < 0.0001 ? "< 0.0001" : cellNumber(p, "%.4f");
}

/// The report's tables.
class ReportWriter : public ExperimentResults {
public:
    using ExperimentResults::ExperimentResults;

    TextTable distribution(const std::string& caption, double (*of)(const QueryResult&)) const {
        TextTable table{caption,
                        {"family", "walker", "queries", "median", "95 % CI of the median", "mean", "sd"},
                        {false, false, true, true, true, true, true},
                        {}};
        for (const auto& [family, tasks] : m_families)
            for (std::size_t w = 0; w < m_walkers; ++w) {
                const std::vector<double> v = values(tasks, w, of);
                table.rows.push_back({family, m_e.walkers[w].label, std::to_string(v.size()),
                                      figure(median(v)), interval(medianInterval(v)), figure(mean(v)),
                                      figure(sampleStandardDeviation(v))});
            }
        return table;
    }

    TextTable paired() const {
        TextTable table{"Each walker against " + m_e.walkers[m_baseline].label +
                            " on the same queries: per-query ratios (walker \u00f7 baseline)",
                        {"family", "walker", "time ratio: median", "95 % CI", "faster on", "slower on",
                         "sign test p", "Wilcoxon p", "expansions ratio: median", "95 % CI"},
                        {false, false, true, true, true, true, true, true, true, true},
                        {}};
        for (const auto& [family, tasks] : m_families)
            for (std::size_t w = 0; w < m_walkers; ++w) {
                if (w == m_baseline)
                    continue;
                const auto time = values(tasks, w, micros);
                const auto baseTime = values(tasks, m_baseline, micros);
                const auto expanded = values(tasks, w, expansions);
                const auto baseExpanded = values(tasks, m_baseline, expansions);
                const auto timeRatios = finite(pairedRatios(time, baseTime));
                const auto expandedRatios = finite(pairedRatios(expanded, baseExpanded));
                const SignTest sign = signTest(time, baseTime);
                const WilcoxonTest wilcoxon = wilcoxonSignedRank(time, baseTime);
                table.rows.push_back({family, m_e.walkers[w].label, ratioText(median(timeRatios)),
                                      ratioInterval(medianInterval(timeRatios)), std::to_string(sign.below),
                                      std::to_string(sign.above), pText(sign.pValue), pText(wilcoxon.pValue),
                                      ratioText(median(expandedRatios)),
                                      ratioInterval(medianInterval(expandedRatios))});
            }
        return table;
    }

    /// Under the benchmark's movement, cost over the files' optimum; under another, over the first
    /// walker's cost on the same query (the files' lengths do not hold there) when that is a grid cost.
    /// Each walker's figures say what they are (cost_basis): a length is set against nothing.
    TextTable costs() const {
        const bool files = m_e.run.filesOptimal();
        TextTable table{
            files ? "Path cost over the scenario files' optimum (queries reached; any-angle costs may "
                    "be below 1, lengths are set against nothing)"
                  : "Path cost over " + m_e.walkers.front().label +
                        "'s grid cost on the same query (the movement is not the files')",
            {"family", "walker", "figure", "reached", "not reached", "mismatches",
             "mean cost \u00f7 reference", "worst"},
            {false, false, false, true, true, true, true, true},
            {}};
        for (const auto& [family, tasks] : m_families)
            for (std::size_t w = 0; w < m_walkers; ++w) {
                std::vector<double> ratios;
                std::size_t reached = 0;
                std::size_t missed = 0;
                std::size_t mismatches = 0;
                std::string bases;
                for (std::size_t t : tasks) {
                    const QueryResult& r = at(t, w);
                    mismatches += r.mismatch ? 1 : 0;
                    const std::string basis(toString(r.comparison.basis));
                    if ((", " + bases + ", ").find(", " + basis + ", ") == std::string::npos)
                        bases += (bases.empty() ? "" : ", ") + basis;
                    if (r.outcome != Outcome::Reached) {
                        ++missed;
                        continue;
                    }
                    ++reached;
                    const double ratio = r.comparison.ratio(r.pathCost, reference(t));
                    if (std::isfinite(ratio))
                        ratios.push_back(ratio);
                }
                const double worst =
                    ratios.empty() ? std::nan("") : *std::max_element(ratios.begin(), ratios.end());
                table.rows.push_back({family, m_e.walkers[w].label, bases, std::to_string(reached),
                                      std::to_string(missed), std::to_string(mismatches),
                                      cellNumber(mean(ratios), "%.4f"), cellNumber(worst, "%.4f")});
            }
        return table;
    }

    /// The cost a query's path costs are set against: the file's optimum, or under another movement
    /// the first walker's grid cost; NaN when there is none.
    double reference(std::size_t task) const {
        if (m_e.run.judgedByOptimum())
            return at(task, 0).optimalCost;
        const QueryResult& first = at(task, 0);
        return first.outcome == Outcome::Reached && first.comparison.basis == CostBasis::Grid ? first.pathCost
                                                                                              : std::nan("");
    }

    bool sliced() const { return m_e.run.slices.iterations > 0 || m_e.run.slices.microseconds > 0; }

    TextTable slices() const {
        const std::string unit = m_e.run.slices.iterations > 0
                                     ? countText(m_e.run.slices.iterations, "iteration")
                                     : std::to_string(m_e.run.slices.microseconds) + " \u00b5s";
        TextTable table{"Time-sliced runs (slices of " + unit +
                            "; times in \u00b5s add up the slices, medians over the queries)",
                        {"family", "walker", "slices", "first move", "first 20 steps",
                         "longest slice: median", "longest slice: worst"},
                        {false, false, true, true, true, true, true},
                        {}};
        for (const auto& [family, tasks] : m_families)
            for (std::size_t w = 0; w < m_walkers; ++w) {
                std::vector<double> count, first, twenty, longest;
                for (std::size_t t : tasks) {
                    const QueryResult& r = at(t, w);
                    count.push_back(static_cast<double>(r.slices));
                    if (r.firstMoveNs >= 0)
                        first.push_back(static_cast<double>(r.firstMoveNs) / 1e3);
                    if (r.first20StepsNs >= 0)
                        twenty.push_back(static_cast<double>(r.first20StepsNs) / 1e3);
                    longest.push_back(static_cast<double>(r.longestSliceNs) / 1e3);
                }
                table.rows.push_back(
                    {family, m_e.walkers[w].label, figure(median(count)), figure(median(first)),
                     figure(median(twenty)), figure(median(longest)),
                     figure(longest.empty() ? std::nan("")
                                            : *std::max_element(longest.begin(), longest.end()))});
            }
        return table;
    }

private:
    static std::vector<double> finite(std::vector<double> values) {
        values.erase(std::remove_if(values.begin(), values.end(), [](double v) { return !std::isfinite(v); }),
                     values.end());
        return values;
    }
    static std::string ratioInterval(const Interval& i) {
        return "[" + ratioText(i.low) + ", " + ratioText(i.high) + "]";
    }
};

/// The scen table (scenarioResultTable()) with each row's family and label in front and its
/// time-sliced figures behind.
Report rawResults(const std::vector<ScenarioSet>& sets, const std::vector<QueryResult>& results,
                  const Experiment& e) {
    const ResultTable scen = scenarioResultTable(sets, e.walkers, results);
    std::vector<std::string_view> columns{"family", "label"};
    for (const ResultColumn* column : scen.columns())
        columns.push_back(column->name);
    for (std::string_view name : {"slices", "first_move_ns", "first_20_steps_ns", "longest_slice_ns"})
        columns.push_back(name);
    Report report(columns);
    for (std::size_t i = 0; i < results.size(); ++i) {
        const QueryResult& r = results[i];
        const bool sliced = r.slices > 0;
        auto nsText = [sliced](std::int64_t ns) {
            return sliced && ns >= 0 ? std::to_string(ns) : std::string();
        };
        std::vector<std::string> cells{familyOf(sets[r.set]), r.walker};
        cells.insert(cells.end(), scen.rows()[i].begin(), scen.rows()[i].end());
        for (std::string cell : {sliced ? std::to_string(r.slices) : std::string(), nsText(r.firstMoveNs),
                                 nsText(r.first20StepsNs), nsText(r.longestSliceNs)})
            cells.push_back(std::move(cell));
        report.addRow(std::move(cells));
    }
    return report;
}

} // namespace

void writeExperimentReport(const Experiment& e, const std::vector<ScenarioSet>& sets,
                           const std::vector<QueryResult>& results, const Provenance& provenance,
                           const fs::path& folder) {
    {
        Report raw = rawResults(sets, results, e);
        raw.setProvenance(provenance);
        std::ostringstream csv;
        raw.writeCsv(csv);
        writeFileAtomically(platform::utf8FromPath(folder / "results.csv"), csv.str());
    }
    const ReportWriter writer(e, sets, results);
    writeFileAtomically(platform::utf8FromPath(folder / "cactus-time.svg"), cactusChart(writer));
    writeFileAtomically(platform::utf8FromPath(folder / "time-by-bucket.svg"), bucketChart(writer));
    writeFileAtomically(platform::utf8FromPath(folder / "expansions-by-length.svg"), lengthChart(writer));

    std::vector<TextTable> tables{writer.distribution("Time per query (\u00b5s)", ExperimentResults::micros),
                                  writer.distribution("Expansions per query", ExperimentResults::expansions)};
    if (e.walkers.size() > 1)
        tables.push_back(writer.paired());
    tables.push_back(writer.costs());
    if (writer.sliced())
        tables.push_back(writer.slices());

    std::size_t queries = 0;
    for (const ScenarioSet& set : sets)
        queries += set.queries.size();
    std::ostringstream md;
    md << "# " << e.name << "\n\n";
    md << countText(queries, "query") << " from " << countText(sets.size(), "scenario file");
    const auto& families = writer.families();
    const std::size_t familyCount = families.size() > 1 ? families.size() - 1 : families.size();
    md << " (" << countText(familyCount, "family") << "), " << countText(e.walkers.size(), "walker")
       << ", time per query "
       << (e.run.repetitions == 1
               ? std::string("of a single run")
               : "the median of " + countText(static_cast<std::uint64_t>(e.run.repetitions), "run"))
       << ", a budget of " << budgetWords(e.run.budget) << " per run, " << describe(e.run.movement)
       << ".\n\n";
    md << "Produced by " << provenance.find("program").value_or("") << ' '
       << provenance.find("version").value_or("") << " (commit " << provenance.find("commit").value_or("")
       << ", " << provenance.find("build_type").value_or("") << " build) on "
       << provenance.find("cpu").value_or("") << ", " << provenance.find("date").value_or("")
       << ". `manifest.json` names every input with its SHA-256; `results.csv` holds every query.\n\n";
    for (const TextTable& table : tables)
        table.writeMarkdown(md);
    md << "![Queries solved within a time](cactus-time.svg)\n\n"
       << "![Median time per scenario bucket](time-by-bucket.svg)\n\n"
       << "![Expansions against path length](expansions-by-length.svg)\n\n";
    md << "## How the figures are made\n\n"
       << "- Times are wall-clock time of the search alone (the walker's iterations, not its set-up), in "
          "\u00b5s; each query's time is the median of its runs.\n"
       << "- The 95 % interval of a median is a percentile bootstrap over the queries ("
       << countText(e.resamples, "resample") << ", seed " << e.seed
       << "): the same results give the same intervals.\n"
       << "- Ratios are per query, walker \u00f7 " << e.baseline
       << " (the baseline); below 1 the walker was faster or expanded less. \"Faster on\" and \"slower on\" "
          "count the "
          "queries; ties are left out. The sign test is the exact two-sided binomial test of those counts; "
          "the Wilcoxon signed-rank test ranks the differences of the times (exact for up to 50 queries "
          "without ties, else the normal approximation with a tie correction).\n"
       << "- A mismatch is a query not reached, or reached at a cost off the scenario file's optimum by more "
          "than 1e-4 relative (for any-angle walkers: above it).\n"
       << "- A path's figure (`cost_basis` in `results.csv`) is a grid cost, an any-angle cost (straight "
          "segments on a map where every cell costs the same: it may be below the grid optimum), or a length "
          "(an any-angle walker on a map whose costs differ, which ignores them): a length is no cost, has "
          "no "
          "ratio and is never a mismatch.\n";
    writeFileAtomically(platform::utf8FromPath(folder / "report.md"), md.str());

    std::ostringstream tex;
    tex << "% " << e.name << ": tables of the experiment report (needs \\usepackage{booktabs}).\n";
    for (const auto& [key, value] : provenance.entries())
        tex << "% " << key << ": " << value << '\n';
    tex << '\n';
    for (const TextTable& table : tables)
        table.writeLatex(tex);
    writeFileAtomically(platform::utf8FromPath(folder / "report.tex"), tex.str());
}

} // namespace pathfinder::cli
