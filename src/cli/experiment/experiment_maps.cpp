#include "experiment/experiment_maps.h"

#include "pathfinder/basics/atomic_file.h"
#include "pathfinder/basics/count_text.h"
#include "pathfinder/basics/parse_error.h"
#include "pathfinder/basics/sha256.h"
#include "pathfinder/experiments/statistics.h"
#include "pathfinder/experiments/svg_chart.h"
#include "pathfinder/search/run.h"

#include "options/map_loading.h"
#include "output/progress.h"
#include "output/report.h"
#include "output/text_table.h"
#include "platform/files.h"

#include <cmath>
#include <fstream>
#include <sstream>

namespace pathfinder::cli {

namespace fs = std::filesystem;

namespace {

/// A search's path figure for the tables: its cost ("inf" when no path exists, "\u2013" when it gave
/// up), or "length L" for an any-angle length that is no cost.
std::string workFigure(const StepResult& step) {
    const CostComparison& c = step.comparison;
    if (step.outcome == Outcome::Reached && !c.comparable())
        return "length " + cellNumber(step.pathCost, "%.2f");
    return cellNumber(c.cost(resultCost(step.outcome, step.pathCost)), "%.2f");
}

} // namespace

MapExperiment::MapExperiment(const Experiment& experiment) : m_e(experiment) {
    for (const ExperimentMap& entry : experiment.maps) {
        LoadedMap loaded = loadMap(entry.path);
        fillMissingEndpoints(loaded);
        Map map{entry.path, sha256OfFile(entry.path), loaded.name, loaded.grid, {}, {}};
        try {
            std::istringstream script(entry.changes);
            map.edits = readMapEdits(script, "changes", map.grid.width(), map.grid.height());
        } catch (const ParseError& error) {
            throw ParseError(experiment.path, entry.line, entry.column,
                             "\"changes\" of " + entry.path + ", line " + std::to_string(error.line()) +
                                 ": " + error.message());
        }
        MapGrid grid = map.grid;
        map.optimal.push_back(referenceOptimalCost(grid, experiment.run.movement));
        for (const MapEdit& edit : map.edits) {
            applyEdit(grid, edit);
            map.optimal.push_back(referenceOptimalCost(grid, experiment.run.movement));
        }
        m_maps.push_back(std::move(map));
    }
}

nlohmann::ordered_json MapExperiment::manifest() const {
    nlohmann::ordered_json maps = nlohmann::ordered_json::array();
    for (const Map& map : m_maps) {
        nlohmann::ordered_json changes = nlohmann::ordered_json::array();
        for (const MapEdit& edit : map.edits)
            changes.push_back(edit.describe());
        maps.push_back({{"file", map.path}, {"sha256", map.sha256}, {"changes", changes}});
    }
    return maps;
}

void MapExperiment::addProvenance(Provenance& provenance) const {
    for (std::size_t i = 0; i < m_maps.size(); ++i) {
        const std::string key = "map_" + std::to_string(i + 1);
        provenance.set(key, m_maps[i].path);
        provenance.set(key + "_sha256", m_maps[i].sha256);
    }
}

std::vector<double> MapExperiment::micros(std::size_t map, std::size_t walker, std::size_t step) const {
    std::vector<double> times;
    for (const Run& run : m_runs)
        if (run.map == map && run.walker == walker && step < run.steps.size())
            times.push_back(static_cast<double>(run.steps[step].timeNs) / 1e3);
    return times;
}

void MapExperiment::runAndReport(const Provenance& provenance, const fs::path& folder) {
    Progress progress("experiment", "replays",
                      m_maps.size() * m_e.walkers.size() * static_cast<std::size_t>(m_e.run.repetitions));
    for (std::size_t m = 0; m < m_maps.size(); ++m)
        for (std::size_t w = 0; w < m_e.walkers.size(); ++w)
            for (int r = 0; r < m_e.run.repetitions; ++r) {
                progress.update(m_runs.size());
                const ScenarioWalker& walker = m_e.walkers[w];
                // The experiment file's budget was checked when it was read.
                const std::uint64_t budget = *parseBudget(m_e.run.budget, m_maps[m].grid);
                m_runs.push_back(
                    {m, w, r + 1,
                     replay(m_maps[m].grid, walker.name, walker.settings, m_maps[m].edits, budget)});
            }
    progress.update(m_runs.size());

    Report raw({"map", "walker", "label", "run", "step", "change", "status", "path_cost", "path_length",
                "cost_basis", "optimal_cost", "cost_ratio", "expanded", "time_ns", "note"});
    for (const Run& run : m_runs)
        for (std::size_t s = 0; s < run.steps.size(); ++s) {
            const StepResult& step = run.steps[s];
            const Map& map = m_maps[run.map];
            const CostComparison& c = step.comparison;
            const bool reached = step.outcome == Outcome::Reached;
            raw.addRow({map.name, m_e.walkers[run.walker].name, m_e.walkers[run.walker].label,
                        std::to_string(run.repetition), std::to_string(s),
                        s == 0 ? "first search" : map.edits[s - 1].describe(),
                        std::string(toString(step.outcome)),
                        formatCost(c.cost(resultCost(step.outcome, step.pathCost))),
                        reached ? formatCost(c.length(step.pathCost)) : "", std::string(toString(c.basis)),
                        formatCost(map.optimal[s]),
                        reached ? formatCost(c.ratio(step.pathCost, map.optimal[s])) : "",
                        std::to_string(step.expanded), std::to_string(step.timeNs), std::string(c.note)});
        }
    raw.setProvenance(provenance);
    std::ostringstream csv;
    raw.writeCsv(csv);
    writeFileAtomically(platform::utf8FromPath(folder / "results.csv"), csv.str());

    std::vector<std::string> names;
    for (const Map& map : m_maps) // file names: short enough for the axis, and told apart
        names.push_back(platform::utf8FromPath(platform::pathFromUtf8(map.path).stem()));
    std::vector<ChartSeries> series;
    for (std::size_t w = 0; w < m_e.walkers.size(); ++w) {
        ChartSeries s{m_e.walkers[w].label, {}, {}, {}, {}};
        for (std::size_t m = 0; m < m_maps.size(); ++m) {
            s.x.push_back(static_cast<double>(m));
            s.y.push_back(median(micros(m, w, 0)));
        }
        series.push_back(std::move(s));
    }
    writeFileAtomically(platform::utf8FromPath(folder / "first-search.svg"),
                        groupedBarsSvg(names, series,
                                       {"First search: median time per map", "map", "time (\u00b5s)", false,
                                        true, 720, 440}));

    std::ostringstream md;
    md << "# " << m_e.name << "\n\n"
       << "Every walker searched each map "
       << (m_e.run.repetitions == 1 ? std::string("once")
                                    : countText(static_cast<std::uint64_t>(m_e.run.repetitions), "time"))
       << "; each search was followed by the map's changes, one by one (a dynamic walker repairs, any "
          "other searches afresh). Times in \u00b5s, of the search alone.\n\n"
       << "Produced by " << provenance.find("program").value_or("") << ' '
       << provenance.find("version").value_or("") << " (commit " << provenance.find("commit").value_or("")
       << ", " << provenance.find("build_type").value_or("") << " build) on "
       << provenance.find("cpu").value_or("") << ", " << provenance.find("date").value_or("") << ".\n\n"
       << tables(false) << "![First search: median time per map](first-search.svg)\n";
    writeFileAtomically(platform::utf8FromPath(folder / "report.md"), md.str());
    std::ostringstream tex;
    tex << "% " << m_e.name << " (needs \\usepackage{booktabs}).\n";
    for (const auto& [key, value] : provenance.entries())
        tex << "% " << key << ": " << value << '\n';
    tex << '\n' << tables(true);
    writeFileAtomically(platform::utf8FromPath(folder / "report.tex"), tex.str());
}

std::string MapExperiment::tables(bool latex) const {
    std::ostringstream out;
    const std::size_t steps = 1 + (m_maps.empty() ? 0 : m_maps.front().edits.size());
    std::vector<std::string> columns{""};
    for (const Map& map : m_maps)
        columns.push_back(map.name);
    std::vector<bool> numeric(columns.size(), true);
    numeric.front() = false;
    const auto stepName = [](std::size_t step) {
        return step == 0 ? std::string("first search") : "after change " + std::to_string(step);
    };
    // The medians of every walker and step together, then each walker's runs in full.
    TextTable summary{"Median time per search (\u00b5s)", columns, numeric, {}};
    for (std::size_t w = 0; w < m_e.walkers.size(); ++w)
        for (std::size_t s = 0; s < steps; ++s) {
            std::vector<std::string> row{m_e.walkers[w].label + ", " + stepName(s)};
            for (std::size_t m = 0; m < m_maps.size(); ++m)
                row.push_back(cellNumber(median(micros(m, w, s)), "%.1f"));
            summary.rows.push_back(row);
        }
    latex ? summary.writeLatex(out) : summary.writeMarkdown(out);
    for (std::size_t w = 0; w < m_e.walkers.size(); ++w)
        for (std::size_t s = 0; s < steps; ++s) {
            TextTable table{m_e.walkers[w].label + ": " + stepName(s) + " (\u00b5s)", columns, numeric, {}};
            for (int r = 0; r < m_e.run.repetitions; ++r) {
                std::vector<std::string> row{"Run " + std::to_string(r + 1)};
                for (std::size_t m = 0; m < m_maps.size(); ++m) {
                    const auto times = micros(m, w, s);
                    row.push_back(static_cast<std::size_t>(r) < times.size() ? cellNumber(times[r], "%.1f")
                                                                             : "\u2013");
                }
                table.rows.push_back(row);
            }
            std::vector<std::string> medians{"Median"};
            std::vector<std::string> means{"Mean"};
            for (std::size_t m = 0; m < m_maps.size(); ++m) {
                medians.push_back(cellNumber(median(micros(m, w, s)), "%.1f"));
                means.push_back(cellNumber(mean(micros(m, w, s)), "%.1f"));
            }
            table.rows.push_back(medians);
            table.rows.push_back(means);
            latex ? table.writeLatex(out) : table.writeMarkdown(out);
        }
    // What each search did: expansions and cost against the optimum, per walker and step.
    TextTable work{"Expansions / path cost (optimal cost), per search; \"inf\": no path exists; an any-angle "
                   "length that is no cost reads \"length\"",
                   columns,
                   numeric,
                   {}};
    for (std::size_t w = 0; w < m_e.walkers.size(); ++w)
        for (std::size_t s = 0; s < steps; ++s) {
            std::vector<std::string> row{m_e.walkers[w].label + ", " + stepName(s)};
            for (std::size_t m = 0; m < m_maps.size(); ++m) {
                const Run* last = nullptr;
                for (const Run& run : m_runs)
                    if (run.map == m && run.walker == w)
                        last = &run;
                if (!last || s >= last->steps.size()) {
                    row.push_back("\u2013");
                    continue;
                }
                const StepResult& step = last->steps[s];
                row.push_back(std::to_string(step.expanded) + " / " + workFigure(step) + " (" +
                              cellNumber(m_maps[m].optimal[s], "%.2f") + ")");
            }
            work.rows.push_back(row);
        }
    latex ? work.writeLatex(out) : work.writeMarkdown(out);
    return out.str();
}

} // namespace pathfinder::cli
