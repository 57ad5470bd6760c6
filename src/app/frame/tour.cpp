#include "frame/tour.h"

#include <wx/button.h>
#include <wx/dcbuffer.h>
#include <wx/menu.h>
#include <wx/sizer.h>
#include <wx/stattext.h>

#include <algorithm>
#include <iterator>
#include <optional>
#include <utility>
#include <vector>

namespace pathfinder::app {

namespace {

const wxColour kCard(255, 248, 214);
const wxColour kEdge(196, 140, 20);
const wxColour kInk(40, 36, 28);

/// The pointer's depth: the card keeps this margin on its pointing side and draws the pointer there.
int pointerDepth(const wxWindow& w) {
    return w.FromDIP(12);
}

} // namespace

wxRect clientRectIn(const wxWindow& frame, const wxWindow& window) {
    if (!window.IsShownOnScreen())
        return {};
    const wxRect screen = window.GetScreenRect();
    return {frame.ScreenToClient(screen.GetTopLeft()), screen.GetSize()};
}

wxRect menuTitleRect(const wxMenuBar* bar, const wxString& title) {
    if (!bar)
        return {};
    // GTK's menu bar: titles from 8 px on, each with about 8 px of padding on either side.
    int x = bar->FromDIP(8);
    for (std::size_t i = 0; i < bar->GetMenuCount(); ++i) {
        const wxString label = bar->GetMenuLabelText(i);
        const int width = bar->GetTextExtent(label).x;
        if (label == title)
            return {x, 0, width, 0};
        x += width + bar->FromDIP(17);
    }
    return {};
}

TourCard::TourCard(wxWindow* frame, std::vector<TourStep> steps, std::function<void()> dismissed)
    : wxPanel(frame, wxID_ANY, wxDefaultPosition, wxDefaultSize, wxBORDER_NONE | wxTAB_TRAVERSAL),
      m_frame(frame), m_steps(std::move(steps)), m_dismissed(std::move(dismissed)) {
    SetName("tour");
    SetBackgroundStyle(wxBG_STYLE_PAINT);
    SetForegroundColour(kInk);
    m_counter = new wxStaticText(this, wxID_ANY, "");
    m_title = new wxStaticText(this, wxID_ANY, "");
    m_title->SetFont(m_title->GetFont().Bold().Larger());
    m_text = new wxStaticText(this, wxID_ANY, "");
    for (wxStaticText* t : {m_counter, m_title, m_text}) {
        t->SetBackgroundColour(kCard);
        t->SetForegroundColour(kInk);
    }
    m_back = new wxButton(this, wxID_ANY, "Back");
    m_next = new wxButton(this, wxID_ANY, "Next");
    auto* close = new wxButton(this, wxID_ANY, "Close the Tour");
    close->SetToolTip(L"Close the tour for good; Help \u203a Show the Tour brings it back");
    m_back->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { back(); });
    m_next->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { next(); });
    close->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { dismiss(); });

    auto* buttons = new wxBoxSizer(wxHORIZONTAL);
    buttons->Add(close);
    buttons->AddStretchSpacer();
    buttons->Add(m_back, wxSizerFlags().Border(wxRIGHT, FromDIP(6)));
    buttons->Add(m_next);
    auto* column = new wxBoxSizer(wxVERTICAL);
    column->Add(m_counter);
    column->Add(m_title, wxSizerFlags().Border(wxTOP | wxBOTTOM, FromDIP(4)));
    column->Add(m_text, wxSizerFlags().Border(wxBOTTOM, FromDIP(10)));
    column->Add(buttons, wxSizerFlags().Expand());
    auto* outer = new wxBoxSizer(wxVERTICAL);
    outer->Add(column, wxSizerFlags(1).Expand().Border(wxALL, FromDIP(12) + pointerDepth(*this)));
    SetSizer(outer);

    Bind(wxEVT_PAINT, &TourCard::onPaint, this);
    // A member function bound to the frame is unbound when the card goes (wx tracks its handler).
    m_frame->Bind(wxEVT_SIZE, &TourCard::onFrameSize, this);
    m_frame->Bind(wxEVT_CHAR_HOOK, &TourCard::onFrameKey, this);
    showStep(0);
}

void TourCard::showStep(std::size_t index) {
    if (m_steps.empty())
        return;
    m_step = std::min(index, m_steps.size() - 1);
    const TourStep& s = m_steps[m_step];
    m_counter->SetLabel(wxString::Format("Tour: %zu of %zu", m_step + 1, m_steps.size()));
    m_title->SetLabel(s.title);
    m_text->SetLabel(s.text);
    m_text->Wrap(FromDIP(300));
    m_back->Enable(m_step > 0);
    m_next->SetLabel(m_step + 1 == m_steps.size() ? "Done" : "Next");
    place();
}

void TourCard::next() {
    if (m_step + 1 >= m_steps.size())
        dismiss();
    else
        showStep(m_step + 1);
}

void TourCard::back() {
    if (m_step > 0)
        showStep(m_step - 1);
}

void TourCard::dismiss() {
    Hide();
    if (m_dismissed)
        m_dismissed();
    // Not at once: this may run inside the handler of one of the card's own buttons.
    CallAfter([this] { Destroy(); });
}

std::pair<TourCard::Pointer, wxRect> TourCard::chooseSpot(wxSize card, wxSize client) const {
    const int gap = FromDIP(2);
    const int inset = FromDIP(24);
    const wxPoint middle(m_target.x + m_target.width / 2, m_target.y + m_target.height / 2);
    // Below the target, else above, else beside it on the left or the right; else inside it, at the
    // first corner that leaves what the step keeps clear in view. The pointer faces the target.
    const std::pair<Pointer, wxPoint> beside[] = {
        {Pointer::Up, {middle.x - card.x / 2, m_target.GetBottom() + gap}},
        {Pointer::Down, {middle.x - card.x / 2, m_target.y - gap - card.y}},
        {Pointer::Right, {m_target.x - gap - card.x, middle.y - card.y / 2}},
        {Pointer::Left, {m_target.GetRight() + gap, middle.y - card.y / 2}},
    };
    const wxPoint inside[] = {
        {m_target.x + inset, m_target.y + inset},
        {m_target.GetRight() - inset - card.x, m_target.y + inset},
        {m_target.x + inset, m_target.GetBottom() - inset - card.y},
        {m_target.GetRight() - inset - card.x, m_target.GetBottom() - inset - card.y},
    };
    const std::vector<wxRect> clear =
        m_steps[m_step].keepClear ? m_steps[m_step].keepClear() : std::vector<wxRect>();
    const auto within = [&](wxPoint at) {
        at.x = std::clamp(at.x, 0, std::max(0, client.x - card.x));
        at.y = std::clamp(at.y, 0, std::max(0, client.y - card.y));
        return wxRect(at, card);
    };
    const auto leavesClear = [&](const wxRect& rect) {
        return std::none_of(clear.begin(), clear.end(), [&](const wxRect& c) { return rect.Intersects(c); });
    };
    std::optional<std::pair<Pointer, wxRect>> chosen;
    for (const auto& [pointer, at] : beside) {
        const wxRect rect = within(at);
        if (!rect.Intersects(m_target) && leavesClear(rect)) {
            chosen = {pointer, rect};
            break;
        }
    }
    for (std::size_t i = 0; !chosen && i < std::size(inside); ++i)
        if (const wxRect rect = within(inside[i]); leavesClear(rect))
            chosen = {Pointer::None, rect};
    if (!chosen)
        chosen = {Pointer::None, within(inside[0])};
    return *chosen;
}

void TourCard::place() {
    if (m_steps.empty() || IsBeingDeleted())
        return;
    const wxSize client = m_frame->GetClientSize();
    m_target = m_steps[m_step].target ? m_steps[m_step].target() : wxRect(client.x / 2, 0, 0, 0);
    // Kept inside the client area; a rectangle of no height (the menu title's) keeps its width.
    const int left = std::clamp(m_target.x, 0, client.x);
    const int top = std::clamp(m_target.y, 0, client.y);
    const int right = std::clamp(m_target.x + m_target.width, 0, client.x);
    const int bottom = std::clamp(m_target.y + m_target.height, 0, client.y);
    m_target = wxRect(left, top, right - left, bottom - top);

    GetSizer()->Layout();
    const wxSize card = GetBestSize();
    const auto [pointer, rect] = chooseSpot(card, client);
    m_pointer = pointer;
    const wxPoint at = rect.GetPosition();
    SetSize(wxRect(at, card));
    Raise();
    Show();
    Refresh();
}

void TourCard::onFrameKey(wxKeyEvent& event) {
    if (IsShown() && event.GetKeyCode() == WXK_ESCAPE && event.GetModifiers() == wxMOD_NONE)
        dismiss();
    else
        event.Skip();
}

void TourCard::onFrameSize(wxSizeEvent& event) {
    event.Skip();
    // After the frame's own handlers have laid its panes out.
    CallAfter(&TourCard::place);
}

void TourCard::onPaint(wxPaintEvent&) {
    wxAutoBufferedPaintDC dc(this);
    const wxSize size = GetClientSize();
    const int depth = pointerDepth(*this);
    // The margin on the pointing side, around the pointer, takes the window's own colour.
    dc.SetBackground(wxBrush(m_frame->GetBackgroundColour()));
    dc.Clear();
    wxRect card(wxPoint(0, 0), size);
    switch (m_pointer) {
    case Pointer::Up:
        card.y += depth;
        card.height -= depth;
        break;
    case Pointer::Down:
        card.height -= depth;
        break;
    case Pointer::Left:
        card.x += depth;
        card.width -= depth;
        break;
    case Pointer::Right:
        card.width -= depth;
        break;
    case Pointer::None:
        break;
    }
    dc.SetPen(wxPen(kEdge, FromDIP(2)));
    dc.SetBrush(wxBrush(kCard));
    dc.DrawRoundedRectangle(card, FromDIP(6));

    // The pointer: a triangle from the card's edge towards the target's middle.
    const wxPoint mid = ScreenToClient(
        m_frame->ClientToScreen(wxPoint(m_target.x + m_target.width / 2, m_target.y + m_target.height / 2)));
    const int half = FromDIP(9);
    wxPoint tri[3];
    switch (m_pointer) {
    case Pointer::Up: {
        const int x = std::clamp(mid.x, card.x + half * 2, card.GetRight() - half * 2);
        tri[0] = {x - half, card.y + 1};
        tri[1] = {x + half, card.y + 1};
        tri[2] = {x, 0};
        break;
    }
    case Pointer::Down: {
        const int x = std::clamp(mid.x, card.x + half * 2, card.GetRight() - half * 2);
        tri[0] = {x - half, card.GetBottom() - 1};
        tri[1] = {x + half, card.GetBottom() - 1};
        tri[2] = {x, size.y - 1};
        break;
    }
    case Pointer::Left: {
        const int y = std::clamp(mid.y, card.y + half * 2, card.GetBottom() - half * 2);
        tri[0] = {card.x + 1, y - half};
        tri[1] = {card.x + 1, y + half};
        tri[2] = {0, y};
        break;
    }
    case Pointer::Right: {
        const int y = std::clamp(mid.y, card.y + half * 2, card.GetBottom() - half * 2);
        tri[0] = {card.GetRight() - 1, y - half};
        tri[1] = {card.GetRight() - 1, y + half};
        tri[2] = {size.x - 1, y};
        break;
    }
    case Pointer::None:
        return;
    }
    dc.SetPen(wxPen(kEdge, 1));
    dc.SetBrush(wxBrush(kEdge));
    dc.DrawPolygon(3, tri);
}

} // namespace pathfinder::app
