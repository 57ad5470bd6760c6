#include "pathfinder/registry/walker_guide.h"

#include "pathfinder/basics/printable_text.h"
#include "pathfinder/registry/walker_registry.h"

#include "registry/guide_pages.h"

#include <algorithm>
#include <cctype>

namespace pathfinder {

namespace {

bool isPunctuation(char c) {
    return std::ispunct(static_cast<unsigned char>(c)) != 0;
}

bool isWordCharacter(char c) {
    // Bytes of multi-byte UTF-8 characters count as word characters, so "é_x" keeps its underscore.
    return std::isalnum(static_cast<unsigned char>(c)) != 0 || (static_cast<unsigned char>(c) & 0x80) != 0;
}

std::string_view trimBlankLines(std::string_view text) {
    const auto blank = [](std::string_view line) {
        return line.find_first_not_of(" \t\r") == std::string_view::npos;
    };
    while (!text.empty()) {
        const std::size_t end = text.find('\n');
        const std::string_view line = text.substr(0, end);
        if (!blank(line))
            break;
        text.remove_prefix(end == std::string_view::npos ? text.size() : end + 1);
    }
    while (!text.empty()) {
        const std::size_t start = text.rfind('\n', text.size() - 1);
        const std::string_view line = start == std::string_view::npos ? text : text.substr(start + 1);
        if (!blank(line))
            break;
        text.remove_suffix(start == std::string_view::npos ? text.size() : text.size() - start);
    }
    return text;
}

/// Characters as a terminal shows them: UTF-8 continuation bytes take no column.
std::size_t columns(std::string_view text) {
    return static_cast<std::size_t>(std::count_if(
        text.begin(), text.end(), [](char c) { return (static_cast<unsigned char>(c) & 0xC0) != 0x80; }));
}

/// `text` broken into lines of at most `width` columns after `indent` spaces (a word longer than
/// that gets a line of its own).
std::string wrap(std::string_view text, std::size_t indent, std::size_t width) {
    std::string out;
    std::size_t used = 0;
    const std::size_t room = width > indent + 20 ? width - indent : 20;
    std::size_t at = 0;
    while (at < text.size()) {
        const std::size_t end = std::min(text.find(' ', at), text.size());
        const std::string_view word = text.substr(at, end - at);
        at = end + 1;
        if (word.empty())
            continue;
        if (used > 0 && used + 1 + columns(word) > room) {
            out += '\n';
            used = 0;
        }
        if (used == 0)
            out.append(indent, ' ');
        else {
            out += ' ';
            ++used;
        }
        out += word;
        used += columns(word);
    }
    return out + '\n';
}

} // namespace

const std::vector<std::string_view>& guideHeadings() {
    static const std::vector<std::string_view> headings = {
        "How it works", "When to choose it", "Optimal and complete?", "Cost in time and memory",
        "Settings",     "References",
    };
    return headings;
}

std::string_view walkerGuidePage(std::string_view name) {
    if (const WalkerInfo* info = findWalker(name); info && !info->guidePage.empty())
        return info->guidePage;
    for (const GuidePageText& page : embeddedGuidePages())
        if (page.name == name)
            return page.markdown;
    return {};
}

std::vector<std::string_view> guidePageNames() {
    std::vector<std::string_view> names;
    for (const GuidePageText& page : embeddedGuidePages())
        names.push_back(page.name);
    for (const WalkerInfo& info : walkerRegistry())
        if (!info.guidePage.empty() && std::find(names.begin(), names.end(), info.name) == names.end())
            names.push_back(info.name);
    return names;
}

std::vector<GuideSection> guideSections(std::string_view markdown) {
    std::vector<GuideSection> sections;
    std::string body;
    bool fence = false;
    const auto close = [&] {
        if (!sections.empty())
            sections.back().body = std::string(trimBlankLines(body));
        body.clear();
    };
    std::size_t at = 0;
    while (at <= markdown.size()) {
        const std::size_t end = std::min(markdown.find('\n', at), markdown.size());
        std::string_view line = markdown.substr(at, end - at);
        at = end + 1;
        if (!line.empty() && line.back() == '\r')
            line.remove_suffix(1);
        if (line.substr(0, 3) == "```" || line.substr(0, 3) == "~~~")
            fence = !fence;
        const std::size_t hashes = line.find_first_not_of('#');
        if (!fence && hashes != std::string_view::npos && hashes >= 1 && hashes <= 2 && line[hashes] == ' ') {
            close();
            GuideSection section;
            section.level = static_cast<int>(hashes);
            section.heading = std::string(trimBlankLines(line.substr(hashes + 1)));
            sections.push_back(std::move(section));
            continue;
        }
        body.append(line);
        body += '\n';
        if (end == markdown.size())
            break;
    }
    close();
    return sections;
}

std::string plainText(std::string_view markdown) {
    std::string out;
    bool code = false;
    for (std::size_t i = 0; i < markdown.size(); ++i) {
        const char c = markdown[i];
        if (c == '`') {
            code = !code;
            continue;
        }
        if (code) {
            out += c;
            continue;
        }
        if (c == '\\' && i + 1 < markdown.size() && isPunctuation(markdown[i + 1])) {
            out += markdown[++i];
            continue;
        }
        if (c == '*')
            continue;
        if (c == '_') {
            const bool inWord = i > 0 && i + 1 < markdown.size() && isWordCharacter(markdown[i - 1]) &&
                                isWordCharacter(markdown[i + 1]);
            if (!inWord)
                continue;
        }
        if (c == '[') {
            // [text](target) keeps its text; a bracket that opens no link stays.
            const std::size_t close = markdown.find("](", i);
            const std::size_t target = close == std::string_view::npos ? close : markdown.find(')', close);
            if (target != std::string_view::npos && markdown.find('\n', i) > target) {
                out += plainText(markdown.substr(i + 1, close - i - 1));
                i = target;
                continue;
            }
        }
        if (std::isspace(static_cast<unsigned char>(c))) {
            if (!out.empty() && out.back() != ' ')
                out += ' ';
            continue;
        }
        out += c;
    }
    while (!out.empty() && out.back() == ' ')
        out.pop_back();
    return out;
}

std::string walkerGuideSummary(std::string_view name) {
    const std::vector<GuideSection> sections = guideSections(walkerGuidePage(name));
    if (sections.empty() || sections.front().level != 1)
        return {};
    const std::string& body = sections.front().body;
    return plainText(std::string_view(body).substr(0, body.find("\n\n")));
}

std::string walkerGuideOverview() {
    std::string page = "# Choosing a walker\n\n"
                       "Each walker has a page: what it does, when to choose it, whether its path is "
                       "the cheapest, what it costs and what its settings change. Pick one in the list, "
                       "or press F1 in the main window for the page of the walker chosen there.\n\n"
                       "<table border=\"1\" cellspacing=\"0\" cellpadding=\"4\" width=\"100%\">\n"
                       "<tr><th>Walker</th><th>Cheapest path</th><th>Always finds one</th>"
                       "<th>Entry costs</th><th>Kind</th></tr>\n";
    // A row of traits, then the summary across the table: it reads at any width.
    for (const WalkerInfo& info : walkerRegistry()) {
        const WalkerTraits& t = info.traits;
        const std::string kind = t.movesAgent      ? "agent"
                                 : t.dynamicRepair ? "repairs"
                                 : t.anyAngle      ? "any-angle"
                                 : t.bidirectional ? "bidirectional"
                                                   : "search";
        page += "<tr><td><a href=\"" + std::string(info.name) + "\"><b>" + xmlEscaped(info.displayName) +
                "</b></a></td><td>" + (t.optimal ? "yes" : "no") + "</td><td>" + (t.complete ? "yes" : "no") +
                "</td><td>" + (t.weightedCosts ? "yes" : "no") + "</td><td>" + kind + "</td></tr>\n";
        page += "<tr><td colspan=\"5\">" + xmlEscaped(walkerGuideSummary(info.name)) + "</td></tr>\n";
    }
    page += "</table>\n\n"
            "*Cheapest path*: the path it returns costs the least (for the any-angle walkers, the "
            "shortest path in any direction) with its default settings. *Always finds one*: it finds "
            "a path whenever one exists and otherwise says there is none. *Entry costs*: it honours "
            "cells dearer than 1.\n";
    return page;
}

std::string walkerGuideHelpText(std::size_t width) {
    std::string text;
    for (const WalkerInfo& info : walkerRegistry()) {
        text += "  " + std::string(info.name) + " (" + std::string(info.displayName) + ")\n";
        text += wrap(walkerGuideSummary(info.name), 6, width);
    }
    return text;
}

} // namespace pathfinder
