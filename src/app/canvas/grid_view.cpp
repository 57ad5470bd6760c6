#include "canvas/grid_view.h"

#include "document/map_grid_document.h"
#include "frame/main_frame.h"

#include <wx/app.h>

namespace pathfinder::app {

wxIMPLEMENT_DYNAMIC_CLASS(GridView, wxView);

MapGridDocument* GridView::document() const {
    return wxStaticCast(GetDocument(), MapGridDocument);
}

bool GridView::OnCreate(wxDocument* doc, long flags) {
    if (!wxView::OnCreate(doc, flags))
        return false;
    m_frame = dynamic_cast<MainFrame*>(wxTheApp->GetTopWindow());
    if (!m_frame)
        return false;
    SetFrame(m_frame);
    m_frame->attachView(*this);
    Activate(true);
    return true;
}

void GridView::OnDraw(wxDC*) {}

void GridView::OnUpdate(wxView* sender, wxObject* hint) {
    wxView::OnUpdate(sender, hint);
    if (!m_frame)
        return;
    const auto* changes = dynamic_cast<const GridChangeHint*>(hint);
    m_frame->documentChanged(changes ? changes->changes : std::vector<GridChange>{});
}

bool GridView::OnClose(bool deleteWindow) {
    if (!wxView::OnClose(deleteWindow))
        return false;
    Activate(false);
    if (m_frame)
        m_frame->detachView(*this);
    m_frame = nullptr;
    SetFrame(nullptr);
    return true;
}

void GridView::OnChangeFilename() {
    if (m_frame)
        m_frame->updateTitle();
}

} // namespace pathfinder::app
