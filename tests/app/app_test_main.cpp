// The app tests run inside one instance of the real app, started as the executable starts it
// (except for the saved recent-files list), with an event loop active for the timers.
#define CATCH_CONFIG_RUNNER
#include "app_driver.h"
#include "frame/pathfinder_app.h"
#include "widgets/user_messages.h"

#include <wx/evtloop.h>
#include <wx/init.h>

#include <catch2/catch.hpp>

int main(int argc, char* argv[]) {
    using pathfinder::app::PathfinderApp;
    PathfinderApp::prepareEnvironment();
    PathfinderApp::Options options;
    options.useConfig = false;
    wxApp::SetInstance(new PathfinderApp(options));
    int wxArgc = 1;
    char* wxArgv[] = {argv[0], nullptr};
    if (!wxEntryStart(wxArgc, wxArgv))
        return 2;
    int result = 2;
    {
        // No test may ever block on a dialog: any message not captured by a test lands here.
        pathfinder::app::MessageCapture anyMessage(nullptr, wxNO);
        if (wxTheApp->CallOnInit()) {
            wxGUIEventLoop loop;
            wxEventLoopActivator active(&loop);
            pathfinder::app::testing::recordStartupState();
            result = Catch::Session().run(argc, argv);
            if (wxWindow* top = wxTheApp->GetTopWindow())
                top->Close(true);
            wxYield();
        }
        wxTheApp->OnExit();
    }
    wxEntryCleanup();
    return result;
}
