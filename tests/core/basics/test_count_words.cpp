// Every message that counts things writes its count through countText() (or the app's countWords()), so
// none reads "1 scenario files": a scan of the sources for a count written straight before a plural noun.
#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>
#include <regex>
#include <sstream>
#include <string>

namespace fs = std::filesystem;

namespace {

// Nouns the program counts in its messages.
const std::string kNouns =
    "(steps|cells|moves|iterations|queries|walkers|runs|files|events|repairs|expansions|"
    "units|segments|nodes|maps|results|families|changes|times|slices|threads|resamples|"
    "bytes|tiles|clusters|transitions|microseconds|points|walls|columns|rows|levels|"
    "characters|fields|factors|seconds)";

/// The places in `text` where a count goes straight before a plural noun: a printf conversion
/// ("%zu queries"), or a number streamed or added before a literal (`<< n << " walkers"`,
/// `std::to_string(n) + " runs"`). A count that is a constant (kTerrainCount) is never 1, and passes.
std::vector<std::string> countsBeforePlurals(const std::string& text) {
    static const std::regex printfCount("%(zu|d|ld|lld|llu|lu|u) " + kNouns + "\\b");
    static const std::regex streamed(
        R"((std::to_string\((?!k[A-Z])[^;]{1,80}?\)|<<\s*(?!k[A-Z])[A-Za-z_][\w.]*(\(\))?)\s*(<<|\+)\s*L?"\s?)" +
        kNouns + "\\b");
    std::vector<std::string> found;
    for (const std::regex* pattern : {&printfCount, &streamed})
        for (auto it = std::sregex_iterator(text.begin(), text.end(), *pattern); it != std::sregex_iterator();
             ++it)
            found.push_back(it->str());
    return found;
}

} // namespace

TEST_CASE("The scan finds a count written straight before a plural noun", "[count-text]") {
    CHECK(countsBeforePlurals(R"(md << queries << " queries from ")").size() == 1);
    CHECK(countsBeforePlurals(R"(wxString::Format("%zu of %zu walkers done", a, b))").size() == 1);
    CHECK(countsBeforePlurals(R"("used up its " + std::to_string(limit) + " steps")").size() == 1);
    CHECK(countsBeforePlurals(R"(countText(n, "query") << " from ")").empty());
    CHECK(countsBeforePlurals(R"("expected " + std::to_string(kScenarioFields) + " fields")").empty());
}

TEST_CASE("No message of the program writes a count straight before a plural noun", "[count-text]") {
    int files = 0;
    for (const auto& entry : fs::recursive_directory_iterator(PATHFINDER_SOURCE_DIR)) {
        const std::string extension = entry.path().extension().string();
        if (!entry.is_regular_file() || (extension != ".cpp" && extension != ".h"))
            continue;
        ++files;
        std::ifstream in(entry.path());
        std::ostringstream text;
        text << in.rdbuf();
        for (const std::string& found : countsBeforePlurals(text.str())) {
            INFO(entry.path().string() << ": " << found);
            CHECK(found.empty());
        }
    }
    CHECK(files > 100);
}
