#pragma once

#include "pathfinder/grid/heuristic.h"
#include "pathfinder/search/walker_settings.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

namespace pathfinder {

struct PseudoCodeListing; // pseudo_code_listing.h

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
    OpenList,
    Lookahead,
    Trials,
    InitialWeight,
    WeightStep,
    Landmarks,
    LandmarkCells,
    HeuristicExpression,
    SearchUnreachable, ///< the last: kParameterCount counts up to it
};
inline constexpr std::size_t kParameterCount = static_cast<std::size_t>(Parameter::SearchUnreachable) + 1;

/// The kind of values a parameter takes.
enum class ParameterDomain : std::uint8_t {
    Choice,  ///< one of a list of words
    Integer, ///< a whole number in [intMin, intMax]
    Real,    ///< a number in [realMin, realMax]
    Flag,    ///< on or off
    Text,    ///< a line of printable text, at most kMaxParameterText bytes
};

/// The longest value a Text parameter takes.
inline constexpr std::size_t kMaxParameterText = 400;

/// One value of a Choice parameter.
struct ParameterChoice {
    std::string_view key;   ///< the command line's word: "octile"
    std::string_view label; ///< the control panel's words: "Octile"
};

/// The field of WalkerSettings a parameter is kept in.
using ParameterField =
    std::variant<HeuristicKind WalkerSettings::*, TerrainEstimate WalkerSettings::*,
                 TieBreak WalkerSettings::*, Hand WalkerSettings::*, StopRule WalkerSettings::*,
                 OpenListKind WalkerSettings::*, double WalkerSettings::*, std::uint64_t WalkerSettings::*,
                 bool WalkerSettings::*, std::string WalkerSettings::*>;

/// Everything the control panel, the command line, the settings summary and the settings'
/// equality need to know of a parameter: one row of parameterSpecs() declares it whole. The values
/// are read and written as text (`parameterValue`, `setParameter`) through its field.
struct ParameterSpec {
    Parameter id = Parameter::Heuristic;
    std::string_view key;   ///< the command line's option (--KEY) and the summary's word: "tie-break"
    std::string_view label; ///< the control panel's row label: "Ties"
    std::string_view help;  ///< one sentence: the option's help and the control's tooltip
    ParameterDomain domain = ParameterDomain::Flag;
    ParameterField field;                 ///< where WalkerSettings keeps it
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

/// What a walker ranks its open list by, when it keeps one ranked by f and a tie-break.
enum class OpenListRanking : std::uint8_t {
    None,        ///< no such open list: an agent, a stack, D*'s two-part keys, …
    Hops,        ///< f = g counted in moves (Breadth-First)
    Cost,        ///< f = g (Dijkstra)
    Estimate,    ///< f = h (Best-First)
    WeightedSum, ///< f = g + w·h (A*)
    Sum,         ///< f = g + h (bounded A*, JPS)
};

/// A walker's name, traits and the parameters it reads, and what the teaching features and the
/// tool windows need to know of it. The app's panel, the command line's options, the tables, the
/// pseudo-code view, the explanations and the exercises are all built from these: none of them
/// names a walker.
struct WalkerDescription {
    std::string_view name;        ///< registry name: used on the command line and in files, "astar"
    std::string_view displayName; ///< for menus and tables, "A*"
    WalkerTraits traits;
    std::vector<Parameter> parameters; ///< in the control panel's order

    /// How its open list is ranked. Anything but None: the explanations pane ranks its open list and
    /// says why the next cell goes first, and Predict the Next Expansion covers it.
    OpenListRanking ranking = OpenListRanking::None;
    /// The heuristic its ranking uses whatever the settings say (JPS: octile); nothing: the settings'
    /// heuristic, when its ranking uses one.
    std::optional<HeuristicKind> fixedHeuristic;
    /// With ranking None: why its open list is not explained, in one line ("D*'s open list is ranked
    /// by its two-part key, …"); empty: a general line.
    std::string_view openListNote;
    /// It expands jump points rather than cells while its note() is empty (it has not fallen back).
    bool expandsJumpPoints = false;
    /// It labels every cell with its way to the goal and repairs the labels after an edit (when it
    /// declares FloodAll, over the whole map): the walker of Predict a Repair.
    bool repairsSignposts = false;
    /// Ticked at first where walkers are picked to run on benchmark scenarios.
    bool scenarioPick = false;
    /// Run by Compare All unless the person unticks it (depth-first is left out: it can take very long).
    bool compareAllPick = true;
    /// Its family's pseudo-code listing; nullptr when it has none.
    const PseudoCodeListing& (*pseudoCode)() = nullptr;
    /// The map features (MapFeature bits of map_grid.h: hex cells, walls between cells, one-way
    /// sides, slopes) it searches correctly; on a map with any other it refuses to run, saying so.
    unsigned mapFeatures = 0;
    /// Its guide page as Markdown, for a walker whose page is not one of the guide's files
    /// (docs/guide/NAME.md, carried inside the programs); empty for those.
    std::string_view guidePage;

    bool declares(Parameter id) const;
};

/// The parameters a walker declares with their values, in the command line's words, e.g.
/// "heuristic octile, weight 1, tie-break larger-g", "seed 1, max-steps 20 x cells"; empty for
/// a walker that declares none. Movement rules are not included (describe(Movement) says them), nor
/// a flag that is off or terrain-h at its default (least).
std::string settingsSummary(const WalkerDescription& description, const WalkerSettings& settings);

} // namespace pathfinder
