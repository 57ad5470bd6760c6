#include "panels/exercise_panel.h"

#include "pathfinder/basics/number_text.h"
#include "pathfinder/teaching/open_list_explanation.h"

#include "widgets/list_columns.h"
#include "widgets/wrapping_label.h"

#include <wx/button.h>
#include <wx/listctrl.h>
#include <wx/settings.h>
#include <wx/sizer.h>
#include <wx/stattext.h>
#include <wx/textctrl.h>
#include <wx/tglbtn.h>
#include <wx/wrapsizer.h>

#include <algorithm>
#include <utility>

namespace pathfinder::app {

namespace {

enum Column { kRank, kCell, kG, kH, kF, kTie, kColumns };

wxString fromUtf8(const std::string& text) {
    return wxString::FromUTF8(text.data(), text.size());
}

wxString number(double value) {
    return fromUtf8(explanationNumber(value));
}

} // namespace

ExercisePanel::ExercisePanel(wxWindow* parent, Handlers handlers)
    : wxScrolledWindow(parent, wxID_ANY, wxDefaultPosition, wxDefaultSize, wxVSCROLL),
      m_handlers(std::move(handlers)) {
    // In a short pane (800 × 600) the buttons stay near the top and the rest scrolls.
    SetScrollRate(0, FromDIP(8));
    auto* sizer = new wxBoxSizer(wxVERTICAL);
    const int gap = FromDIP(4);
    const auto add = [&](auto* item, int proportion = 0) {
        sizer->Add(item, wxSizerFlags(proportion).Expand().Border(wxLEFT | wxRIGHT | wxTOP, gap));
    };

    // The words break to the pane's width: a narrow pane grows taller, never cuts them.
    m_title = new WrappingLabel(this);
    m_title->SetFont(m_title->GetFont().Bold());
    add(m_title);
    m_instructions = new WrappingLabel(this);
    add(m_instructions);
    m_score =
        new wxStaticText(this, wxID_ANY, wxString(), wxDefaultPosition, wxDefaultSize, wxST_NO_AUTORESIZE);
    m_score->SetFont(m_score->GetFont().Bold().Larger());
    add(m_score);

    auto* buttons = new wxWrapSizer(wxHORIZONTAL); // a narrow pane puts Stop exercise on a line of its own
    m_typeValues = new wxToggleButton(this, wxID_ANY, "Type g, h, f");
    m_check = new wxButton(this, wxID_ANY, "Check");
    m_stop = new wxButton(this, wxID_ANY, "Stop exercise");
    buttons->Add(m_typeValues, wxSizerFlags().Border(wxRIGHT | wxBOTTOM, gap));
    buttons->Add(m_check, wxSizerFlags().Border(wxRIGHT | wxBOTTOM, gap));
    buttons->Add(m_stop, wxSizerFlags().Border(wxBOTTOM, gap));
    add(buttons);

    m_valuesRow = new wxPanel(this, wxID_ANY);
    auto* values = new wxBoxSizer(wxHORIZONTAL);
    for (auto [field, name] : {std::pair{&m_g, "g"}, std::pair{&m_h, "h"}, std::pair{&m_f, "f"}}) {
        values->Add(new wxStaticText(m_valuesRow, wxID_ANY, name),
                    wxSizerFlags().CenterVertical().Border(wxRIGHT, gap));
        *field =
            new wxTextCtrl(m_valuesRow, wxID_ANY, wxString(), wxDefaultPosition, FromDIP(wxSize(56, -1)));
        (*field)->SetName(name);
        values->Add(*field, wxSizerFlags(1).Border(wxRIGHT, 2 * gap));
    }
    m_valuesRow->SetSizer(values);
    add(m_valuesRow);

    // The verdict can run to several lines (a repair explains each cell missed): it scrolls.
    m_verdict = new wxTextCtrl(this, wxID_ANY, wxString(), wxDefaultPosition, FromDIP(wxSize(-1, 80)),
                               wxTE_MULTILINE | wxTE_READONLY | wxTE_WORDWRAP | wxBORDER_THEME);
    m_verdict->SetName("verdict");
    add(m_verdict, 1);

    m_openHeading = new WrappingLabel(this);
    add(m_openHeading);
    m_open = new wxListCtrl(this, wxID_ANY, wxDefaultPosition, wxDefaultSize,
                            wxLC_REPORT | wxLC_SINGLE_SEL | wxLC_HRULES | wxBORDER_THEME);
    const wxString headings[kColumns] = {"#", "Cell", "g", "h", "f", "Tie key"};
    for (int c = 0; c < kColumns; ++c)
        m_open->AppendColumn(headings[c], c == kCell || c == kTie ? wxLIST_FORMAT_LEFT : wxLIST_FORMAT_RIGHT);
    m_open->SetMinSize(wxSize(FromDIP(120), FromDIP(120)));
    sizer->Add(m_open, wxSizerFlags().Expand().Border(wxALL, gap));
    SetSizer(sizer);

    m_typeValues->Bind(wxEVT_TOGGLEBUTTON,
                       [this](wxCommandEvent&) { setTypingValues(m_typeValues->GetValue()); });
    m_check->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { onCheck(); });
    m_stop->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) {
        stop();
        if (m_handlers.stopped)
            m_handlers.stopped();
    });
    Bind(wxEVT_SIZE, &ExercisePanel::onSize, this);
    show(false);
}

std::optional<std::string> ExercisePanel::startExpansion(const MapGrid& grid, const std::string& walker,
                                                         const WalkerSettings& settings) {
    auto why = m_session.startExpansion(grid, walker, settings);
    show();
    return why;
}

std::optional<std::string> ExercisePanel::startRepair(const MapGrid& grid, const WalkerSettings& settings) {
    auto why = m_session.startRepair(grid, settings);
    show();
    return why;
}

void ExercisePanel::stop() {
    m_session.stop();
    show();
}

void ExercisePanel::clickCell(Coord cell) {
    m_session.click(cell);
    show();
}

void ExercisePanel::mapChanged(const std::vector<GridChange>& changes) {
    if (m_session.mapChanged(changes))
        show();
}

void ExercisePanel::movementChanged(const Movement& movement) {
    if (m_session.movementChanged(movement))
        show();
}

void ExercisePanel::setTypingValues(bool on) {
    m_session.setTypingValues(on);
    if (on)
        for (wxTextCtrl* field : {m_g, m_h, m_f})
            field->Clear();
    show();
}

void ExercisePanel::typeValues(const wxString& g, const wxString& h, const wxString& f) {
    m_g->ChangeValue(g);
    m_h->ChangeValue(h);
    m_f->ChangeValue(f);
    onCheck();
}

void ExercisePanel::check() {
    onCheck();
}

void ExercisePanel::onCheck() {
    if (const std::optional<Coord> wall = m_session.wallToPut()) {
        // The wall goes in as an edit of the map, which comes back through mapChanged().
        m_session.puttingWall(true);
        if (m_handlers.putWall)
            m_handlers.putWall(*wall);
        m_session.puttingWall(false);
        m_session.checkRepair();
    } else if (m_session.canAnswerValues()) {
        double typed[3] = {};
        wxTextCtrl* fields[3] = {m_g, m_h, m_f};
        const char* names[3] = {"g", "h", "f"};
        for (int i = 0; i < 3; ++i) {
            const std::string text = fields[i]->GetValue().Strip(wxString::both).utf8_string();
            const auto value = parseRealNumber(text, -1e15, 1e15);
            if (!value) {
                m_session.refuseValues(std::string("Type a number for ") + names[i] + ": " +
                                       realNumberProblem(text, -1e15, 1e15).value_or("") + ".");
                show();
                return;
            }
            typed[i] = *value;
        }
        m_session.answerValues(typed[0], typed[1], typed[2]);
    }
    show();
}

void ExercisePanel::show(bool notify) {
    const ExerciseSession& s = m_session;
    const bool expansion = s.kind() == ExerciseSession::Kind::Expansion;
    const bool repair = s.kind() == ExerciseSession::Kind::Repair;
    m_title->setText(fromUtf8(s.title()));
    m_instructions->setText(fromUtf8(s.instructions()));
    m_score->SetLabel(s.active() ? "Score: " + fromUtf8(s.score()) : wxString());
    if (m_verdict->GetValue() != fromUtf8(s.verdict()))
        m_verdict->ChangeValue(fromUtf8(s.verdict()));

    const auto& ranked = s.lastRanking();
    m_openHeading->setText(
        ranked.empty()
            ? wxString()
            : wxString::Format("Open list when you guessed (%zu of %zu):", ranked.size(), s.lastOpenCount()));
    m_open->DeleteAllItems();
    for (std::size_t i = 0; i < ranked.size(); ++i) {
        const OpenCell& open = ranked[i].open;
        const long row = m_open->InsertItem(static_cast<long>(i), wxString::Format("%zu", i + 1));
        m_open->SetItem(row, kCell, wxString::Format("(%d,%d)", open.cell.x, open.cell.y));
        m_open->SetItem(row, kG, number(open.g));
        m_open->SetItem(row, kH, number(open.h));
        m_open->SetItem(row, kF, number(open.f));
        m_open->SetItem(row, kTie, fromUtf8(ranked[i].tieKey));
        if (open.cell == s.marks().expanded)
            m_open->SetItemBackgroundColour(row, wxColour(200, 215, 255));
        else if (open.cell == s.marks().guessed)
            m_open->SetItemBackgroundColour(row, wxColour(255, 205, 205));
    }
    m_openHeading->Show(expansion && !ranked.empty());
    m_open->Show(expansion);
    m_typeValues->Show(expansion);
    m_typeValues->SetValue(s.typingValues());
    m_valuesRow->Show(expansion && s.typingValues());
    m_check->Show(repair || (expansion && s.typingValues()));
    m_check->Enable(repair ? s.wallToPut().has_value() : s.canAnswerValues());
    m_stop->Enable(s.active());
    fitColumns();
    FitInside();
    Layout();
    if (notify && m_handlers.changed)
        m_handlers.changed();
}

void ExercisePanel::fitColumns() {
    // Each column as wide as its figures; what is left of the pane's width goes to them in
    // proportion to what each usually holds. Too narrow a pane scrolls the list sideways.
    const int room = GetClientSize().x - FromDIP(10) - wxSystemSettings::GetMetric(wxSYS_VSCROLL_X, this);
    shareListColumns(*m_open, room, {9, 21, 16, 16, 16, 22});
}

void ExercisePanel::onSize(wxSizeEvent& event) {
    if (GetClientSize().x != m_shownWidth) {
        m_shownWidth = GetClientSize().x;
        fitColumns();
        Layout();
    }
    event.Skip();
}

wxString ExercisePanel::scoreText() const {
    return m_score->GetLabel();
}

wxString ExercisePanel::verdictText() const {
    return m_verdict->GetValue();
}

int ExercisePanel::openRows() const {
    return m_open->IsShown() ? m_open->GetItemCount() : 0;
}

wxString ExercisePanel::openCell(int row, int column) const {
    if (row < 0 || row >= openRows() || column < 0 || column >= kColumns)
        return {};
    return m_open->GetItemText(row, column);
}

} // namespace pathfinder::app
