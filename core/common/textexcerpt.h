#pragma once
/// Quoting input text in error arguments: every reader cuts the token it quotes with
/// excerpt(), so that a message stays one short line whatever the input holds (a 1 MB
/// token, a newline, a NUL byte, invalid UTF-8).
#include <cstddef>
#include <string>
#include <string_view>

namespace gamelab {

/// Tokens quoted in messages are cut to this many bytes (never inside a UTF-8 character).
inline constexpr std::size_t kExcerptBytes = 40;

/// `text` made printable on one line and at most about `limit` bytes long: control
/// characters become escapes ("\n", "\t", "\x00"), bytes that are not valid UTF-8 become
/// "\xNN", and a longer text is cut at a character boundary and ends in "…". Valid UTF-8.
std::string excerpt(std::string_view text, std::size_t limit = kExcerptBytes);

}  // namespace gamelab
