#pragma once

#include "pathfinder/search/walker_settings.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace pathfinder {

/// What a walker is, as opposed to what it can be told (its parameters).
struct WalkerTraits {
    bool weightedCosts = false; ///< honours cell entry costs
    bool optimal = false;       ///< guarantees a least-cost path (with an admissible heuristic, w ≤ 1)
    bool complete = false;      ///< finds a path whenever one exists, and otherwise says there is none
    bool dynamicRepair = false; ///< repairs after map changes instead of starting over
    bool movesAgent = false;    ///< walks an agent one cell per step, seeing only its surroundings
    /// Its path is straight segments between points in any direction (SearchView::anglePath), priced by
    /// their Euclidean length with every free cell alike; `optimal` then means the shortest such path.
    bool anyAngle = false;
    /// Searches from the start and from the goal at once: its cells' CellView::frontier says which
    /// search they belong to, and SearchView::meetingPoint() where the two meet.
    bool bidirectional = false;
};

/// A setting that a walker may declare; its domain, words and default are in parameterSpec().
enum class Parameter : std::uint8_t {
    Heuristic,
    TerrainEstimate,
    Weight,
    TieBreak,
    Seed,
    MaxSteps,
    Hand,
    StopRule,
    FloodAll,
    ClusterSize,
    Smoothing,
    OpenBound,
    NodeBudget,
    SearchUnreachable,
};
inline constexpr std::size_t kParameterCount = 14;

/// The kind of values a parameter takes.
enum class ParameterDomain : std::uint8_t {
    Choice,  ///< one of a list of words
    Integer, ///< a whole number in [intMin, intMax]
    Real,    ///< a number in [realMin, realMax]
    Flag,    ///< on or off
};

/// One value of a Choice parameter.
struct ParameterChoice {
    std::string_view key;   ///< the command line's word: "octile"
    std::string_view label; ///< the control panel's words: "Octile"
};

/// Everything the control panel, the command line and the settings summary need to know of a
/// parameter. The values are read and written as text (`parameterValue`, `setParameter`).
struct ParameterSpec {
    Parameter id = Parameter::Heuristic;
    std::string_view key;   ///< the command line's option (--KEY) and the summary's word: "tie-break"
    std::string_view label; ///< the control panel's row label: "Ties"
    std::string_view help;  ///< one sentence: the option's help and the control's tooltip
    ParameterDomain domain = ParameterDomain::Flag;
    std::vector<ParameterChoice> choices; ///< Choice: the values, in menu order
    std::uint64_t intMin = 0, intMax = 0; ///< Integer: the inclusive range
    std::string_view zeroMeans;           ///< Integer: what 0 stands for, when it stands for something
    double realMin = 0, realMax = 0;      ///< Real: the inclusive range
    double panelMax = 0;                  ///< Real: the control panel's upper end (at most realMax)
    double panelStep = 1;                 ///< Real: the control panel's increment
};

/// Every parameter, in the control panel's order.
const std::vector<ParameterSpec>& parameterSpecs();
const ParameterSpec& parameterSpec(Parameter id);
/// The parameter whose key is `key` ("weight"), or nullptr.
const ParameterSpec* findParameter(std::string_view key);

/// The value of a parameter as text: a choice's key, a number ("1.05", "7") or "on"/"off".
std::string parameterValue(const WalkerSettings& settings, Parameter id);
/// Sets a parameter from text in the form parameterValue() gives; returns what is wrong with the
/// text (e.g. "expected a number from 0 to 1000000, found 'x'") and leaves `settings` alone then.
std::optional<std::string> setParameter(WalkerSettings& settings, Parameter id, std::string_view text);

/// A walker's name, traits and the parameters it reads. The app's panel, the command line's
/// options and the tables are all built from these.
struct WalkerDescription {
    std::string_view name;        ///< registry name: used on the command line and in files, "astar"
    std::string_view displayName; ///< for menus and tables, "A*"
    WalkerTraits traits;
    std::vector<Parameter> parameters; ///< in the control panel's order

    bool declares(Parameter id) const;
};

/// The parameters a walker declares with their values, in the command line's words, e.g.
/// "heuristic octile, weight 1, tie-break larger-g", "seed 1, max-steps 20 x cells"; empty for
/// a walker that declares none. Movement rules are not included (describe(Movement) says them), nor
/// a flag that is off or terrain-h at its default (least).
std::string settingsSummary(const WalkerDescription& description, const WalkerSettings& settings);

} // namespace pathfinder
