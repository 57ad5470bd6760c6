// The pace of animated runs, against hand-worked tick intervals and step counts.

#include "machine/step_rate.h"

#include <catch2/catch.hpp>
#include <chrono>

using pathfinder::app::StepRate;
using namespace std::chrono_literals;

TEST_CASE("Slow rates tick at the rate, one step a tick", "[rate]") {
    StepRate rate(5.0);
    CHECK(rate.tickInterval(false) == 200);
    CHECK(StepRate(60.0).tickInterval(false) == 17); // 1000 / 60, rounded
    const auto t0 = StepRate::Clock::time_point{} + 1s;
    rate.restart(t0);
    CHECK(rate.stepsAt(t0 + 200ms) == 1);
    CHECK(rate.stepsAt(t0 + 5s) == 1); // a stall does not make a slow rate hurry
}

TEST_CASE("Fast rates tick once a frame and make the steps owed, without catching up a stall", "[rate]") {
    StepRate rate(600.0);
    CHECK(rate.tickInterval(false) == StepRate::kFrameMs);
    const auto t0 = StepRate::Clock::time_point{} + 1s;
    rate.restart(t0);
    CHECK(rate.stepsAt(t0 + 50ms) == 30);   // 600 × 0.05
    CHECK(rate.stepsAt(t0 + 55ms) == 3);    // 600 × 0.005
    CHECK(rate.stepsAt(t0 + 1055ms) == 60); // a one-second stall: at most a tenth of a second's steps
    // The backlog is dropped: the next frame makes a frame's worth again (600 × 0.016 = 9.6, plus at
    // most one step carried).
    const std::uint64_t next = rate.stepsAt(t0 + 1071ms);
    CHECK(next >= 9);
    CHECK(next <= 10);
}

TEST_CASE("The fastest rate steps for three times the rest of the frame, within 12 to 48 ms", "[rate]") {
    CHECK(StepRate(StepRate::kFastest).tickInterval(false) == StepRate::kFastestIntervalMs);
    CHECK(StepRate(StepRate::kFastest).tickInterval(true) == StepRate::kFrameMs); // an agent, to be followed
    const auto start = StepRate::Clock::time_point{} + 10s;
    CHECK(StepRate::deadline(start, {}) == start + 12ms);
    // A frame of 40 ms while the rest is short; three times the rest once that is longer.
    CHECK(StepRate::deadline(start, start - 4ms) == start + 36ms);
    CHECK(StepRate::deadline(start, start - 10ms) == start + 30ms);
    CHECK(StepRate::deadline(start, start - 14ms) == start + 42ms);
    CHECK(StepRate::deadline(start, start - 1ms) == start + 39ms);
    CHECK(StepRate::deadline(start, start - 100ms) == start + 48ms);
}
