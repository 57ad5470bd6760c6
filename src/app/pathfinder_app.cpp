#include "pathfinder_app.h"

#include "grid_view.h"
#include "main_frame.h"
#include "map_grid_doc_manager.h"
#include "map_grid_document.h"
#include "preset_mazes.h"

#include <wx/cmdline.h>
#include <wx/config.h>
#include <wx/filename.h>
#include <wx/image.h>

namespace pathfinder::app {

void PathfinderApp::OnInitCmdLine(wxCmdLineParser& parser) {
    wxApp::OnInitCmdLine(parser);
    parser.AddParam("maze file to open", wxCMD_LINE_VAL_STRING, wxCMD_LINE_PARAM_OPTIONAL);
}

bool PathfinderApp::OnCmdLineParsed(wxCmdLineParser& parser) {
    if (parser.GetParamCount() > 0)
        m_fileToOpen = wxFileName(parser.GetParam(0)).GetAbsolutePath();
    return wxApp::OnCmdLineParsed(parser);
}

bool PathfinderApp::OnInit() {
    if (!wxApp::OnInit())
        return false;
    SetAppName("pathfinder");
    SetAppDisplayName("Pathfinder Testbed");
    if (!wxImage::FindHandler(wxBITMAP_TYPE_PNG))
        wxImage::AddHandler(new wxPNGHandler);

    m_manager = new MapGridDocManager;
    new wxDocTemplate(m_manager, "Maze", "*.maze", wxEmptyString, "maze", "Maze", "Grid",
                      wxCLASSINFO(MapGridDocument), wxCLASSINFO(GridView));
    if (m_options.useConfig)
        m_manager->FileHistoryLoad(*wxConfig::Get());

    m_frame = new MainFrame(m_manager, listPresets(findPresetDirectory()));
    SetTopWindow(m_frame);
    m_frame->Show();
    if (m_options.openStartupMaze)
        openStartupMaze();
    return true;
}

void PathfinderApp::openStartupMaze() {
    if (!m_fileToOpen.empty() && m_manager->CreateDocument(m_fileToOpen, wxDOC_SILENT))
        return;
    if (m_frame->openPreset(kDefaultPreset))
        return;
    m_manager->setNextNewMapSize(wxSize(20, 20));
    m_manager->CreateDocument(wxEmptyString, wxDOC_NEW);
}

int PathfinderApp::OnExit() {
    if (m_manager) {
        if (m_options.useConfig)
            m_manager->FileHistorySave(*wxConfig::Get());
        delete m_manager;
        m_manager = nullptr;
    }
    return wxApp::OnExit();
}

} // namespace pathfinder::app
