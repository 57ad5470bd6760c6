#include "frame/shortcuts.h"

#include "frame/main_menu.h"

#include <wx/choice.h>
#include <wx/combobox.h>
#include <wx/listbase.h>
#include <wx/radiobox.h>
#include <wx/radiobut.h>
#include <wx/slider.h>
#include <wx/spinctrl.h>
#include <wx/textentry.h>

namespace pathfinder::app {

const std::vector<Shortcut>& shortcutTable() {
    static const std::vector<Shortcut> table = {
        {WXK_SPACE, wxMOD_NONE, ids::GoPause, L"Space", L"go / pause the search or the walk"},
        {WXK_RIGHT, wxMOD_SHIFT, ids::StepOn100, L"Shift+\u2192", L"a hundred steps on"},
        {WXK_LEFT, wxMOD_SHIFT, ids::StepBack100, L"Shift+\u2190", L"a hundred steps back on the timeline"},
        {WXK_RIGHT, wxMOD_NONE, ids::Step, L"\u2192", L"one step (on the timeline when it shows the past)"},
        {WXK_LEFT, wxMOD_NONE, ids::StepBack, L"\u2190", L"one step back on the timeline"},
        {WXK_HOME, wxMOD_NONE, ids::TimelineStart, L"Home", L"the run's first step"},
        {WXK_END, wxMOD_NONE, ids::TimelineEnd, L"End", L"back to the present"},
        {'R', wxMOD_NONE, ids::Reset, L"R", L"reset the search (or end a walk)"},
        {'W', wxMOD_NONE, ids::Walk, L"W", L"walk an agent along the plan"},
        {'+', wxMOD_NONE, ids::ZoomIn, L"+", L"zoom in"},
        {'-', wxMOD_NONE, ids::ZoomOut, L"\u2212", L"zoom out"},
        {'F', wxMOD_NONE, ids::FitToWindow, L"F", L"fit the maze to the window"},
        {'B', wxMOD_NONE, ids::ShapeFreehand, L"B", L"the tools paint along the drag (freehand)"},
        {'L', wxMOD_NONE, ids::ShapeLine, L"L", L"the tools paint a straight line"},
        {'U', wxMOD_NONE, ids::ShapeRectangle, L"U", L"the tools paint a filled rectangle"},
        {'G', wxMOD_NONE, ids::ShapeFill, L"G", L"a click fills the region of alike cells"},
        {'[', wxMOD_NONE, ids::BrushSmaller, L"[", L"a smaller brush"},
        {']', wxMOD_NONE, ids::BrushLarger, L"]", L"a larger brush"},
        {'N', wxMOD_CONTROL, wxID_NEW, L"Ctrl+N", L"new maze"},
        {'G', wxMOD_CONTROL, ids::GenerateMaze, L"Ctrl+G", L"generate a maze"},
        {'O', wxMOD_CONTROL, wxID_OPEN, L"Ctrl+O", L"open a maze or a Moving AI map"},
        {'S', wxMOD_CONTROL, wxID_SAVE, L"Ctrl+S", L"save"},
        {'S', wxMOD_CONTROL | wxMOD_SHIFT, wxID_SAVEAS, L"Ctrl+Shift+S", L"save as"},
        {'Z', wxMOD_CONTROL, wxID_UNDO, L"Ctrl+Z", L"undo"},
        {'Y', wxMOD_CONTROL, wxID_REDO, L"Ctrl+Y", L"redo"},
        {'X', wxMOD_CONTROL, wxID_CUT, L"Ctrl+X", L"cut the selection"},
        {'C', wxMOD_CONTROL, wxID_COPY, L"Ctrl+C", L"copy the selection (as .maze rows)"},
        {'V', wxMOD_CONTROL, wxID_PASTE, L"Ctrl+V", L"paste at the selection or the pointer"},
        {'A', wxMOD_CONTROL, wxID_SELECTALL, L"Ctrl+A", L"select the whole map"},
        {WXK_DELETE, wxMOD_CONTROL | wxMOD_SHIFT, ids::ClearMap, L"Ctrl+Shift+Del",
         L"clear every wall and cost"},
        {'K', wxMOD_CONTROL, ids::CompareAll, L"Ctrl+K", L"compare walkers on this maze"},
        {'K', wxMOD_CONTROL | wxMOD_SHIFT, ids::RunScenario, L"Ctrl+Shift+K",
         L"run a scenario file's queries on this maze"},
        {'B', wxMOD_CONTROL, ids::Breakpoints, L"Ctrl+B", L"breakpoints"},
        {'L', wxMOD_CONTROL, ids::LiveResolve, L"Ctrl+L", L"live re-solve: the result follows every edit"},
        {'E', wxMOD_CONTROL, ids::ExpansionExercise, L"Ctrl+E", L"exercise: predict the next expansion"},
        {'E', wxMOD_CONTROL | wxMOD_SHIFT, ids::RepairExercise, L"Ctrl+Shift+E",
         L"exercise: predict which signposts a D* repair turns"},
        {'U', wxMOD_CONTROL, ids::UnitTable, L"Ctrl+U", L"the units and their terrain costs"},
        {WXK_F1, wxMOD_NONE, ids::AlgorithmGuide, L"F1", L"the guide page of the chosen walker"},
        {'Q', wxMOD_CONTROL, wxID_EXIT, L"Ctrl+Q", L"quit"},
    };
    return table;
}

const Shortcut* findShortcut(int key, int modifiers) {
    if (key >= 'a' && key <= 'z')
        key -= 'a' - 'A';
    if (key == '=' || key == WXK_NUMPAD_ADD)
        key = '+';
    if (key == '_' || key == WXK_NUMPAD_SUBTRACT)
        key = '-';
    for (const Shortcut& s : shortcutTable()) {
        const bool single = s.modifiers == wxMOD_NONE;
        if (s.key == key && (s.modifiers == modifiers || (single && modifiers == wxMOD_SHIFT)))
            return &s;
    }
    return nullptr;
}

bool isFrameKey(const Shortcut& shortcut) {
    return (shortcut.modifiers & wxMOD_CONTROL) == 0;
}

wxString acceleratorFor(int command) {
    for (const Shortcut& s : shortcutTable())
        if (s.command == command && !isFrameKey(s))
            return s.keys;
    return {};
}

wxString keyHintFor(int command) {
    for (const Shortcut& s : shortcutTable())
        if (s.command == command && isFrameKey(s))
            return wxString("  (") + s.keys + ")";
    return {};
}

const std::vector<MouseAction>& mouseActions() {
    static const std::vector<MouseAction> actions = {
        {L"left click or drag",
         L"use the tool: place the start or goal, paint walls, erase, paint costs, terrain or heights"},
        {L"click or drag with Side", L"a wall on the side nearest the pointer (from a wall: removes)"},
        {L"click with One-way", L"the side nearest the pointer: open, one way out, one way in, open"},
        {L"left click during an exercise", L"a guess (or, predicting a repair, mark a cell)"},
        {L"drag the start or goal", L"move it, whatever the tool"},
        {L"a wall stroke that begins on a wall", L"erases instead"},
        {L"drag with Select", L"select a rectangle for Cut, Copy, Paste, Flip and Rotate"},
        {L"drag with the Line or Rectangle shape",
         L"the line (as wide as the brush) or the filled rectangle from where the drag began"},
        {L"click with the Fill shape",
         L"the region of alike cells under the pointer, bounded by what differs, takes the tool's paint"},
        {L"right or middle drag", L"pan"},
        {L"right click on a cell", L"breakpoints on the cell (opened, expanded, g improves)"},
        {L"drag on the timeline", L"show any step of the run again"},
        {L"wheel", L"zoom about the pointer"},
    };
    return actions;
}

const wchar_t* const kSingleKeysNote =
    L"The single keys act unless a text field has the keyboard (then they "
    L"type); arrow keys also stay with sliders, lists and choices that have it.";

bool keyBelongsTo(const wxWindow* focus, int key) {
    if (!focus)
        return false;
    // wxGTK's spin controls are text fields that are not wxTextEntry.
    if (dynamic_cast<const wxTextEntry*>(focus) || dynamic_cast<const wxSpinCtrl*>(focus) ||
        dynamic_cast<const wxSpinCtrlDouble*>(focus) || dynamic_cast<const wxTextEntry*>(focus->GetParent()))
        return true;
    const bool navigation = key == WXK_LEFT || key == WXK_RIGHT || key == WXK_UP || key == WXK_DOWN ||
                            key == WXK_HOME || key == WXK_END || key == WXK_PAGEUP || key == WXK_PAGEDOWN;
    return navigation &&
           (dynamic_cast<const wxSlider*>(focus) || dynamic_cast<const wxChoice*>(focus) ||
            dynamic_cast<const wxRadioBox*>(focus) || dynamic_cast<const wxRadioButton*>(focus) ||
            dynamic_cast<const wxListCtrlBase*>(focus));
}

} // namespace pathfinder::app
