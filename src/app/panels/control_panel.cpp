#include "panels/control_panel.h"

#include "pathfinder/basics/number_text.h"
#include "pathfinder/grid/heuristic.h"
#include "pathfinder/registry/walker_registry.h"

#include "panels/control_panel_rows.h"
#include "panels/terrain_palette.h"

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
#include <wx/textctrl.h>
#include <wx/wrapsizer.h>

#include <algorithm>
#include <climits>
#include <cmath>
#include <initializer_list>
#include <iterator>
#include <utility>

namespace pathfinder::app {

namespace {

wxString fromUtf8(std::string_view text) {
    return wxString::FromUTF8(text.data(), text.size());
}

template <class E>
void appendLabels(wxChoice* choice) {
    for (const auto& entry : EnumNames<E>::table)
        choice->Append(fromUtf8(entry.label));
}

template <class E>
int indexOf(E value) {
    const auto values = allValues<E>();
    for (std::size_t i = 0; i < values.size(); ++i)
        if (values[i] == value)
            return static_cast<int>(i);
    return 0;
}

template <class E>
E valueAt(const wxChoice* choice) {
    const auto values = allValues<E>();
    return values[std::min(values.size() - 1, static_cast<std::size_t>(std::max(0, choice->GetSelection())))];
}

void appendItems(wxChoice* choice, std::initializer_list<const char*> items) {
    for (const char* item : items)
        choice->Append(wxString::FromUTF8(item));
}

} // namespace

ControlPanel::ControlPanel(wxWindow* parent, Handlers handlers)
    : wxScrolledWindow(parent, wxID_ANY, wxDefaultPosition, wxDefaultSize, wxVSCROLL | wxHSCROLL),
      m_handlers(std::move(handlers)) {
    auto* column = new wxBoxSizer(wxVERTICAL);
    const auto box = wxSizerFlags().Expand().Border(wxLEFT | wxRIGHT | wxTOP, 6);
    column->Add(buildEditBox(), box);
    column->Add(buildUnitBox(), box);
    column->Add(buildSearchBox(), box);
    column->Add(buildMovementBox(), box);
    column->Add(buildDisplayBox(), wxSizerFlags(box).Border(wxBOTTOM, 6));
    SetSizer(column);
    FitInside();
    SetScrollRate(10, 10);
    fitMinWidth();
    selectAlgorithm(kDefaultWalker);
}

void ControlPanel::fitMinWidth() {
    // Its least width shows every row whole; shorter, it scrolls up and down (its controls keep
    // their own sizes: GTK draws a squeezed spin control badly).
    // Its least height shows the tools whole, under the Edit box's caption.
    const int tools = m_tool->GetBestSize().y + FromDIP(30);
    SetMinSize(
        wxSize(GetSizer()->CalcMin().x + wxSystemSettings::GetMetric(wxSYS_VSCROLL_X), std::max(80, tools)));
}

void ControlPanel::setCompact(bool compact) {
    // Each setting under its label rather than beside it, and the terrains two to a row: the
    // panel then needs little more than its widest choice.
    for (wxFlexGridSizer* grid : m_rowGrids) {
        if ((grid->GetCols() == 1) == compact)
            continue;
        grid->RemoveGrowableCol(compact ? 1 : 0);
        grid->SetCols(compact ? 1 : 2);
        grid->AddGrowableCol(compact ? 0 : 1);
    }
    m_terrain->setColumns(compact ? 2 : 3);
    Layout();
    FitInside();
    fitMinWidth();
}

wxSizer* ControlPanel::buildSearchBox() {
    auto* sizer = new wxStaticBoxSizer(wxVERTICAL, this, "Search");
    wxWindow* box = this; // the controls are the panel's children beside the box (see ControlPanel)
    auto* grid = twoColumns();
    m_rowGrids.push_back(grid);

    m_algorithm = new wxChoice(box, wxID_ANY);
    m_algorithm->SetName("algorithm");
    for (const WalkerInfo& info : walkerRegistry()) {
        m_algorithm->Append(wxString::FromUTF8(info.displayName.data(), info.displayName.size()));
        m_algorithmNames.push_back(info.name);
    }
    m_algorithm->SetSelection(0);
    addRow(grid, box, "Algorithm:", m_algorithm);

    // One row per walker parameter, built from its declaration; a walker's own are shown.
    for (const ParameterSpec& spec : parameterSpecs())
        m_parameters.push_back(buildParameterRow(box, grid, spec));
    sizer->Add(grid, wxSizerFlags().Expand());
    m_algorithm->Bind(wxEVT_CHOICE, [this](wxCommandEvent&) {
        enableForAlgorithm();
        m_handlers.runChanged();
    });
    return sizer;
}

ControlPanel::ParameterRow ControlPanel::buildParameterRow(wxWindow* box, wxFlexGridSizer* grid,
                                                           const ParameterSpec& spec) {
    ParameterRow row{spec.id};
    const WalkerSettings defaults;
    const std::string value = parameterValue(defaults, spec.id);
    const auto changed = [this](wxEvent&) { m_handlers.runChanged(); };
    switch (spec.domain) {
    case ParameterDomain::Choice: {
        row.choice = new wxChoice(box, wxID_ANY);
        for (const ParameterChoice& item : spec.choices) {
            row.choice->Append(fromUtf8(item.label));
            if (item.key == value)
                row.choice->SetSelection(static_cast<int>(row.choice->GetCount()) - 1);
        }
        row.choice->Bind(wxEVT_CHOICE, changed);
        row.control = row.choice;
        break;
    }
    case ParameterDomain::Integer: {
        const int max = static_cast<int>(std::min<std::uint64_t>(spec.intMax, INT_MAX));
        row.integer =
            new wxSpinCtrl(box, wxID_ANY, fromUtf8(value), wxDefaultPosition, wxDefaultSize, wxSP_ARROW_KEYS,
                           static_cast<int>(spec.intMin), max,
                           static_cast<int>(std::min<std::uint64_t>(
                               parseWholeNumber(value, spec.intMin, spec.intMax).value_or(0), INT_MAX)));
        row.integer->Bind(wxEVT_SPINCTRL, changed);
        row.control = row.integer;
        break;
    }
    case ParameterDomain::Real: {
        const double max = spec.panelMax > 0 ? std::min(spec.panelMax, spec.realMax) : spec.realMax;
        row.real = new wxSpinCtrlDouble(
            box, wxID_ANY, fromUtf8(value), wxDefaultPosition, wxDefaultSize, wxSP_ARROW_KEYS, spec.realMin,
            max, parseRealNumber(value, spec.realMin, spec.realMax).value_or(spec.realMin), spec.panelStep);
        // Enough digits for the step (weights such as 1.05 are common).
        row.real->SetDigits(spec.panelStep < 1 ? 2 : 0);
        row.real->Bind(wxEVT_SPINCTRLDOUBLE, changed);
        row.control = row.real;
        break;
    }
    case ParameterDomain::Text:
        // Taken when Enter is pressed or the field is left, not at every key: half an expression
        // would start a run that fails.
        row.textField = new wxTextCtrl(box, wxID_ANY, fromUtf8(value), wxDefaultPosition, wxDefaultSize,
                                       wxTE_PROCESS_ENTER);
        row.textField->SetMaxLength(static_cast<unsigned long>(kMaxParameterText));
        row.textField->Bind(wxEVT_TEXT_ENTER, changed);
        row.textField->Bind(wxEVT_KILL_FOCUS, [this, field = row.textField](wxFocusEvent& event) {
            event.Skip();
            if (field->IsModified()) {
                field->SetModified(false);
                m_handlers.runChanged();
            }
        });
        row.control = row.textField;
        break;
    case ParameterDomain::Flag:
        row.flag = new wxCheckBox(box, wxID_ANY, fromUtf8(spec.label));
        row.flag->SetValue(value == "on");
        row.flag->Bind(wxEVT_CHECKBOX, changed);
        row.control = row.flag;
        break;
    }
    row.control->SetName(fromUtf8(spec.key));
    row.control->SetToolTip(fromUtf8(spec.help) + " (" + fromUtf8(walkersDeclaring(spec.id, true)) + ")");
    if (spec.domain == ParameterDomain::Flag) {
        row.spacer = grid->AddSpacer(0);
        grid->Add(row.control);
    } else {
        row.label = new wxStaticText(box, wxID_ANY, fromUtf8(spec.label) + ":");
        grid->Add(row.label, wxSizerFlags().CenterVertical());
        grid->Add(row.control, wxSizerFlags().Expand());
    }
    return row;
}

std::string ControlPanel::ParameterRow::value() const {
    if (choice) {
        const auto& choices = parameterSpec(id).choices;
        const auto index = static_cast<std::size_t>(std::max(0, choice->GetSelection()));
        return std::string(choices[std::min(index, choices.size() - 1)].key);
    }
    if (integer)
        return std::to_string(std::max(0, integer->GetValue()));
    if (real)
        return numberText(real->GetValue());
    if (textField) {
        // A pasted tab or line break is read as a space: the value is one line.
        std::string line = textField->GetValue().utf8_string();
        for (char& c : line)
            if (static_cast<unsigned char>(c) < 0x20 || c == 0x7F)
                c = ' ';
        return line;
    }
    return flag->GetValue() ? "on" : "off";
}

void ControlPanel::ParameterRow::show(std::string_view text) {
    if (choice) {
        const auto& choices = parameterSpec(id).choices;
        for (std::size_t i = 0; i < choices.size(); ++i)
            if (choices[i].key == text)
                choice->SetSelection(static_cast<int>(i));
    } else if (integer) {
        if (const auto number = parseWholeNumber(text, 0, INT_MAX))
            integer->SetValue(static_cast<int>(*number));
    } else if (real) {
        if (const auto number = parseRealNumber(text, parameterSpec(id).realMin, parameterSpec(id).realMax))
            real->SetValue(*number);
    } else if (textField) {
        textField->ChangeValue(fromUtf8(text));
    } else {
        flag->SetValue(text == "on");
    }
}

wxSizer* ControlPanel::buildMovementBox() {
    auto* sizer = new wxStaticBoxSizer(wxVERTICAL, this, "Movement");
    wxWindow* box = this; // the controls are the panel's children beside the box (see ControlPanel)
    auto* grid = twoColumns();
    m_rowGrids.push_back(grid);
    m_neighbours = new wxChoice(box, wxID_ANY);
    m_neighbours->SetName("neighbours");
    appendItems(m_neighbours, {"4 (no diagonals)", "8 (with diagonals)"});
    addRow(grid, box, "Neighbours:", m_neighbours);
    m_diagonalRule = new wxChoice(box, wxID_ANY);
    m_diagonalRule->SetName("diagonals");
    appendLabels<DiagonalRule>(m_diagonalRule);
    addRow(grid, box, "Diagonals:", m_diagonalRule);
    m_diagonalLength = new wxChoice(box, wxID_ANY);
    m_diagonalLength->SetName("diagonal step");
    appendLabels<DiagonalLength>(m_diagonalLength);
    addRow(grid, box, "Diagonal step:", m_diagonalLength);
    sizer->Add(grid, wxSizerFlags().Expand());
    showMovement(Movement{});
    for (wxChoice* choice : {m_neighbours, m_diagonalRule, m_diagonalLength})
        choice->Bind(wxEVT_CHOICE, [this](wxCommandEvent&) { m_handlers.movementChanged(); });
    return sizer;
}

wxSizer* ControlPanel::buildDisplayBox() {
    auto* sizer = new wxStaticBoxSizer(wxVERTICAL, this, "Show");
    wxWindow* box = this; // the controls are the panel's children beside the box (see ControlPanel)
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

RunSettings ControlPanel::runChoices() const {
    RunSettings run;
    const int algorithm = m_algorithm->GetSelection();
    run.algorithm = std::string(m_algorithmNames[static_cast<std::size_t>(std::max(0, algorithm))]);
    for (const ParameterRow& row : m_parameters)
        setParameter(run.walker, row.id, row.value()); // the controls' ranges keep every value valid
    return run;
}

void ControlPanel::selectAlgorithm(std::string_view name) {
    for (std::size_t i = 0; i < m_algorithmNames.size(); ++i)
        if (m_algorithmNames[i] == name)
            m_algorithm->SetSelection(static_cast<int>(i));
    enableForAlgorithm();
}

void ControlPanel::selectParameter(Parameter id, std::string_view value) {
    for (ParameterRow& row : m_parameters)
        if (row.id == id)
            row.show(value);
}

void ControlPanel::selectWeight(double weight) {
    selectParameter(Parameter::Weight, numberText(weight));
}

void ControlPanel::selectFloodAll(bool floodAll) {
    selectParameter(Parameter::FloodAll, floodAll ? "on" : "off");
}

Movement ControlPanel::movement() const {
    Movement m;
    m.neighbours = m_neighbours->GetSelection() == 0 ? 4 : 8;
    m.diagonalRule = valueAt<DiagonalRule>(m_diagonalRule);
    m.diagonalLength = valueAt<DiagonalLength>(m_diagonalLength);
    return m;
}

void ControlPanel::showMovement(const Movement& movement, Topology topology) {
    m_neighbours->SetSelection(movement.neighbours == 4 ? 0 : 1);
    m_diagonalRule->SetSelection(indexOf(movement.diagonalRule));
    m_diagonalLength->SetSelection(indexOf(movement.diagonalLength));
    // A hex has six neighbours, each one step of length 1: the square map's choices do not apply.
    const bool hex = topology == Topology::Hex;
    const wxString why =
        hex ? L"Hex maps have six neighbours, each a step of length 1: this applies to square maps only"
            : wxString();
    m_neighbours->Enable(!hex);
    m_diagonalRule->Enable(!hex && movement.allowsDiagonals());
    m_diagonalLength->Enable(!hex && movement.allowsDiagonals());
    for (wxChoice* choice : {m_neighbours, m_diagonalRule, m_diagonalLength})
        choice->SetToolTip(why);
}

void ControlPanel::enableForAlgorithm() {
    const int selection = std::max(0, m_algorithm->GetSelection());
    const WalkerInfo& walker = walkerRegistry()[static_cast<std::size_t>(selection)];
    // Only the walker's own parameters are shown: there are more parameters than any one walker
    // takes, and a column of greyed-out rows hides the few that matter.
    bool changed = false;
    for (ParameterRow& row : m_parameters) {
        const bool declared = walker.declares(row.id);
        row.control->Enable(declared);
        changed |= row.control->Show(declared);
        if (row.label) {
            row.label->Enable(declared);
            row.label->Show(declared);
        }
        if (row.spacer)
            row.spacer->Show(declared); // else its empty row would keep a gap
    }
    if (changed) {
        Layout();
        FitInside();
    }
}

} // namespace pathfinder::app
