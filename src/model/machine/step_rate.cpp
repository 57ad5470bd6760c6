#include "machine/step_rate.h"

#include <algorithm>
#include <cmath>

namespace pathfinder::app {

int StepRate::tickInterval(bool agent) const {
    if (fastest())
        return agent ? kFrameMs : kFastestIntervalMs;
    if (m_rate <= kOneStepTickRate)
        return std::max(1, static_cast<int>(std::lround(1000.0 / m_rate)));
    return kFrameMs;
}

void StepRate::restart(Clock::time_point now) {
    m_carry = 0.0;
    m_lastTick = now;
}

std::uint64_t StepRate::stepsAt(Clock::time_point now) {
    if (fastest() || m_rate <= kOneStepTickRate)
        return 1;
    m_carry += m_rate * std::chrono::duration<double>(now - m_lastTick).count();
    m_lastTick = now;
    // At most a tenth of a second's steps at once.
    const double owed = std::max(0.0, std::min(std::floor(m_carry), std::ceil(m_rate / 10.0)));
    m_carry = std::min(m_carry - owed, 1.0);
    return static_cast<std::uint64_t>(owed);
}

StepRate::Clock::time_point StepRate::deadline(Clock::time_point start, Clock::time_point lastTickEnd) {
    constexpr Clock::duration kMin = std::chrono::milliseconds(12);
    constexpr Clock::duration kMax = std::chrono::milliseconds(48);
    constexpr Clock::duration kFrame = std::chrono::milliseconds(kFastestFrameMs);
    Clock::duration budget = kMin;
    if (lastTickEnd != Clock::time_point{}) {
        const Clock::duration rest = start - lastTickEnd;
        budget = std::clamp<Clock::duration>(std::max<Clock::duration>(kFrame - rest, 3 * rest), kMin, kMax);
    }
    return start + budget;
}

} // namespace pathfinder::app
