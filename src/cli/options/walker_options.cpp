#include "options/walker_options.h"

#include "pathfinder/basics/number_text.h"
#include "pathfinder/registry/walker_guide.h"
#include "pathfinder/registry/walker_registry.h"
#include "pathfinder/search/run.h"

#include "options/exit_status.h"
#include "options/option_checks.h"

#include <CLI/CLI.hpp>
#include <algorithm>
#include <limits>
#include <sstream>
#include <stdexcept>

namespace pathfinder::cli {

namespace {

std::string optionName(Parameter id) {
    return "--" + std::string(parameterSpec(id).key);
}

} // namespace

std::string walkersHelp() {
    return "Walkers (--algo NAME; the app's Help > Algorithms has a page on each):\n" + walkerGuideHelpText();
}

void declareBudget(CLI::App& command, std::string& budget) {
    command
        .add_option(
            "--budget", budget,
            "Iterations (expansions, or an agent's steps) one run may take before it ends as gave-up: "
            "N, or Nx for N times the map's cells")
        ->transform(cli::budget())
        ->capture_default_str();
}

void WalkerOptions::declare(CLI::App& command, const std::vector<Parameter>& without) {
    command.footer(walkersHelp());
    command
        .add_option("--algo", algorithms,
                    "Walkers to run: 'all' or a comma-separated list of " + walkerNameList())
        ->capture_default_str();
    declareMovement(command, neighbours, diagonal, diagonalLength, "the map file's");
    declareBudget(command, budget);

    const WalkerSettings defaults;
    for (const ParameterSpec& spec : parameterSpecs()) {
        if (std::find(without.begin(), without.end(), spec.id) != without.end())
            continue;
        const auto index = static_cast<std::size_t>(spec.id);
        const std::string name = "--" + std::string(spec.key);
        const std::string help = std::string(spec.help) + " [" + walkersDeclaring(spec.id) + "]";
        if (spec.domain == ParameterDomain::Flag) {
            command.add_flag(name, flags[index], help);
            continue;
        }
        CLI::Option* option = command.add_option(name, parameters[index], help);
        option->default_str(parameterValue(defaults, spec.id));
        switch (spec.domain) {
        case ParameterDomain::Choice: {
            std::vector<std::string> keys;
            for (const ParameterChoice& choice : spec.choices)
                keys.emplace_back(choice.key);
            option->check(oneOf(keys));
            break;
        }
        case ParameterDomain::Integer:
            option->transform(wholeNumber(spec.intMin, spec.intMax));
            break;
        case ParameterDomain::Real:
            option->transform(realNumber(spec.realMin, spec.realMax));
            break;
        case ParameterDomain::Text: // checked by setParameter(), which says what is wrong
        case ParameterDomain::Flag:
            break;
        }
    }
}

std::vector<Parameter> WalkerOptions::given() const {
    std::vector<Parameter> ids;
    for (const ParameterSpec& spec : parameterSpecs()) {
        const auto index = static_cast<std::size_t>(spec.id);
        if (parameters[index] || flags[index])
            ids.push_back(spec.id);
    }
    return ids;
}

WalkerSettings WalkerOptions::settings(const std::optional<Movement>& fileMovement) const {
    WalkerSettings s;
    if (fileMovement)
        s.movement = *fileMovement;
    if (neighbours)
        s.movement.neighbours = *neighbours;
    if (diagonal)
        s.movement.diagonalRule = *parseEnum<DiagonalRule>(*diagonal);
    if (diagonalLength)
        s.movement.diagonalLength = *parseEnum<DiagonalLength>(*diagonalLength);

    const std::vector<std::string> names = walkerNames();
    for (Parameter id : given()) {
        const bool declared = std::any_of(names.begin(), names.end(), [id](const std::string& name) {
            return findWalker(name)->declares(id);
        });
        if (!declared) {
            std::vector<std::string> valid;
            for (const ParameterSpec& spec : parameterSpecs())
                if (std::any_of(names.begin(), names.end(), [&spec](const std::string& name) {
                        return findWalker(name)->declares(spec.id);
                    }))
                    valid.push_back(optionName(spec.id));
            const std::string who = wordList(names, " or ");
            throw UsageError(optionName(id) + " is not a setting of " + who + "; " +
                             (valid.empty() ? std::string(names.size() == 1 ? "it takes" : "they take") +
                                                  " none besides --budget and the movement options"
                                            : std::string(names.size() == 1 ? "its" : "their") +
                                                  " settings are " + wordList(valid, " and ")) +
                             " (" + optionName(id) + " is a setting of " + walkersDeclaring(id) + ")");
        }
        const auto index = static_cast<std::size_t>(id);
        const std::string text =
            parameterSpec(id).domain == ParameterDomain::Flag ? "on" : *parameters[index];
        if (const auto problem = setParameter(s, id, text))
            throw UsageError(optionName(id) + ": " + *problem);
    }
    if (const auto problem = settingsProblem(s))
        throw UsageError(*problem);
    return s;
}

std::vector<std::string> WalkerOptions::walkerNames() const {
    std::vector<std::string> names;
    if (algorithms == "all") {
        for (const auto& info : walkerRegistry())
            names.emplace_back(info.name);
        return names;
    }
    std::stringstream list(algorithms);
    std::string name;
    while (std::getline(list, name, ',')) {
        if (!findWalker(name))
            throw UsageError("--algo: unknown walker " + quotedText(name) +
                             "; valid walkers are: " + walkerNameList() + ", or all");
        names.push_back(name);
    }
    if (names.empty())
        throw UsageError("--algo names no walker; valid walkers are: " + walkerNameList() + ", or all");
    return names;
}

std::uint64_t WalkerOptions::budgetFor(const MapGrid& grid) const {
    const auto iterations = parseBudget(budget, grid);
    if (!iterations) // budget() checked it when the command was parsed; never a silent default
        throw UsageError("--budget: expected N or Nx, found " + quotedText(budget));
    return *iterations;
}

void declareMovement(CLI::App& command, std::optional<int>& neighbours, std::optional<std::string>& diagonal,
                     std::optional<std::string>& diagonalLength, const std::string& otherDefault) {
    const std::string orElse = otherDefault.empty() ? ")" : ", or " + otherDefault + ")";
    command.add_option("--neighbours", neighbours, "4 or 8 neighbours (default 8" + orElse)
        ->check(oneOf({"4", "8"}));
    command.add_option("--diagonal", diagonal, "Diagonal rule (default no-corner-cutting" + orElse)
        ->check(oneOf(allKeys<DiagonalRule>()));
    command
        .add_option("--diagonal-length", diagonalLength, "Length of a diagonal step (default sqrt2" + orElse)
        ->check(oneOf(allKeys<DiagonalLength>()));
}

} // namespace pathfinder::cli
