// Saving on a POSIX system: permissions kept, symbolic links followed, and a full disk (a file
// size limit) or a read-only folder refused with the old file kept.

#include "pathfinder/basics/atomic_file.h"
#include "pathfinder/basics/atomic_output_file.h"
#include "pathfinder/formats/maze_io.h"

#include "support/temp_dir.h"

#include <catch2/catch.hpp>
#include <csignal>
#include <filesystem>
#include <fstream>
#include <string>
#include <sys/resource.h>
#include <unistd.h>

using namespace pathfinder;
namespace fs = std::filesystem;

namespace {

/// While alive, no file of this process may grow past `bytes`: a write beyond fails as on a full
/// disk (EFBIG), without any special file system.
class FileSizeLimit {
public:
    explicit FileSizeLimit(rlim_t bytes) {
        getrlimit(RLIMIT_FSIZE, &m_saved);
        m_handler = std::signal(SIGXFSZ, SIG_IGN); // else the process is killed, not told
        rlimit limit = m_saved;
        limit.rlim_cur = bytes;
        setrlimit(RLIMIT_FSIZE, &limit);
    }
    ~FileSizeLimit() {
        setrlimit(RLIMIT_FSIZE, &m_saved);
        std::signal(SIGXFSZ, m_handler);
    }
    FileSizeLimit(const FileSizeLimit&) = delete;
    FileSizeLimit& operator=(const FileSizeLimit&) = delete;

private:
    rlimit m_saved{};
    void (*m_handler)(int) = SIG_DFL;
};

} // namespace

TEST_CASE("An atomic write keeps the permissions of the file it replaces", "[io][atomic]") {
    const TempDir dir;
    const std::string path = dir.write("shared.txt", "x");
    fs::permissions(path, fs::perms::owner_read | fs::perms::owner_write | fs::perms::group_read);
    writeFileAtomically(path, std::string("y"));
    CHECK((fs::status(path).permissions() & fs::perms::all) ==
          (fs::perms::owner_read | fs::perms::owner_write | fs::perms::group_read));
}

TEST_CASE("An atomic write through a symbolic link replaces the file it names", "[io][atomic]") {
    const TempDir dir;
    const std::string target = dir.write("real.txt", "x");
    const std::string link = dir.file("link.txt");
    fs::create_symlink(target, link);
    writeFileAtomically(link, std::string("through the link"));
    CHECK(fs::is_symlink(link));
    CHECK(readText(target) == "through the link");
}

TEST_CASE("A write that fails part-way leaves the old file and says why", "[io][atomic]") {
    const TempDir dir;
    const std::string path = dir.write("map.maze", "the saved maze");
    const std::string big(1 << 20, '.');
    {
        const FileSizeLimit limit(64 * 1024); // the disk "fills up" after 64 KiB
        CHECK_THROWS_WITH(writeFileAtomically(path, big), "cannot write '" + path + "': File too large");
    }
    CHECK(readText(path) == "the saved maze");
    CHECK(fileCount(dir.path()) == 1);
}

TEST_CASE("A write into a read-only folder says why", "[io][atomic]") {
    const TempDir dir;
    const std::string path = dir.write("x.maze", "kept");
    fs::permissions(dir.path(), fs::perms::owner_read | fs::perms::owner_exec);
    // Permissions bind everyone but the superuser: only then does the folder refuse.
    if (access(dir.path().c_str(), W_OK) == 0) {
        WARN("running as the superuser: a read-only folder cannot refuse a write");
    } else {
        CHECK_THROWS_WITH(writeFileAtomically(path, std::string("new")),
                          "cannot write '" + path + "': Permission denied");
        CHECK(readText(path) == "kept");
    }
}

TEST_CASE("Saving a maze onto a full disk keeps the saved one", "[io][atomic][maze]") {
    const TempDir dir;
    MazeFile saved;
    saved.name = "saved";
    saved.grid = MapGrid(4, 4);
    const std::string path = dir.file("m.maze");
    writeMazeFile(path, saved);
    const std::string before = readText(path);

    MazeFile bigger;
    bigger.grid = MapGrid(1000, 1000);
    {
        const FileSizeLimit limit(100 * 1000);
        CHECK_THROWS_AS(writeMazeFile(path, bigger), std::runtime_error);
    }
    CHECK(readText(path) == before);
    CHECK(readMazeFile(path) == saved);
}

TEST_CASE("A device is written as it is, never replaced", "[io][atomic]") {
    {
        AtomicOutputFile null("/dev/null");
        null.stream() << "nothing";
        null.commit();
    }
    CHECK(fs::is_character_file("/dev/null"));
    AtomicOutputFile full("/dev/full");
    full.stream() << std::string(1 << 17, 'x');
    CHECK_THROWS_WITH(full.commit(), "cannot write '/dev/full': No space left on device");
    CHECK(fs::is_character_file("/dev/full"));
}
