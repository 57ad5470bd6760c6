#pragma once

#include <wx/statusbr.h>

#include <vector>

namespace pathfinder::app {

/// A status bar whose fields take the widths their texts need: each field as wide as its text,
/// the first taking what is left over; when the texts do not all fit, the last keeps its own and
/// the others share the rest in proportion to what they need. A short message never leaves a long
/// one cut beside empty space. A new text is drawn with the next paint, never at once (which would
/// paint the other windows waiting for a paint with it).
class FittingStatusBar : public wxStatusBar {
public:
    FittingStatusBar(wxWindow* parent, int fields);

protected:
    void DoUpdateStatusText(int number) override;

private:
    /// Sets the fields' widths for the texts they show now.
    void fitFields();

    std::vector<int> m_widths;
};

} // namespace pathfinder::app
