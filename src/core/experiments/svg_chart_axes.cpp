#include "experiments/svg_chart_layout.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstddef>
#include <cstdlib>
#include <string>
#include <tuple>
#include <utility>
#include <vector>

namespace pathfinder::svg_detail {

namespace {

/// 10^power by multiplications (and a division for a negative power) that every system rounds
/// alike: exact up to 10^22, unlike std::pow on some systems.
double tenTo(int power) {
    double value = 1.0;
    for (int i = 0; i < std::abs(power); ++i)
        value *= 10.0;
    return value;
}

/// multiple · 10^power, rounded once: 3 × 10^-1 is the double nearest 0.3.
double scaled(double multiple, int power) {
    return power >= 0 ? multiple * tenTo(power) : multiple / tenTo(-power);
}

/// `value` in scientific notation with `digits` digits after the point, written the short way:
/// "1.5e6", "2e-5".
std::string scientific(double value, int digits) {
    char buffer[64];
    const auto result =
        std::to_chars(buffer, buffer + sizeof buffer, value, std::chars_format::scientific, digits);
    const std::string text(buffer, result.ptr);
    const std::size_t e = text.find('e');
    std::string mantissa = text.substr(0, e);
    if (mantissa.find('.') != std::string::npos) {
        while (mantissa.back() == '0')
            mantissa.pop_back();
        if (mantissa.back() == '.')
            mantissa.pop_back();
    }
    std::string exponent = text.substr(e + 1);
    const bool negative = exponent[0] == '-';
    exponent.erase(0, exponent.find_first_not_of("+-"));
    exponent.erase(0, std::min(exponent.find_first_not_of('0'), exponent.size() - 1));
    return mantissa + "e" + (negative ? "-" : "") + exponent;
}

/// The labels of linear ticks `step` apart: as many decimals as the step needs, or scientific
/// notation where fixed notation would be long (a tick of a million or more, a step below 1e-4).
std::vector<std::string> linearLabels(const std::vector<double>& ticks, double step) {
    double largest = 0.0;
    for (const double tick : ticks)
        largest = std::max(largest, std::fabs(tick));
    const int stepPower = static_cast<int>(std::floor(std::log10(step) + 1e-9));
    const bool useScientific = largest >= 1e6 || step < 1e-4;
    std::vector<std::string> labels;
    for (const double tick : ticks) {
        if (tick == 0.0) {
            labels.push_back("0");
        } else if (useScientific) {
            const int power = static_cast<int>(std::floor(std::log10(std::fabs(tick))));
            labels.push_back(scientific(tick, std::clamp(power - stepPower, 0, 15)));
        } else {
            char buffer[64];
            const auto result = std::to_chars(buffer, buffer + sizeof buffer, tick, std::chars_format::fixed,
                                              std::max(0, -stepPower));
            labels.emplace_back(buffer, result.ptr);
        }
    }
    return labels;
}

/// The label of the tick at 10^power: plain ("0.001", "100000") when `plain`, else "1e6".
std::string powerLabel(int power, bool plain) {
    if (!plain)
        return "1e" + wholeNumber(power);
    char buffer[32];
    const auto result = std::to_chars(buffer, buffer + sizeof buffer, scaled(1.0, power),
                                      std::chars_format::fixed, std::max(0, -power));
    return std::string(buffer, result.ptr);
}

/// The first and last tick index (ticks are index x step) that cover lo..hi.
std::pair<double, double> tickRange(double lo, double hi, double step) {
    // The tolerance keeps a bound that is a multiple up to rounding (3 x 0.1) from gaining a tick.
    return {std::floor(lo / step + 1e-9), std::ceil(hi / step - 1e-9)};
}

} // namespace

std::vector<double> ticksCovering(double lo, double hi, int maxTicks, double minStep) {
    maxTicks = std::max(maxTicks, 3);
    int power = static_cast<int>(std::floor(std::log10((hi - lo) / maxTicks))) - 1;
    double step = 0.0;
    double stepMultiple = 0.0;
    int stepPower = 0;
    // A step of at least twice the span needs at most 3 ticks, so this ends; the bound is a guard.
    for (int round = 0; round < 40 && step == 0.0; ++round, ++power) {
        for (const double multiple : {1.0, 2.0, 5.0}) {
            const double candidate = scaled(multiple, power);
            const auto [first, last] = tickRange(lo, hi, candidate);
            if (candidate >= minStep && last - first + 1.0 <= maxTicks) {
                step = candidate;
                stepMultiple = multiple;
                stepPower = power;
                break;
            }
        }
    }
    const auto [first, last] = tickRange(lo, hi, step);
    std::vector<double> ticks;
    for (double index = first; index <= last; ++index)
        ticks.push_back(scaled(index * stepMultiple, stepPower) + 0.0); // + 0.0 turns -0 into 0
    return ticks;
}

std::pair<double, double> widened(double lo, double hi) {
    if (!std::isfinite(lo) || !std::isfinite(hi))
        return {0.0, 1.0};
    if (lo > hi)
        std::swap(lo, hi);
    const double magnitude = std::max(std::fabs(lo), std::fabs(hi));
    if (hi - lo > 1e-9 * magnitude)
        return {lo, hi};
    if (magnitude == 0.0)
        return {0.0, 1.0};
    // Equal values sit in the middle of a range a tenth of their size either way.
    return {lo - 0.1 * magnitude, hi + 0.1 * magnitude};
}

double Axis::widestLabel() const {
    double widest = 0.0;
    for (const std::string& label : labels)
        widest = std::max(widest, textWidth(label, kFontSize));
    return widest;
}

namespace {

Axis linearAxis(const std::vector<double>& values, const AxisRule& rule, int maxTicks) {
    Axis axis;
    double lo = 0.0;
    double hi = 1.0;
    bool any = false;
    for (const double value : values) {
        if (!axis.shows(value))
            continue;
        lo = any ? std::min(lo, value) : value;
        hi = any ? std::max(hi, value) : value;
        any = true;
    }
    if (rule.includeZero) {
        lo = std::min(lo, 0.0);
        hi = std::max(hi, 0.0);
    }
    std::tie(lo, hi) = widened(lo, hi);
    axis.ticks = ticksCovering(lo, hi, maxTicks, rule.minStep);
    axis.labels = linearLabels(axis.ticks, axis.ticks.size() > 1 ? axis.ticks[1] - axis.ticks[0] : 1.0);
    axis.lo = axis.ticks.front();
    axis.hi = axis.ticks.back();
    return axis;
}

Axis logAxis(const std::vector<double>& values, int maxTicks) {
    Axis axis;
    axis.log = true;
    double lo = 0.0;
    double hi = 1.0;
    bool any = false;
    for (const double value : values) {
        if (!axis.shows(value))
            continue;
        const double power = std::log10(value);
        lo = any ? std::min(lo, std::floor(power)) : std::floor(power);
        hi = any ? std::max(hi, std::ceil(power)) : std::ceil(power);
        any = true;
    }
    if (lo == hi) {
        // Values all one power of ten: put it mid-axis.
        lo -= 1.0;
        hi += 1.0;
    }
    // Every stride-th power of ten, the fewest powers apart that keep to maxTicks.
    double stride = 1.0;
    while ((std::ceil(hi / stride) - std::floor(lo / stride)) + 1.0 > std::max(maxTicks, 2))
        stride += 1.0;
    lo = std::floor(lo / stride) * stride;
    hi = std::ceil(hi / stride) * stride;
    // Plain numbers while all are short, else every label alike: "1e0" to "1e8", not "100000", "1e6".
    const bool plain = lo >= -3.0 && hi <= 5.0;
    for (double power = lo; power <= hi; power += stride) {
        axis.ticks.push_back(power);
        axis.labels.push_back(powerLabel(static_cast<int>(power), plain));
    }
    // 2 to 9 times each power, where the decades are few enough to have room for them.
    if (stride == 1.0 && hi - lo <= 6.0) {
        for (double power = lo; power < hi; ++power) {
            for (int multiple = 2; multiple <= 9; ++multiple)
                axis.minorTicks.push_back(power + std::log10(static_cast<double>(multiple)));
        }
    }
    axis.lo = lo;
    axis.hi = hi;
    return axis;
}

} // namespace

Axis makeAxis(const std::vector<double>& values, const AxisRule& rule, int maxTicks) {
    return rule.log ? logAxis(values, maxTicks) : linearAxis(values, rule, maxTicks);
}

} // namespace pathfinder::svg_detail
