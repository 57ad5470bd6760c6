#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <type_traits>
#include <vector>

namespace pathfinder {

/// One value of an enumeration with its two spellings.
template <class E>
struct EnumName {
    E value;
    std::string_view key;   ///< the stable word of files, the command line and tables: "larger-g"
    std::string_view label; ///< the words of menus and the control panel: "Larger g first"
};

/// Specialised next to each enumeration that has spellings, with
/// `static constexpr EnumName<E> table[] = {...};` listing every value once, in menu order.
template <class E>
struct EnumNames;

namespace detail {
template <class E, class = void>
struct HasEnumNames : std::false_type {};
template <class E>
struct HasEnumNames<E, std::void_t<decltype(EnumNames<E>::table)>> : std::true_type {};
} // namespace detail

/// Enables a function for enumerations that have an EnumNames table.
template <class E>
using IfNamed = std::enable_if_t<detail::HasEnumNames<E>::value, int>;

/// The value's stable word, e.g. toString(TieBreak::LargerG) == "larger-g".
template <class E, IfNamed<E> = 0>
constexpr std::string_view toString(E value) {
    for (const auto& entry : EnumNames<E>::table)
        if (entry.value == value)
            return entry.key;
    return {};
}

/// The value's words for a person, e.g. "Larger g first".
template <class E, IfNamed<E> = 0>
constexpr std::string_view labelOf(E value) {
    for (const auto& entry : EnumNames<E>::table)
        if (entry.value == value)
            return entry.label;
    return {};
}

/// The value whose stable word is `text`, or nothing.
template <class E, IfNamed<E> = 0>
constexpr std::optional<E> parseEnum(std::string_view text) {
    for (const auto& entry : EnumNames<E>::table)
        if (entry.key == text)
            return entry.value;
    return std::nullopt;
}

/// Every value, in menu order.
template <class E, IfNamed<E> = 0>
std::vector<E> allValues() {
    std::vector<E> values;
    for (const auto& entry : EnumNames<E>::table)
        values.push_back(entry.value);
    return values;
}

/// Every stable word, in menu order.
template <class E, IfNamed<E> = 0>
std::vector<std::string> allKeys() {
    std::vector<std::string> keys;
    for (const auto& entry : EnumNames<E>::table)
        keys.emplace_back(entry.key);
    return keys;
}

/// "a, b or c" (with `last` = " or "), "a and b", "a": items in words, for messages.
inline std::string wordList(const std::vector<std::string>& items, std::string_view last = " or ") {
    std::string list;
    for (std::size_t i = 0; i < items.size(); ++i)
        list += (i == 0                  ? std::string()
                 : i + 1 == items.size() ? std::string(last)
                                         : std::string(", ")) +
                items[i];
    return list;
}

/// "a, b or c" of the stable words, for messages.
template <class E, IfNamed<E> = 0>
std::string keyList() {
    return wordList(allKeys<E>());
}

} // namespace pathfinder
