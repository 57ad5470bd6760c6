#include "pathfinder/version.h"

#include "frame/pathfinder_app.h"
#include "platform/process.h"

#include <cstdio>
#include <string>
#include <vector>

wxIMPLEMENT_APP_NO_MAIN(pathfinder::app::PathfinderApp);

namespace {

// --help and --version are answered here, before the toolkit starts: GTK cannot start without a
// display, and both must work without one (help2man makes the manual page from them).
constexpr const char* kUsage =
    "Usage: pathfinder [OPTIONS] [FILE...]\n"
    "Draw a maze, pick a search algorithm and watch it find a path step by step.\n"
    "\n"
    "FILE is the maze to open: a .maze file or a Moving AI .map; of several, the first that opens.\n"
    "Without one, the Pac-Man maze opens; a FILE that cannot be opened is named in a message.\n"
    "\n"
    "Options:\n"
    "  -h, --help     show this help and exit\n"
    "  --version      show the version and exit\n"
    "  --verbose      log more messages\n"
    "  --             end of the options: what follows is a FILE even if it begins with '-'\n"
    "\n"
    "GTK's own options, such as --display=DISPLAY, are also accepted.\n";

} // namespace

// The file to open is taken from the command line here, as the bytes the system gave, before wx
// turns the arguments into text: wx drops an argument that is not valid in the locale's encoding
// (a file name in another encoding), and the app would open the default maze without a word.
int main(int argc, char** systemArgv) {
    // UTF-8 on every system (on Windows, from the UTF-16 command line).
    pathfinder::platform::Arguments arguments(argc, systemArgv);
    argc = arguments.count();
    char** argv = arguments.values();
    std::vector<char*> options{argv[0]};
    std::vector<std::string> files;
    bool onlyFiles = false;
    for (int i = 1; i < argc; ++i) {
        const std::string argument = argv[i];
        if (!onlyFiles && argument == "--") {
            onlyFiles = true;
        } else if (!onlyFiles && (argument == "--help" || argument == "-h")) {
            std::fputs(kUsage, stdout);
            return 0;
        } else if (!onlyFiles && argument == "--version") {
            std::printf("pathfinder %s\n", pathfinder::kVersion);
            return 0;
        } else if (!onlyFiles && argument.size() > 1 && argument[0] == '-') {
            options.push_back(argv[i]);
            // GTK's options that take their value as the next argument keep it.
            const bool takesValue = argument == "--display" || argument == "--name" ||
                                    argument == "--class" || argument == "--gtk-module" ||
                                    argument == "--gdk-debug" || argument == "--gtk-debug";
            if (takesValue && i + 1 < argc)
                options.push_back(argv[++i]);
        } else {
            files.push_back(argument);
        }
    }
    pathfinder::app::PathfinderApp::setCommandLineFiles(files);
    pathfinder::app::PathfinderApp::prepareEnvironment();
    int count = static_cast<int>(options.size());
    options.push_back(nullptr);
    return wxEntry(count, options.data());
}
