#include "pathfinder/experiments/statistics.h"

#include "pathfinder/basics/random.h"

#include <algorithm>
#include <cmath>
#include <stdexcept>
#include <string>

namespace pathfinder {

namespace {

constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();

void requireNoNaN(const std::vector<double>& values, const char* function) {
    if (std::any_of(values.begin(), values.end(), [](double v) { return std::isnan(v); }))
        throw std::invalid_argument(std::string(function) + ": a value is NaN");
}

void requireSameSize(const std::vector<double>& a, const std::vector<double>& b, const char* function) {
    if (a.size() != b.size())
        throw std::invalid_argument(std::string(function) + ": the samples differ in size (" +
                                    std::to_string(a.size()) + " and " + std::to_string(b.size()) + ")");
}

/// The type-7 quantile of values free of NaN, 0 ≤ p ≤ 1; reorders `values`.
double quantileOf(std::vector<double>& values, double p) {
    if (values.empty())
        return kNaN;
    const double h = static_cast<double>(values.size() - 1) * p;
    const double floorH = std::floor(h);
    const auto lo = static_cast<std::size_t>(floorH);
    std::nth_element(values.begin(), values.begin() + static_cast<std::ptrdiff_t>(lo), values.end());
    const double low = values[lo];
    if (lo + 1 >= values.size())
        return low;
    // After nth_element every value past position lo is at least values[lo]; the least of them is
    // the next order statistic.
    const double high = *std::min_element(values.begin() + static_cast<std::ptrdiff_t>(lo + 1), values.end());
    const double fraction = h - floorH;
    // Returning early keeps infinite order statistics from turning 0 · ∞ or ∞ − ∞ into NaN.
    if (fraction == 0.0 || low == high)
        return low;
    return low + fraction * (high - low);
}

/// The exact two-sided p-value of the signed-rank statistic w = min(W+, W−), a whole number, for n
/// ranks without ties.
double exactSignedRankP(std::size_t n, std::uint64_t w) {
    // counts[s] = the number of subsets of {1, ..., k} whose sum is s, built up one k at a time. For
    // n ≤ 50 no count exceeds 2⁵⁰, so 64-bit integers hold them exactly, and so does a double.
    const std::size_t maxSum = n * (n + 1) / 2;
    std::vector<std::uint64_t> counts(maxSum + 1, 0);
    counts[0] = 1;
    for (std::size_t k = 1; k <= n; ++k)
        for (std::size_t s = k * (k + 1) / 2; s >= k; --s)
            counts[s] += counts[s - k];
    std::uint64_t atMost = 0;
    for (std::size_t s = 0; s <= std::min<std::uint64_t>(w, maxSum); ++s)
        atMost += counts[s];
    // 2 · atMost / 2ⁿ, exact: atMost ≤ 2⁵⁰ is a double without rounding, and ldexp only moves the
    // exponent.
    return std::min(1.0, std::ldexp(static_cast<double>(atMost), 1 - static_cast<int>(n)));
}

} // namespace

double median(std::vector<double> values) {
    requireNoNaN(values, "median");
    return quantileOf(values, 0.5);
}

double mean(const std::vector<double>& values) {
    if (values.empty())
        return kNaN;
    double sum = 0.0;
    for (double v : values)
        sum += v;
    return sum / static_cast<double>(values.size());
}

double sampleStandardDeviation(const std::vector<double>& values) {
    if (values.size() < 2)
        return kNaN;
    // Two passes: summing squared deviations from the mean avoids the cancellation of
    // Σx² − n·mean².
    const double centre = mean(values);
    double squares = 0.0;
    for (double v : values)
        squares += (v - centre) * (v - centre);
    return std::sqrt(squares / static_cast<double>(values.size() - 1));
}

double quantile(std::vector<double> values, double p) {
    if (!(p >= 0.0 && p <= 1.0))
        throw std::invalid_argument("quantile: p must lie from 0 to 1, not " + std::to_string(p));
    requireNoNaN(values, "quantile");
    return quantileOf(values, p);
}

double statisticOf(Statistic statistic, const std::vector<double>& values) {
    switch (statistic) {
    case Statistic::Median:
        return median(values);
    case Statistic::Mean:
        return mean(values);
    }
    throw std::invalid_argument("statisticOf: unknown statistic");
}

Interval bootstrapInterval(const std::vector<double>& sample, Statistic statistic, int resamples,
                           std::uint64_t seed, double level) {
    if (resamples < 1)
        throw std::invalid_argument("bootstrapInterval: resamples must be at least 1, not " +
                                    std::to_string(resamples));
    if (!(level > 0.0 && level < 1.0))
        throw std::invalid_argument("bootstrapInterval: level must lie strictly between 0 and 1, not " +
                                    std::to_string(level));
    if (sample.size() > std::numeric_limits<std::uint32_t>::max())
        throw std::invalid_argument("bootstrapInterval: the sample has more than 2^32 - 1 values");
    // The mean of a sample holding NaN is NaN, so a NaN would reach the quantiles from some
    // resamples only; refusing it here gives the same answer for both statistics.
    requireNoNaN(sample, "bootstrapInterval");
    if (sample.empty())
        return Interval{};

    const auto n = static_cast<std::uint32_t>(sample.size());
    Random random(seed);
    std::vector<double> resample(sample.size());
    std::vector<double> statistics;
    statistics.reserve(static_cast<std::size_t>(resamples));
    for (int r = 0; r < resamples; ++r) {
        for (double& value : resample)
            value = sample[random.below(n)];
        statistics.push_back(statisticOf(statistic, resample));
    }
    const double tail = (1.0 - level) / 2.0;
    return Interval{quantileOf(statistics, tail), quantileOf(statistics, 1.0 - tail)};
}

Summary summarize(const std::vector<double>& values, int resamples, std::uint64_t seed) {
    Summary summary;
    summary.n = values.size();
    summary.median = median(values);
    summary.mean = mean(values);
    summary.sd = sampleStandardDeviation(values);
    summary.medianCi = bootstrapInterval(values, Statistic::Median, resamples, seed);
    summary.meanCi = bootstrapInterval(values, Statistic::Mean, resamples, seed);
    return summary;
}

SignTest signTest(const std::vector<double>& a, const std::vector<double>& b) {
    requireSameSize(a, b, "signTest");
    requireNoNaN(a, "signTest");
    requireNoNaN(b, "signTest");
    SignTest test;
    for (std::size_t i = 0; i < a.size(); ++i) {
        if (a[i] > b[i])
            ++test.above;
        else if (a[i] < b[i])
            ++test.below;
        else
            ++test.ties;
    }
    const std::size_t n = test.above + test.below;
    if (n == 0)
        return test;
    const std::size_t m = std::min(test.above, test.below);

    // The tail Σ_{k=0}^{m} C(n, k) / 2ⁿ is built from its largest term, t_m = C(n, m) / 2ⁿ, taken
    // in logarithms (C(n, m) and 2ⁿ overflow a double from n ≈ 1030), times
    // 1 + t_{m−1}/t_m + t_{m−2}/t_m + ..., where t_{k−1}/t_k = k / (n − k + 1) ≤ 1 since m ≤ n/2.
    // log C(n, m) = Σ_{i=1}^{m} log((n − m + i) / i) rather than lgamma, which writes the global
    // signgam and so is not safe to call from several threads at once.
    double logTop = -static_cast<double>(n) * std::log(2.0);
    for (std::size_t i = 1; i <= m; ++i)
        logTop += std::log(static_cast<double>(n - m + i) / static_cast<double>(i));
    double ratio = 1.0;
    double factor = 1.0;
    for (std::size_t k = m; k >= 1; --k) {
        ratio *= static_cast<double>(k) / static_cast<double>(n - k + 1);
        factor += ratio;
        // The ratios only shrink from here on: the remaining terms no longer change the sum.
        if (ratio < factor * 1e-17)
            break;
    }
    test.pValue = std::min(1.0, 2.0 * std::exp(logTop) * factor);
    return test;
}

WilcoxonTest wilcoxonSignedRank(const std::vector<double>& a, const std::vector<double>& b) {
    requireSameSize(a, b, "wilcoxonSignedRank");
    std::vector<double> differences;
    differences.reserve(a.size());
    for (std::size_t i = 0; i < a.size(); ++i) {
        const double d = a[i] - b[i];
        if (std::isnan(d))
            throw std::invalid_argument("wilcoxonSignedRank: the difference of pair " + std::to_string(i) +
                                        " is NaN");
        if (d != 0.0)
            differences.push_back(d);
    }
    std::sort(differences.begin(), differences.end(),
              [](double x, double y) { return std::fabs(x) < std::fabs(y); });

    WilcoxonTest test;
    const std::size_t n = differences.size();
    test.n = n;
    double tieCorrection = 0.0; // Σ(t³ − t) over the groups of equal |d|
    for (std::size_t first = 0; first < n;) {
        std::size_t last = first + 1;
        while (last < n && std::fabs(differences[last]) == std::fabs(differences[first]))
            ++last;
        // Positions first..last−1 hold ranks first+1..last; each gets their average.
        const double rank = static_cast<double>(first + 1 + last) / 2.0;
        for (std::size_t i = first; i < last; ++i)
            (differences[i] > 0.0 ? test.wPlus : test.wMinus) += rank;
        const auto t = static_cast<double>(last - first);
        tieCorrection += t * t * t - t;
        first = last;
    }

    const auto count = static_cast<double>(n);
    const double centre = count * (count + 1.0) / 4.0;
    const double variance = count * (count + 1.0) * (2.0 * count + 1.0) / 24.0 - tieCorrection / 48.0;
    const double offset = test.wPlus - centre;
    // The variance is positive for every n ≥ 1 (n(n + 1)²/16 at least, when all |d| are equal);
    // n = 0 leaves z at 0.
    if (std::fabs(offset) > 0.5)
        test.z = (offset - std::copysign(0.5, offset)) / std::sqrt(variance);

    test.exact = n <= 50 && tieCorrection == 0.0;
    if (test.exact)
        // Without ties every rank is a whole number, and so are W+ and W−.
        test.pValue = exactSignedRankP(n, static_cast<std::uint64_t>(std::min(test.wPlus, test.wMinus)));
    else
        test.pValue = std::min(1.0, std::erfc(std::fabs(test.z) / std::sqrt(2.0)));
    return test;
}

std::vector<double> pairedRatios(const std::vector<double>& a, const std::vector<double>& b) {
    requireSameSize(a, b, "pairedRatios");
    std::vector<double> ratios(a.size());
    for (std::size_t i = 0; i < a.size(); ++i)
        ratios[i] = a[i] / b[i];
    return ratios;
}

} // namespace pathfinder
