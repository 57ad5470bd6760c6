#include "pathfinder/basics/input_limits.h"
#include "pathfinder/basics/parse_error.h"
#include "pathfinder/formats/map_changes.h"
#include "pathfinder/formats/maze_io.h"
#include "pathfinder/formats/movingai_io.h"
#include "pathfinder/formats/tmx_io.h"
#include "pathfinder/grid/terrain.h"

#include "support/temp_dir.h"

#include <catch2/catch.hpp>
#include <functional>
#include <istream>
#include <optional>
#include <sstream>
#include <streambuf>
#include <string>

using namespace pathfinder;

namespace {

/// A stream of `prefix` and then the byte `fill` without end, as /dev/zero gives NULs: what a
/// reader of it takes is counted. So that a reader without a limit fails the test rather than
/// the machine, the stream ends after 16 MiB, which no reader with its limit ever gets to.
class EndlessBuffer : public std::streambuf {
public:
    EndlessBuffer(std::string prefix, char fill) : m_prefix(std::move(prefix)), m_block(4096, fill) {}

    std::size_t served() const { return m_served; }

protected:
    int_type underflow() override {
        if (m_served > (std::size_t{16} << 20))
            return traits_type::eof();
        std::string& next = m_prefixDone ? m_block : m_prefix;
        m_prefixDone = true;
        if (next.empty())
            return underflow();
        setg(next.data(), next.data(), next.data() + next.size());
        m_served += next.size();
        return traits_type::to_int_type(next.front());
    }

private:
    std::string m_prefix;
    std::string m_block;
    bool m_prefixDone = false;
    std::size_t m_served = 0;
};

using Reader = std::function<void(std::istream&)>;

std::optional<ParseError> errorOf(const Reader& read, std::istream& in) {
    try {
        read(in);
    } catch (const ParseError& e) {
        return e;
    }
    return std::nullopt;
}

std::optional<ParseError> errorOf(const Reader& read, const std::string& text) {
    std::istringstream in(text);
    return errorOf(read, in);
}

struct LineReader {
    const char* name;
    Reader read;
    std::string before; ///< what comes before the endless line, which is line `line`
    int line;
};

const std::vector<LineReader>& lineReaders() {
    static const std::vector<LineReader> readers = {
        {".maze header", [](std::istream& in) { readMaze(in, "endless.maze"); }, "name: x\n", 2},
        {".maze row", [](std::istream& in) { readMaze(in, "endless.maze"); }, "size: 3 2\nmap:\n...\n", 4},
        {".map header", [](std::istream& in) { readMovingAiMap(in, "endless.map"); }, "", 1},
        {".map row", [](std::istream& in) { readMovingAiMap(in, "endless.map"); },
         "type octile\nheight 2\nwidth 3\nmap\n...\n", 6},
        {".scen", [](std::istream& in) { readScenario(in, "endless.scen"); }, "version 1\n", 2},
        {"change script", [](std::istream& in) { readMapEdits(in, "endless.txt", 8, 8); }, "add 1 1\n", 2},
        {"unit table", [](std::istream& in) { readUnitTable(in, "endless.units"); }, "", 1},
        {"Tiled mapping", [](std::istream& in) { readTmxMapping(in, "endless.txt"); }, "default = free\n", 2},
    };
    return readers;
}

} // namespace

TEST_CASE("Every line reader refuses a line past the limit at its place, having read a bounded amount",
          "[io][limits]") {
    for (const LineReader& reader : lineReaders()) {
        for (const char fill : {'\0', 'x', '#'}) {
            INFO(reader.name << ", an endless line of byte " << static_cast<int>(fill));
            EndlessBuffer buffer(reader.before, fill);
            std::istream in(&buffer);
            const auto error = errorOf(reader.read, in);
            REQUIRE(error);
            INFO(error->what());
            CHECK(error->line() == reader.line);
            CHECK(error->column() == static_cast<int>(kMaxLineBytes) + 1);
            CHECK(buffer.served() <= reader.before.size() + 2 * kMaxLineBytes + 8192);
        }
    }
}

TEST_CASE("A line of exactly the limit is read, with or without a carriage return", "[io][limits]") {
    const std::string comment = "#" + std::string(kMaxLineBytes - 1, 'c');
    for (const char* lineBreak : {"\n", "\r\n"}) {
        const std::string text = "name: long\n" + comment + lineBreak + "size: 2 1\nmap:\n..\n";
        std::istringstream in(text);
        const MazeFile maze = readMaze(in, "long.maze");
        REQUIRE(maze.comments.size() == 1);
        CHECK(maze.comments[0].size() == kMaxLineBytes);
    }
    const auto error = errorOf([](std::istream& in) { readMaze(in, "long.maze"); },
                               "name: long\n" + comment + "c\nsize: 2 1\nmap:\n..\n");
    REQUIRE(error);
    CHECK(error->line() == 2);
    CHECK(error->column() == static_cast<int>(kMaxLineBytes) + 1);
    CHECK(error->message().find("longer than 65536 bytes") != std::string::npos);
}

TEST_CASE("A byte 0 inside a line is refused as what it is, not taken for the line's end", "[io][limits]") {
    const auto maze = errorOf([](std::istream& in) { readMaze(in, "nul.maze"); },
                              std::string("size: 3 1\nmap:\n.\0.\n", 18));
    REQUIRE(maze);
    CHECK(maze->line() == 3);
    CHECK(maze->column() == 2);
    CHECK(maze->message().find("byte 0x00") != std::string::npos);
    const auto changes = errorOf([](std::istream& in) { readMapEdits(in, "nul.txt", 8, 8); },
                                 std::string("add 1 1\0 junk\n", 14));
    REQUIRE(changes);
    CHECK(changes->line() == 1);
}

TEST_CASE("A folder given as a file is refused as a folder", "[io][limits]") {
    const TempDir scratch;
    const std::string folder = scratch.path().string();
    for (const auto& read : std::vector<std::function<void()>>{
             [&] { readMazeFile(folder); }, [&] { readMovingAiMapFile(folder); },
             [&] { readScenarioFile(folder); }, [&] { readMapEditsFile(folder, 4, 4); }}) {
        try {
            read();
            FAIL("a folder was read as a file");
        } catch (const ParseError& e) {
            CHECK(e.line() == 0);
            CHECK(e.message() == "expected a file, found a folder");
        }
    }
}

TEST_CASE("A .maze header past its limit is refused where it passes it", "[io][limits]") {
    const std::string comment = "# " + std::string(998, 'c') + "\n";
    std::string text = "name: big\n";
    int firstOver = 0; // the first line that takes the header past the limit
    for (int line = 2; text.size() <= kMaxMazeHeaderBytes; ++line) {
        text += comment;
        firstOver = line;
    }
    text += "size: 2 1\nmap:\n..\n";
    const auto error = errorOf([](std::istream& in) { readMaze(in, "big.maze"); }, text);
    REQUIRE(error);
    CHECK(error->line() == firstOver);
    CHECK(error->message().find("the most a .maze header may hold") != std::string::npos);
}

TEST_CASE("A .scen holds at most its limit of queries", "[io][limits]") {
    std::string text = "version 1\n";
    const std::string query = "0\ta.map\t4\t4\t0\t0\t1\t1\t1.41421356\n";
    text.reserve(query.size() * (kMaxScenarioQueries + 1) + 16);
    for (std::size_t i = 0; i < kMaxScenarioQueries; ++i)
        text += query;
    {
        std::istringstream in(text);
        CHECK(readScenario(in, "full.scen").size() == kMaxScenarioQueries);
    }
    text += query;
    const auto error = errorOf([](std::istream& in) { readScenario(in, "over.scen"); }, text);
    REQUIRE(error);
    CHECK(error->line() == static_cast<int>(kMaxScenarioQueries) + 2);
    CHECK(error->message().find("the most a scenario file may hold") != std::string::npos);
}

TEST_CASE("A change script holds at most its limit of changes", "[io][limits]") {
    std::string text;
    for (std::size_t i = 0; i <= kMaxMapChanges; ++i)
        text += "add 1 1\n";
    const auto error = errorOf([](std::istream& in) { readMapEdits(in, "over.txt", 4, 4); }, text);
    REQUIRE(error);
    CHECK(error->line() == static_cast<int>(kMaxMapChanges) + 1);
    CHECK(error->message().find("the most a change script may hold") != std::string::npos);
}

TEST_CASE("A .scen map name no file system takes is refused at its place, shortened", "[io][limits]") {
    const std::string name(300, 'n');
    const auto error = errorOf([](std::istream& in) { readScenario(in, "long.scen"); },
                               "version 1\n0\tmaps/" + name + ".map\t4\t4\t0\t0\t1\t1\t1.4\n");
    REQUIRE(error);
    CHECK(error->line() == 2);
    CHECK(error->column() == 3 + 5); // the name after "maps/"
    CHECK(error->message().find("304 bytes long; a file name has at most 255 bytes") != std::string::npos);
    CHECK(std::string(error->what()).size() < 200);

    const std::string path = std::string(4096, 'p');
    const auto tooLong = errorOf([](std::istream& in) { readScenario(in, "long.scen"); },
                                 "0\t" + path + "\t4\t4\t0\t0\t1\t1\t1.4\n");
    REQUIRE(tooLong);
    CHECK(tooLong->column() == 3);
    CHECK(std::string(tooLong->what()).size() < 200);
}

TEST_CASE("A .maze position past every integer is named as the file writes it", "[io][limits]") {
    const auto error = errorOf([](std::istream& in) { readMaze(in, "far.maze"); },
                               "size: 8 8\nstart: 99999999999 1\nmap:\n");
    REQUIRE(error);
    CHECK(error->line() == 2);
    CHECK(error->column() == 8);
    CHECK(error->message() == "start (99999999999, 1) is outside the 8 x 8 map");
}
