#include "output/cli_provenance.h"

#include "pathfinder/basics/sha256.h"

namespace pathfinder::cli {

namespace {

std::string& commandLine() {
    static std::string text;
    return text;
}

std::string shellWord(const std::string& word) {
    if (!word.empty() && word.find_first_of(" \t\n'\"\\$`*?[]{}()<>|&;#~!") == std::string::npos)
        return word;
    std::string quoted = "'";
    for (char c : word)
        quoted += c == '\'' ? std::string("'\\''") : std::string(1, c);
    return quoted + "'";
}

} // namespace

void recordCommandLine(int argc, const char* const* argv) {
    std::string text;
    for (int i = 0; i < argc; ++i)
        text += (i ? " " : "") + shellWord(argv[i]);
    commandLine() = text;
}

Provenance cliProvenance() {
    Provenance provenance = programProvenance("pathfinder-cli");
    if (!commandLine().empty())
        provenance.set("command", commandLine());
    return provenance;
}

void addRunProvenance(Provenance& provenance, const std::vector<std::string>& walkers,
                      const WalkerSettings& settings, const std::string& budget, int repetitions) {
    std::string names;
    for (const std::string& name : walkers)
        names += (names.empty() ? "" : ",") + name;
    provenance.set("walkers", names);
    addSettingsProvenance(provenance, settings);
    provenance.set("budget", budget);
    provenance.set("repetitions", std::to_string(repetitions));
}

void addFileProvenance(Provenance& provenance, const std::string& key, const std::string& path) {
    provenance.set(key, path);
    provenance.set(key + "_sha256", sha256OfFile(path));
}

} // namespace pathfinder::cli
