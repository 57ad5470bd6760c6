#include "run/animation_dialog.h"

#include "pathfinder/grid/topology.h"
#include "pathfinder/registry/walker_registry.h"

#include <wx/checkbox.h>
#include <wx/choice.h>
#include <wx/sizer.h>
#include <wx/spinctrl.h>
#include <wx/stattext.h>

#include <algorithm>
#include <climits>

namespace pathfinder::app {

namespace {

int clampToInt(std::uint64_t value) {
    return static_cast<int>(std::min<std::uint64_t>(value, INT_MAX));
}

} // namespace

AnimationDialog::AnimationDialog(wxWindow* parent, const SearchTimeline& timeline,
                                 const AnimationOptions& initial)
    : wxDialog(parent, wxID_ANY, "Export Animation"), m_timeline(timeline) {
    TimelineFrame firstFrame;
    timeline.seek(timeline.firstStep(), firstFrame);
    m_hex = firstFrame.map().topology() == Topology::Hex;
    m_connectivity = initial.picture.regions.value_or(connectivityOf(timeline.settings().movement));
    const int first = clampToInt(timeline.firstStep());
    const int last = clampToInt(timeline.lastStep());
    auto* grid = new wxFlexGridSizer(2, wxSize(8, 6));
    auto addRow = [&](const wxString& label, const wxString& name, int min, int max, int value,
                      const wxString& tip) {
        grid->Add(new wxStaticText(this, wxID_ANY, label), wxSizerFlags().CenterVertical());
        auto* spin = new wxSpinCtrl(this, wxID_ANY, wxEmptyString, wxDefaultPosition, wxDefaultSize,
                                    wxSP_ARROW_KEYS, min, max, std::clamp(value, min, max));
        spin->SetName(name);
        spin->SetToolTip(tip);
        spin->Bind(wxEVT_SPINCTRL, [this](wxSpinEvent&) { describe(); });
        spin->Bind(wxEVT_TEXT, [this](wxCommandEvent&) { describe(); });
        grid->Add(spin, wxSizerFlags().Expand());
        return spin;
    };
    m_from = addRow("From step:", "from", first, last, clampToInt(initial.fromStep), "The first step shown");
    m_to = addRow("To step:", "to", first, last, clampToInt(initial.toStep.value_or(timeline.lastStep())),
                  "The last step shown; it always gets a frame");
    m_stepsPerFrame = addRow("Steps a frame:", "steps", 1, std::max(1, last - first),
                             clampToInt(initial.stepsPerFrame), "How many steps each frame moves on");
    m_framesPerSecond =
        addRow("Frames a second:", "fps", static_cast<int>(AnimationOptions::kMinFramesPerSecond),
               static_cast<int>(AnimationOptions::kMaxFramesPerSecond),
               static_cast<int>(initial.framesPerSecond), "How fast the animation plays");
    m_cellPixels = addRow("Pixels a cell:", "cell", SearchPictureOptions::kMinCellPixels,
                          SearchPictureOptions::kMaxCellPixels, initial.picture.cellPixels,
                          "The side of a cell in the picture");
    grid->Add(new wxStaticText(this, wxID_ANY, "Beside it:"), wxSizerFlags().CenterVertical());
    m_beside = new wxChoice(this, wxID_ANY);
    m_beside->SetName("beside");
    m_beside->Append("nothing");
    for (const WalkerInfo& walker : walkerRegistry()) {
        if (walker.name == timeline.description().name)
            continue;
        m_beside->Append(wxString::FromUTF8(std::string(walker.displayName)));
        m_besideNames.emplace_back(walker.name);
    }
    m_beside->SetSelection(0);
    if (timeline.editedAfter(timeline.firstStep())) {
        m_beside->Disable();
        m_beside->SetToolTip("The map was edited during the run: another walker run beside it would not "
                             "see the edits");
    } else {
        m_beside->SetToolTip("Another walker, run on the map as it was at the first step with the same "
                             "settings, shown side by side step for step");
    }
    m_beside->Bind(wxEVT_CHOICE, [this](wxCommandEvent&) { describe(); });
    grid->Add(m_beside, wxSizerFlags().Expand());
    m_legend = new wxCheckBox(this, wxID_ANY, "Caption and legend below the map");
    m_legend->SetName("legend");
    m_legend->SetValue(initial.picture.legend);
    m_legend->Bind(wxEVT_CHECKBOX, [this](wxCommandEvent&) { describe(); });
    m_arrows = new wxCheckBox(this, wxID_ANY,
                              wxString::Format("Parent arrows (at %d pixels a cell or more)",
                                               SearchPictureOptions::kArrowCellPixels));
    m_arrows->SetName("arrows");
    m_arrows->SetValue(initial.picture.arrows);
    m_regions = new wxCheckBox(this, wxID_ANY, "Connected regions, each in a colour of its own");
    m_regions->SetName("regions");
    m_regions->SetValue(initial.picture.regions.has_value());
    m_regions->SetToolTip("As View \u203a Connected Regions shows them: the cells a walk joins, under the "
                          "run's movement, tinted alike");
    m_summary = new wxStaticText(this, wxID_ANY, wxEmptyString);
    m_summary->SetName("summary");

    auto* top = new wxBoxSizer(wxVERTICAL);
    top->Add(grid, wxSizerFlags().Border(wxALL, 12));
    top->Add(m_legend, wxSizerFlags().Border(wxLEFT | wxRIGHT, 12));
    top->AddSpacer(6);
    top->Add(m_arrows, wxSizerFlags().Border(wxLEFT | wxRIGHT, 12));
    top->AddSpacer(6);
    top->Add(m_regions, wxSizerFlags().Border(wxLEFT | wxRIGHT, 12));
    top->Add(m_summary, wxSizerFlags().Expand().Border(wxALL, 12));
    top->Add(CreateStdDialogButtonSizer(wxOK | wxCANCEL), wxSizerFlags().Expand().Border(wxALL, 8));
    describe();
    SetSizerAndFit(top);
    // Room for the longest summary the choices can make.
    SetMinSize(GetSize());
    m_from->SetFocus();
}

AnimationOptions AnimationDialog::options() const {
    AnimationOptions options;
    options.fromStep = static_cast<std::uint64_t>(std::min(m_from->GetValue(), m_to->GetValue()));
    options.toStep = static_cast<std::uint64_t>(std::max(m_from->GetValue(), m_to->GetValue()));
    options.stepsPerFrame = static_cast<std::uint64_t>(m_stepsPerFrame->GetValue());
    options.framesPerSecond = m_framesPerSecond->GetValue();
    options.picture.cellPixels = m_cellPixels->GetValue();
    options.picture.legend = m_legend->GetValue();
    options.picture.arrows = m_arrows->GetValue();
    if (m_regions->GetValue())
        options.picture.regions = m_connectivity;
    return options;
}

std::string AnimationDialog::besideWalker() const {
    const int chosen = m_beside ? m_beside->GetSelection() : 0;
    return chosen >= 1 ? m_besideNames[static_cast<std::size_t>(chosen - 1)] : std::string();
}

void AnimationDialog::describe() {
    const AnimationOptions chosen = options();
    const std::size_t frames = animationSteps(m_timeline, chosen).size();
    SearchPictureOptions picture = chosen.picture;
    picture.caption = picture.legend ? "caption" : "";
    const PictureSize size = searchPictureSize(m_timeline.width(), m_timeline.height(), m_hex, picture);
    const double seconds = static_cast<double>(frames) / chosen.framesPerSecond + chosen.holdLastSeconds;
    if (size.width == 0) {
        m_summary->SetLabel(wxString::Format("%zu frames; at %d pixels a cell the picture is too large",
                                             frames, picture.cellPixels));
    } else {
        wxString summary = wxString::Format(L"%zu frame%s of %d \u00d7 %d pixels, playing %.1f s", frames,
                                            frames == 1 ? "" : "s", size.width, size.height, seconds);
        if (!besideWalker().empty())
            summary +=
                wxString::Format(L",\nbeside it %s: twice as wide, with more frames if it takes more steps",
                                 m_beside->GetStringSelection());
        m_summary->SetLabel(summary);
    }
    if (wxWindow* ok = FindWindow(wxID_OK))
        ok->Enable(size.width != 0);
    // The summary may take another line.
    if (GetSizer())
        Fit();
}

} // namespace pathfinder::app
