#include "pathfinder_app.h"

wxIMPLEMENT_APP(pathfinder::app::PathfinderApp);
