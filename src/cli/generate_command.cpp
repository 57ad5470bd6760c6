#include "generate_command.h"

#include "pathfinder/maze_generator.h"
#include "pathfinder/maze_io.h"
#include "pathfinder/movingai_io.h"

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
};

struct ConvertOptions {
    std::string in;
    std::string out;
    MapLoadOptions load;
};

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
    gen->callback([generate] {
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
    });

    auto convert = std::make_shared<ConvertOptions>();
    CLI::App* conv =
        app.add_subcommand("convert", "Convert a map between .maze and Moving AI .map, or from a Tiled .tmx");
    conv->add_option("input", convert->in, "Map to read (.maze, .map or .tmx)")
        ->required()
        ->check(CLI::ExistingFile);
    declareMapLoadOptions(*conv, convert->load);
    conv->add_option("output", convert->out, "Map to write (.maze or .map)")->required();
    conv->callback([convert] {
        const LoadedMap map = loadMap(convert->in, convert->load);
        if (isMovingAiMapPath(convert->out))
            for (const std::string& loss : movingAiLosses(map.grid, map.movement))
                std::cerr << "warning: a Moving AI map cannot keep " << loss << '\n';
        writeMap(convert->out, map.name, map.grid, map.movement);
    });
}

} // namespace pathfinder::cli
