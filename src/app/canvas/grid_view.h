#pragma once

#include <wx/docview.h>

namespace pathfinder::app {

class MainFrame;
class MapGridDocument;

/// The view of a MapGridDocument: it shows the document in the main frame's canvas (wx's
/// single-window document mode), so the frame, panels and canvas outlive each document.
class GridView : public wxView {
public:
    bool OnCreate(wxDocument* doc, long flags) override;
    /// Draws nothing: the canvas draws the document, and Export Picture paints through
    /// GridPainter itself (wx requires the override).
    void OnDraw(wxDC* dc) override;
    /// Passes the document's GridChangeHint to the frame.
    void OnUpdate(wxView* sender, wxObject* hint = nullptr) override;
    bool OnClose(bool deleteWindow) override;
    void OnChangeFilename() override;

    MapGridDocument* document() const;

private:
    MainFrame* m_frame = nullptr;

    wxDECLARE_DYNAMIC_CLASS(GridView);
};

} // namespace pathfinder::app
