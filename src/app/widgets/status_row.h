#pragma once

#include <wx/panel.h>
#include <wx/string.h>

#include <functional>

class wxButton;
class wxGauge;
class wxStaticText;

namespace pathfinder::app {

/// The row at the foot of a tool window (Compare All, Run a Scenario): a gauge of the work under
/// way, what is happening in words — on as many lines as the row's width needs, never cut — and
/// Close.
class StatusRow : public wxPanel {
public:
    /// `close` is what Close does.
    StatusRow(wxWindow* parent, std::function<void()> close);

    wxGauge& gauge() { return *m_gauge; }
    wxButton& closeButton() { return *m_close; }
    void setStatus(const wxString& text);
    const wxString& status() const { return m_text; }

private:
    /// Breaks the status into lines that fit beside the gauge and Close.
    void wrap();

    wxGauge* m_gauge = nullptr;
    wxStaticText* m_status = nullptr;
    wxButton* m_close = nullptr;
    wxString m_text;
    int m_wrapWidth = -1;
};

} // namespace pathfinder::app
