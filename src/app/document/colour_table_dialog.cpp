#include "document/colour_table_dialog.h"

#include "pathfinder/basics/parse_error.h"

#include "widgets/text_format.h"
#include "widgets/user_messages.h"

#include <wx/button.h>
#include <wx/colordlg.h>
#include <wx/dcbuffer.h>
#include <wx/font.h>
#include <wx/scrolwin.h>
#include <wx/sizer.h>
#include <wx/stattext.h>
#include <wx/textctrl.h>

#include <algorithm>
#include <sstream>

namespace pathfinder::app {

namespace {

/// The name a table's text goes by in messages about it.
constexpr const char* kTextName = "colour table";

/// A swatch's row in the panel beside the text, in pixels before DIP scaling.
constexpr int kSwatchRow = 20;

wxColour toColour(PixelColour c) {
    return wxColour(static_cast<unsigned char>(c >> 16), static_cast<unsigned char>(c >> 8),
                    static_cast<unsigned char>(c));
}

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
    m_swatchPanel = new wxScrolledCanvas(this, wxID_ANY, wxDefaultPosition, FromDIP(wxSize(150, 260)));
    m_swatchPanel->SetScrollRate(0, FromDIP(kSwatchRow));
    m_swatchPanel->SetName("swatches");
    m_swatchPanel->SetBackgroundStyle(wxBG_STYLE_PAINT);
    m_swatchPanel->SetToolTip("Click a colour to choose another");
    m_swatchPanel->Bind(wxEVT_PAINT, [this](wxPaintEvent&) { paintSwatches(); });
    m_swatchPanel->Bind(wxEVT_LEFT_DOWN, [this](wxMouseEvent& event) {
        pickSwatch(m_swatchPanel->CalcUnscrolledPosition(event.GetPosition()).y);
    });
    m_text->Bind(wxEVT_TEXT, [this](wxCommandEvent&) { readSwatches(); });
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
    auto* sides = new wxBoxSizer(wxHORIZONTAL);
    sides->Add(m_text, wxSizerFlags(1).Expand());
    sides->Add(m_swatchPanel, wxSizerFlags().Expand().Border(wxLEFT, 8));
    top->Add(sides, wxSizerFlags(1).Expand().Border(wxLEFT | wxRIGHT, 10));
    top->Add(m_problem, wxSizerFlags().Expand().Border(wxLEFT | wxRIGHT | wxTOP, 10));
    top->Add(buttons, wxSizerFlags().Border(wxALL, 10));
    top->Add(CreateStdDialogButtonSizer(wxOK | wxCANCEL), wxSizerFlags().Expand().Border(wxALL, 8));
    SetSizer(top);
    intro->Wrap(FromDIP(580));
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
    showProblem(wxEmptyString);
}

std::optional<wxString> ColourTableDialog::check() {
    std::istringstream in(m_text->GetValue().utf8_string());
    try {
        m_table = readColourTable(in, kTextName);
        showProblem(wxEmptyString);
        return std::nullopt;
    } catch (const ParseError& e) {
        const wxString problem = toDisplay(e.what());
        showProblem(problem);
        if (e.line() > 0)
            m_text->SetInsertionPoint(m_text->XYToPosition(std::max(0, e.column() - 1), e.line() - 1));
        m_text->SetFocus();
        Layout();
        return problem;
    }
}

void ColourTableDialog::readSwatches() {
    std::istringstream in(m_text->GetValue().utf8_string());
    try {
        m_shown = readColourTable(in, kTextName);
        showProblem(wxEmptyString);
    } catch (const ParseError& e) {
        // The last good reading stays, and the problem is said at once (a colour chosen for a
        // swatch may be one the table has already).
        showProblem(toDisplay(e.what()));
        return;
    }
    m_swatchPanel->SetVirtualSize(
        -1, m_swatchPanel->FromDIP(4 + kSwatchRow * static_cast<int>(m_shown.entries().size())));
    m_swatchPanel->Refresh();
}

void ColourTableDialog::paintSwatches() {
    wxAutoBufferedPaintDC dc(m_swatchPanel);
    m_swatchPanel->DoPrepareDC(dc);
    dc.SetBackground(wxBrush(m_swatchPanel->GetBackgroundColour()));
    dc.Clear();
    dc.SetFont(m_swatchPanel->GetFont());
    dc.SetTextForeground(m_swatchPanel->GetForegroundColour());
    const int row = m_swatchPanel->FromDIP(kSwatchRow);
    const int side = row - m_swatchPanel->FromDIP(6);
    int y = m_swatchPanel->FromDIP(2);
    for (const ColourTable::Entry& entry : m_shown.entries()) {
        dc.SetPen(*wxBLACK_PEN);
        dc.SetBrush(wxBrush(toColour(entry.colour)));
        dc.DrawRectangle(2, y + 2, side, side);
        const wxString label = wxString::FromUTF8(pictureCellWord(entry.cell));
        dc.DrawText(label, side + 10, y + (row - dc.GetCharHeight()) / 2);
        y += row;
    }
}

void ColourTableDialog::pickSwatch(int y) {
    const int index = (y - m_swatchPanel->FromDIP(2)) / m_swatchPanel->FromDIP(kSwatchRow);
    if (y < 0 || index < 0 || static_cast<std::size_t>(index) >= m_shown.entries().size())
        return;
    wxColourData data;
    data.SetColour(toColour(m_shown.entries()[static_cast<std::size_t>(index)].colour));
    wxColourDialog chooser(this, &data);
    chooser.SetTitle("Colour of " + wxString::FromUTF8(pictureCellWord(
                                        m_shown.entries()[static_cast<std::size_t>(index)].cell)));
    if (chooser.ShowModal() == wxID_OK)
        setEntryColour(static_cast<std::size_t>(index), chooser.GetColourData().GetColour());
}

bool ColourTableDialog::setEntryColour(std::size_t index, const wxColour& colour) {
    const std::string text = m_text->GetValue().utf8_string();
    std::size_t begin = 0;
    std::size_t entry = 0;
    while (begin < text.size()) {
        std::size_t end = text.find('\n', begin);
        if (end == std::string::npos)
            end = text.size();
        // An entry's line: something before any '#', with an '=' in it.
        const std::size_t hash = std::min(text.find('#', begin), end);
        const std::size_t equals = text.find('=', begin);
        if (equals < hash && entry++ == index) {
            // The colour is the word after '='; what follows it (a comment) stays.
            std::size_t from = text.find_first_not_of(" \t", equals + 1);
            if (from == std::string::npos || from > hash)
                from = equals + 1;
            std::size_t to = from;
            while (to < hash && text[to] != ' ' && text[to] != '\t' && text[to] != '\r')
                ++to;
            const std::string written =
                wxString::Format("%02x%02x%02x", colour.Red(), colour.Green(), colour.Blue()).utf8_string();
            const std::string replaced =
                text.substr(0, from) + (from == equals + 1 ? " " : "") + written + text.substr(to);
            m_text->SetValue(wxString::FromUTF8(replaced));
            return true;
        }
        begin = end + 1;
    }
    return false;
}

void ColourTableDialog::showProblem(const wxString& problem) {
    if (problem == m_problemText)
        return;
    m_problemText = problem;
    m_problem->SetLabel(problem);
    m_problem->Wrap(m_text->GetSize().x);
    Layout();
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
