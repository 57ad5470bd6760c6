// Go with a walker that first builds something from the whole map (the subgoal graph, JPS+'s jump
// table, HPA*'s abstract map) on a 4096 x 4096 rooms map: the time Go holds the main thread, the
// longest wait of a 10 ms timer (what a click would wait) while the worker builds, and the time until
// the search steps.

#include "app_bench_common.h"
#include "frame/main_frame.h"
#include "run/stats_panel.h"

#include <wx/timer.h>

#include <catch2/catch.hpp>

using namespace pathfinder;
using namespace pathfinder::app;
using namespace pathfinder::app::testing;

TEST_CASE("Go with a walker that builds from the whole map first") {
    const int side = 4096;
    showRooms(side);
    const std::pair<const char*, const char*> walkers[] = {
        {"subgoal-graph", "Subgoal Graph"}, {"jps-plus", "JPS+"}, {"hpastar", "HPA*"}};
    for (const auto& [algorithm, name] : walkers) {
        std::vector<double> goMs, longestMs, untilStepMs;
        for (int rep = 0; rep < 3; ++rep) {
            // Another algorithm and back: a new walker, which has built nothing yet.
            chooseAlgorithm("astar");
            chooseAlgorithm(algorithm);
            chooseFastestRate();
            // The last run's timing (on a worker, which builds its own) is over first.
            runUntil([] { return !frame().stats().timingPending(); }, 300.0);
            runFor(50);
            // A 10 ms timer stands for the user's input: the longest wait between two of its calls
            // while the worker builds is what a click would wait. Its first call that finds the
            // build taken marks when the search steps.
            double longest = 0.0;
            double untilStep = 0.0;
            auto began = Clock::now();
            auto last = began;
            wxTimer probe;
            probe.Bind(wxEVT_TIMER, [&](wxTimerEvent&) {
                const auto now = Clock::now();
                if (frame().search().preparing())
                    longest =
                        std::max(longest, std::chrono::duration<double, std::milli>(now - last).count());
                else if (untilStep == 0.0)
                    untilStep = msSince(began);
                last = now;
            });
            began = Clock::now();
            frame().search().go();
            goMs.push_back(msSince(began));
            last = Clock::now();
            probe.Start(10);
            runUntil([&] { return untilStep > 0.0; }, 300.0);
            probe.Stop();
            longestMs.push_back(longest);
            untilStepMs.push_back(untilStep);
            frame().search().reset();
            runFor(50);
        }
        row(std::string(name) + ": Go, time on the main thread", side, median(goMs), "ms");
        row(std::string(name) + ": longest wait of a 10 ms timer while it builds", side, median(longestMs),
            "ms");
        row(std::string(name) + ": Go until the search steps (built on a worker)", side, median(untilStepMs),
            "ms");
    }
}
