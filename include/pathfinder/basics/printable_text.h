#pragma once

#include <string>
#include <string_view>

namespace pathfinder {

/// `bytes` as text that any display can show: valid UTF-8 in which every byte that is not part of
/// a valid UTF-8 sequence, and every control character other than tab and line feed, is written
/// as "\xNN". Text that is already printable UTF-8 comes back unchanged, so messages that quote a
/// file's bytes (or a file name) never turn into nothing on the way to a dialog.
std::string printableText(std::string_view bytes);

/// `text` made safe as XML (or HTML) character data or attribute value: & < > " ' as entities.
std::string xmlEscaped(std::string_view text);

/// True when `bytes` is valid UTF-8 (overlong forms, surrogates and values past U+10FFFF are not).
bool isValidUtf8(std::string_view bytes);

} // namespace pathfinder
