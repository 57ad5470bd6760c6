#pragma once

#include <wx/string.h>

#include <functional>
#include <initializer_list>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

class wxCheckBox;
class wxSizer;
class wxWindow;
class wxWrapSizer;

namespace pathfinder::app {

/// Every walker of the registry as a check box, in a "Walkers" box whose rows wrap to the width it
/// has: what the Compare and Scenario windows run. The boxes are named by registry name.
class WalkerChecklist {
public:
    /// Makes the boxes in `parent`, ticked where `ticked(name)` says; `changed` is called when the
    /// user ticks or unticks one.
    WalkerChecklist(wxWindow* parent, const std::function<bool(std::string_view)>& ticked,
                    std::function<void()> changed = {});

    /// The box with the check boxes, for the window's layout.
    wxSizer* sizer() const { return m_sizer; }
    void check(const std::string& name, bool checked);
    /// The registry names of the ticked walkers, in the registry's order.
    std::vector<std::string> checked() const;
    void enable(bool enabled);

private:
    wxSizer* m_sizer = nullptr;
    std::vector<std::pair<std::string, wxCheckBox*>> m_boxes;
};

/// Adds controls side by side to `bar` as one group that wraps as a whole, each followed by its gap
/// in pixels.
void addControlGroup(wxWrapSizer* bar, std::initializer_list<std::pair<wxWindow*, int>> items);

} // namespace pathfinder::app
