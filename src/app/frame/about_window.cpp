#include "frame/about_window.h"

#include "pathfinder/version.h"

#include "windows/tool_window.h"

#include <wx/button.h>
#include <wx/dialog.h>
#include <wx/sizer.h>
#include <wx/stattext.h>

namespace pathfinder::app {

namespace {

constexpr const char* kWindowName = "about";

class AboutWindow : public wxDialog {
public:
    explicit AboutWindow(wxWindow* parent)
        : wxDialog(parent, wxID_ANY, kAboutTitle, wxDefaultPosition, wxDefaultSize, wxDEFAULT_DIALOG_STYLE,
                   kWindowName) {
        auto* name = new wxStaticText(this, wxID_ANY, "Pathfinder Testbed");
        name->SetFont(name->GetFont().Bold().Scaled(1.6f));
        auto* version = new wxStaticText(this, wxID_ANY, wxString("Version ") + kVersion);
        auto* what = new wxStaticText(
            this, wxID_ANY,
            "Draw a maze, pick an algorithm and watch it search step by step; compare the algorithms on "
            "your maps and on the Moving AI benchmarks.");
        what->Wrap(FromDIP(360));
        auto* close = new wxButton(this, wxID_CLOSE, "Close");
        close->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { Close(); });
        auto* column = new wxBoxSizer(wxVERTICAL);
        column->Add(name, wxSizerFlags().Border(wxLEFT | wxRIGHT | wxTOP, FromDIP(16)));
        column->AddSpacer(FromDIP(4));
        column->Add(version, wxSizerFlags().Border(wxLEFT | wxRIGHT, FromDIP(16)));
        column->Add(what, wxSizerFlags().Border(wxALL, FromDIP(16)));
        column->Add(close, wxSizerFlags().Right().Border(wxALL, FromDIP(8)));
        SetSizerAndFit(column);
        placeToolWindow(*this, parent, GetSize());
        closeOnEscape(*this);
        SetEscapeId(wxID_CLOSE);
        Bind(wxEVT_CLOSE_WINDOW, [this](wxCloseEvent&) { Destroy(); });
    }
};

} // namespace

void showAboutWindow(wxWindow* parent) {
    wxWindow* open = parent ? wxWindow::FindWindowByName(kWindowName, parent) : nullptr;
    if (!open) {
        open = new AboutWindow(parent);
        open->Show();
    }
    open->Raise();
}

} // namespace pathfinder::app
