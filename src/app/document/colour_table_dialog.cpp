#include "document/colour_table_dialog.h"

#include "pathfinder/basics/parse_error.h"

#include "widgets/text_format.h"
#include "widgets/user_messages.h"

#include <wx/button.h>
#include <wx/font.h>
#include <wx/sizer.h>
#include <wx/stattext.h>
#include <wx/textctrl.h>

#include <algorithm>
#include <sstream>

namespace pathfinder::app {

namespace {

/// The name a table's text goes by in messages about it.
constexpr const char* kTextName = "colour table";

} // namespace

ColourTableDialog::ColourTableDialog(wxWindow* parent, const ColourTable& table)
    : wxDialog(parent, wxID_ANY, "Colour Table", wxDefaultPosition, wxDefaultSize,
               wxDEFAULT_DIALOG_STYLE | wxRESIZE_BORDER),
      m_table(table) {
    auto* intro = new wxStaticText(
        this, wxID_ANY,
        L"What each colour of a picture map is, one \u201cCELL = RRGGBB\u201d a line: wall, free, the costs "
        L"1\u20139, the terrains by name, start and goal. A cell may have several colours; the first is "
        L"the one written. A colour not listed takes the cell of the nearest one listed.");
    m_text = new wxTextCtrl(this, wxID_ANY, wxEmptyString, wxDefaultPosition, FromDIP(wxSize(420, 260)),
                            wxTE_MULTILINE | wxTE_DONTWRAP);
    m_text->SetFont(wxFont(wxFontInfo(9).Family(wxFONTFAMILY_TELETYPE)));
    m_text->SetName("colour table");
    m_problem = new wxStaticText(this, wxID_ANY, wxEmptyString);
    m_problem->SetForegroundColour(wxColour(175, 30, 30));

    auto* buttons = new wxBoxSizer(wxHORIZONTAL);
    auto addButton = [&](const wxString& label, const wxString& tip, auto action) {
        auto* button = new wxButton(this, wxID_ANY, label);
        button->SetToolTip(tip);
        button->Bind(wxEVT_BUTTON, [this, action](wxCommandEvent&) { (this->*action)(); });
        buttons->Add(button, wxSizerFlags().Border(wxRIGHT, 6));
    };
    addButton("Standard", "Put back the standard colours", &ColourTableDialog::showStandard);
    addButton(L"Load\u2026", "Read a colour table file", &ColourTableDialog::load);
    addButton(L"Save\u2026", "Write this table to a file, for pathfinder-cli --colours",
              &ColourTableDialog::save);

    auto* top = new wxBoxSizer(wxVERTICAL);
    top->Add(intro, wxSizerFlags().Expand().Border(wxALL, 10));
    top->Add(m_text, wxSizerFlags(1).Expand().Border(wxLEFT | wxRIGHT, 10));
    top->Add(m_problem, wxSizerFlags().Expand().Border(wxLEFT | wxRIGHT | wxTOP, 10));
    top->Add(buttons, wxSizerFlags().Border(wxALL, 10));
    top->Add(CreateStdDialogButtonSizer(wxOK | wxCANCEL), wxSizerFlags().Expand().Border(wxALL, 8));
    SetSizer(top);
    intro->Wrap(FromDIP(420));
    Fit();
    SetMinSize(GetSize());
    show(table);
    Bind(wxEVT_BUTTON, [this](wxCommandEvent& event) {
        if (event.GetId() == wxID_OK && check())
            return; // stays open on the problem
        event.Skip();
    });
}

void ColourTableDialog::show(const ColourTable& table) {
    std::ostringstream out;
    writeColourTable(out, table);
    m_text->SetValue(wxString::FromUTF8(out.str()));
    m_problem->SetLabel(wxEmptyString);
    m_problemText.clear();
}

std::optional<wxString> ColourTableDialog::check() {
    std::istringstream in(m_text->GetValue().utf8_string());
    try {
        m_table = readColourTable(in, kTextName);
        m_problem->SetLabel(wxEmptyString);
        m_problemText.clear();
        return std::nullopt;
    } catch (const ParseError& e) {
        const wxString problem = toDisplay(e.what());
        m_problemText = problem;
        m_problem->SetLabel(problem);
        m_problem->Wrap(m_text->GetSize().x);
        if (e.line() > 0)
            m_text->SetInsertionPoint(m_text->XYToPosition(std::max(0, e.column() - 1), e.line() - 1));
        m_text->SetFocus();
        Layout();
        return problem;
    }
}

wxString ColourTableDialog::problemShown() const {
    return m_problemText;
}

void ColourTableDialog::showStandard() {
    show(ColourTable::standard());
}

void ColourTableDialog::load() {
    const wxString path = askForFile(this, "Load a colour table", wxEmptyString,
                                     "Colour tables (*.colours)|*.colours|All files|*", FileAction::Open);
    if (path.empty())
        return;
    try {
        show(readColourTableFile(fileSystemPath(path)));
    } catch (const ParseError& e) {
        showMessage(this, "Cannot read the colour table", toDisplay(e.what()), MessageKind::Error);
    }
}

void ColourTableDialog::save() {
    if (check())
        return;
    const wxString path = askForFile(this, "Save the colour table", "pictures.colours",
                                     "Colour tables (*.colours)|*.colours|All files|*", FileAction::Save);
    if (path.empty())
        return;
    try {
        writeColourTableFile(fileSystemPath(path), m_table);
    } catch (const std::exception& e) {
        showMessage(this, "Cannot save the colour table", toDisplay(e.what()), MessageKind::Error);
    }
}

} // namespace pathfinder::app
