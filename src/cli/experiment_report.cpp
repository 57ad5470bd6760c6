#include "experiment_report.h"

#include "pathfinder/atomic_file.h"
#include "pathfinder/statistics.h"

#include "experiment_charts.h"
#include "report.h"
#include "text_table.h"

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
    /// walker's cost on the same query (the files' lengths do not hold there).
    TextTable costs() const {
        const bool files = m_e.run.filesOptimal();
        TextTable table{files ? "Path cost over the scenario files' optimum (queries reached)"
                              : "Path cost over " + m_e.walkers.front().label +
                                    "'s on the same query (the movement is not the files')",
                        {"family", "walker", "reached", "not reached", "mismatches",
                         "mean cost \u00f7 reference", "worst"},
                        {false, false, true, true, true, true, true},
                        {}};
        for (const auto& [family, tasks] : m_families)
            for (std::size_t w = 0; w < m_walkers; ++w) {
                std::vector<double> ratios;
                std::size_t reached = 0;
                std::size_t missed = 0;
                std::size_t mismatches = 0;
                for (std::size_t t : tasks) {
                    const QueryResult& r = at(t, w);
                    mismatches += r.mismatch ? 1 : 0;
                    if (r.outcome != Outcome::Reached) {
                        ++missed;
                        continue;
                    }
                    ++reached;
                    const QueryResult& first = at(t, 0);
                    const double reference = files                               ? m_queries[t]->optimalLength
                                             : first.outcome == Outcome::Reached ? first.pathCost
                                                                                 : 0.0;
                    if (reference > 0)
                        ratios.push_back(r.pathCost / reference);
                }
                const double worst =
                    ratios.empty() ? std::nan("") : *std::max_element(ratios.begin(), ratios.end());
                table.rows.push_back({family, m_e.walkers[w].label, std::to_string(reached),
                                      std::to_string(missed), std::to_string(mismatches),
                                      cellNumber(mean(ratios), "%.4f"), cellNumber(worst, "%.4f")});
            }
        return table;
    }

    bool sliced() const { return m_e.run.slices.iterations > 0 || m_e.run.slices.microseconds > 0; }

    TextTable slices() const {
        const std::string unit = m_e.run.slices.iterations > 0
                                     ? std::to_string(m_e.run.slices.iterations) + " iterations"
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

Report rawResults(const std::vector<ScenarioSet>& sets, const std::vector<QueryResult>& results,
                  const Experiment& e) {
    Report report({{"family", false},
                   {"scenario", false},
                   {"line", true},
                   {"bucket", true},
                   {"map", false},
                   {"start_x", true},
                   {"start_y", true},
                   {"goal_x", true},
                   {"goal_y", true},
                   {"optimal_cost", true},
                   {"walker", false},
                   {"algo", false},
                   {"status", false},
                   {"path_cost", true},
                   {"expanded", true},
                   {"generated", true},
                   {"path_steps", true},
                   {"time_ns", true},
                   {"mismatch", true},
                   {"slices", true},
                   {"first_move_ns", true},
                   {"first_20_steps_ns", true},
                   {"longest_slice_ns", true}});
    const std::size_t walkers = e.walkers.size();
    for (std::size_t i = 0; i < results.size(); ++i) {
        const QueryResult& r = results[i];
        const ScenarioSet& set = sets[r.set];
        const ScenarioQuery& q = set.queries[r.query];
        const bool sliced = r.slices > 0;
        auto nsText = [sliced](std::int64_t ns) {
            return sliced && ns >= 0 ? std::to_string(ns) : std::string();
        };
        report.addRow({familyOf(set),
                       set.path,
                       std::to_string(q.line),
                       std::to_string(q.bucket),
                       q.map,
                       std::to_string(q.start.x),
                       std::to_string(q.start.y),
                       std::to_string(q.goal.x),
                       std::to_string(q.goal.y),
                       formatCost(q.optimalLength),
                       r.walker,
                       e.walkers[i % walkers].name,
                       std::string(toString(r.outcome)),
                       formatCost(r.outcome == Outcome::Reached ? r.pathCost : RunStats::kUnreachable),
                       std::to_string(r.expanded),
                       std::to_string(r.generated),
                       std::to_string(r.pathSteps),
                       std::to_string(r.timeNs),
                       r.mismatch ? "1" : "0",
                       sliced ? std::to_string(r.slices) : "",
                       nsText(r.firstMoveNs),
                       nsText(r.first20StepsNs),
                       nsText(r.longestSliceNs)});
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
        writeFileAtomically((folder / "results.csv").string(), csv.str());
    }
    const ReportWriter writer(e, sets, results);
    writeFileAtomically((folder / "cactus-time.svg").string(), cactusChart(writer));
    writeFileAtomically((folder / "time-by-bucket.svg").string(), bucketChart(writer));
    writeFileAtomically((folder / "expansions-by-length.svg").string(), lengthChart(writer));

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
    md << queries << " queries from " << sets.size() << " scenario files";
    const auto& families = writer.families();
    const std::size_t familyCount = families.size() > 1 ? families.size() - 1 : families.size();
    md << " (" << familyCount << (familyCount == 1 ? " family), " : " families), ") << e.walkers.size()
       << " walkers, time per query "
       << (e.run.repetitions == 1 ? std::string("of a single run")
                                  : "the median of " + std::to_string(e.run.repetitions) + " runs")
       << ", budget " << e.run.budget << " iterations per run, " << describe(e.run.movement) << ".\n\n";
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
       << "- The 95 % interval of a median is a percentile bootstrap over the queries (" << e.resamples
       << " resamples, seed " << e.seed << "): the same results give the same intervals.\n"
       << "- Ratios are per query, walker \u00f7 " << e.baseline
       << " (the baseline); below 1 the walker was faster or expanded less. \"Faster on\" and \"slower on\" "
          "count the "
          "queries; ties are left out. The sign test is the exact two-sided binomial test of those counts; "
          "the Wilcoxon signed-rank test ranks the differences of the times (exact for up to 50 queries "
          "without ties, else the normal approximation with a tie correction).\n"
       << "- A mismatch is a query not reached, or reached at a cost off the scenario file's optimum by more "
          "than 1e-4 relative (for any-angle walkers: above it).\n";
    writeFileAtomically((folder / "report.md").string(), md.str());

    std::ostringstream tex;
    tex << "% " << e.name << ": tables of the experiment report (needs \\usepackage{booktabs}).\n";
    for (const auto& [key, value] : provenance.entries())
        tex << "% " << key << ": " << value << '\n';
    tex << '\n';
    for (const TextTable& table : tables)
        table.writeLatex(tex);
    writeFileAtomically((folder / "report.tex").string(), tex.str());
}

} // namespace pathfinder::cli
