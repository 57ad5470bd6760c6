#include "widgets/status_row.h"

#include "frame/relayout.h"

#include <wx/button.h>
#include <wx/gauge.h>
#include <wx/sizer.h>
#include <wx/stattext.h>

#include <algorithm>
#include <utility>

namespace pathfinder::app {

StatusRow::StatusRow(wxWindow* parent, std::function<void()> close) : wxPanel(parent, wxID_ANY) {
    m_gauge = new wxGauge(this, wxID_ANY, 1, wxDefaultPosition, FromDIP(wxSize(130, 14)));
    m_status = new wxStaticText(this, wxID_ANY, wxString());
    m_close = new wxButton(this, wxID_CLOSE, "Close");
    m_close->SetToolTip("Close the window (Esc, Ctrl+W); work under way is cancelled");
    m_close->Bind(wxEVT_BUTTON, [close = std::move(close)](wxCommandEvent&) { close(); });
    auto* row = new wxBoxSizer(wxHORIZONTAL);
    row->Add(m_gauge, wxSizerFlags().CentreVertical().Border(wxRIGHT, FromDIP(10)));
    row->Add(m_status, wxSizerFlags(1).CentreVertical().Border(wxRIGHT, FromDIP(10)));
    row->Add(m_close, wxSizerFlags().CentreVertical());
    SetSizer(row);
    Bind(wxEVT_SIZE, [this](wxSizeEvent& event) {
        event.Skip();
        CallAfter([this] { wrap(); });
    });
}

void StatusRow::setStatus(const wxString& text) {
    if (text == m_text)
        return;
    m_text = text;
    m_wrapWidth = -1;
    wrap();
}

void StatusRow::wrap() {
    const int width =
        std::max(FromDIP(100), GetClientSize().x - m_gauge->GetSize().x - m_close->GetSize().x - FromDIP(20));
    if (width == m_wrapWidth)
        return;
    m_wrapWidth = width;
    const int lines = static_cast<int>(m_status->GetLabel().Freq('\n'));
    m_status->SetLabel(m_text);
    m_status->Wrap(width);
    if (static_cast<int>(m_status->GetLabel().Freq('\n')) != lines)
        relayOutAround(*this);
    else
        Layout();
}

} // namespace pathfinder::app
