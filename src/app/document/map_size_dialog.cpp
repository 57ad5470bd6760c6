#include "document/map_size_dialog.h"

#include "pathfinder/grid/map_grid.h"

#include <wx/sizer.h>
#include <wx/spinctrl.h>
#include <wx/stattext.h>

namespace pathfinder::app {

MapSizeDialog::MapSizeDialog(wxWindow* parent, wxSize initial) : wxDialog(parent, wxID_ANY, "New Maze") {
    auto* grid = new wxFlexGridSizer(2, wxSize(8, 6));
    auto addRow = [&](const wxString& label, int value) {
        grid->Add(new wxStaticText(this, wxID_ANY, label), wxSizerFlags().CenterVertical());
        auto* spin = new wxSpinCtrl(this, wxID_ANY, wxEmptyString, wxDefaultPosition, wxDefaultSize,
                                    wxSP_ARROW_KEYS, 1, MapGrid::kMaxSide, value);
        grid->Add(spin, wxSizerFlags().Expand());
        return spin;
    };
    m_width = addRow("Width (cells):", initial.x);
    m_height = addRow("Height (cells):", initial.y);

    auto* top = new wxBoxSizer(wxVERTICAL);
    top->Add(grid, wxSizerFlags().Border(wxALL, 12));
    top->Add(CreateStdDialogButtonSizer(wxOK | wxCANCEL), wxSizerFlags().Expand().Border(wxALL, 8));
    SetSizerAndFit(top);
    m_width->SetFocus();
}

wxSize MapSizeDialog::size() const {
    return {m_width->GetValue(), m_height->GetValue()};
}

} // namespace pathfinder::app
