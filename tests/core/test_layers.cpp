// The core's folders are its architecture (docs/architecture.md draws the map): each subject
// includes only those below it, so that the arrows between the folders run one way.
#include <algorithm>
#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>
#include <regex>
#include <string>
#include <vector>

namespace fs = std::filesystem;

namespace {

/// The subjects from the ground up: a subject may include its own files and those of the
/// subjects before it in this list, never those after it.
const std::vector<std::string> kSubjects = {
    "platform",
    "basics",
    "grid",
    "search",
    "walkers/classic",
    "walkers/any_angle",
    "walkers/jps",
    "walkers/incremental",
    "walkers/anytime",
    "walkers/hierarchical",
    "walkers/subgoal",
    "walkers/bidirectional",
    "walkers/agents",
    "walkers/realtime",
    "walkers/fringe",
    "registry",
    "formats",
    "generators",
    "traces",
    "pictures",
    "teaching",
    "experiments",
    "crowds",
};

int rankOf(const std::string& subject) {
    const auto at = std::find(kSubjects.begin(), kSubjects.end(), subject);
    return at == kSubjects.end() ? -1 : static_cast<int>(at - kSubjects.begin());
}

/// The core's two roots: its public headers and its sources with their private headers.
std::vector<fs::path> roots() {
    const fs::path src(PATHFINDER_SOURCE_DIR);
    return {src / "core", src.parent_path() / "include" / "pathfinder"};
}

} // namespace

TEST_CASE("Every folder of the core is one of its subjects, and none holds more than 30 files", "[layers]") {
    int folders = 0;
    for (const fs::path& root : roots()) {
        REQUIRE(fs::is_directory(root));
        for (const auto& entry : fs::recursive_directory_iterator(root)) {
            if (!entry.is_directory())
                continue;
            const std::string subject = fs::relative(entry.path(), root).generic_string();
            if (subject == "walkers")
                continue; // the families' folder
            ++folders;
            CAPTURE(entry.path().string());
            CHECK(rankOf(subject) >= 0);
            const auto files =
                std::count_if(fs::directory_iterator(entry.path()), fs::directory_iterator(),
                              [](const fs::directory_entry& e) { return e.is_regular_file(); });
            CHECK(files <= 30);
        }
    }
    CHECK(folders >= static_cast<int>(kSubjects.size()));
}

TEST_CASE("The core's subjects include only those below them", "[layers]") {
    // "pathfinder/SUBJECT/name.h" (a public header) or "SUBJECT/name.h" (a private one).
    const std::regex include(R"re(#include "(?:pathfinder/)?((?:walkers/)?[a-z_]+)/[a-z0-9_]+\.h")re");
    int includes = 0;
    for (const fs::path& root : roots())
        for (const auto& entry : fs::recursive_directory_iterator(root)) {
            if (!entry.is_regular_file())
                continue;
            const std::string subject = fs::relative(entry.path().parent_path(), root).generic_string();
            const int rank = rankOf(subject);
            std::ifstream in(entry.path());
            int number = 0;
            for (std::string line; std::getline(in, line);) {
                ++number;
                std::smatch m;
                if (!std::regex_search(line, m, include) || m[1] == "pathfinder")
                    continue; // not a subject's header (the build's generated pathfinder/version.h)
                ++includes;
                const int target = rankOf(m[1]);
                INFO(entry.path().string() << ":" << number << ": " << line);
                CHECK(target >= 0);
                CHECK(target <= rank);
            }
        }
    CHECK(includes > 300); // the scan read the core's includes
}
