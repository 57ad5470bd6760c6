#include "text_fit.h"

#include "canvas/drawn_text.h"
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
#include <wx/imaglist.h>
#include <wx/listbox.h>
#include <wx/listctrl.h>
#include <wx/radiobox.h>
#include <wx/radiobut.h>
#include <wx/scrolwin.h>
#include <wx/spinctrl.h>
#include <wx/statbox.h>
#include <wx/stattext.h>
#include <wx/statusbr.h>
#include <wx/textctrl.h>
#include <wx/tglbtn.h>
#include <wx/toplevel.h>

#include <algorithm>
#include <iterator>
#include <utility>

namespace pathfinder::app::testing {

namespace {

/// Text measured by the toolkit may differ from what it lays out by a rounding.
constexpr int kSlack = 1;
/// What the generic list control keeps free beside a cell's text, and beside a heading's (its
/// header renderer's margin on either side), and what a sort arrow takes (wx 3.2's generic
/// list control and header renderer).
constexpr int kListCellMargin = 8;
constexpr int kListHeadingMargin = 10;
constexpr int kSortArrowWidth = 12;
constexpr int kListImageMargin = 5;
/// What a grid keeps free beside a label's or a cell's text.
constexpr int kGridMargin = 4;
/// What the generic status bar keeps free on either side of a field's text.
constexpr int kStatusMargin = 3;
/// What a list box row keeps free beside its text.
constexpr int kListBoxMargin = 8;

wxFont fontOf(const wxWindow& window) {
    return window.GetFont();
}

class Checker {
public:
    explicit Checker(std::vector<FitProblem>& out) : m_out(out) {}

    void walk(wxWindow& window);

private:
    void report(const wxWindow& control, const wxString& text, const wxString& what, int needed, int given) {
        m_out.push_back({titleOf(control), kindOf(control), text, what, needed, given});
    }
    /// `text` in `font` with `padding` beside it, against the part of `control` its parents show.
    void checkText(wxWindow& control, const wxString& text, const wxFont& font, int padding);
    void checkControl(wxWindow& control);
    void checkChoice(wxChoice& choice);
    void checkRadioBox(wxRadioBox& radios);
    void checkList(wxListCtrl& list);
    void checkGrid(wxGrid& grid);
    void checkStatusBar(wxStatusBar& bar);
    void checkDrawn(wxWindow& window, DrawnTextSource& source);
    void checkOverlaps(wxWindow& parent);
    void checkCaptions(wxWindow& top);

    std::vector<FitProblem>& m_out;
};

void Checker::checkText(wxWindow& control, const wxString& text, const wxFont& font, int padding) {
    if (text.empty())
        return;
    const Extent extent = extentOf(control, text, font);
    const wxRect shown = visibleRect(control);
    if (extent.width + padding > shown.width + kSlack)
        report(control, text, shown.width < control.GetSize().x ? "width (cut by a parent)" : "width",
               extent.width + padding, shown.width);
    if (extent.height > shown.height + kSlack)
        report(control, text, shown.height < control.GetSize().y ? "height (cut by a parent)" : "height",
               extent.height, shown.height);
}

void Checker::checkControl(wxWindow& control) {
    if (auto* label = dynamic_cast<wxStaticText*>(&control)) {
        checkText(control, label->GetLabelText(), fontOf(control), 0);
    } else if (auto* toggle = dynamic_cast<wxToggleButton*>(&control)) {
        checkText(control, toggle->GetLabelText(), fontOf(control), paddingOf<wxToggleButton>());
    } else if (auto* button = dynamic_cast<wxButton*>(&control)) {
        checkText(control, button->GetLabelText(), fontOf(control), paddingOf<wxButton>());
    } else if (auto* check = dynamic_cast<wxCheckBox*>(&control)) {
        checkText(control, check->GetLabelText(), fontOf(control), paddingOf<wxCheckBox>());
    } else if (auto* radio = dynamic_cast<wxRadioButton*>(&control)) {
        checkText(control, radio->GetLabelText(), fontOf(control), paddingOf<wxRadioButton>());
    } else if (auto* box = dynamic_cast<wxStaticBox*>(&control)) {
        checkText(control, box->GetLabelText(), fontOf(control), paddingOf<wxStaticBox>());
    } else if (auto* choice = dynamic_cast<wxChoice*>(&control)) {
        checkChoice(*choice);
    } else if (auto* spin = dynamic_cast<wxSpinCtrlBase*>(&control)) {
        const wxString value = spin->GetTextValue();
        const int width = extentOf(control, value, fontOf(control)).width;
        checkText(control, value, fontOf(control), spin->GetSizeFromTextSize(width).x - width);
    } else if (auto* radios = dynamic_cast<wxRadioBox*>(&control)) {
        checkRadioBox(*radios);
    } else if (auto* listBox = dynamic_cast<wxListBox*>(&control)) {
        const int room = std::min(listBox->GetClientSize().x, visibleRect(control).width);
        for (unsigned i = 0; i < listBox->GetCount(); ++i) {
            const int needed =
                extentOf(control, listBox->GetString(i), fontOf(control)).width + kListBoxMargin;
            if (needed > room + kSlack)
                report(control, listBox->GetString(i), "width", needed, room);
        }
    } else if (auto* list = dynamic_cast<wxListCtrl*>(&control)) {
        checkList(*list);
    } else if (auto* grid = dynamic_cast<wxGrid*>(&control)) {
        checkGrid(*grid);
    } else if (auto* bar = dynamic_cast<wxStatusBar*>(&control)) {
        checkStatusBar(*bar);
    }
}

void Checker::checkChoice(wxChoice& choice) {
    // Any item may be chosen and shown: the widest must fit.
    wxString widest;
    int widestWidth = -1;
    for (unsigned i = 0; i < choice.GetCount(); ++i) {
        const int w = extentOf(choice, choice.GetString(i), fontOf(choice)).width;
        if (w > widestWidth) {
            widestWidth = w;
            widest = choice.GetString(i);
        }
    }
    const int padding = choice.GetSizeFromTextSize(widestWidth).x - widestWidth;
    checkText(choice, widest, fontOf(choice), padding);
}

void Checker::checkRadioBox(wxRadioBox& radios) {
    // The toolkit lays the buttons out inside: the box as a whole must have the room they ask for.
    radios.InvalidateBestSize();
    const wxSize best = radios.GetBestSize();
    const wxRect shown = visibleRect(radios);
    wxString items;
    for (unsigned i = 0; i < radios.GetCount(); ++i)
        items += (i ? ", " : "") + radios.GetString(i);
    if (best.x > shown.width + kSlack)
        report(radios, items, "width", best.x, shown.width);
    if (best.y > shown.height + kSlack)
        report(radios, items, "height", best.y, shown.height);
}

void Checker::checkList(wxListCtrl& list) {
    if (!list.InReportView())
        return;
    // The table as a whole may not be cut by its parents: its own scroll bars would be cut with it.
    const wxRect shown = visibleRect(list);
    if (shown.width + kSlack < list.GetSize().x)
        report(list, "(the table)", "width (cut by a parent)", list.GetSize().x, shown.width);
    wxFont headingFont = list.GetFont();
    for (wxWindow* child : list.GetChildren())
        if (child->GetClassInfo() && wxString(child->GetClassInfo()->GetClassName()) == "wxListHeaderWindow")
            headingFont = child->GetFont();
    wxImageList* images = list.GetImageList(wxIMAGE_LIST_SMALL);
    const long rows = std::min<long>(list.GetItemCount(), 500);
    for (int column = 0; column < list.GetColumnCount(); ++column) {
        // One problem a column: its widest cell that does not fit.
        wxString widest;
        long widestRow = -1;
        int widestNeeded = 0;
        const int width = list.GetColumnWidth(column);
        wxListItem heading;
        heading.SetMask(wxLIST_MASK_TEXT);
        list.GetColumn(column, heading);
        const int arrow = list.GetSortIndicator() == column ? kSortArrowWidth : 0;
        const int needed = extentOf(list, heading.GetText(), headingFont).width + kListHeadingMargin + arrow;
        if (!heading.GetText().empty() && needed > width + kSlack)
            report(list, heading.GetText(), wxString::Format("width of column %d's heading", column + 1),
                   needed, width);
        for (long row = 0; row < rows; ++row) {
            wxListItem item;
            item.SetId(row);
            item.SetColumn(column);
            item.SetMask(wxLIST_MASK_TEXT | wxLIST_MASK_IMAGE);
            list.GetItem(item);
            int room = width - kListCellMargin;
            if (column == 0 && images && item.GetImage() >= 0) {
                int w = 0;
                int h = 0;
                images->GetSize(item.GetImage(), w, h);
                room -= w + kListImageMargin;
            }
            wxFont font = list.IsVirtual() ? wxFont() : list.GetItemFont(row);
            if (!font.IsOk())
                font = list.GetFont();
            const int cell = extentOf(list, item.GetText(), font).width + (width - room);
            if (!item.GetText().empty() && cell > width + kSlack && cell > widestNeeded) {
                widest = item.GetText();
                widestRow = row;
                widestNeeded = cell;
            }
        }
        if (widestRow >= 0)
            report(list, widest, wxString::Format("width of column %d (row %ld)", column + 1, widestRow + 1),
                   widestNeeded, width);
    }
}

void Checker::checkGrid(wxGrid& grid) {
    for (int column = 0; column < grid.GetNumberCols(); ++column) {
        const int width = grid.GetColSize(column);
        if (width <= 0)
            continue;
        const wxString heading = grid.GetColLabelValue(column);
        const int needed = extentOf(grid, heading, grid.GetLabelFont()).width + kGridMargin;
        if (grid.GetColLabelSize() > 0 && needed > width + kSlack)
            report(grid, heading, wxString::Format("width of column %d's heading", column + 1), needed,
                   width);
        for (int row = 0; row < grid.GetNumberRows(); ++row) {
            const wxString value = grid.GetCellValue(row, column);
            const int cell = extentOf(grid, value, grid.GetCellFont(row, column)).width + kGridMargin;
            if (!value.empty() && cell > width + kSlack)
                report(grid, value, wxString::Format("width of row %d, column %d", row + 1, column + 1), cell,
                       width);
        }
    }
}

void Checker::checkStatusBar(wxStatusBar& bar) {
    for (int field = 0; field < bar.GetFieldsCount(); ++field) {
        const wxString text = bar.GetStatusText(field);
        wxRect rect;
        if (text.empty() || !bar.GetFieldRect(field, rect))
            continue;
        int room = rect.width - 2 * kStatusMargin;
        // The size grip takes the end of the last field.
        if (field + 1 == bar.GetFieldsCount() && bar.HasFlag(wxSTB_SIZEGRIP))
            room -= rect.height;
        const int needed = extentOf(bar, text, bar.GetFont()).width;
        if (needed > room + kSlack)
            report(bar, text, wxString::Format("width of field %d", field + 1), needed, room);
    }
}

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

/// Whether `window` shows words of its own that another window lying over it would hide.
bool holdsText(const wxWindow& window) {
    return dynamic_cast<const wxStaticText*>(&window) || dynamic_cast<const wxAnyButton*>(&window) ||
           dynamic_cast<const wxCheckBox*>(&window) || dynamic_cast<const wxRadioButton*>(&window) ||
           dynamic_cast<const wxChoice*>(&window) || dynamic_cast<const wxSpinCtrlBase*>(&window) ||
           dynamic_cast<const wxTextCtrl*>(&window) || dynamic_cast<const wxListCtrl*>(&window) ||
           dynamic_cast<const wxRadioBox*>(&window) || dynamic_cast<const wxListBox*>(&window);
}

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

} // namespace

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
    Checker checker(problems);
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
