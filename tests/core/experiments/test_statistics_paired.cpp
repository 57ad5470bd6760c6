// The paired tests of experiment reports: the sign test, the Wilcoxon signed-rank test and paired
// ratios. Every expected value is worked out by hand in the comment beside it, never taken from the
// code under test.

#include "pathfinder/experiments/statistics.h"

#include <catch2/catch.hpp>
#include <cmath>
#include <cstddef>
#include <limits>
#include <stdexcept>
#include <vector>

using namespace pathfinder;

namespace {

constexpr double kInfinity = std::numeric_limits<double>::infinity();
constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();

/// As many zeros as `values` holds: paired with them, the differences a − b are the values.
std::vector<double> zerosLike(const std::vector<double>& values) {
    return std::vector<double>(values.size(), 0.0);
}

} // namespace

TEST_CASE("The sign test counts pairs above, below and tied", "[statistics][paired]") {
    // Eight pairs with a > b, two with a < b, three ties.
    const std::vector<double> a{5, 5, 5, 5, 5, 5, 5, 5, 1, 1, 3, 3, 3};
    const std::vector<double> b{1, 2, 3, 4, 1, 2, 3, 4, 2, 9, 3, 3, 3};
    const SignTest test = signTest(a, b);
    CHECK(test.above == 8);
    CHECK(test.below == 2);
    CHECK(test.ties == 3);
    // n = 10, m = 2: 2 · (C(10,0) + C(10,1) + C(10,2)) / 2¹⁰ = 2 · (1 + 10 + 45) / 1024
    // = 112 / 1024 = 0.109375.
    CHECK(test.pValue == Approx(0.109375).epsilon(1e-12));
}

TEST_CASE("The sign test of one-sided pairs and of ties only", "[statistics][paired]") {
    // Ten above, none below: 2 · C(10,0) / 2¹⁰ = 2 / 1024 = 0.001953125.
    const std::vector<double> ten(10, 1.0);
    const SignTest oneSided = signTest(ten, zerosLike(ten));
    CHECK(oneSided.above == 10);
    CHECK(oneSided.below == 0);
    CHECK(oneSided.pValue == Approx(2.0 / 1024.0).epsilon(1e-12));
    // Swapped, the same p.
    CHECK(signTest(zerosLike(ten), ten).pValue == Approx(2.0 / 1024.0).epsilon(1e-12));
    // All ties: n = 0, p = 1.
    const SignTest ties = signTest(ten, ten);
    CHECK(ties.ties == 10);
    CHECK(ties.pValue == 1.0);
    // No pairs at all.
    CHECK(signTest({}, {}).pValue == 1.0);
    // Five and five: 2 · (1 + 10 + 45 + 120 + 210 + 252) / 1024 = 1276 / 1024 > 1, so p = 1.
    const std::vector<double> half{1, 1, 1, 1, 1, -1, -1, -1, -1, -1};
    CHECK(signTest(half, zerosLike(half)).pValue == 1.0);
}

TEST_CASE("The sign test of a hundred thousand pairs neither overflows nor loses the tail",
          "[statistics][paired]") {
    // Balanced, 50000 and 50000: 2 · P(X ≤ 50000) = 1 + P(X = 50000) > 1, so p = 1 (C(100000, k)
    // and 2¹⁰⁰⁰⁰⁰ are far beyond a double).
    std::vector<double> a(100000, 1.0);
    const std::vector<double> b(100000, 0.0);
    for (std::size_t i = 0; i < 50000; ++i)
        a[i] = -1.0;
    const SignTest balanced = signTest(a, b);
    CHECK(balanced.above == 50000);
    CHECK(balanced.below == 50000);
    CHECK(balanced.pValue == 1.0);
    // 50500 above, 49500 below. The binomial(100000, ½) tail is very nearly normal: mean 50000,
    // sd √(100000/4) = 158.114; with the continuity correction z = (49500.5 − 50000) / 158.114
    // = −3.159, and from the normal table Φ(−3.15) = 0.000816, Φ(−3.16) = 0.000789, so
    // Φ(−3.159) ≈ 0.000792 and p ≈ 2 · 0.000792 = 0.00158.
    for (std::size_t i = 49500; i < 50000; ++i)
        a[i] = 1.0;
    const SignTest lopsided = signTest(a, b);
    CHECK(lopsided.above == 50500);
    CHECK(lopsided.below == 49500);
    CHECK(lopsided.pValue == Approx(0.00158).epsilon(0.01));
}

TEST_CASE("The exact Wilcoxon test of five positive differences", "[statistics][paired]") {
    // d = 1 2 3 4 5: ranks 1..5 all positive, W+ = 15, W− = 0. Under the null each of the 2⁵ = 32
    // sign patterns is equally likely; W+ ≤ 0 only for the empty set: P = 1/32, p = 2/32 = 0.0625.
    const std::vector<double> d{1, 2, 3, 4, 5};
    const WilcoxonTest test = wilcoxonSignedRank(d, zerosLike(d));
    CHECK(test.n == 5);
    CHECK(test.wPlus == 15.0);
    CHECK(test.wMinus == 0.0);
    CHECK(test.exact);
    CHECK(test.pValue == 0.0625);
}

TEST_CASE("The exact Wilcoxon test of one negative difference", "[statistics][paired]") {
    // d = −1 2 3 4 5: W+ = 2 + 3 + 4 + 5 = 14, W− = 1. Subsets of {1..5} with sum ≤ 1: {} and {1},
    // so P(W+ ≤ 1) = 2/32 and p = 4/32 = 0.125.
    const std::vector<double> a{4, 12, 3, 9, 5};
    const std::vector<double> b{5, 10, 0, 5, 0};
    const WilcoxonTest test = wilcoxonSignedRank(a, b);
    CHECK(test.wPlus == 14.0);
    CHECK(test.wMinus == 1.0);
    CHECK(test.exact);
    CHECK(test.pValue == 0.125);
    // The normal approximation's z, reported as well: μ = 5 · 6 / 4 = 7.5,
    // σ² = 5 · 6 · 11 / 24 = 13.75, z = (14 − 7.5 − 0.5) / √13.75 = 6 / √13.75.
    CHECK(test.z == Approx(6.0 / std::sqrt(13.75)));
}

TEST_CASE("The Wilcoxon test drops zero differences", "[statistics][paired]") {
    // As the case before with two zero differences added: n stays 5, p stays 0.125.
    const std::vector<double> a{4, 12, 3, 9, 5, 7, 0};
    const std::vector<double> b{5, 10, 0, 5, 0, 7, 0};
    const WilcoxonTest test = wilcoxonSignedRank(a, b);
    CHECK(test.n == 5);
    CHECK(test.pValue == 0.125);
    // Only zero differences: nothing to rank, p = 1.
    const WilcoxonTest none = wilcoxonSignedRank({1, 2}, {1, 2});
    CHECK(none.n == 0);
    CHECK(none.pValue == 1.0);
}

TEST_CASE("The exact Wilcoxon test of ten differences counts subsets by sum", "[statistics][paired]") {
    // d = −1 −2 −3 4 5 ... 10: W− = 1 + 2 + 3 = 6, W+ = 55 − 6 = 49. Subsets of {1..10} by sum:
    // 0: {} | 1: {1} | 2: {2} | 3: {3} {1,2} | 4: {4} {1,3} | 5: {5} {1,4} {2,3} |
    // 6: {6} {1,5} {2,4} {1,2,3}; 1 + 1 + 1 + 2 + 2 + 3 + 4 = 14 with sum ≤ 6.
    // P(W+ ≤ 6) = 14/1024, p = 28/1024 = 0.02734375.
    const std::vector<double> d{-1, -2, -3, 4, 5, 6, 7, 8, 9, 10};
    const WilcoxonTest test = wilcoxonSignedRank(d, zerosLike(d));
    CHECK(test.wPlus == 49.0);
    CHECK(test.wMinus == 6.0);
    CHECK(test.exact);
    CHECK(test.pValue == 28.0 / 1024.0);
}

TEST_CASE("The exact Wilcoxon test reaches fifty differences without overflow", "[statistics][paired]") {
    // d = 1..50 all positive: only the empty subset has W+ ≤ 0, P = 1/2⁵⁰, p = 2/2⁵⁰ = 2⁻⁴⁹.
    std::vector<double> d;
    for (int i = 1; i <= 50; ++i)
        d.push_back(i);
    const WilcoxonTest test = wilcoxonSignedRank(d, zerosLike(d));
    CHECK(test.exact);
    CHECK(test.pValue == std::ldexp(1.0, -49));
}

TEST_CASE("Tied differences make the Wilcoxon test use the normal approximation with tie correction",
          "[statistics][paired]") {
    // d = 1 1 −2 3 3 4, n = 6. Sorted by |d|: 1 1 | 2 | 3 3 | 4 with ranks (1 + 2)/2 = 1.5 twice,
    // 3, (4 + 5)/2 = 4.5 twice, 6. W− = 3 (the −2); W+ = 1.5 + 1.5 + 4.5 + 4.5 + 6 = 18 (and
    // 18 + 3 = 21 = 6 · 7 / 2). μ = 6 · 7 / 4 = 10.5. σ² = 6 · 7 · 13 / 24 − Σ(t³ − t)/48 with two
    // groups of t = 2: 546/24 − 2 · 6/48 = 22.75 − 0.25 = 22.5. With the continuity correction
    // z = (18 − 10.5 − 0.5) / √22.5 = 7 / 4.7434 = 1.4757; Φ(1.47) = 0.92922, Φ(1.48) = 0.93056, so
    // Φ(1.4757) ≈ 0.9300 and p = 2 · (1 − 0.9300) = 0.1400.
    const std::vector<double> d{1, 1, -2, 3, 3, 4};
    const WilcoxonTest test = wilcoxonSignedRank(d, zerosLike(d));
    CHECK(test.n == 6);
    CHECK(test.wPlus == 18.0);
    CHECK(test.wMinus == 3.0);
    CHECK_FALSE(test.exact);
    CHECK(test.z == Approx(7.0 / std::sqrt(22.5)));
    CHECK(test.pValue == Approx(0.1400).margin(0.0005));
}

TEST_CASE("More than fifty differences use the normal approximation", "[statistics][paired]") {
    // d = 1..51 all positive: W+ = 51 · 52 / 2 = 1326, μ = 663, σ² = 51 · 52 · 103 / 24 = 11381.5,
    // z = (1326 − 663 − 0.5) / √11381.5 = 662.5 / 106.684 = 6.2099; the normal tail beyond 6 is
    // already about 10⁻⁹ on each side, so p < 10⁻⁸.
    std::vector<double> d;
    for (int i = 1; i <= 51; ++i)
        d.push_back(i);
    const WilcoxonTest test = wilcoxonSignedRank(d, zerosLike(d));
    CHECK_FALSE(test.exact);
    CHECK(test.wPlus == 1326.0);
    CHECK(test.z == Approx(662.5 / std::sqrt(11381.5)));
    CHECK(test.pValue > 0.0);
    CHECK(test.pValue < 1e-8);
    // Negated, z changes sign and p stays.
    std::vector<double> negated;
    for (double x : d)
        negated.push_back(-x);
    const WilcoxonTest mirrored = wilcoxonSignedRank(negated, zerosLike(negated));
    CHECK(mirrored.z == Approx(-test.z));
    CHECK(mirrored.pValue == Approx(test.pValue));
}

TEST_CASE("The paired tests refuse NaN differences", "[statistics][paired]") {
    CHECK_THROWS_AS(signTest({1, kNaN}, {0, 0}), std::invalid_argument);
    CHECK_THROWS_AS(wilcoxonSignedRank({1, kNaN}, {0, 0}), std::invalid_argument);
    // ∞ − ∞ is NaN too.
    CHECK_THROWS_AS(wilcoxonSignedRank({1, kInfinity}, {0, kInfinity}), std::invalid_argument);
}

TEST_CASE("Paired ratios divide pair by pair as IEEE division does", "[statistics][paired]") {
    const std::vector<double> ratios = pairedRatios({2, 3, 1, 0}, {4, 1.5, 0, 0});
    REQUIRE(ratios.size() == 4);
    CHECK(ratios[0] == 0.5);       // 2 / 4
    CHECK(ratios[1] == 2.0);       // 3 / 1.5
    CHECK(ratios[2] == kInfinity); // 1 / 0
    CHECK(std::isnan(ratios[3]));  // 0 / 0
}

TEST_CASE("Paired functions refuse samples of different sizes", "[statistics][paired]") {
    const std::vector<double> three{1, 2, 3};
    const std::vector<double> two{1, 2};
    CHECK_THROWS_AS(signTest(three, two), std::invalid_argument);
    CHECK_THROWS_AS(wilcoxonSignedRank(three, two), std::invalid_argument);
    CHECK_THROWS_AS(pairedRatios(three, two), std::invalid_argument);
}
