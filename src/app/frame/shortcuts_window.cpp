#include "frame/shortcuts_window.h"

#include "frame/shortcuts.h"
#include "windows/tool_window.h"

#include <wx/arrstr.h>
#include <wx/button.h>
#include <wx/dialog.h>
#include <wx/display.h>
#include <wx/scrolwin.h>
#include <wx/sizer.h>
#include <wx/stattext.h>

#include <algorithm>
#include <utility>
#include <vector>

namespace pathfinder::app {

namespace {

/// The window's name among its parent's children, to find the one open.
constexpr const char* kWindowName = "keyboard and mouse";
/// How wide the column of what a key does may grow before it wraps.
constexpr int kWhatWidth = 330;

using Rows = std::vector<std::pair<wxString, wxString>>;

/// A label as wide and tall as its lines in its font: the toolkit may measure a label whose font was
/// changed only once it is on screen, too late for the window's first size.
wxStaticText* measuredLabel(wxWindow* parent, const wxString& text, bool bold, int wrap) {
    auto* label = new wxStaticText(parent, wxID_ANY, text);
    if (bold)
        label->SetFont(label->GetFont().Bold());
    if (wrap > 0)
        label->Wrap(wrap);
    wxSize size;
    for (const wxString& line : wxSplit(label->GetLabel(), '\n', '\0')) {
        const wxSize extent = label->GetTextExtent(line);
        size.x = std::max(size.x, extent.x);
        size.y += extent.y;
    }
    label->SetMinSize(size);
    return label;
}

/// A heading over a table of two columns: what to press, in bold, and what it does, wrapped.
wxSizer* tableOf(wxWindow* parent, const wxString& heading, const Rows& rows) {
    auto* column = new wxBoxSizer(wxVERTICAL);
    auto* title = new wxStaticText(parent, wxID_ANY, heading);
    title->SetFont(title->GetFont().Bold().Larger());
    column->Add(title, wxSizerFlags().Border(wxBOTTOM, parent->FromDIP(6)));
    auto* grid = new wxFlexGridSizer(2, parent->FromDIP(wxSize(16, 2)));
    for (const auto& [press, what] : rows) {
        grid->Add(measuredLabel(parent, press, true, 0));
        grid->Add(measuredLabel(parent, what, false, parent->FromDIP(kWhatWidth)));
    }
    column->Add(grid);
    return column;
}

/// The keys and the mouse, each a table; side by side when the screen has the room.
class ShortcutsWindow : public wxDialog {
public:
    explicit ShortcutsWindow(wxWindow* parent)
        : wxDialog(parent, wxID_ANY, kShortcutsTitle, wxDefaultPosition, wxDefaultSize,
                   wxDEFAULT_DIALOG_STYLE | wxRESIZE_BORDER, kWindowName) {
        auto* scrolled = new wxScrolledWindow(this, wxID_ANY, wxDefaultPosition, wxDefaultSize, wxVSCROLL);
        scrolled->SetScrollRate(0, FromDIP(10));
        Rows keys;
        for (const Shortcut& s : shortcutTable())
            keys.emplace_back(s.keys, s.what);
        Rows mouse;
        for (const MouseAction& a : mouseActions())
            mouse.emplace_back(a.gesture, a.what);
        wxSizer* keyTable = tableOf(scrolled, "Keys", keys);
        wxSizer* mouseTable = tableOf(scrolled, "Mouse", mouse);
        // When the single keys act, under the mouse: the keys' column is the longer.
        mouseTable->Add(measuredLabel(scrolled, kSingleKeysNote, false, mouseTable->CalcMin().x),
                        wxSizerFlags().Border(wxTOP, FromDIP(14)));

        const int display = wxDisplay::GetFromWindow(parent ? parent : this);
        const wxRect screen =
            wxDisplay(display == wxNOT_FOUND ? 0u : static_cast<unsigned>(display)).GetClientArea();
        const int gap = FromDIP(28);
        const bool sideBySide =
            keyTable->CalcMin().x + gap + mouseTable->CalcMin().x + FromDIP(60) <= screen.width * 9 / 10;
        auto* both = new wxBoxSizer(sideBySide ? wxHORIZONTAL : wxVERTICAL);
        both->Add(keyTable);
        both->AddSpacer(gap);
        both->Add(mouseTable);
        auto* inside = new wxBoxSizer(wxVERTICAL);
        inside->Add(both, wxSizerFlags().Border(wxALL, FromDIP(12)));
        scrolled->SetSizer(inside);

        auto* close = new wxButton(this, wxID_CLOSE, "Close");
        close->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { Close(); });
        auto* column = new wxBoxSizer(wxVERTICAL);
        column->Add(scrolled, wxSizerFlags(1).Expand());
        column->Add(close, wxSizerFlags().Right().Border(wxALL, FromDIP(8)));
        SetSizer(column);

        // As large as the tables, within the screen: the tables scroll in a shorter window.
        const wxSize tables = inside->CalcMin();
        const int scrollBar = FromDIP(20);
        placeToolWindow(*this, parent,
                        wxSize(tables.x + scrollBar, tables.y + close->GetBestSize().y + FromDIP(28)));
        scrolled->FitInside();
        closeOnEscape(*this);
        SetEscapeId(wxID_CLOSE);
        Bind(wxEVT_CLOSE_WINDOW, [this](wxCloseEvent&) { Destroy(); });
    }
};

} // namespace

void showShortcutsWindow(wxWindow* parent) {
    wxWindow* open = parent ? wxWindow::FindWindowByName(kWindowName, parent) : nullptr;
    if (!open) {
        open = new ShortcutsWindow(parent);
        open->Show();
    }
    open->Raise();
}

} // namespace pathfinder::app
