#pragma once

#include <cstddef>
#include <cstdint>
#include <limits>
#include <vector>

namespace pathfinder {

// Descriptive statistics, bootstrap confidence intervals and paired tests for experiment reports.
//
// Functions that order values (median, quantile, the bootstrap, summarize, the paired tests) throw
// std::invalid_argument when a value they order is NaN: a NaN, such as RunStats's unknown cost, has
// no place in an order, and a result computed round it would be silently wrong. mean and
// sampleStandardDeviation follow IEEE arithmetic instead and return NaN. Infinities are ordinary
// values everywhere.

/// The middle value of `values` (the mean of the two middle ones when their count is even); NaN
/// when `values` is empty.
double median(std::vector<double> values);

/// The arithmetic mean of `values`, summed in their order; NaN when `values` is empty.
double mean(const std::vector<double>& values);

/// The sample standard deviation of `values`, with n − 1 in the denominator; NaN when there are
/// fewer than two values.
double sampleStandardDeviation(const std::vector<double>& values);

/// The p-quantile of `values` by linear interpolation between order statistics (Hyndman and
/// Fan's type 7, the default of R and numpy): with x sorted and h = (n − 1)p, it is
/// x[⌊h⌋] + (h − ⌊h⌋)(x[⌊h⌋ + 1] − x[⌊h⌋]). quantile(v, 0.5) is median(v). NaN when `values`
/// is empty; throws std::invalid_argument unless 0 ≤ p ≤ 1.
double quantile(std::vector<double> values, double p);

/// A closed interval [low, high].
struct Interval {
    double low = std::numeric_limits<double>::quiet_NaN();
    double high = std::numeric_limits<double>::quiet_NaN();
};

/// A statistic the bootstrap can resample.
enum class Statistic { Median, Mean };

/// The statistic of `values`: median(values) or mean(values).
double statisticOf(Statistic statistic, const std::vector<double>& values);

/// The percentile bootstrap confidence interval of the statistic of `sample` at confidence
/// `level`: `resamples` resamples of the sample's size are drawn with replacement, each index by
/// Random(seed).below(n), one resample after another from a single generator; the interval runs
/// from the type-7 quantile (see quantile) of their statistics at (1 − level)/2 to the one at
/// 1 − (1 − level)/2.
///
/// The same arguments give the same interval with every compiler and standard library. A sample of
/// one value x gives [x, x]; an empty sample gives NaN ends. Throws std::invalid_argument when
/// resamples < 1, when level is not strictly between 0 and 1, or when the sample has more than
/// 2³² − 1 values (Random::below's range).
Interval bootstrapInterval(const std::vector<double>& sample, Statistic statistic, int resamples,
                           std::uint64_t seed, double level = 0.95);

/// What an experiment report says about one sample.
struct Summary {
    std::size_t n = 0;
    double median = std::numeric_limits<double>::quiet_NaN();
    double mean = std::numeric_limits<double>::quiet_NaN();
    double sd = std::numeric_limits<double>::quiet_NaN(); ///< sample standard deviation (n − 1)
    Interval medianCi;                                    ///< 95 % percentile bootstrap interval
    Interval meanCi;                                      ///< 95 % percentile bootstrap interval
};

/// The summary of `values`; both intervals come from bootstrapInterval with the same `resamples`
/// and `seed` at level 0.95.
Summary summarize(const std::vector<double>& values, int resamples = 2000, std::uint64_t seed = 1);

// Paired comparisons: a[i] and b[i] are two measurements of the same case (say, two walkers'
// expansions on map i). Each throws std::invalid_argument when a and b differ in size.

/// The sign test of pairs (a[i], b[i]).
struct SignTest {
    std::size_t above = 0; ///< pairs with a > b
    std::size_t below = 0; ///< pairs with a < b
    std::size_t ties = 0;  ///< pairs with a == b, left out of the test
    double pValue = 1.0;   ///< exact two-sided binomial p-value
};

/// The exact two-sided sign test: with n = above + below and m = min(above, below),
/// p = min(1, 2 · Σ_{k=0}^{m} C(n, k) / 2ⁿ); p = 1 when n = 0. It never forms C(n, k) or 2ⁿ, so
/// it holds for any n (a p-value below about 1e-308 comes out as 0). Throws
/// std::invalid_argument when a pair holds a NaN.
SignTest signTest(const std::vector<double>& a, const std::vector<double>& b);

/// The Wilcoxon signed-rank test of pairs (a[i], b[i]).
struct WilcoxonTest {
    std::size_t n = 0;   ///< non-zero differences: the pairs the test ranks
    double wPlus = 0.0;  ///< sum of the ranks of the positive differences a − b
    double wMinus = 0.0; ///< sum of the ranks of the negative differences
    double z = 0.0;      ///< the normal approximation's statistic (see wilcoxonSignedRank),
                         ///< positive when a tends to exceed b; given in both cases
    double pValue = 1.0; ///< two-sided p-value
    bool exact = true;   ///< pValue is from W+'s exact null distribution, not from z
};

/// The two-sided Wilcoxon signed-rank test of the differences d = a − b. Zero differences are
/// dropped (Wilcoxon's method) and the rest ranked by |d|, equal |d| (compared exactly) sharing
/// their average rank.
///
/// When n ≤ 50 and no two |d| are equal, the p-value is exact: p = min(1, 2 · P(W+ ≤ min(W+, W−)))
/// under W+'s null distribution (each rank positive or negative with probability ½), and `exact`
/// is true. Otherwise it is the normal approximation, p = erfc(|z| / √2), with
/// z = (W+ − μ − c) / σ, μ = n(n + 1)/4, σ² = n(n + 1)(2n + 1)/24 − Σ(t³ − t)/48 over the groups
/// of t equal |d|, and the continuity correction c moving W+ 0.5 toward μ (but not past it: z = 0
/// when |W+ − μ| ≤ 0.5); `exact` is then false. z is computed this way in both cases. With no
/// non-zero difference, n = 0 and p = 1.
///
/// Throws std::invalid_argument when a difference is NaN (a NaN value, or two infinities of the
/// same sign).
WilcoxonTest wilcoxonSignedRank(const std::vector<double>& a, const std::vector<double>& b);

/// The ratios a[i] / b[i]. They follow IEEE division: b[i] = 0 gives ±infinity for a non-zero
/// a[i] and NaN for a[i] = 0.
std::vector<double> pairedRatios(const std::vector<double>& a, const std::vector<double>& b);

} // namespace pathfinder
