#include "control_panel.h"

#include "pathfinder/heuristic.h"
#include "pathfinder/walker_registry.h"

#include <wx/button.h>
#include <wx/checkbox.h>
#include <wx/choice.h>
#include <wx/radiobox.h>
#include <wx/settings.h>
#include <wx/sizer.h>
#include <wx/slider.h>
#include <wx/spinctrl.h>
#include <wx/statbox.h>
#include <wx/stattext.h>
#include <wx/wrapsizer.h>

#include <algorithm>
#include <climits>
#include <cmath>
#include <initializer_list>
#include <iterator>
#include <utility>

namespace pathfinder::app {

namespace {

const TieBreak kTieBreaks[] = {TieBreak::LargerG, TieBreak::Fifo, TieBreak::Lifo};
const StopRule kStopRules[] = {StopRule::Heading, StopRule::Sight, StopRule::MLine};
const DiagonalRule kDiagonalRules[] = {DiagonalRule::Always, DiagonalRule::NotBothBlocked,
                                       DiagonalRule::NoCornerCutting};
const DiagonalLength kDiagonalLengths[] = {DiagonalLength::Sqrt2, DiagonalLength::OnePointFour,
                                           DiagonalLength::Two};

wxString heuristicLabel(HeuristicKind kind) {
    switch (kind) {
    case HeuristicKind::Octile:
        return "Octile";
    case HeuristicKind::Euclidean:
        return "Euclidean";
    case HeuristicKind::Chebyshev:
        return "Chebyshev: max(dx, dy)";
    case HeuristicKind::Manhattan:
        return "Manhattan: dx + dy";
    case HeuristicKind::Zero:
        return "Zero (as Dijkstra)";
    }
    return "?";
}

template <class T, std::size_t N>
int indexOf(const T (&values)[N], T value) {
    for (std::size_t i = 0; i < N; ++i)
        if (values[i] == value)
            return static_cast<int>(i);
    return 0;
}

void appendItems(wxChoice* choice, std::initializer_list<const char*> items) {
    for (const char* item : items)
        choice->Append(wxString::FromUTF8(item));
}

/// Adds "label: control" as a row of a two-column grid.
void addRow(wxFlexGridSizer* grid, wxWindow* parent, const wxString& label, wxWindow* control) {
    grid->Add(new wxStaticText(parent, wxID_ANY, label), wxSizerFlags().CenterVertical());
    grid->Add(control, wxSizerFlags().Expand());
}

wxFlexGridSizer* twoColumns() {
    auto* grid = new wxFlexGridSizer(2, wxSize(6, 4));
    grid->AddGrowableCol(1);
    return grid;
}

} // namespace

ControlPanel::ControlPanel(wxWindow* parent, Handlers handlers)
    : wxScrolledWindow(parent, wxID_ANY, wxDefaultPosition, wxDefaultSize, wxVSCROLL | wxHSCROLL),
      m_handlers(std::move(handlers)) {
    auto* column = new wxBoxSizer(wxVERTICAL);
    const auto box = wxSizerFlags().Expand().Border(wxLEFT | wxRIGHT | wxTOP, 6);
    column->Add(buildEditBox(), box);
    column->Add(buildSearchBox(), box);
    column->Add(buildMovementBox(), box);
    column->Add(buildDisplayBox(), wxSizerFlags(box).Border(wxBOTTOM, 6));
    SetSizer(column);
    FitInside();
    SetScrollRate(10, 10);
    // Its best width shows every row whole; narrower or shorter, it scrolls (its controls keep
    // their own sizes: GTK draws a squeezed spin control badly).
    SetMinSize(wxSize(column->GetMinSize().x + wxSystemSettings::GetMetric(wxSYS_VSCROLL_X), 80));
    selectAlgorithm("astar");
}

wxSizer* ControlPanel::buildEditBox() {
    auto* sizer = new wxStaticBoxSizer(wxVERTICAL, this, "Edit");
    wxWindow* box = sizer->GetStaticBox();
    const wxString tools[] = {"Start", "Goal", "Wall", "Erase", "Cost"};
    m_tool = new wxRadioBox(box, wxID_ANY, "Tool", wxDefaultPosition, wxDefaultSize, 5, tools, 5,
                            wxRA_SPECIFY_COLS);
    m_tool->SetSelection(static_cast<int>(EditTool::Wall));
    m_tool->SetToolTip("Click to place; drag to paint. Drag the start or goal to move it.");
    sizer->Add(m_tool, wxSizerFlags().Expand());
    auto* grid = twoColumns();
    m_brushCost =
        new wxSpinCtrl(box, wxID_ANY, "5", wxDefaultPosition, wxDefaultSize, wxSP_ARROW_KEYS, 1, 9, 5);
    m_brushCost->SetName("brush cost");
    m_brushCost->SetToolTip("Entry cost the Cost tool paints (1 = cheapest, 9 = dearest)");
    addRow(grid, box, "Cost brush:", m_brushCost);
    sizer->Add(grid, wxSizerFlags().Expand().Border(wxTOP, 4));
    auto* clear = new wxButton(box, wxID_ANY, "Clear Walls and Costs");
    clear->SetToolTip(L"Make every cell free with cost 1; start and goal stay (undoable, "
                      L"Edit \u203a Clear Walls and Costs)");
    clear->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { m_handlers.clear(); });
    sizer->Add(clear, wxSizerFlags().Expand().Border(wxTOP, 4));

    m_tool->Bind(wxEVT_RADIOBOX, [this](wxCommandEvent&) { m_handlers.editorChanged(); });
    m_brushCost->Bind(wxEVT_SPINCTRL, [this](wxCommandEvent&) {
        setTool(EditTool::Cost);
        m_handlers.editorChanged();
    });
    return sizer;
}

wxSizer* ControlPanel::buildSearchBox() {
    auto* sizer = new wxStaticBoxSizer(wxVERTICAL, this, "Search");
    wxWindow* box = sizer->GetStaticBox();
    auto* grid = twoColumns();

    m_algorithm = new wxChoice(box, wxID_ANY);
    m_algorithm->SetName("algorithm");
    for (const WalkerInfo& info : walkerRegistry()) {
        m_algorithm->Append(wxString::FromUTF8(info.displayName.data(), info.displayName.size()));
        m_algorithmNames.push_back(info.name);
    }
    m_algorithm->SetSelection(0);
    addRow(grid, box, "Algorithm:", m_algorithm);

    m_heuristic = new wxChoice(box, wxID_ANY);
    for (HeuristicKind kind : allHeuristics())
        m_heuristic->Append(heuristicLabel(kind));
    m_heuristic->SetSelection(0);
    addRow(grid, box, "Heuristic:", m_heuristic);

    m_weight = new wxSpinCtrlDouble(box, wxID_ANY, "1", wxDefaultPosition, wxDefaultSize, wxSP_ARROW_KEYS,
                                    0.0, 10.0, 1.0, 0.05);
    m_weight->SetDigits(2); // weights such as 1.05 are common
    m_weight->SetName("weight");
    m_weight->SetToolTip(L"w in f = g + w\u00b7h; above 1 the path may cost up to w times the optimum");
    addRow(grid, box, "Weight:", m_weight);

    m_tieBreak = new wxChoice(box, wxID_ANY);
    appendItems(m_tieBreak, {"Larger g first", "First in, first out", "Last in, first out"});
    m_tieBreak->SetSelection(0);
    addRow(grid, box, "Ties:", m_tieBreak);

    m_seed =
        new wxSpinCtrl(box, wxID_ANY, "1", wxDefaultPosition, wxDefaultSize, wxSP_ARROW_KEYS, 0, INT_MAX, 1);
    m_seed->SetName("seed");
    m_seed->SetToolTip("Random Bounce: the same seed gives the same walk");
    addRow(grid, box, "Seed:", m_seed);

    m_hand = new wxChoice(box, wxID_ANY);
    appendItems(m_hand, {"Left hand on the wall", "Right hand on the wall"});
    m_hand->SetSelection(0);
    addRow(grid, box, "Hand:", m_hand);

    m_stopRule = new wxChoice(box, wxID_ANY);
    appendItems(m_stopRule, {"Facing its heading again", "Line of sight to the goal",
                             "Crossing the start\u2013goal line"});
    m_stopRule->SetSelection(2);
    m_stopRule->SetToolTip("When Wall Trace leaves the wall and heads for the goal again");
    addRow(grid, box, "Leave wall:", m_stopRule);
    sizer->Add(grid, wxSizerFlags().Expand());
    m_floodAll = new wxCheckBox(box, wxID_ANY, "D*: signposts on every cell");
    m_floodAll->SetToolTip("D* labels every reachable cell, as the original testbed did, instead of stopping "
                           "once the start is settled");
    sizer->Add(m_floodAll, wxSizerFlags().Border(wxTOP, 4));

    m_algorithm->Bind(wxEVT_CHOICE, [this](wxCommandEvent&) {
        enableForAlgorithm();
        m_handlers.runChanged();
    });
    for (wxChoice* choice : {m_heuristic, m_tieBreak, m_hand, m_stopRule})
        choice->Bind(wxEVT_CHOICE, [this](wxCommandEvent&) { m_handlers.runChanged(); });
    m_weight->Bind(wxEVT_SPINCTRLDOUBLE, [this](wxSpinDoubleEvent&) { m_handlers.runChanged(); });
    m_seed->Bind(wxEVT_SPINCTRL, [this](wxSpinEvent&) { m_handlers.runChanged(); });
    m_floodAll->Bind(wxEVT_CHECKBOX, [this](wxCommandEvent&) { m_handlers.runChanged(); });
    return sizer;
}

wxSizer* ControlPanel::buildMovementBox() {
    auto* sizer = new wxStaticBoxSizer(wxVERTICAL, this, "Movement");
    wxWindow* box = sizer->GetStaticBox();
    auto* grid = twoColumns();
    m_neighbours = new wxChoice(box, wxID_ANY);
    m_neighbours->SetName("neighbours");
    appendItems(m_neighbours, {"4 (no diagonals)", "8 (with diagonals)"});
    addRow(grid, box, "Neighbours:", m_neighbours);
    m_diagonalRule = new wxChoice(box, wxID_ANY);
    m_diagonalRule->SetName("diagonals");
    appendItems(m_diagonalRule, {"Always", "Not between two walls", "No corner cutting"});
    addRow(grid, box, "Diagonals:", m_diagonalRule);
    m_diagonalLength = new wxChoice(box, wxID_ANY);
    m_diagonalLength->SetName("diagonal step");
    appendItems(m_diagonalLength, {"\u221a2", "1.4", "2"});
    addRow(grid, box, "Diagonal step:", m_diagonalLength);
    sizer->Add(grid, wxSizerFlags().Expand());
    showMovement(Movement{});
    for (wxChoice* choice : {m_neighbours, m_diagonalRule, m_diagonalLength})
        choice->Bind(wxEVT_CHOICE, [this](wxCommandEvent&) { m_handlers.movementChanged(); });
    return sizer;
}

wxSizer* ControlPanel::buildDisplayBox() {
    auto* sizer = new wxStaticBoxSizer(wxVERTICAL, this, "Show");
    wxWindow* box = sizer->GetStaticBox();
    m_arrows = new wxCheckBox(box, wxID_ANY, "Parents and jumps");
    m_arrows->SetToolTip("The search tree: an arrow from each reached cell to its parent, and Jump Point "
                         "Search's jumps");
    m_signposts = new wxCheckBox(box, wxID_ANY, "Signposts (D*)");
    m_legend = new wxCheckBox(box, wxID_ANY, "Legend");
    m_legend->SetToolTip("The colour key under the map");
    auto* row = new wxWrapSizer(wxHORIZONTAL);
    for (wxCheckBox* check : {m_arrows, m_signposts, m_legend}) {
        check->SetValue(true);
        row->Add(check, wxSizerFlags().Border(wxRIGHT | wxBOTTOM, 6));
        check->Bind(wxEVT_CHECKBOX, [this](wxCommandEvent&) { m_handlers.editorChanged(); });
    }
    sizer->Add(row, wxSizerFlags().Expand());
    return sizer;
}

EditorState ControlPanel::editorState() const {
    EditorState state;
    state.tool = static_cast<EditTool>(m_tool->GetSelection());
    state.brushCost = m_brushCost->GetValue();
    state.display.parentArrows = m_arrows->GetValue();
    state.display.signposts = m_signposts->GetValue();
    state.display.legend = m_legend->GetValue();
    return state;
}

void ControlPanel::setTool(EditTool tool) {
    m_tool->SetSelection(static_cast<int>(tool));
}

RunSettings ControlPanel::runChoices() const {
    RunSettings run;
    const int algorithm = m_algorithm->GetSelection();
    run.algorithm = std::string(m_algorithmNames[static_cast<std::size_t>(std::max(0, algorithm))]);
    run.walker.heuristic = allHeuristics()[static_cast<std::size_t>(m_heuristic->GetSelection())];
    run.walker.weight = m_weight->GetValue();
    run.walker.tieBreak = kTieBreaks[m_tieBreak->GetSelection()];
    run.walker.seed = static_cast<std::uint64_t>(m_seed->GetValue());
    run.walker.hand = m_hand->GetSelection() == 0 ? Hand::Left : Hand::Right;
    run.walker.stopRule = kStopRules[m_stopRule->GetSelection()];
    run.walker.dstarFloodAll = m_floodAll->GetValue();
    return run;
}

void ControlPanel::selectAlgorithm(std::string_view name) {
    for (std::size_t i = 0; i < m_algorithmNames.size(); ++i)
        if (m_algorithmNames[i] == name)
            m_algorithm->SetSelection(static_cast<int>(i));
    enableForAlgorithm();
}

void ControlPanel::selectWeight(double weight) {
    m_weight->SetValue(weight);
}

void ControlPanel::selectFloodAll(bool floodAll) {
    m_floodAll->SetValue(floodAll);
}

Movement ControlPanel::movement() const {
    Movement m;
    m.neighbours = m_neighbours->GetSelection() == 0 ? 4 : 8;
    m.diagonalRule = kDiagonalRules[m_diagonalRule->GetSelection()];
    m.diagonalLength = kDiagonalLengths[m_diagonalLength->GetSelection()];
    return m;
}

void ControlPanel::showMovement(const Movement& movement) {
    m_neighbours->SetSelection(movement.neighbours == 4 ? 0 : 1);
    m_diagonalRule->SetSelection(indexOf(kDiagonalRules, movement.diagonalRule));
    m_diagonalLength->SetSelection(indexOf(kDiagonalLengths, movement.diagonalLength));
    m_diagonalRule->Enable(movement.allowsDiagonals());
    m_diagonalLength->Enable(movement.allowsDiagonals());
}

void ControlPanel::enableForAlgorithm() {
    const int selection = std::max(0, m_algorithm->GetSelection());
    const Capabilities caps = walkerRegistry()[static_cast<std::size_t>(selection)].capabilities;
    m_heuristic->Enable(caps.heuristics);
    m_weight->Enable(caps.weight);
    m_tieBreak->Enable(caps.tieBreaking);
    m_seed->Enable(caps.seeded);
    m_hand->Enable(caps.wallFollowing);
    m_stopRule->Enable(caps.wallFollowing);
    m_floodAll->Enable(caps.floodOption);
}

} // namespace pathfinder::app
