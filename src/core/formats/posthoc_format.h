#pragma once

#include <string>
#include <string_view>

namespace pathfinder {

// What the Posthoc trace writer and reader share (posthoc_trace_writer.cpp defines them).

/// `text` as a JSON string, quoted and escaped.
std::string jsonString(std::string_view text);

/// The shortest text that reads back as the same double: how numbers are written, and the key of a
/// numeric "id" (so that 5 and "5" name one node, as Posthoc keys nodes by the id's text).
std::string jsonNumber(double value);

} // namespace pathfinder
