#pragma once

#include <wx/app.h>

#include <memory>
#include <string>
#include <vector>

namespace pathfinder::app {

class MainFrame;
class MapGridDocManager;
class WheelGuard;

/// The application: sets up the document manager and the main frame, then opens the file
/// named on the command line by its kind, as File › Open does (a .tmx asks for its mapping file),
/// or, without one, the default preset (the Pac-Man maze). A file name that cannot be opened —
/// not there, malformed, or not text in any encoding wx can map — is reported in a dialog that
/// says the default maze opens instead.
///
/// A wheel turned over a control scrolls its pane instead of changing the control (WheelGuard).
///
/// With the settings on, it keeps between sessions the recent files, the layout of the panes and
/// what Compare All was last asked to compare.
class PathfinderApp : public wxApp {
public:
    struct Options {
        bool openStartupMaze = true; ///< open the command-line file or the default preset
        /// keep the settings between sessions (recent files, pane layout, Compare's choices, whether
        /// the tour shows at start-up); without them the tour never starts by itself
        bool useConfig = true;
    };

    PathfinderApp();
    explicit PathfinderApp(Options options);
    ~PathfinderApp() override;

    bool OnInit() override;
    int OnExit() override;
    void OnInitCmdLine(wxCmdLineParser& parser) override;

    /// The file arguments as the system gave them, bytes and all (the entry point's; wx does not
    /// see them).
    static void setCommandLineFiles(std::vector<std::string> files);
    /// Settles what the toolkit reads from the environment before it starts: scroll bars that
    /// always show (GTK hides them until the pointer comes near, and a pane that scrolls should
    /// look like one), unless the user chose otherwise; and has the allocator keep freed blocks for
    /// reuse (platform::keepFreedBlocks()).
    static void prepareEnvironment();
    /// Opens what the command line names, or the default preset when it names nothing or nothing
    /// that opens, telling the user why.
    void openStartupMaze();

    MainFrame* mainFrame() const { return m_frame; }
    MapGridDocManager* docManager() const { return m_manager; }

    /// The preset opened at start-up.
    static constexpr const char* kDefaultPreset = "pacman.maze";

private:
    /// Opens the first file of the command line that opens; false when none does (each is reported).
    bool openCommandLineFile();
    void loadSettings();
    void saveSettings();

    Options m_options;
    MainFrame* m_frame = nullptr;
    MapGridDocManager* m_manager = nullptr;
    std::unique_ptr<WheelGuard> m_wheelGuard; ///< the wheel scrolls panes, never a control's value
};

} // namespace pathfinder::app
