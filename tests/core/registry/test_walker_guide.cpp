#include "pathfinder/registry/walker_guide.h"
#include "pathfinder/registry/walker_registry.h"
#include "pathfinder/search/walker_description.h"

#include <algorithm>
#include <catch2/catch.hpp>
#include <string>

using namespace pathfinder;

namespace {

std::size_t characters(const std::string& text) {
    return static_cast<std::size_t>(std::count_if(
        text.begin(), text.end(), [](char c) { return (static_cast<unsigned char>(c) & 0xC0) != 0x80; }));
}

/// The "(`--key`)" a Settings bullet names its parameter with.
std::string optionMark(const ParameterSpec& spec) {
    return "(`--" + std::string(spec.key) + "`)";
}

} // namespace

TEST_CASE("Every registered walker has a guide page, and every page belongs to a walker", "[guide]") {
    for (const WalkerInfo& info : walkerRegistry()) {
        INFO(info.name);
        CHECK_FALSE(walkerGuidePage(info.name).empty());
    }
    for (const std::string_view name : guidePageNames()) {
        INFO(name);
        CHECK(findWalker(name) != nullptr);
    }
    CHECK(guidePageNames().size() == walkerRegistry().size());
    CHECK(walkerGuidePage("no-such-walker").empty());
    CHECK(walkerGuideSummary("no-such-walker").empty());
}

TEST_CASE("Each guide page has the walker's name, a short summary and its parts in order", "[guide]") {
    for (const WalkerInfo& info : walkerRegistry()) {
        INFO(info.name);
        const std::vector<GuideSection> sections = guideSections(walkerGuidePage(info.name));
        REQUIRE(sections.size() == guideHeadings().size() + 1);
        CHECK(sections[0].level == 1);
        CHECK(plainText(sections[0].heading) == info.displayName);
        for (std::size_t i = 0; i < guideHeadings().size(); ++i) {
            CHECK(sections[i + 1].level == 2);
            CHECK(sections[i + 1].heading == guideHeadings()[i]);
            CHECK_FALSE(sections[i + 1].body.empty());
        }
        // The summary is the title's one paragraph.
        CHECK(sections[0].body.find("\n\n") == std::string::npos);
        const std::string summary = walkerGuideSummary(info.name);
        CHECK_FALSE(summary.empty());
        CHECK(characters(summary) <= kGuideSummaryLimit);
        CHECK(summary.find('\n') == std::string::npos);
        // References are a list.
        CHECK(sections.back().body.rfind("- ", 0) == 0);
    }
}

TEST_CASE("A guide page's settings are exactly the parameters its walker declares", "[guide]") {
    for (const WalkerInfo& info : walkerRegistry()) {
        INFO(info.name);
        const std::vector<GuideSection> sections = guideSections(walkerGuidePage(info.name));
        const auto settings = std::find_if(sections.begin(), sections.end(),
                                           [](const GuideSection& s) { return s.heading == "Settings"; });
        REQUIRE(settings != sections.end());
        const std::string& body = settings->body;
        std::size_t last = 0;
        for (const ParameterSpec& spec : parameterSpecs()) {
            INFO(spec.key);
            const std::size_t at = body.find(optionMark(spec));
            if (!info.declares(spec.id)) {
                CHECK(at == std::string::npos);
                continue;
            }
            REQUIRE(at != std::string::npos);
            // "- **Label** (`--key`)": the control panel's label names it.
            const std::string bullet = "- **" + std::string(spec.label) + "** " + optionMark(spec);
            CHECK(body.find(bullet) != std::string::npos);
            last = std::max(last, at);
        }
        if (info.parameters.empty())
            CHECK(body.find("It has no settings of its own.") != std::string::npos);
        // Bullets come in the declared order, the control panel's.
        std::size_t previous = 0;
        for (const Parameter id : info.parameters) {
            const std::size_t at = body.find(optionMark(parameterSpec(id)));
            CHECK(at >= previous);
            previous = at;
        }
    }
}

TEST_CASE("Markdown inline text reads as plain text", "[guide]") {
    CHECK(plainText("A\\* on `g + h`, *fast* and [JPS](jps.md)") == "A* on g + h, fast and JPS");
    CHECK(plainText("snake_case and _emphasis_ and **strong**") == "snake_case and emphasis and strong");
    CHECK(plainText("two\n  lines   here ") == "two lines here");
    CHECK(plainText("a [bracket] alone") == "a [bracket] alone");
    CHECK(plainText("`a*b_c`") == "a*b_c");
}

TEST_CASE("A page splits into its parts at headings outside code", "[guide]") {
    const std::vector<GuideSection> sections = guideSections("# Title\n\nSummary line.\n\n## One\n\nText\n"
                                                             "```\n# not a heading\n```\n\n### Deeper\nmore\n"
                                                             "## Two\nlast\n");
    REQUIRE(sections.size() == 3);
    CHECK(sections[0].heading == "Title");
    CHECK(sections[0].body == "Summary line.");
    CHECK(sections[1].heading == "One");
    CHECK(sections[1].body == "Text\n```\n# not a heading\n```\n\n### Deeper\nmore");
    CHECK(sections[2].heading == "Two");
    CHECK(sections[2].body == "last");
}

TEST_CASE("The command line's walker list names every walker with its summary, wrapped", "[guide]") {
    const std::string text = walkerGuideHelpText(80);
    for (const WalkerInfo& info : walkerRegistry()) {
        INFO(info.name);
        CHECK(text.find("  " + std::string(info.name) + " (" + std::string(info.displayName) + ")\n") !=
              std::string::npos);
        // The summary's first words start the indented lines under the name.
        const std::string summary = walkerGuideSummary(info.name);
        CHECK(text.find("      " + summary.substr(0, summary.find(' '))) != std::string::npos);
    }
    std::size_t start = 0;
    while (start < text.size()) {
        const std::size_t end = text.find('\n', start);
        const std::string line = text.substr(start, end - start);
        INFO(line);
        CHECK((characters(line) <= 80 || line.find(' ', 6) == std::string::npos));
        start = end + 1;
    }
}

TEST_CASE("The guide's overview lists every walker with its traits", "[guide]") {
    const std::string overview = walkerGuideOverview();
    for (const WalkerInfo& info : walkerRegistry()) {
        INFO(info.name);
        CHECK(overview.find("<a href=\"" + std::string(info.name) + "\">") != std::string::npos);
    }
    // A* is optimal and complete and honours costs; Random Bounce is none of these.
    CHECK(overview.find(">A*</b></a></td><td>yes</td><td>yes</td><td>yes</td>") != std::string::npos);
    CHECK(overview.find(">Random Bounce</b></a></td><td>no</td><td>no</td>") != std::string::npos);
}
