#include "pathfinder_app.h"

#include <string>
#include <vector>

wxIMPLEMENT_APP_NO_MAIN(pathfinder::app::PathfinderApp);

// The file to open is taken from the command line here, as the bytes the system gave, before wx
// turns the arguments into text: wx drops an argument that is not valid in the locale's encoding
// (a file name in another encoding), and the app would open the default maze without a word.
int main(int argc, char** argv) {
    std::vector<char*> options{argv[0]};
    std::vector<std::string> files;
    bool onlyFiles = false;
    for (int i = 1; i < argc; ++i) {
        const std::string argument = argv[i];
        if (!onlyFiles && argument == "--") {
            onlyFiles = true;
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
