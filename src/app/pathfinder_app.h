#pragma once

#include <wx/app.h>

namespace pathfinder::app {

class MainFrame;
class MapGridDocManager;

/// The application: sets up the document manager and the main frame, then opens the file
/// named on the command line or, without one, the default preset (the Pac-Man maze).
class PathfinderApp : public wxApp {
public:
    struct Options {
        bool openStartupMaze = true; ///< open the command-line file or the default preset
        bool useConfig = true;       ///< keep the recent-files list between sessions
    };

    PathfinderApp() = default;
    explicit PathfinderApp(Options options) : m_options(options) {}

    bool OnInit() override;
    int OnExit() override;
    void OnInitCmdLine(wxCmdLineParser& parser) override;
    bool OnCmdLineParsed(wxCmdLineParser& parser) override;

    MainFrame* mainFrame() const { return m_frame; }
    MapGridDocManager* docManager() const { return m_manager; }

    /// The preset opened at start-up.
    static constexpr const char* kDefaultPreset = "pacman.maze";

private:
    void openStartupMaze();

    Options m_options;
    wxString m_fileToOpen;
    MainFrame* m_frame = nullptr;
    MapGridDocManager* m_manager = nullptr;
};

} // namespace pathfinder::app
