// The statistics of experiment reports: centre, spread, quantiles, the bootstrap and summaries (the
// paired tests are in test_statistics_paired.cpp). Every expected value is worked out by hand in the
// comment beside it, never taken from the code under test.

#include "pathfinder/basics/random.h"
#include "pathfinder/experiments/statistics.h"

#include <catch2/catch.hpp>
#include <cmath>
#include <cstdint>
#include <limits>
#include <stdexcept>
#include <vector>

using namespace pathfinder;

namespace {

constexpr double kInfinity = std::numeric_limits<double>::infinity();
constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();

/// `count` values, roughly normal with mean 100 and standard deviation 15: the sum of twelve
/// uniform numbers, less 6, has mean 0 and variance 12 · 1/12 = 1 (Irwin–Hall).
std::vector<double> normalishSample(std::size_t count, std::uint64_t seed) {
    Random random(seed);
    std::vector<double> values;
    for (std::size_t i = 0; i < count; ++i) {
        double sum = 0.0;
        for (int k = 0; k < 12; ++k)
            sum += random.unit();
        values.push_back(100.0 + 15.0 * (sum - 6.0));
    }
    return values;
}

} // namespace

TEST_CASE("Median, mean and standard deviation of a skewed sample", "[statistics]") {
    const std::vector<double> values{4, 100, 1, 3, 2};
    // Sorted: 1 2 3 4 100; the middle one is 3.
    CHECK(median(values) == 3.0);
    // (1 + 2 + 3 + 4 + 100) / 5 = 110 / 5 = 22.
    CHECK(mean(values) == 22.0);
    // Deviations from 22: −21 −20 −19 −18 78; squares 441 + 400 + 361 + 324 + 6084 = 7610;
    // 7610 / (5 − 1) = 1902.5; √1902.5 ≈ 43.6176.
    CHECK(sampleStandardDeviation(values) == Approx(std::sqrt(1902.5)));
    CHECK(sampleStandardDeviation(values) == Approx(43.6176).margin(1e-4));
}

TEST_CASE("The median of an even count is the mean of the two middle values", "[statistics]") {
    // Sorted: 1 2 3 4; (2 + 3) / 2 = 2.5.
    CHECK(median({4, 1, 3, 2}) == 2.5);
    // Sorted: −1 7; (−1 + 7) / 2 = 3.
    CHECK(median({7, -1}) == 3.0);
    CHECK(median({5}) == 5.0);
}

TEST_CASE("Empty and single samples give NaN where a statistic is undefined", "[statistics]") {
    CHECK(std::isnan(median({})));
    CHECK(std::isnan(mean({})));
    CHECK(std::isnan(quantile({}, 0.5)));
    CHECK(std::isnan(sampleStandardDeviation({})));
    // One value has no spread to estimate with n − 1 = 0.
    CHECK(std::isnan(sampleStandardDeviation({3.0})));
    // Two values 1 and 3: mean 2, squares 1 + 1 = 2, 2 / 1 = 2, sd √2.
    CHECK(sampleStandardDeviation({1.0, 3.0}) == Approx(std::sqrt(2.0)));
}

TEST_CASE("Quantiles interpolate linearly between order statistics (type 7)", "[statistics]") {
    const std::vector<double> values{3, 1, 4, 2};
    // Sorted x = 1 2 3 4, n = 4, h = 3p.
    // p = 0.25: h = 0.75, x[0] + 0.75 · (x[1] − x[0]) = 1 + 0.75 = 1.75.
    CHECK(quantile(values, 0.25) == Approx(1.75));
    // p = 0.9: h = 2.7, x[2] + 0.7 · (x[3] − x[2]) = 3 + 0.7 = 3.7.
    CHECK(quantile(values, 0.9) == Approx(3.7));
    // p = 0.5: h = 1.5, 2 + 0.5 = 2.5, the median.
    CHECK(quantile(values, 0.5) == 2.5);
    // The ends are the least and the greatest value.
    CHECK(quantile(values, 0.0) == 1.0);
    CHECK(quantile(values, 1.0) == 4.0);
    // p = 0.5 on 1 2 3 ∞: h = 1.5, between 2 and 3: 2.5; p = 1: ∞ itself, not ∞ − ∞.
    CHECK(quantile({1, 2, 3, kInfinity}, 0.5) == 2.5);
    CHECK(quantile({1, 2, 3, kInfinity}, 1.0) == kInfinity);
}

TEST_CASE("Quantiles refuse a p outside [0, 1] and values that are NaN", "[statistics]") {
    CHECK_THROWS_AS(quantile({1, 2}, -0.1), std::invalid_argument);
    CHECK_THROWS_AS(quantile({1, 2}, 1.5), std::invalid_argument);
    CHECK_THROWS_AS(quantile({1, 2}, kNaN), std::invalid_argument);
    CHECK_THROWS_AS(quantile({1, kNaN}, 0.5), std::invalid_argument);
    CHECK_THROWS_AS(median({1, kNaN, 3}), std::invalid_argument);
    // mean follows IEEE arithmetic instead.
    CHECK(std::isnan(mean({1, kNaN})));
}

TEST_CASE("statisticOf picks the median or the mean", "[statistics]") {
    // {1, 2, 3, 4, 100}: median 3, mean 22 (see above).
    CHECK(statisticOf(Statistic::Median, {1, 2, 3, 4, 100}) == 3.0);
    CHECK(statisticOf(Statistic::Mean, {1, 2, 3, 4, 100}) == 22.0);
}

TEST_CASE("The bootstrap of a constant sample is that constant", "[statistics][bootstrap]") {
    // Every resample is all 7s, so every statistic is 7, and so is every quantile of them.
    const std::vector<double> sevens(20, 7.0);
    for (Statistic statistic : {Statistic::Median, Statistic::Mean}) {
        const Interval interval = bootstrapInterval(sevens, statistic, 500, 3);
        CHECK(interval.low == 7.0);
        CHECK(interval.high == 7.0);
    }
}

TEST_CASE("The bootstrap of one value is that value and of none is NaN", "[statistics][bootstrap]") {
    const Interval one = bootstrapInterval({2.5}, Statistic::Mean, 100, 1);
    CHECK(one.low == 2.5);
    CHECK(one.high == 2.5);
    const Interval none = bootstrapInterval({}, Statistic::Median, 100, 1);
    CHECK(std::isnan(none.low));
    CHECK(std::isnan(none.high));
}

TEST_CASE("The bootstrap of {0, 1} follows the distribution of a two-value resample",
          "[statistics][bootstrap]") {
    // A resample of {0, 1} is {0, 0}, {0, 1}, {1, 0} or {1, 1}, each with probability 1/4, so its
    // mean (and its median) is 0 with probability 1/4, 1/2 with 1/2 and 1 with 1/4. Of 4000
    // resamples about 1000 ± 27 (one standard deviation, √(4000 · 1/4 · 3/4)) give 0 and as many 1.
    // At level 0.95 the quantiles sit at positions 3999 · 0.025 ≈ 100 and ≈ 3899 of the sorted
    // statistics: among the 0s and among the 1s. At level 0.4 they sit at 3999 · 0.3 ≈ 1200 and
    // ≈ 2799: among the halves, which fill positions ≈ 1000 to ≈ 3000.
    const std::vector<double> sample{0.0, 1.0};
    for (Statistic statistic : {Statistic::Median, Statistic::Mean}) {
        const Interval wide = bootstrapInterval(sample, statistic, 4000, 11);
        CHECK(wide.low == 0.0);
        CHECK(wide.high == 1.0);
        const Interval narrow = bootstrapInterval(sample, statistic, 4000, 11, 0.4);
        CHECK(narrow.low == 0.5);
        CHECK(narrow.high == 0.5);
    }
}

TEST_CASE("The bootstrap interval holds the sample median and lies within the sample's range",
          "[statistics][bootstrap]") {
    // A skewed sample: squares of uniform numbers from 0 to 10.
    Random random(5);
    std::vector<double> sample;
    for (int i = 0; i < 41; ++i) {
        const double u = 10.0 * random.unit();
        sample.push_back(u * u);
    }
    const double sampleMedian = median(sample);
    const double low = quantile(sample, 0.0);
    const double high = quantile(sample, 1.0);
    for (Statistic statistic : {Statistic::Median, Statistic::Mean}) {
        const Interval interval = bootstrapInterval(sample, statistic, 2000, 9);
        CHECK(interval.low <= interval.high);
        CHECK(interval.low >= low);
        CHECK(interval.high <= high);
        if (statistic == Statistic::Median) {
            CHECK(interval.low <= sampleMedian);
            CHECK(sampleMedian <= interval.high);
        }
    }
}

TEST_CASE("The same seed gives the same bootstrap interval and other seeds other ones",
          "[statistics][bootstrap]") {
    const std::vector<double> sample = normalishSample(50, 21);
    const Interval first = bootstrapInterval(sample, Statistic::Mean, 1000, 42);
    const Interval again = bootstrapInterval(sample, Statistic::Mean, 1000, 42);
    CHECK(first.low == again.low);
    CHECK(first.high == again.high);
    // Fifty distinct values have far too many resamples for five seeds to draw the same 1000.
    bool anyDiffers = false;
    for (std::uint64_t seed = 1; seed <= 5; ++seed) {
        const Interval other = bootstrapInterval(sample, Statistic::Mean, 1000, seed);
        anyDiffers = anyDiffers || other.low != first.low || other.high != first.high;
    }
    CHECK(anyDiffers);
}

TEST_CASE("The bootstrap interval of a normal-ish mean is about ±1.96 standard errors wide",
          "[statistics][bootstrap]") {
    // The mean of n values is about normal with standard error sd / √n, so its 95 % interval is
    // about 2 · 1.96 · sd / √n wide; the percentile bootstrap lands within 25 % of that with 2000
    // resamples of n = 200.
    const std::vector<double> sample = normalishSample(200, 8);
    const double sd = sampleStandardDeviation(sample);
    const double expected = 2.0 * 1.96 * sd / std::sqrt(200.0);
    const Interval interval = bootstrapInterval(sample, Statistic::Mean, 2000, 1);
    const double width = interval.high - interval.low;
    CHECK(width > 0.75 * expected);
    CHECK(width < 1.25 * expected);
    const double sampleMean = mean(sample);
    CHECK(interval.low < sampleMean);
    CHECK(sampleMean < interval.high);
}

TEST_CASE("The bootstrap refuses too few resamples, a level outside (0, 1) and NaN values",
          "[statistics][bootstrap]") {
    const std::vector<double> sample{1, 2, 3};
    CHECK_THROWS_AS(bootstrapInterval(sample, Statistic::Mean, 0, 1), std::invalid_argument);
    CHECK_THROWS_AS(bootstrapInterval(sample, Statistic::Mean, 100, 1, 0.0), std::invalid_argument);
    CHECK_THROWS_AS(bootstrapInterval(sample, Statistic::Mean, 100, 1, 1.0), std::invalid_argument);
    CHECK_THROWS_AS(bootstrapInterval({1, kNaN}, Statistic::Mean, 100, 1), std::invalid_argument);
    CHECK_THROWS_AS(bootstrapInterval({1, kNaN}, Statistic::Median, 100, 1), std::invalid_argument);
}

TEST_CASE("A summary gives the count, centre, spread and both intervals", "[statistics]") {
    const Summary summary = summarize({1, 2, 3, 4, 100});
    // As worked out above: median 3, mean 22, sd √1902.5.
    CHECK(summary.n == 5);
    CHECK(summary.median == 3.0);
    CHECK(summary.mean == 22.0);
    CHECK(summary.sd == Approx(std::sqrt(1902.5)));
    // Resample statistics lie within the sample's range [1, 100]; the median's interval holds 3
    // and the mean's holds 22.
    CHECK(summary.medianCi.low >= 1.0);
    CHECK(summary.medianCi.low <= 3.0);
    CHECK(summary.medianCi.high >= 3.0);
    CHECK(summary.medianCi.high <= 100.0);
    CHECK(summary.meanCi.low >= 1.0);
    CHECK(summary.meanCi.low <= 22.0);
    CHECK(summary.meanCi.high >= 22.0);
    CHECK(summary.meanCi.high <= 100.0);
    // The default seed and resamples are those of bootstrapInterval called with 2000 and 1.
    const Interval meanCi = bootstrapInterval({1, 2, 3, 4, 100}, Statistic::Mean, 2000, 1);
    CHECK(summary.meanCi.low == meanCi.low);
    CHECK(summary.meanCi.high == meanCi.high);
}
