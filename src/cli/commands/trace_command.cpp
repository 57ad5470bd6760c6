#include "commands/trace_command.h"

#include "pathfinder/basics/atomic_output_file.h"
#include "pathfinder/basics/count_text.h"
#include "pathfinder/basics/number_text.h"
#include "pathfinder/formats/movingai_io.h"
#include "pathfinder/registry/walker_registry.h"
#include "pathfinder/search/cost_comparison.h"
#include "pathfinder/search/run.h"
#include "pathfinder/traces/posthoc_trace_reader.h"
#include "pathfinder/traces/posthoc_trace_writer.h"
#include "pathfinder/traces/search_trace.h"
#include "pathfinder/traces/search_trace_io.h"

#include "basics/text_scanner.h"
#include "commands/trace_animation.h"
#include "options/exit_status.h"
#include "options/input_files.h"
#include "options/map_loading.h"
#include "options/option_checks.h"
#include "options/walker_options.h"
#include "output/cli_provenance.h"
#include "output/progress.h"
#include "output/refusal_notes.h"
#include "output/result_output.h"
#include "platform/files.h"

#include <CLI/CLI.hpp>
#include <algorithm>
#include <atomic>
#include <cmath>
#include <cstdint>
#include <filesystem>
#include <iostream>
#include <memory>
#include <optional>
#include <stdexcept>
#include <system_error>

namespace pathfinder::cli {

namespace {

struct TraceOptions {
    std::string mapPath;
    MapLoadOptions load;
    std::optional<std::string> start;
    std::optional<std::string> goal;
    WalkerOptions walker;
    std::string out;
    AnimationCliOptions animation;
};

/// Where the map beside the trace goes: NAME.map beside NAME.trace.json, or NAME.trace.map when
/// that is one of the inputs (a .map traced beside itself), with a note that says so.
std::string mapPathBeside(const TraceOptions& options) {
    InputFiles inputs;
    for (const std::string* input : {&options.mapPath, &options.load.units, &options.load.tmxMapping})
        if (!input->empty())
            inputs.add(*input);
    const std::string usual = posthocMapPathFor(options.out);
    const auto input = inputs.find(usual);
    if (!input)
        return usual;
    const std::filesystem::path usualPath = platform::pathFromUtf8(usual);
    const std::string other = platform::utf8FromPath(
        usualPath.parent_path() /
        platform::pathFromUtf8(platform::utf8FromPath(usualPath.stem()) + ".trace.map"));
    if (inputs.find(other))
        throw UsageError("the map beside the trace would go to " + usual + " or " + other +
                         ", and both are inputs of this trace: choose another --out");
    std::cerr << "note: " << usual << " is " << (*input == usual ? "" : "the same file as " + *input + ", ")
              << "an input of this trace, so the map goes to " << other << " instead\n";
    return other;
}

/// Tells a run to stop when the trace can no longer be written, so that a full disk does not wait
/// for the end of a long search.
class StoppingWriter final : public SearchListener {
public:
    StoppingWriter(PosthocTraceWriter& writer, std::ostream& out, std::atomic<bool>& stop)
        : m_writer(writer), m_out(out), m_stop(stop) {}
    void onSearchEvent(const SearchEvent& event) override {
        m_writer.onSearchEvent(event);
        if (!m_out)
            m_stop = true;
    }

private:
    PosthocTraceWriter& m_writer;
    std::ostream& m_out;
    std::atomic<bool>& m_stop;
};

void writePosthocTrace(const TraceOptions& options, LoadedMap& map, const std::vector<std::string>& names,
                       const WalkerSettings& settings);

int executeTrace(const TraceOptions& options) {
    if (options.out.empty() && options.animation.gif.empty() && options.animation.video.empty())
        throw UsageError("trace writes a trace (--out), an animation (--gif, --video) or both; give one");
    checkAnimationOptions(options.animation);
    std::vector<std::string> inputs{options.mapPath};
    if (options.animation.changesPath)
        inputs.push_back(*options.animation.changesPath);
    for (const std::string* out : {&options.out, &options.animation.gif, &options.animation.video})
        if (!out->empty())
            refuseInputAsOutput(options.load, inputs, *out);
    for (const std::string* animation : {&options.animation.gif, &options.animation.video})
        if (!options.out.empty() && options.out == *animation)
            throw UsageError("--out and " +
                             std::string(animation == &options.animation.gif ? "--gif" : "--video") +
                             " name the same file: " + options.out);
    LoadedMap map = loadMap(options.mapPath, options.load);
    placeEndpoints(map.grid, options.start, options.goal);
    const auto names = options.walker.walkerNames();
    if (!options.out.empty() && names.size() != 1)
        throw UsageError("a trace records one walker; --algo names " + std::to_string(names.size()));
    const WalkerSettings settings = options.walker.settings(map.movement);
    if (const std::string placed = fillMissingEndpoints(map); !placed.empty())
        std::cerr << "note: " << options.mapPath << " names no start or goal, so the walker runs between the "
                  << "free cells nearest its corners: " << placed
                  << "; choose others with --start X,Y and --goal X,Y\n";
    if (!options.animation.gif.empty() || !options.animation.video.empty())
        writeTraceAnimation(options.animation, map, names, settings, options.walker.budgetFor(map.grid));
    if (!options.out.empty())
        writePosthocTrace(options, map, names, settings);
    return kExitDone;
}

void writePosthocTrace(const TraceOptions& options, LoadedMap& map, const std::vector<std::string>& names,
                       const WalkerSettings& settings) {
    const std::string mapPath = mapPathBeside(options);

    auto walker = createWalker(names.front());
    walker->setup(map.grid, settings);
    Provenance provenance = cliProvenance();
    addMapProvenance(provenance, options.mapPath, map.grid);
    addRunProvenance(provenance, names, settings, options.walker.budget, 1);
    // Both files are written as the run goes, and put in place together when it is over.
    AtomicOutputFile mapFile(mapPath);
    writeMovingAiMap(mapFile.stream(), map.grid);
    AtomicOutputFile traceFile(options.out);
    PosthocTraceWriter writer(traceFile.stream(), traceQueryOf(*walker),
                              platform::utf8FromPath(platform::pathFromUtf8(mapPath).filename()),
                              &provenance);
    std::atomic<bool> stop{false};
    StoppingWriter listener(writer, traceFile.stream(), stop);
    walker->setListener(&listener);
    {
        Progress progress("trace", "runs", 1);
        runToCompletion(*walker, options.walker.budgetFor(map.grid), &stop);
    }
    RefusalNotes().add(names.front(), options.mapPath, walker->refusal());
    walker->setListener(nullptr);
    writer.finish();
    AtomicOutputFile::commitTogether({&mapFile, &traceFile});
    // The trace keeps the start, the goal and the movement rules; only entry costs are lost.
    for (const std::string& loss : movingAiLosses(map.grid, std::nullopt))
        if (loss.rfind("the entry costs", 0) == 0)
            std::cerr << "note: the map beside the trace (" << mapPath
                      << ") is a Moving AI map, which cannot keep " << loss << "\n";

    const RunStats& stats = walker->stats();
    // An any-angle walker's figure is a length, a cost only where every cell costs the same; a walker
    // that gave up found no path and proved nothing.
    const CostComparison comparison = costComparison(walker->description(), map.grid, settings.movement);
    const double cost = comparison.cost(resultCost(walker->outcome(), stats.pathCost));
    const std::string figure = walker->outcome() == Outcome::Reached && !comparison.comparable()
                                   ? "path length " + numberText(stats.pathCost)
                               : std::isnan(cost) ? std::string("no path")
                                                  : "path cost " + numberText(cost);
    std::cout << names.front() << ": " << toString(walker->outcome()) << ", " << figure << ", expanded "
              << stats.expanded << ", generated " << stats.generated << "\n"
              << "wrote " << countText(writer.events(), "event") << " ("
              << writer.count(SearchEventKind::Expanding) << " expanding) to " << options.out
              << " and the map to " << mapPath << "\n"
              << "In Posthoc, open the map as a map layer and the trace as a trace layer.\n";
}

std::string queryLine(const PosthocTraceReader& trace) {
    const TraceQuery& q = trace.query();
    std::string text = q.walker.empty() ? std::string("an unnamed solver") : q.walker;
    if (!q.settings.empty())
        text += " (" + q.settings + ")";
    text += ", " + std::to_string(q.width) + " x " + std::to_string(q.height);
    if (q.start && q.goal)
        text += ", start " + std::to_string(q.start->x) + "," + std::to_string(q.start->y) + ", goal " +
                std::to_string(q.goal->x) + "," + std::to_string(q.goal->y);
    return text + ", " + countText(trace.events(), "event") + ", " +
           std::to_string(trace.count(SearchEventKind::Expanding)) + " expanding";
}

struct DiffOptions {
    std::vector<std::string> paths;
    std::string out;
};

// Exit codes as diff(1) has them: 0 the traces agree, 1 they differ, 2 trouble. Both traces are
// read as they stream, side by side: memory stays at one event of each, whatever their size.
int executeDiff(const DiffOptions& options) {
    const std::string& pathA = options.paths[0];
    const std::string& pathB = options.paths[1];
    InputFiles inputs;
    inputs.add(pathA);
    inputs.add(pathB);
    if (!options.out.empty())
        inputs.refuseOutput("--out", options.out);
    std::ifstream inA = openForReading(pathA);
    std::ifstream inB = openForReading(pathB);
    PosthocTraceReader a(inA, pathA);
    PosthocTraceReader b(inB, pathB);
    TraceComparison comparison;
    // Counted in KiB of A read: the events are not known before the end.
    std::error_code sizeError;
    const std::uintmax_t sizeA = std::filesystem::file_size(pathA, sizeError);
    const std::size_t totalKiB = sizeError ? 0 : static_cast<std::size_t>((sizeA + 1023) / 1024);
    std::optional<Progress> progress;
    if (totalKiB > 0)
        progress.emplace("trace-diff", "KiB of A", totalKiB);
    for (std::size_t pair = 1;; ++pair) {
        const auto eventA = a.next();
        const auto eventB = b.next();
        if (!eventA && !eventB)
            break;
        comparison.add(eventA ? &*eventA : nullptr, eventB ? &*eventB : nullptr);
        if (progress && pair % 4096 == 0) {
            const std::streamoff at = inA.tellg();
            if (at >= 0)
                progress->update(std::min(totalKiB, static_cast<std::size_t>(at / 1024)));
        }
    }
    if (progress)
        progress->update(totalKiB);
    const TraceDifference difference = comparison.result();
    ResultOutput output(options.out);
    output.stream() << "A: " << pathA << ": " << queryLine(a) << "\nB: " << pathB << ": " << queryLine(b)
                    << "\n"
                    << difference.sentence << "\n";
    output.commit();
    return difference.agree() ? kExitDone : kExitFault;
}

} // namespace

void addTraceCommand(CLI::App& app) {
    auto options = std::make_shared<TraceOptions>();
    CLI::App* trace = app.add_subcommand(
        "trace", "Run one walker on one map and write its search trace for Posthoc, with the map beside it, "
                 "or an animated GIF of the run (of two side by side)");
    trace->add_option("--map", options->mapPath, "A .maze, Moving AI .map or Tiled .tmx file")
        ->required()
        ->check(existingFile());
    options->load.command = "trace";
    declareMapLoadOptions(*trace, options->load);
    declareEndpoints(*trace, options->start, options->goal);
    options->walker.declare(*trace);
    trace->add_option("--out", options->out,
                      "The trace to write, e.g. run.trace.json; the map goes beside it as run.map (or "
                      "run.trace.map when run.map is the input)");
    declareAnimationOptions(*trace, options->animation);
    Progress::declareQuiet(*trace);
    trace->callback([options] { throw CLI::RuntimeError(executeTrace(*options)); });
}

void addTraceDiffCommand(CLI::App& app) {
    auto options = std::make_shared<DiffOptions>();
    CLI::App* diff = app.add_subcommand(
        "trace-diff", "Compare two search traces event by event; exit 0 when they agree, 1 when they differ, "
                      "2 when a file cannot be read");
    diff->add_option("traces", options->paths, "Two Posthoc trace files, A and B")->required()->expected(2);
    declareOutput(*diff, options->out);
    Progress::declareQuiet(*diff);
    diff->callback([options] { throw CLI::RuntimeError(executeDiff(*options)); });
}

} // namespace pathfinder::cli
