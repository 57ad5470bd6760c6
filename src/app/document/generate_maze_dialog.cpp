#include "document/generate_maze_dialog.h"

#include "pathfinder/grid/map_grid.h"

#include <wx/button.h>
#include <wx/choice.h>
#include <wx/sizer.h>
#include <wx/spinctrl.h>
#include <wx/stattext.h>
#include <wx/utils.h>

#include <algorithm>
#include <climits>
#include <cstdint>
#include <string>

namespace pathfinder::app {

namespace {

/// What the dialog says when the kind chosen makes no hex maps.
wxString refusalText(const std::string& refusal) {
    return wxString::FromUTF8(refusal + ": choose another kind, or square cells.");
}

} // namespace

GenerateMazeDialog::GenerateMazeDialog(wxWindow* parent, const MazeOptions& initial)
    : wxDialog(parent, wxID_ANY, "Generate Maze") {
    auto* grid = new wxFlexGridSizer(2, wxSize(8, 6));
    grid->AddGrowableCol(1);
    auto label = [&](const wxString& text) {
        grid->Add(new wxStaticText(this, wxID_ANY, text), wxSizerFlags().CenterVertical());
    };
    auto spin = [&](int lo, int hi, int value) {
        return new wxSpinCtrl(this, wxID_ANY, wxEmptyString, wxDefaultPosition, wxDefaultSize,
                              wxSP_ARROW_KEYS, lo, hi, value);
    };

    label("Kind:");
    m_kind = new wxChoice(this, wxID_ANY, wxDefaultPosition, wxDefaultSize, 0, nullptr, 0, wxDefaultValidator,
                          "kind");
    for (MazeKind kind : allValues<MazeKind>())
        m_kind->Append(wxString::FromUTF8(std::string(labelOf(kind))));
    const auto kinds = allValues<MazeKind>();
    m_kind->SetSelection(
        static_cast<int>(std::find(kinds.begin(), kinds.end(), initial.kind) - kinds.begin()));
    grid->Add(m_kind, wxSizerFlags().Expand());

    label("Cells:");
    m_cells = new wxChoice(this, wxID_ANY, wxDefaultPosition, wxDefaultSize, 0, nullptr, 0,
                           wxDefaultValidator, "cells");
    m_cells->Append("Square");
    m_cells->Append("Hex");
    m_cells->SetSelection(initial.topology == Topology::Hex ? 1 : 0);
    grid->Add(m_cells, wxSizerFlags().Expand());

    label("Width (cells):");
    m_width = spin(2, MapGrid::kMaxSide, initial.width);
    m_width->SetName("width");
    grid->Add(m_width, wxSizerFlags().Expand());
    label("Height (cells):");
    m_height = spin(2, MapGrid::kMaxSide, initial.height);
    m_height->SetName("height");
    grid->Add(m_height, wxSizerFlags().Expand());

    label("Seed:");
    auto* seedRow = new wxBoxSizer(wxHORIZONTAL);
    m_seed = spin(0, INT_MAX, static_cast<int>(std::min<std::uint64_t>(initial.seed, INT_MAX)));
    m_seed->SetName("seed");
    m_seed->SetToolTip("The same kind, size and seed always give the same maze");
    auto* reseed = new wxButton(this, wxID_ANY, "New Seed");
    seedRow->Add(m_seed, wxSizerFlags(1).Expand());
    seedRow->Add(reseed, wxSizerFlags().Border(wxLEFT, 4));
    grid->Add(seedRow, wxSizerFlags().Expand());

    label("Wall density:");
    m_density = new wxSpinCtrlDouble(this, wxID_ANY, wxEmptyString, wxDefaultPosition, wxDefaultSize,
                                     wxSP_ARROW_KEYS, 0.0, 1.0, initial.density, 0.05);
    m_density->SetName("density");
    grid->Add(m_density, wxSizerFlags().Expand());

    m_refusal =
        new wxStaticText(this, wxID_ANY, wxEmptyString, wxDefaultPosition, wxDefaultSize, 0, "refusal");
    m_refusal->SetForegroundColour(wxColour(170, 40, 20));

    auto* top = new wxBoxSizer(wxVERTICAL);
    top->Add(grid, wxSizerFlags().Expand().Border(wxALL, 12));
    top->Add(m_refusal, wxSizerFlags().Expand().Border(wxLEFT | wxRIGHT, 12));
    top->Add(CreateStdDialogButtonSizer(wxOK | wxCANCEL), wxSizerFlags().Expand().Border(wxALL, 8));
    SetSizerAndFit(top);
    // The refusal wraps to the width the choices give the dialog, and the dialog keeps room for the
    // longest one, so that showing it resizes nothing.
    m_wrapWidth = m_refusal->GetSize().x;
    int height = 0;
    for (MazeKind kind : allValues<MazeKind>()) {
        if (const auto refusal = hexRefusal(kind)) {
            m_refusal->SetLabel(refusalText(*refusal));
            m_refusal->Wrap(m_wrapWidth);
            height = std::max(height, m_refusal->GetBestSize().y);
        }
    }
    m_refusal->SetLabel(wxEmptyString);
    m_refusal->SetMinSize(wxSize(m_wrapWidth, height));
    Fit();

    const auto changed = [this](wxCommandEvent&) { enableForChoices(); };
    m_kind->Bind(wxEVT_CHOICE, changed);
    m_cells->Bind(wxEVT_CHOICE, changed);
    reseed->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) {
        m_seed->SetValue(static_cast<int>(wxGetLocalTimeMillis().GetLo() % INT_MAX));
    });
    enableForChoices();
}

void GenerateMazeDialog::enableForChoices() {
    const MazeOptions chosen = options();
    m_density->Enable(chosen.kind == MazeKind::RandomWalls);
    const auto refusal = chosen.topology == Topology::Hex ? hexRefusal(chosen.kind) : std::nullopt;
    m_refusal->SetLabel(refusal ? refusalText(*refusal) : wxString());
    m_refusal->Wrap(m_wrapWidth);
    if (wxWindow* ok = FindWindow(wxID_OK))
        ok->Enable(!refusal);
}

MazeOptions GenerateMazeDialog::options() const {
    MazeOptions options;
    options.kind = allValues<MazeKind>()[static_cast<std::size_t>(std::max(0, m_kind->GetSelection()))];
    options.width = m_width->GetValue();
    options.height = m_height->GetValue();
    options.seed = static_cast<std::uint64_t>(m_seed->GetValue());
    options.density = m_density->GetValue();
    options.topology = m_cells->GetSelection() == 1 ? Topology::Hex : Topology::Square;
    return options;
}

} // namespace pathfinder::app
