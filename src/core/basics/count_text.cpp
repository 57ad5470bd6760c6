#include "pathfinder/basics/count_text.h"

namespace pathfinder {

namespace {

bool isVowel(char c) {
    return c == 'a' || c == 'e' || c == 'i' || c == 'o' || c == 'u';
}

bool endsWith(std::string_view text, std::string_view end) {
    return text.size() >= end.size() && text.substr(text.size() - end.size()) == end;
}

} // namespace

std::string pluralOf(std::string_view singular) {
    std::string word(singular);
    if (word.empty())
        return word;
    const char last = word.back();
    if (last == 'y' && word.size() > 1 && !isVowel(word[word.size() - 2]))
        return word.substr(0, word.size() - 1) + "ies";
    for (const std::string_view end : {"s", "x", "z", "ch", "sh"})
        if (endsWith(word, end))
            return word + "es";
    return word + "s";
}

std::string nounFor(std::uint64_t count, std::string_view singular, std::string_view plural) {
    if (count == 1)
        return std::string(singular);
    return plural.empty() ? pluralOf(singular) : std::string(plural);
}

std::string countText(std::uint64_t count, std::string_view singular, std::string_view plural) {
    return std::to_string(count) + " " + nounFor(count, singular, plural);
}

} // namespace pathfinder
