#include "frame/pathfinder_app.h"

#include "pathfinder/basics/parse_error.h"
#include "pathfinder/formats/picture_map.h"

#include "canvas/grid_view.h"
#include "document/map_grid_doc_manager.h"
#include "document/map_grid_document.h"
#include "document/preset_mazes.h"
#include "frame/main_frame.h"
#include "frame/wheel_guard.h"
#include "platform/memory.h"
#include "widgets/text_format.h"
#include "widgets/user_messages.h"

#include <wx/cmdline.h>
#include <wx/config.h>
#include <wx/filename.h>
#include <wx/image.h>
#include <wx/tokenzr.h>

#include <cstdlib>
#include <sstream>

namespace pathfinder::app {

namespace {

std::vector<std::string> g_commandLineFiles;

} // namespace

PathfinderApp::PathfinderApp() = default;

PathfinderApp::PathfinderApp(Options options) : m_options(options) {}

PathfinderApp::~PathfinderApp() = default;

void PathfinderApp::setCommandLineFiles(std::vector<std::string> files) {
    g_commandLineFiles = std::move(files);
}

void PathfinderApp::prepareEnvironment() {
    // Go copies the map for its workers; the copies of a large map are freed and taken again at
    // every run, and pages reused are far cheaper than fresh ones.
    platform::keepFreedBlocks();
    if (!wxGetEnv("GTK_OVERLAY_SCROLLING", nullptr))
        wxSetEnv("GTK_OVERLAY_SCROLLING", "0");
}

void PathfinderApp::OnInitCmdLine(wxCmdLineParser& parser) {
    wxApp::OnInitCmdLine(parser);
    // The entry point takes the file names; the parameter is declared for --help.
    parser.AddParam("maze file to open (.maze, a Moving AI .map, a .png picture map, or a Tiled .tmx, which "
                    "asks for its mapping file)",
                    wxCMD_LINE_VAL_STRING, wxCMD_LINE_PARAM_OPTIONAL);
}

bool PathfinderApp::OnInit() {
    if (!wxApp::OnInit())
        return false;
    SetAppName("pathfinder");
    SetAppDisplayName("Pathfinder Testbed");
    if (!wxImage::FindHandler(wxBITMAP_TYPE_PNG))
        wxImage::AddHandler(new wxPNGHandler);
    m_wheelGuard = std::make_unique<WheelGuard>();

    m_manager = new MapGridDocManager;
    new wxDocTemplate(m_manager, "Maze", "*.maze", wxEmptyString, "maze", "Maze", "Grid",
                      wxCLASSINFO(MapGridDocument), wxCLASSINFO(GridView));

    m_frame = new MainFrame(m_manager, listPresets(findPresetDirectory()));
    if (m_options.useConfig)
        loadSettings();
    // The frame goes before OnExit() runs: its settings are kept while it is still whole.
    m_frame->setOnDestroy([this] {
        if (m_options.useConfig)
            saveSettings();
        m_frame = nullptr;
    });
    SetTopWindow(m_frame);
    m_frame->Show();
    if (m_options.openStartupMaze)
        openStartupMaze();
    // The tour comes once the window has its size, over the maze it opened with.
    if (m_options.useConfig && m_frame->tourAtStart())
        CallAfter([this] {
            if (m_frame)
                m_frame->startTour();
        });
    return true;
}

void PathfinderApp::openStartupMaze() {
    // A file that does not open leaves the default maze, whatever was open before.
    m_manager->setShownInstead("The default maze is shown instead.");
    const bool opened = openCommandLineFile();
    m_manager->setShownInstead(wxString());
    if (opened || m_frame->openPreset(kDefaultPreset))
        return;
    m_manager->setNextNewMapSize(wxSize(20, 20));
    m_manager->CreateDocument(wxEmptyString, wxDOC_NEW);
}

bool PathfinderApp::openCommandLineFile() {
    for (const std::string& file : g_commandLineFiles) {
        // The name as wx keeps file names: bytes that are not UTF-8 map to private characters and
        // back, so even such a name opens.
        const wxString path = pathFromFileSystem(file);
        const wxString shown = toDisplay(file);
        if (path.empty() || fileSystemPath(path) != file) {
            showMessage(m_frame, "Cannot open the file",
                        "The file name given on the command line, \"" + shown +
                            "\", cannot be read as a file name on this system, so it was not opened.\n\n"
                            "The default maze is shown instead.",
                        MessageKind::Warning);
            continue;
        }
        if (!wxFileName::FileExists(path)) {
            showMessage(m_frame, "Cannot open the file",
                        "There is no file \"" + shown + "\".\n\nThe default maze is shown instead.",
                        MessageKind::Warning);
            continue;
        }
        // By its kind, as File › Open: a .map is imported, a .tmx asks for its mapping file.
        if (m_manager->CreateDocument(wxFileName(path).GetAbsolutePath(), wxDOC_SILENT))
            return true;
    }
    return false;
}

void PathfinderApp::loadSettings() {
    wxConfigBase& config = *wxConfig::Get();
    m_manager->FileHistoryLoad(config);
    m_frame->restoreLayout(config.Read("/Layout/Panes", wxString()));
    m_frame->setTourAtStart(config.ReadBool("/Tour/AtStart", true));
    CompareChoices& choices = m_frame->compareChoices();
    if (config.HasEntry("/Compare/Walkers")) {
        choices.walkers.clear();
        wxStringTokenizer names(config.Read("/Compare/Walkers", wxString()), ",");
        while (names.HasMoreTokens())
            choices.walkers.push_back(names.GetNextToken().utf8_string());
    }
    choices.repetitions =
        std::clamp(static_cast<int>(config.ReadLong("/Compare/Repetitions", choices.repetitions)), 1, 1000);
    choices.budgetPerCell = std::clamp(
        static_cast<int>(config.ReadLong("/Compare/BudgetPerCell", choices.budgetPerCell)), 1, 100000);
    choices.logScale = config.ReadBool("/Compare/LogScale", choices.logScale);
    choices.showGaveUp = config.ReadBool("/Compare/ShowGaveUp", choices.showGaveUp);
    // The colour table of picture maps, as its file's text; one that no longer reads is dropped.
    if (config.HasEntry("/Pictures/ColourTable")) {
        std::istringstream text(config.Read("/Pictures/ColourTable", wxString()).utf8_string());
        try {
            m_manager->setColourTable(readColourTable(text, "the saved colour table"));
        } catch (const ParseError&) {
            m_manager->setColourTable(ColourTable::standard());
        }
    }
}

void PathfinderApp::saveSettings() {
    wxConfigBase& config = *wxConfig::Get();
    m_manager->FileHistorySave(config);
    if (m_frame) {
        config.Write("/Layout/Panes", m_frame->layout());
        config.Write("/Tour/AtStart", m_frame->tourAtStart());
        const CompareChoices& choices = m_frame->compareChoices();
        wxString names;
        for (const std::string& name : choices.walkers)
            names += (names.empty() ? "" : ",") + wxString::FromUTF8(name);
        config.Write("/Compare/Walkers", names);
        config.Write("/Compare/Repetitions", choices.repetitions);
        config.Write("/Compare/BudgetPerCell", choices.budgetPerCell);
        config.Write("/Compare/LogScale", choices.logScale);
        config.Write("/Compare/ShowGaveUp", choices.showGaveUp);
    }
    std::ostringstream colours;
    writeColourTable(colours, m_manager->colourTable());
    config.Write("/Pictures/ColourTable", wxString::FromUTF8(colours.str()));
}

int PathfinderApp::OnExit() {
    if (m_manager) {
        if (m_frame) {
            // A frame that outlives this point saves nothing: the manager and the settings go now.
            if (m_options.useConfig)
                saveSettings();
            m_frame->setOnDestroy(nullptr);
            m_frame = nullptr;
        }
        delete m_manager;
        m_manager = nullptr;
    }
    m_wheelGuard.reset();
    return wxApp::OnExit();
}

} // namespace pathfinder::app
