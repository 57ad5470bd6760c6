#include "commands/generate_command.h"

#include "pathfinder/basics/atomic_output_file.h"
#include "pathfinder/basics/count_text.h"
#include "pathfinder/formats/maze_io.h"
#include "pathfinder/formats/movingai_io.h"
#include "pathfinder/formats/picture_map.h"
#include "pathfinder/formats/tmx_io.h"
#include "pathfinder/generators/maze_generator.h"
#include "pathfinder/generators/scenario_generator.h"

#include "formats/maze_features.h"
#include "options/exit_status.h"
#include "options/map_loading.h"
#include "options/option_checks.h"
#include "output/progress.h"
#include "platform/files.h"

#include <CLI/CLI.hpp>
#include <filesystem>
#include <iostream>
#include <limits>
#include <memory>
#include <sstream>

namespace pathfinder::cli {

namespace {

struct GenerateOptions {
    std::string kind = "backtracker";
    int width = 64;
    int height = 64;
    std::uint64_t seed = 1;
    double density = 0.2;
    std::string topology = "square";
    double slope = 0.0;
    std::string out;
    std::size_t scenarioQueries = 0;
};

struct ConvertOptions {
    std::string in;
    std::string out;
    MapLoadOptions load;
    std::size_t scenarioQueries = 0;
    std::uint64_t seed = 1;
};

/// Declares --scen N: a Moving AI scenario of N queries written beside a .map output.
void declareScenario(CLI::App& command, std::size_t& queries) {
    command
        .add_option(
            "--scen", queries,
            "Also write a Moving AI scenario of N queries beside the map (OUT.scen; the output must be "
            "a .map): buckets of optimal length / 4, ten queries per bucket while buckets remain")
        ->transform(wholeNumber(1, 1'000'000));
}

/// --scen needs a Moving AI map to refer to.
void checkScenarioOutput(const std::string& option, const std::string& out, std::size_t queries) {
    if (queries > 0 && !isMovingAiMapPath(out))
        throw UsageError("--scen writes a Moving AI scenario, whose queries name a .map: give " + option +
                         " a .map file name (" + out + " is not one)");
}

/// The map as a file of its kind holds it: .map is Moving AI (walls, swamp, water and ground), .png
/// a picture in the colours of `colours`, anything else the native .maze format with its name,
/// comments, movement and unit table.
std::string mapText(const std::string& path, const MazeFile& maze, const ColourTable& colours) {
    if (isPicturePath(path))
        return writePictureMap(maze.grid, colours);
    std::ostringstream text;
    if (isMovingAiMapPath(path))
        writeMovingAiMap(text, maze.grid);
    else
        writeMaze(text, maze);
    return text.str();
}

/// Writes the map to `path` and, when `queries` > 0, the scenario of the map as that file holds it
/// (as `scen` will read it) to `path`.scen: both files or neither. Then prints `mapLine`, when it
/// is not empty, and what it wrote of the scenario.
void writeMapAndScenario(const std::string& command, const std::string& path, const MazeFile& maze,
                         std::size_t queries, std::uint64_t seed, const std::string& mapLine,
                         const ColourTable& colours = ColourTable::standard()) {
    const std::string text = mapText(path, maze, colours);
    AtomicOutputFile mapFile(path);
    mapFile.stream() << text;
    if (queries == 0) {
        mapFile.commit();
    } else {
        std::istringstream written(text);
        const MapGrid asWritten = readMovingAiMap(written, path);
        const std::string mapName = platform::utf8FromPath(platform::pathFromUtf8(path).filename());
        AtomicOutputFile scenFile(path + ".scen");
        {
            Progress progress(command, "scenarios", 1);
            progress.say("finding " + countText(queries, "query") + " on " + mapName);
            writeScenario(scenFile.stream(), generateScenario(asWritten, mapName, queries, seed));
        }
        AtomicOutputFile::commitTogether({&mapFile, &scenFile});
    }
    if (!mapLine.empty())
        std::cout << mapLine << '\n';
    if (queries > 0)
        std::cout << "wrote " << path << ".scen (" << countText(queries, "query") << ")\n";
}

template <typename E>
std::vector<std::string> namesOf() {
    std::vector<std::string> names;
    for (const E value : allValues<E>())
        names.emplace_back(toString(value));
    return names;
}

} // namespace

void addGenerateCommands(CLI::App& app) {
    auto generate = std::make_shared<GenerateOptions>();
    CLI::App* gen = app.add_subcommand("generate", "Generate a maze and write it as .maze or Moving AI .map");
    gen->add_option("--kind", generate->kind, "Kind of map")
        ->check(oneOf(namesOf<MazeKind>()))
        ->capture_default_str();
    gen->add_option("--width", generate->width, "Width in cells")
        ->transform(wholeNumber(1, MapGrid::kMaxSide))
        ->capture_default_str();
    gen->add_option("--height", generate->height, "Height in cells")
        ->transform(wholeNumber(1, MapGrid::kMaxSide))
        ->capture_default_str();
    gen->add_option("--seed", generate->seed, "Random seed: the same seed gives the same map")
        ->transform(wholeNumber(0, std::numeric_limits<std::uint64_t>::max()))
        ->capture_default_str();
    gen->add_option("--density", generate->density, "Share of walls for --kind random")
        ->transform(realNumber(0.0, 1.0))
        ->capture_default_str();
    gen->add_option("--topology", generate->topology,
                    "Shape of the cells: square, or hex (pointy-top hexes in odd-r rows; every kind but "
                    "backtracker, whose corridors make a square maze; the output must be a .maze)")
        ->check(oneOf(namesOf<Topology>()))
        ->capture_default_str();
    gen->add_option("--slope", generate->slope,
                    "Slope factor of a --kind terrain map, whose cells have heights 0-9: a step that "
                    "climbs by r costs 1 + S*r times as much (0: heights cost nothing; the output must be "
                    "a .maze)")
        ->transform(realNumber(0.0, kMaxMazeSlope))
        ->capture_default_str();
    gen->add_option("--out", generate->out, "Output file (.maze, .map, or .png in the standard colours)")
        ->required();
    declareScenario(*gen, generate->scenarioQueries);
    Progress::declareQuiet(*gen);
    gen->callback([generate] {
        checkScenarioOutput("--out", generate->out, generate->scenarioQueries);
        MazeOptions options;
        options.kind = *parseEnum<MazeKind>(generate->kind);
        options.topology = *parseEnum<Topology>(generate->topology);
        if (options.topology == Topology::Hex && options.kind == MazeKind::RecursiveBacktracker)
            throw UsageError("--kind backtracker makes square mazes (on hex cells its corridors would touch "
                             "at their corners): choose another --kind for --topology hex");
        if (options.topology == Topology::Hex && isMovingAiMapPath(generate->out))
            throw UsageError("a Moving AI .map has square cells only: write a --topology hex map to a .maze "
                             "file (" +
                             generate->out + " is a .map)");
        if (generate->slope > 0.0 && options.kind != MazeKind::Terrain)
            throw UsageError("--slope prices climbs between heights, and only --kind terrain gives its cells "
                             "heights: --kind " +
                             generate->kind + " leaves them all at 0");
        if (generate->slope > 0.0 && isMovingAiMapPath(generate->out))
            throw UsageError(
                "a Moving AI .map has no heights or slope factor: write a --slope map to a .maze "
                "file (" +
                generate->out + " is a .map)");
        if (isPicturePath(generate->out) && (options.topology == Topology::Hex || generate->slope > 0.0))
            throw UsageError("a .png map has square cells without heights: write a --topology hex or --slope "
                             "map to a .maze file (" +
                             generate->out + " is a picture)");
        options.slope = generate->slope;
        options.width = generate->width;
        options.height = generate->height;
        options.seed = generate->seed;
        options.density = generate->density;
        MazeFile maze;
        {
            Progress progress("generate", "maps", 1);
            maze.grid = generateMaze(options);
        }
        maze.name = mazeName(options);
        writeMapAndScenario("generate", generate->out, maze, generate->scenarioQueries, generate->seed,
                            "wrote " + generate->out + " (" + maze.name + ")");
    });

    auto convert = std::make_shared<ConvertOptions>();
    CLI::App* conv = app.add_subcommand(
        "convert", "Convert a map between .maze, Moving AI .map and .png pictures, or from a "
                   "Tiled .tmx");
    conv->add_option("input", convert->in, "Map to read (.maze, .map, .tmx or .png)")
        ->required()
        ->check(existingFile());
    convert->load.command = "convert";
    convert->load.sizedUnits = true; // a copy of the map: its unit's size goes with it
    declareMapLoadOptions(*conv, convert->load);
    conv->add_option("output", convert->out,
                     "Map to write (.maze, .map, or .png: a pixel a cell, in the --colours table's colours)")
        ->required();
    declareScenario(*conv, convert->scenarioQueries);
    Progress::declareQuiet(*conv);
    conv->add_option("--seed", convert->seed, "Random seed of the --scen queries")
        ->transform(wholeNumber(0, std::numeric_limits<std::uint64_t>::max()))
        ->capture_default_str();
    conv->callback([convert] {
        checkScenarioOutput("the output", convert->out, convert->scenarioQueries);
        // In place is allowed (the output may be the input); never over another file it reads.
        refuseInputAsOutput(convert->load, {}, convert->out, "the output");
        if (convert->scenarioQueries > 0)
            refuseInputAsOutput(convert->load, {convert->in}, convert->out + ".scen", "--scen's output");
        LoadedMap map = loadMap(convert->in, convert->load);
        const ColourTable colours = loadColourTable(convert->load.colours);
        if (isMovingAiMapPath(convert->out))
            for (const std::string& loss : movingAiLosses(map.grid, map.movement))
                std::cerr << "warning: a Moving AI map cannot keep " << loss << '\n';
        if (isPicturePath(convert->out)) {
            for (const std::string& loss : pictureLosses(map.grid, colours))
                std::cerr << "warning: the picture cannot keep " << loss << '\n';
            if (map.movement)
                std::cerr << "warning: the picture cannot keep the movement rules of the map's header "
                             "(neighbours, diagonals)\n";
            // A cell without a colour is refused by writePictureMap(), before anything is written.
        }
        // A .maze without a name stays without one; a map of another format is named after its file.
        const bool nameless = !map.nameFromFile && !isMovingAiMapPath(convert->in) && !isTmxPath(convert->in);
        MazeFile maze{nameless ? std::string() : map.name, std::move(map.grid), map.movement,
                      std::move(map.comments), std::move(map.fileUnits)};
        writeMapAndScenario("convert", convert->out, maze, convert->scenarioQueries, convert->seed, "",
                            colours);
    });

    auto coloursOut = std::make_shared<std::string>();
    CLI::App* col = app.add_subcommand(
        "colours", "Write the standard colour table of .png maps, to edit and give to --colours");
    col->add_option("--out", *coloursOut, "File to write (default: the standard output)");
    col->callback([coloursOut] {
        if (coloursOut->empty())
            writeColourTable(std::cout, ColourTable::standard()); // main() checks the standard output
        else
            writeColourTableFile(*coloursOut, ColourTable::standard());
    });
}

} // namespace pathfinder::cli
