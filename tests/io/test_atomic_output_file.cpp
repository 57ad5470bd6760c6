// Files written as streams, put in place whole or not at all, alone or together.

#include "pathfinder/basics/atomic_output_file.h"
#include "pathfinder/basics/temporary_paths.h"

#include "support/temp_dir.h"

#include <catch2/catch.hpp>
#include <cerrno>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

using namespace pathfinder;
namespace fs = std::filesystem;

namespace {

std::vector<std::string> namesIn(const fs::path& dir) {
    std::vector<std::string> names;
    for (const auto& entry : fs::directory_iterator(dir))
        names.push_back(entry.path().filename().string());
    std::sort(names.begin(), names.end());
    return names;
}

} // namespace

TEST_CASE("A streamed file appears only when committed, whole", "[io][atomic]") {
    const TempDir dir;
    const std::string path = dir.file("rows.csv");
    {
        AtomicOutputFile file(path);
        for (int i = 0; i < 100000; ++i)
            file.stream() << "row " << i << '\n';
        CHECK_FALSE(fs::exists(path));
        CHECK(namesIn(dir.path()).size() == 1); // the temporary file
        file.commit();
    }
    const std::string text = readText(path);
    CHECK(text.rfind("row 0\n", 0) == 0);
    CHECK(text.size() > 100000 * 6);
    CHECK(namesIn(dir.path()) == std::vector<std::string>{"rows.csv"});
}

TEST_CASE("A streamed file given up leaves the old one and nothing else", "[io][atomic]") {
    const TempDir dir;
    const std::string path = dir.write("old.txt", "old");
    {
        AtomicOutputFile file(path);
        file.stream() << "new";
    } // destroyed without commit()
    CHECK(readText(path) == "old");
    CHECK(namesIn(dir.path()) == std::vector<std::string>{"old.txt"});
}

TEST_CASE("Files committed together are all put in place, or none", "[io][atomic]") {
    const TempDir dir;
    const std::string first = dir.write("a.map", "old map");
    const std::string fresh = dir.file("b.map");
    SECTION("all of them") {
        AtomicOutputFile a(first);
        AtomicOutputFile b(fresh);
        a.stream() << "new map";
        b.stream() << "new b";
        AtomicOutputFile::commitTogether({&a, &b});
        CHECK(readText(first) == "new map");
        CHECK(readText(fresh) == "new b");
        CHECK(namesIn(dir.path()) == std::vector<std::string>{"a.map", "b.map"});
    }
    SECTION("none when the last cannot be put in place") {
        fs::create_directory(dir.file("blocked.scen")); // a rename over a folder fails
        AtomicOutputFile a(first);
        AtomicOutputFile b(fresh);
        AtomicOutputFile c(dir.file("blocked.scen"));
        a.stream() << "new map";
        b.stream() << "new b";
        c.stream() << "queries";
        CHECK_THROWS_WITH(AtomicOutputFile::commitTogether({&a, &b, &c}),
                          Catch::StartsWith("cannot write '" + dir.file("blocked.scen") + "': "));
        CHECK(readText(first) == "old map");
        CHECK_FALSE(fs::exists(fresh));
        CHECK(namesIn(dir.path()) == std::vector<std::string>{"a.map", "blocked.scen"});
        CHECK(fs::is_empty(dir.file("blocked.scen")));
    }
}

TEST_CASE("A temporary file is registered while it exists, for a signal handler to remove", "[io][atomic]") {
    const TempDir dir;
    AtomicOutputFile file(dir.file("out.txt"));
    file.stream() << "half";
    REQUIRE(namesIn(dir.path()).size() == 1);
    removeTemporaryPathsNow(); // what the handler of a signal does
    // The name goes at once on a POSIX system; Windows takes it away when the file is closed.
    CHECK_THROWS_WITH(file.commit(), Catch::StartsWith("cannot write '" + dir.file("out.txt") + "': "));
    CHECK(namesIn(dir.path()).empty());
}

TEST_CASE("Registered folders are removed after the files in them", "[io][atomic]") {
    const TempDir dir;
    const std::string folder = dir.file("results.partial");
    fs::create_directory(folder);
    registerTemporaryPath(folder);
    const std::string inside = folder + "/report.md";
    { std::ofstream(inside) << "report"; }
    registerTemporaryPath(inside);
    removeTemporaryPathsNow();
    CHECK(namesIn(dir.path()).empty());
    forgetTemporaryPath(inside);
    forgetTemporaryPath(folder);
}

TEST_CASE("A temporary path is registered before it is made, so that a signal right after finds it",
          "[io][atomic]") {
    const TempDir dir;
    const std::string path = dir.file("out.txt.tmp");
    // A signal handled the moment the file exists, before anything else runs: it removes the file.
    CHECK(makeRegistered(path, [&] {
        { std::ofstream(path) << "half"; }
        removeTemporaryPathsNow(); // what the handler of a signal does
        return true;
    }));
    CHECK(namesIn(dir.path()).empty());
    forgetTemporaryPath(path);
    // A path not made is forgotten, and the error of the attempt is kept.
    const std::string other = dir.file("other.tmp");
    CHECK_FALSE(makeRegistered(other, [] {
        errno = EEXIST;
        return false;
    }));
    CHECK(errno == EEXIST);
    { std::ofstream(other) << "someone else's"; }
    removeTemporaryPathsNow();
    CHECK(namesIn(dir.path()) == std::vector<std::string>{"other.tmp"});
}
