// Saving replaces a file whole or not at all: a failure part-way leaves the old file as it was
// and says why. (test_atomic_file_posix.cpp: what only a POSIX system can set up.)

#include "pathfinder/basics/atomic_file.h"
#include "pathfinder/formats/maze_io.h"

#include "support/temp_dir.h"

#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

using namespace pathfinder;
namespace fs = std::filesystem;

TEST_CASE("An atomic write replaces the file and leaves nothing else", "[io][atomic]") {
    const TempDir dir;
    const std::string path = dir.write("a.txt", "old contents");
    writeFileAtomically(path, std::string("new"));
    CHECK(readText(path) == "new");
    CHECK(fileCount(dir.path()) == 1);
}

TEST_CASE("A write into a missing folder says why", "[io][atomic]") {
    const TempDir dir;
    const std::string path = dir.file("nowhere/x.maze");
    CHECK_THROWS_WITH(writeFileAtomically(path, std::string("x")),
                      "cannot write '" + path + "': No such file or directory");
}

TEST_CASE("A maze saves and opens under a name outside ASCII, and replaces it whole", "[io][atomic][maze]") {
    const TempDir dir;
    // UTF-8 text, as the program holds every file name: "Labyrinthe é 迷路.maze".
    const std::string name = "Labyrinthe \xC3\xA9 \xE8\xBF\xB7\xE8\xB7\xAF.maze";
    const std::string path = dir.file(name);
    MazeFile first;
    first.name = "first";
    first.grid = MapGrid(5, 3);
    writeMazeFile(path, first);
    MazeFile second;
    second.name = "second";
    second.grid = MapGrid(7, 2);
    writeMazeFile(path, second);
    CHECK(readMazeFile(path) == second);
    // Exactly one file, under the name as given, decoded from UTF-8 by the standard library.
    std::vector<std::string> names;
    for (const auto& entry : fs::directory_iterator(dir.path()))
        names.push_back(entry.path().filename().u8string());
    CHECK(names == std::vector<std::string>{name});
    CHECK(fs::exists(dir.path() / fs::u8path(name)));
}
