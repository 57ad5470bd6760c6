#include "text_fit_checker.h"
#include "text_fit_measure.h"

#include <wx/button.h>
#include <wx/checkbox.h>
#include <wx/choice.h>
#include <wx/grid.h>
#include <wx/imaglist.h>
#include <wx/listbox.h>
#include <wx/listctrl.h>
#include <wx/radiobox.h>
#include <wx/radiobut.h>
#include <wx/spinctrl.h>
#include <wx/statbox.h>
#include <wx/stattext.h>
#include <wx/statusbr.h>
#include <wx/tglbtn.h>

#include <algorithm>

// The controls that show words of their own, each measured against the room it has: labels,
// buttons, check boxes, radio buttons, static boxes, choices, spin controls, radio boxes, list boxes,
// lists, grids and status bars.

namespace pathfinder::app::testing::fit_detail {

namespace {

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

} // namespace

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

} // namespace pathfinder::app::testing::fit_detail
