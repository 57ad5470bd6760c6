#include "experiment/experiment_file.h"

#include "pathfinder/basics/input_limits.h"
#include "pathfinder/basics/number_text.h"
#include "pathfinder/basics/parse_error.h"
#include "pathfinder/registry/walker_registry.h"
#include "pathfinder/search/run.h"
#include "pathfinder/search/walker_description.h"

#include "basics/text_scanner.h"
#include "formats/json_reader.h"
#include "platform/files.h"

#include <filesystem>
#include <fstream>
#include <initializer_list>

namespace pathfinder::cli {

namespace {

namespace fs = std::filesystem;

class ExperimentReader {
public:
    ExperimentReader(std::string path, std::string dataDir)
        : m_path(std::move(path)), m_dataDir(std::move(dataDir)) {}

    Experiment read() {
        std::ifstream in = openForReading(m_path);
        // Read whole, so bounded: an experiment is a few lines, and a device never ends.
        std::string text(kMaxJsonDocumentBytes + 1, '\0');
        in.read(text.data(), static_cast<std::streamsize>(text.size()));
        text.resize(static_cast<std::size_t>(in.gcount()));
        if (text.size() > kMaxJsonDocumentBytes)
            throw ParseError(m_path, 0, 0,
                             "the file is larger than " + std::to_string(kMaxJsonDocumentBytes) +
                                 " bytes, the most an experiment file may hold");
        const JsonValue root = parseJson(text, m_path);
        if (root.type != JsonValue::Type::Object)
            fail(root, "an experiment is a JSON object, found " + root.describe());
        checkKeys(root, {"name", "walkers", "scenarios", "maps", "map-dir", "repetitions", "budget",
                         "movement", "baseline", "bootstrap", "slices", "jobs"});

        Experiment e;
        e.path = m_path;
        const fs::path folder = m_dataDir.empty() ? platform::pathFromUtf8(m_path).parent_path()
                                                  : platform::pathFromUtf8(m_dataDir);
        e.name = platform::utf8FromPath(platform::pathFromUtf8(m_path).stem());
        if (const JsonValue* name = root.find("name")) {
            e.name = string(*name);
            std::replace_if(
                e.name.begin(), e.name.end(), [](char c) { return c == '\n' || c == '\r'; }, ' ');
        }
        readWalkers(required(root, "walkers"), e);
        if (root.find("scenarios") && root.find("maps"))
            fail(*root.find("maps"), "an experiment runs \"scenarios\" or \"maps\", not both");
        if (const JsonValue* maps = root.find("maps"))
            readMaps(*maps, folder, e);
        else
            readScenarios(required(root, "scenarios"), folder, e);
        readSettings(root, folder, e);
        return e;
    }

private:
    void readScenarios(const JsonValue& scenarios, const fs::path& folder, Experiment& e) const {
        if (scenarios.type != JsonValue::Type::Array || scenarios.items.empty())
            fail(scenarios,
                 "\"scenarios\" is a list of .scen files or folders, found " + scenarios.describe());
        for (const JsonValue& item : scenarios.items) {
            const fs::path given = platform::pathFromUtf8(string(item));
            const fs::path resolved = given.is_absolute() ? given : folder / given;
            std::error_code unusable;
            if (!fs::exists(resolved, unusable))
                fail(item, "no file or folder " + platform::utf8FromPath(resolved) +
                               (unusable ? " (" + unusable.message() + ")" : ""));
            try {
                scenarioFiles({platform::utf8FromPath(resolved)}); // a folder must hold some
            } catch (const std::runtime_error& error) {
                fail(item, error.what());
            }
            e.scenarios.push_back(platform::utf8FromPath(resolved));
        }
    }

    void readMaps(const JsonValue& maps, const fs::path& folder, Experiment& e) const {
        if (maps.type != JsonValue::Type::Array || maps.items.empty())
            fail(maps,
                 "\"maps\" is a list of objects such as {\"map\": \"a.maze\", \"changes\": \"remove 4 1\"}, "
                 "found " +
                     maps.describe());
        for (const JsonValue& item : maps.items) {
            checkKeys(item, {"map", "changes"});
            const JsonValue* map = item.find("map");
            if (!map)
                fail(item, "a map needs \"map\", the map file");
            const fs::path given = platform::pathFromUtf8(string(*map));
            const fs::path resolved = given.is_absolute() ? given : folder / given;
            std::error_code error;
            if (!fs::is_regular_file(resolved, error))
                fail(*map, "no file " + platform::utf8FromPath(resolved) +
                               (error ? " (" + error.message() + ")" : ""));
            ExperimentMap entry{platform::utf8FromPath(resolved), {}, item.line, item.column};
            if (const JsonValue* changes = item.find("changes")) {
                if (changes->type != JsonValue::Type::String)
                    fail(*changes, "\"changes\" is a change script such as \"remove 4 1\", found " +
                                       changes->describe());
                entry.changes = changes->text;
                entry.line = changes->line;
                entry.column = changes->column;
            }
            e.maps.push_back(std::move(entry));
        }
    }

    void readSettings(const JsonValue& root, const fs::path& folder, Experiment& e) const {
        if (const JsonValue* dir = root.find("map-dir")) {
            const fs::path given = platform::pathFromUtf8(string(*dir));
            e.lookup.mapDir = platform::utf8FromPath(given.is_absolute() ? given : folder / given);
            std::error_code error;
            if (!fs::is_directory(platform::pathFromUtf8(e.lookup.mapDir), error))
                fail(*dir, "no folder " + e.lookup.mapDir + (error ? " (" + error.message() + ")" : ""));
        }
        if (const JsonValue* reps = root.find("repetitions"))
            e.run.repetitions = static_cast<int>(integer(*reps, 1, 1000));
        if (const JsonValue* jobs = root.find("jobs"))
            e.run.jobs = static_cast<int>(integer(*jobs, 1, 1024));
        if (const JsonValue* budget = root.find("budget")) {
            e.run.budget = budget->type == JsonValue::Type::Number ? budget->text : string(*budget);
            MapGrid probe(1, 1);
            if (!parseBudget(e.run.budget, probe))
                fail(*budget,
                     "expected a number of iterations N or \"Nx\" (N times the map's cells), found " +
                         budget->describe());
        }
        if (const JsonValue* movement = root.find("movement"))
            readMovement(*movement, e.run.movement);
        for (ScenarioWalker& walker : e.walkers)
            walker.settings.movement = e.run.movement;
        e.baseline = e.walkers.front().label;
        if (const JsonValue* baseline = root.find("baseline")) {
            e.baseline = string(*baseline);
            if (!labelTaken(e, e.baseline))
                fail(*baseline, "the baseline '" + e.baseline + "' is not the label of a walker here");
        }
        if (const JsonValue* bootstrap = root.find("bootstrap")) {
            checkKeys(*bootstrap, {"resamples", "seed"});
            if (const JsonValue* resamples = bootstrap->find("resamples"))
                e.resamples = static_cast<int>(integer(*resamples, 100, 1'000'000));
            if (const JsonValue* seed = bootstrap->find("seed"))
                e.seed = integer(*seed, 0, 1ULL << 53);
        }
        if (const JsonValue* slices = root.find("slices")) {
            checkKeys(*slices, {"iterations", "microseconds"});
            const JsonValue* iterations = slices->find("iterations");
            const JsonValue* micros = slices->find("microseconds");
            if ((iterations != nullptr) == (micros != nullptr))
                fail(*slices, "\"slices\" takes one of \"iterations\" or \"microseconds\"");
            if (iterations)
                e.run.slices.iterations = integer(*iterations, 1, 1ULL << 40);
            else
                e.run.slices.microseconds = integer(*micros, 1, 1ULL << 40);
        }
    }

    [[noreturn]] void fail(const JsonValue& at, const std::string& message) const {
        throw ParseError(m_path, at.line, at.column, message);
    }

    const JsonValue& required(const JsonValue& object, const char* key) const {
        if (const JsonValue* value = object.find(key))
            return *value;
        fail(object, std::string("the experiment has no \"") + key + "\"");
    }

    void checkKeys(const JsonValue& object, std::initializer_list<const char*> keys) const {
        if (object.type != JsonValue::Type::Object)
            fail(object, "expected an object, found " + object.describe());
        for (const auto& [key, value] : object.members) {
            bool known = false;
            std::string list;
            for (const char* k : keys) {
                known = known || key == k;
                list += std::string(list.empty() ? "" : ", ") + k;
            }
            if (!known)
                fail(value, "unknown key \"" + key + "\" (known here: " + list + ")");
        }
    }

    std::string string(const JsonValue& value) const {
        if (value.type != JsonValue::Type::String || value.text.empty())
            fail(value, "expected a non-empty string, found " + value.describe());
        return value.text;
    }

    /// A whole number by the rule of number_text.h: written as digits, in range.
    std::uint64_t integer(const JsonValue& value, std::uint64_t least, std::uint64_t most) const {
        const auto number =
            value.type == JsonValue::Type::Number ? parseWholeNumber(value.text, least, most) : std::nullopt;
        if (!number)
            fail(value, "expected a whole number from " + std::to_string(least) + " to " +
                            std::to_string(most) + ", found " + value.describe());
        return *number;
    }

    static bool labelTaken(const Experiment& e, const std::string& label) {
        for (const ScenarioWalker& walker : e.walkers)
            if (walker.label == label)
                return true;
        return false;
    }

    void readWalkers(const JsonValue& list, Experiment& e) const {
        if (list.type != JsonValue::Type::Array || list.items.empty())
            fail(list,
                 "\"walkers\" is a list of objects such as {\"algo\": \"astar\"}, found " + list.describe());
        for (const JsonValue& item : list.items) {
            if (item.type != JsonValue::Type::Object)
                fail(item, "a walker is an object such as {\"algo\": \"astar\"}, found " + item.describe());
            const JsonValue* algoKey = item.find("algo");
            if (!algoKey)
                fail(item, "a walker needs \"algo\", the walker's name: one of " + walkerNameList());
            const JsonValue& algo = *algoKey;
            ScenarioWalker walker;
            walker.name = string(algo);
            const auto* description = findWalker(walker.name);
            if (!description)
                fail(algo, "unknown walker '" + walker.name + "'; valid walkers are: " + walkerNameList());
            walker.label = walker.name;
            for (const auto& [key, value] : item.members) {
                if (key == "algo")
                    continue;
                if (key == "label") {
                    walker.label = string(value);
                    continue;
                }
                const ParameterSpec* spec = findParameter(key);
                if (!spec)
                    fail(value, "unknown key \"" + key +
                                    "\": a walker takes \"algo\", \"label\" and its parameters");
                if (!description->declares(spec->id))
                    fail(value, "\"" + key + "\" is not a setting of " + walker.name);
                std::string text;
                switch (value.type) {
                case JsonValue::Type::Boolean:
                    text = value.boolean ? "on" : "off";
                    break;
                case JsonValue::Type::Number:
                case JsonValue::Type::String:
                    text = value.text;
                    break;
                default:
                    fail(value, "expected a string, a number or true/false, found " + value.describe());
                }
                if (const auto problem = setParameter(walker.settings, spec->id, text))
                    fail(value, "\"" + key + "\": " + *problem);
            }
            if (labelTaken(e, walker.label))
                fail(item, "two walkers are labelled '" + walker.label + "': give one a \"label\"");
            e.walkers.push_back(std::move(walker));
        }
    }

    void readMovement(const JsonValue& object, Movement& movement) const {
        checkKeys(object, {"neighbours", "diagonal", "diagonal-length"});
        if (const JsonValue* n = object.find("neighbours")) {
            movement.neighbours = static_cast<int>(integer(*n, 4, 8));
            if (movement.neighbours != 4 && movement.neighbours != 8)
                fail(*n, "\"neighbours\" is 4 or 8, found " + n->describe());
        }
        if (const JsonValue* rule = object.find("diagonal")) {
            const auto parsed = parseEnum<DiagonalRule>(string(*rule));
            if (!parsed)
                fail(*rule, "\"diagonal\" is " + keyList<DiagonalRule>() + ", found " + rule->describe());
            movement.diagonalRule = *parsed;
        }
        if (const JsonValue* length = object.find("diagonal-length")) {
            const std::string text = length->type == JsonValue::Type::Number ? length->text : string(*length);
            const auto parsed = parseEnum<DiagonalLength>(text);
            if (!parsed)
                fail(*length,
                     "\"diagonal-length\" is " + keyList<DiagonalLength>() + ", found " + length->describe());
            movement.diagonalLength = *parsed;
        }
    }

    std::string m_path;
    std::string m_dataDir;
};

} // namespace

Experiment readExperimentFile(const std::string& path, const std::string& dataDir) {
    return ExperimentReader(path, dataDir).read();
}

} // namespace pathfinder::cli
