// A walker is one room: what is particular to it lives in its family's folder and reaches the rest
// through its description, so no other source names a walker. The default choices are the
// exceptions: kDefaultWalker (the registry's header) and the walker the command line's `dynamic`
// runs when told none.
#include "pathfinder/registry/walker_registry.h"

#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

namespace fs = std::filesystem;

namespace {

/// The sources that may name walkers, relative to the repository's root.
bool mayNameWalkers(const std::string& path) {
    return path.rfind("src/core/walkers/", 0) == 0 || path.rfind("src/core/registry/", 0) == 0 ||
           path == "include/pathfinder/registry/walker_registry.h" ||
           path == "src/cli/commands/dynamic_command.cpp";
}

/// Where `text` names a registered walker as a string literal ("astar") outside a comment:
/// "file:line name", one entry each.
std::vector<std::string> namings(const std::string& path, std::istream& text) {
    std::vector<std::string> found;
    std::string line;
    for (int number = 1; std::getline(text, line); ++number) {
        const std::size_t comment = line.find("//");
        const std::string code = line.substr(0, comment);
        for (const pathfinder::WalkerInfo& info : pathfinder::walkerRegistry())
            if (code.find("\"" + std::string(info.name) + "\"") != std::string::npos)
                found.push_back(path + ":" + std::to_string(number) + " " + std::string(info.name));
    }
    return found;
}

} // namespace

TEST_CASE("No source outside the walkers' folders and the registry names a walker", "[layers][walker-room]") {
    const fs::path root = fs::path(PATHFINDER_SOURCE_DIR).parent_path();
    std::vector<std::string> found;
    std::size_t files = 0;
    for (const fs::path& top : {root / "src", root / "include"}) {
        REQUIRE(fs::is_directory(top));
        for (const auto& entry : fs::recursive_directory_iterator(top)) {
            const std::string ext = entry.path().extension().string();
            if (!entry.is_regular_file() || (ext != ".cpp" && ext != ".h"))
                continue;
            const std::string path = fs::relative(entry.path(), root).generic_string();
            if (mayNameWalkers(path))
                continue;
            ++files;
            std::ifstream in(entry.path());
            const std::vector<std::string> here = namings(path, in);
            found.insert(found.end(), here.begin(), here.end());
        }
    }
    CHECK(files > 100);
    INFO("named: " << [&found] {
        std::string list;
        for (const std::string& f : found)
            list += "\n  " + f;
        return list;
    }());
    CHECK(found.empty());
}

TEST_CASE("The walker-name check finds a name in code and passes over one in a comment",
          "[layers][walker-room]") {
    std::istringstream text("auto w = createWalker(\"astar\");\n// e.g. \"dijkstra\"\nint x = 1;\n");
    const std::vector<std::string> found = namings("x.cpp", text);
    REQUIRE(found.size() == 1);
    CHECK(found[0] == "x.cpp:1 astar");
}
