#include "text_fit.h"

#include "canvas/drawn_text.h"
#include "text_fit_checker.h"
#include "text_fit_measure.h"

#include <wx/anybutton.h>
// The dock art's header needs the frame manager's declared first.
// clang-format off
#include <wx/aui/framemanager.h>
#include <wx/aui/dockart.h>
// clang-format on
#include <wx/checkbox.h>
#include <wx/choice.h>
#include <wx/display.h>
#include <wx/frame.h>
#include <wx/grid.h>
#include <wx/listbox.h>
#include <wx/listctrl.h>
#include <wx/radiobox.h>
#include <wx/radiobut.h>
#include <wx/scrolwin.h>
#include <wx/spinctrl.h>
#include <wx/stattext.h>
#include <wx/textctrl.h>
#include <wx/toplevel.h>

#include <algorithm>
#include <iterator>
#include <utility>

namespace pathfinder::app::testing {

namespace fit_detail {

void Checker::checkDrawn(wxWindow& window, DrawnTextSource& source) {
    const std::vector<DrawnText> texts = source.drawnTexts();
    wxRect shown = visibleRect(window);
    shown.SetPosition(window.ScreenToClient(shown.GetPosition()));
    for (std::size_t i = 0; i < texts.size(); ++i) {
        const DrawnText& t = texts[i];
        if (t.text.empty())
            continue;
        for (const auto& [room, where] : {std::pair{t.room, wxString("its room")},
                                          std::pair{shown, wxString("the part of the window shown")}}) {
            if (room.Contains(t.rect))
                continue;
            const bool wide = t.rect.x < room.x || t.rect.GetRight() > room.GetRight();
            report(window, t.text, (wide ? "width, outside " : "height, outside ") + where,
                   wide ? t.rect.width : t.rect.height,
                   wide ? std::max(0, std::min(t.rect.GetRight(), room.GetRight()) -
                                          std::max(t.rect.x, room.x) + 1)
                        : std::max(0, std::min(t.rect.GetBottom(), room.GetBottom()) -
                                          std::max(t.rect.y, room.y) + 1));
            break;
        }
        for (std::size_t j = i + 1; j < texts.size(); ++j) {
            const wxRect both = t.rect.Intersect(texts[j].rect);
            if (!texts[j].text.empty() && !both.IsEmpty())
                report(window, t.text, "overlaps the painted text \"" + texts[j].text + "\"", both.height, 0);
        }
    }
}

namespace {

/// Whether `window` shows words of its own that another window lying over it would hide.
bool holdsText(const wxWindow& window) {
    return dynamic_cast<const wxStaticText*>(&window) || dynamic_cast<const wxAnyButton*>(&window) ||
           dynamic_cast<const wxCheckBox*>(&window) || dynamic_cast<const wxRadioButton*>(&window) ||
           dynamic_cast<const wxChoice*>(&window) || dynamic_cast<const wxSpinCtrlBase*>(&window) ||
           dynamic_cast<const wxTextCtrl*>(&window) || dynamic_cast<const wxListCtrl*>(&window) ||
           dynamic_cast<const wxRadioBox*>(&window) || dynamic_cast<const wxListBox*>(&window);
}

} // namespace

void Checker::checkOverlaps(wxWindow& parent) {
    std::vector<wxWindow*> shown;
    for (wxWindow* child : parent.GetChildren())
        if (!child->IsTopLevel() && child->IsShown() && holdsText(*child))
            shown.push_back(child);
    for (std::size_t i = 0; i < shown.size(); ++i)
        for (std::size_t j = i + 1; j < shown.size(); ++j) {
            const wxRect both = shown[i]->GetRect().Intersect(shown[j]->GetRect());
            if (!both.IsEmpty())
                report(*shown[i], shown[i]->GetLabel(),
                       "overlaps " + kindOf(*shown[j]) + " \"" + shown[j]->GetLabel() + "\"", both.width, 0);
        }
}

void Checker::checkCaptions(wxWindow& top) {
    wxAuiManager* panes = wxAuiManager::GetManager(&top);
    if (!panes || panes->GetManagedWindow() != &top)
        return;
    wxAuiDockArt* art = panes->GetArtProvider();
    const wxFont font = art->GetFont(wxAUI_DOCKART_CAPTION_FONT);
    const int button = art->GetMetric(wxAUI_DOCKART_PANE_BUTTON_SIZE);
    wxAuiPaneInfoArray& all = panes->GetAllPanes();
    for (std::size_t i = 0; i < all.GetCount(); ++i) {
        const wxAuiPaneInfo& pane = all.Item(i);
        if (!pane.IsShown() || !pane.HasCaption() || pane.caption.empty())
            continue;
        const int buttons = (pane.HasCloseButton() ? 1 : 0) + (pane.HasMaximizeButton() ? 1 : 0) +
                            (pane.HasMinimizeButton() ? 1 : 0) + (pane.HasPinButton() ? 1 : 0);
        // The caption's text starts 3 px in, and 2 px separate it from its buttons.
        const int needed = extentOf(top, pane.caption, font).width + 5 + buttons * button;
        if (needed > pane.rect.width + kSlack)
            m_out.push_back({titleOf(top), "pane caption", pane.caption, "width", needed, pane.rect.width});
    }
}

void Checker::walk(wxWindow& window) {
    if (auto* source = dynamic_cast<DrawnTextSource*>(&window))
        checkDrawn(window, *source);
    checkControl(window);
    if (window.IsTopLevel())
        checkCaptions(window);
    checkOverlaps(window);
    // A list's or a grid's own windows are checked through the list and the grid.
    if (dynamic_cast<wxListCtrl*>(&window) || dynamic_cast<wxGrid*>(&window))
        return;
    for (wxWindow* child : window.GetChildren())
        if (!child->IsTopLevel() && child->IsShownOnScreen())
            walk(*child);
}

} // namespace fit_detail

std::string FitProblem::key() const {
    return (control + " \"" + text + "\": " + what).utf8_string();
}

std::string FitProblem::describe() const {
    wxString line = window + ": " + control + " \"" + text + "\": " + what;
    if (needed > 0 || given > 0)
        line += wxString::Format(" needs %d px, has %d px", needed, given);
    return line.utf8_string();
}

std::vector<FitProblem> findUnfitTexts(wxWindow& top) {
    std::vector<FitProblem> problems;
    fit_detail::Checker checker(problems);
    if (top.IsShownOnScreen())
        checker.walk(top);
    return problems;
}

std::vector<FitProblem> findOversizedWindows() {
    std::vector<FitProblem> problems;
    for (wxWindow* window : wxTopLevelWindows) {
        if (!window->IsShown())
            continue;
        const int index = wxDisplay::GetFromWindow(window);
        const wxRect screen =
            wxDisplay(index == wxNOT_FOUND ? 0u : static_cast<unsigned>(index)).GetGeometry();
        const wxRect rect = window->GetScreenRect();
        const wxString title = titleOf(*window);
        if (rect.width > screen.width)
            problems.push_back(
                {title, kindOf(*window), title, "wider than the screen", rect.width, screen.width});
        if (rect.height > screen.height)
            problems.push_back(
                {title, kindOf(*window), title, "taller than the screen", rect.height, screen.height});
        if (!screen.Contains(rect) && rect.width <= screen.width && rect.height <= screen.height)
            problems.push_back({title, kindOf(*window), title,
                                wxString::Format("past the screen's edge at (%d, %d)", rect.x, rect.y), 0,
                                0});
    }
    return problems;
}

std::vector<FitProblem> findUnfitTextsEverywhere() {
    std::vector<FitProblem> problems = findOversizedWindows();
    for (wxWindow* window : wxTopLevelWindows) {
        if (!window->IsShown())
            continue;
        const std::vector<FitProblem> found = findUnfitTexts(*window);
        problems.insert(problems.end(), found.begin(), found.end());
    }
    return problems;
}

std::string describeAll(const std::vector<FitProblem>& problems) {
    std::string all;
    for (const FitProblem& p : problems)
        all += p.describe() + "\n";
    return all;
}

} // namespace pathfinder::app::testing
