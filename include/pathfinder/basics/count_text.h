#pragma once

#include <cstdint>
#include <string>
#include <string_view>

namespace pathfinder {

// Counts in words for messages and reports: "1 query", "2 queries", "0 queries". Every message that
// counts things writes its count through these, so that no message reads "1 scenario files".

/// The plural of an English noun by the regular rules: "query" → "queries", "match" → "matches",
/// "box" → "boxes", "walker" → "walkers", "key" → "keys". A noun of several words ("scenario file")
/// takes the plural on its last word. Irregular nouns need countText()'s explicit plural.
std::string pluralOf(std::string_view singular);

/// `singular` for a count of 1, else its plural (pluralOf(), or `plural` when given).
std::string nounFor(std::uint64_t count, std::string_view singular, std::string_view plural = {});

/// The count and its noun: countText(1, "query") == "1 query", countText(3, "query") == "3 queries".
std::string countText(std::uint64_t count, std::string_view singular, std::string_view plural = {});

} // namespace pathfinder
