#pragma once

#include <chrono>
#include <cstdint>

namespace pathfinder::app {

/// The pace of an animated run: how often the timer ticks and how many steps each tick makes, for
/// a chosen number of steps per second.
///
/// Up to 60 steps a second, a tick makes one step and ticks come at the rate. Above it, ticks come
/// once a frame and make the steps owed since the last one; a backlog after a stall is dropped,
/// not caught up. At the fastest rate a tick steps for a time budget instead (deadline()).
class StepRate {
public:
    using Clock = std::chrono::steady_clock;

    /// The rate meaning "as many steps per tick as fit in a frame".
    static constexpr double kFastest = 0.0;
    /// Up to this rate every tick makes one step.
    static constexpr double kOneStepTickRate = 60.0;
    static constexpr int kFrameMs = 16;
    /// Between fastest-rate ticks: a short pause, for painting and input.
    static constexpr int kFastestIntervalMs = 2;

    explicit StepRate(double stepsPerSecond = 20.0) : m_rate(stepsPerSecond) {}

    double rate() const { return m_rate; }
    void set(double stepsPerSecond) { m_rate = stepsPerSecond; }
    bool fastest() const { return m_rate == kFastest; }

    /// Milliseconds between ticks. `agent`: an agent at the fastest rate moves a cell a frame, so
    /// that it can be followed.
    int tickInterval(bool agent) const;
    /// Starts counting the steps owed afresh, as the timer starts.
    void restart(Clock::time_point now);
    /// Steps that a tick at `now` makes (not at the fastest rate).
    std::uint64_t stepsAt(Clock::time_point now);

    /// How long a frame at the fastest rate lasts when painting it is quick: 25 frames a second.
    static constexpr int kFastestFrameMs = 40;
    /// When a tick at the fastest rate that starts at `start` should stop: what is left of a frame
    /// of kFastestFrameMs after the rest of the last one (the time since `lastTickEnd`: painting,
    /// input), and at least three times that rest, from 12 to 48 ms. Searching gets nine tenths of
    /// the time where a frame paints in 4 ms, and three quarters where the paint takes 10 ms or
    /// more, whatever the map's size. With no tick before (lastTickEnd is the epoch), 12 ms.
    static Clock::time_point deadline(Clock::time_point start, Clock::time_point lastTickEnd);

private:
    double m_rate;
    double m_carry = 0.0; ///< fractional steps owed
    Clock::time_point m_lastTick;
};

} // namespace pathfinder::app
