#include "document/resize_map_dialog.h"

#include "pathfinder/basics/count_text.h"
#include "pathfinder/grid/map_resize.h"

#include <wx/button.h>
#include <wx/radiobox.h>
#include <wx/sizer.h>
#include <wx/spinctrl.h>
#include <wx/stattext.h>

#include <algorithm>
#include <cstdint>

namespace pathfinder::app {

ResizeMapDialog::ResizeMapDialog(wxWindow* parent, const MapGrid& grid)
    : wxDialog(parent, wxID_ANY, "Resize Map"), m_grid(grid) {
    auto* rows = new wxFlexGridSizer(2, wxSize(8, 6));
    const auto addRow = [&](const wxString& label, const wxString& name, int value) {
        rows->Add(new wxStaticText(this, wxID_ANY, label), wxSizerFlags().CenterVertical());
        auto* spin = new wxSpinCtrl(this, wxID_ANY, wxEmptyString, wxDefaultPosition, wxDefaultSize,
                                    wxSP_ARROW_KEYS, 1, MapGrid::kMaxSide, value);
        spin->SetName(name);
        rows->Add(spin, wxSizerFlags().Expand());
        return spin;
    };
    m_width = addRow("Width (cells):", "width", grid.width());
    m_height = addRow("Height (cells):", "height", grid.height());

    const wxString places[] = {"Top left", "Top",         "Top right", "Left",        "Middle",
                               "Right",    "Bottom left", "Bottom",    "Bottom right"};
    m_anchor = new wxRadioBox(this, wxID_ANY, "The map stays at", wxDefaultPosition, wxDefaultSize, 9, places,
                              3, wxRA_SPECIFY_COLS);
    m_anchor->SetName("anchor");
    m_anchor->SetSelection(0);
    m_anchor->SetToolTip("Where the map sits in the new size: rows and columns are added or cut on the "
                         "other sides");
    m_summary = new wxStaticText(this, wxID_ANY, wxEmptyString);
    m_summary->SetName("summary");

    auto* top = new wxBoxSizer(wxVERTICAL);
    top->Add(rows, wxSizerFlags().Border(wxALL, 12));
    top->Add(m_anchor, wxSizerFlags().Expand().Border(wxLEFT | wxRIGHT, 12));
    top->Add(m_summary, wxSizerFlags().Expand().Border(wxALL, 12));
    top->Add(CreateStdDialogButtonSizer(wxOK | wxCANCEL), wxSizerFlags().Expand().Border(wxALL, 8));
    // A typed number counts at once, as the arrows do.
    for (wxSpinCtrl* spin : {m_width, m_height}) {
        spin->Bind(wxEVT_SPINCTRL, [this](wxCommandEvent&) { describe(); });
        spin->Bind(wxEVT_TEXT, [this](wxCommandEvent&) { describe(); });
    }
    m_anchor->Bind(wxEVT_RADIOBOX, [this](wxCommandEvent&) { describe(); });
    describe();
    SetSizerAndFit(top);
    m_width->SetFocus();
}

int ResizeMapDialog::width() const {
    return m_width->GetValue();
}

int ResizeMapDialog::height() const {
    return m_height->GetValue();
}

Coord ResizeMapDialog::offset() const {
    const int at = m_anchor->GetSelection();
    return anchorOffset(m_grid, width(), height(), at % 3, at / 3);
}

void ResizeMapDialog::describe() {
    const std::string problem = resizeProblem(m_grid, width(), height(), offset());
    wxString text;
    if (!problem.empty()) {
        text = "Cannot resize: " + wxString::FromUTF8(problem) + ".";
    } else if (width() == m_grid.width() && height() == m_grid.height()) {
        text = wxString::Format(L"The map keeps its size, %d \u00d7 %d.", width(), height());
    } else {
        const Coord o = offset();
        const auto overlap = [](int at, int length, int room) {
            return std::max(0, std::min(at + length, room) - std::max(at, 0));
        };
        const long long kept = static_cast<long long>(overlap(o.x, m_grid.width(), width())) *
                               overlap(o.y, m_grid.height(), height());
        const long long added = static_cast<long long>(width()) * height() - kept;
        const long long cut = static_cast<long long>(m_grid.width()) * m_grid.height() - kept;
        text = wxString::Format(L"%d \u00d7 %d becomes %d \u00d7 %d: ", m_grid.width(), m_grid.height(),
                                width(), height()) +
               wxString::FromUTF8(countText(static_cast<std::uint64_t>(added), "free cell") + " added, " +
                                  std::to_string(cut) + " cut");
        text += ". One undo step.";
    }
    m_summary->SetLabel(text);
    m_summary->Wrap(FromDIP(320));
    if (wxWindow* ok = FindWindow(wxID_OK))
        ok->Enable(problem.empty());
    if (GetSizer())
        Fit();
}

} // namespace pathfinder::app
