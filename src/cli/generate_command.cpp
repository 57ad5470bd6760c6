#include "generate_command.h"

#include "pathfinder/count_text.h"
#include "pathfinder/maze_generator.h"
#include "pathfinder/maze_io.h"
#include "pathfinder/movingai_io.h"
#include "pathfinder/scenario_generator.h"

#include "map_loading.h"
#include "option_checks.h"

#include <CLI/CLI.hpp>
#include <filesystem>
#include <iostream>
#include <limits>
#include <memory>

namespace pathfinder::cli {

namespace {

struct GenerateOptions {
    std::string kind = "backtracker";
    int width = 64;
    int height = 64;
    std::uint64_t seed = 1;
    double density = 0.2;
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
        ->check(wholeNumber(1, 1'000'000));
}

/// Writes the scenario --scen asks for, beside the .map at `mapPath`: of the map as that file holds
/// it (as `scen` will read it), not as it was before it was written.
void writeScenarioFor(const std::string& mapPath, std::size_t queries, std::uint64_t seed) {
    if (queries == 0)
        return;
    const std::string path = mapPath + ".scen";
    const std::string mapName = std::filesystem::path(mapPath).filename().string();
    writeScenarioFile(path, generateScenario(readMovingAiMapFile(mapPath), mapName, queries, seed));
    std::cout << "wrote " << path << " (" << countText(queries, "query") << ")\n";
}

/// --scen needs a Moving AI map to refer to.
void checkScenarioOutput(const std::string& out, std::size_t queries) {
    if (queries > 0 && !isMovingAiMapPath(out))
        throw std::runtime_error(
            "--scen writes a Moving AI scenario, whose queries name a .map: give --out a "
            ".map file name (" +
            out + " is not one)");
}

/// Writes by the output's extension: .map is Moving AI (walls and free cells only), anything
/// else the native .maze format.
void writeMap(const std::string& path, const std::string& name, const MapGrid& grid,
              const std::optional<Movement>& movement = std::nullopt) {
    if (isMovingAiMapPath(path)) {
        writeMovingAiMapFile(path, grid);
        return;
    }
    MazeFile maze;
    maze.name = name;
    maze.grid = grid;
    maze.movement = movement;
    writeMazeFile(path, maze);
}

std::vector<std::string> kindNames() {
    std::vector<std::string> names;
    for (const MazeKind kind : allValues<MazeKind>())
        names.emplace_back(toString(kind));
    return names;
}

} // namespace

void addGenerateCommands(CLI::App& app) {
    auto generate = std::make_shared<GenerateOptions>();
    CLI::App* gen = app.add_subcommand("generate", "Generate a maze and write it as .maze or Moving AI .map");
    gen->add_option("--kind", generate->kind, "Kind of map")
        ->check(CLI::IsMember(kindNames()))
        ->capture_default_str();
    gen->add_option("--width", generate->width, "Width in cells")
        ->check(wholeNumber(1, MapGrid::kMaxSide))
        ->capture_default_str();
    gen->add_option("--height", generate->height, "Height in cells")
        ->check(wholeNumber(1, MapGrid::kMaxSide))
        ->capture_default_str();
    gen->add_option("--seed", generate->seed, "Random seed: the same seed gives the same map")
        ->check(wholeNumber(0, std::numeric_limits<std::uint64_t>::max()))
        ->capture_default_str();
    gen->add_option("--density", generate->density, "Share of walls for --kind random")
        ->check(realNumber(0.0, 1.0))
        ->capture_default_str();
    gen->add_option("--out", generate->out, "Output file (.maze or .map)")->required();
    declareScenario(*gen, generate->scenarioQueries);
    gen->callback([generate] {
        checkScenarioOutput(generate->out, generate->scenarioQueries);
        MazeOptions options;
        options.kind = *parseEnum<MazeKind>(generate->kind);
        options.width = generate->width;
        options.height = generate->height;
        options.seed = generate->seed;
        options.density = generate->density;
        const MapGrid grid = generateMaze(options);
        const std::string name = mazeName(options);
        writeMap(generate->out, name, grid);
        std::cout << "wrote " << generate->out << " (" << name << ")\n";
        writeScenarioFor(generate->out, generate->scenarioQueries, generate->seed);
    });

    auto convert = std::make_shared<ConvertOptions>();
    CLI::App* conv =
        app.add_subcommand("convert", "Convert a map between .maze and Moving AI .map, or from a Tiled .tmx");
    conv->add_option("input", convert->in, "Map to read (.maze, .map or .tmx)")
        ->required()
        ->check(CLI::ExistingFile);
    declareMapLoadOptions(*conv, convert->load);
    conv->add_option("output", convert->out, "Map to write (.maze or .map)")->required();
    declareScenario(*conv, convert->scenarioQueries);
    conv->add_option("--seed", convert->seed, "Random seed of the --scen queries")
        ->check(wholeNumber(0, std::numeric_limits<std::uint64_t>::max()))
        ->capture_default_str();
    conv->callback([convert] {
        checkScenarioOutput(convert->out, convert->scenarioQueries);
        const LoadedMap map = loadMap(convert->in, convert->load);
        if (isMovingAiMapPath(convert->out))
            for (const std::string& loss : movingAiLosses(map.grid, map.movement))
                std::cerr << "warning: a Moving AI map cannot keep " << loss << '\n';
        writeMap(convert->out, map.name, map.grid, map.movement);
        writeScenarioFor(convert->out, convert->scenarioQueries, convert->seed);
    });
}

} // namespace pathfinder::cli
