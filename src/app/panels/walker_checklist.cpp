#include "panels/walker_checklist.h"

#include "pathfinder/registry/walker_registry.h"

#include <wx/checkbox.h>
#include <wx/sizer.h>
#include <wx/statbox.h>
#include <wx/wrapsizer.h>

namespace pathfinder::app {

WalkerChecklist::WalkerChecklist(wxWindow* parent, const std::function<bool(std::string_view)>& ticked,
                                 std::function<void()> changed) {
    auto* walkers = new wxStaticBoxSizer(wxVERTICAL, parent, "Walkers");
    auto* boxes = new wxWrapSizer(wxHORIZONTAL); // as many a row as the window has room for
    for (const WalkerInfo& info : walkerRegistry()) {
        auto* box = new wxCheckBox(walkers->GetStaticBox(), wxID_ANY,
                                   wxString::FromUTF8(info.displayName.data(), info.displayName.size()));
        box->SetValue(ticked(info.name));
        if (changed)
            box->Bind(wxEVT_CHECKBOX, [changed](wxCommandEvent&) { changed(); });
        m_boxes.emplace_back(std::string(info.name), box);
        boxes->Add(box, wxSizerFlags().Border(wxRIGHT | wxBOTTOM, 8));
    }
    walkers->Add(boxes, wxSizerFlags().Border(wxALL, 6));
    m_sizer = walkers;
}

void WalkerChecklist::check(const std::string& name, bool checked) {
    for (auto& [n, box] : m_boxes)
        if (n == name)
            box->SetValue(checked);
}

std::vector<std::string> WalkerChecklist::checked() const {
    std::vector<std::string> names;
    for (const auto& [name, box] : m_boxes)
        if (box->GetValue())
            names.push_back(name);
    return names;
}

void WalkerChecklist::enable(bool enabled) {
    for (auto& [name, box] : m_boxes)
        box->Enable(enabled);
}

void addControlGroup(wxWrapSizer* bar, std::initializer_list<std::pair<wxWindow*, int>> items) {
    auto* row = new wxBoxSizer(wxHORIZONTAL);
    for (const auto& [window, gap] : items)
        row->Add(window, wxSizerFlags().CentreVertical().Border(wxRIGHT, gap));
    bar->Add(row, wxSizerFlags().CentreVertical().Border(wxRIGHT | wxBOTTOM, 12));
}

} // namespace pathfinder::app
