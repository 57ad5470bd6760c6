#pragma once

#include <wx/sizer.h>
#include <wx/stattext.h>
#include <wx/string.h>
#include <wx/window.h>

namespace pathfinder::app {

// The control panel's rows of "label: control", shared by its boxes.

/// A grid of two columns whose second grows.
inline wxFlexGridSizer* twoColumns() {
    auto* grid = new wxFlexGridSizer(2, wxSize(6, 4));
    grid->AddGrowableCol(1);
    return grid;
}

/// Adds "label: control" as a row of a two-column grid.
inline void addRow(wxFlexGridSizer* grid, wxWindow* parent, const wxString& label, wxWindow* control) {
    grid->Add(new wxStaticText(parent, wxID_ANY, label), wxSizerFlags().CenterVertical());
    grid->Add(control, wxSizerFlags().Expand());
}

} // namespace pathfinder::app
