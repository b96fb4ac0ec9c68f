#pragma once
/// Positions in UTF-8 text, the one definition every reader and view shares: an error's
/// column counts characters (code points), not bytes, and a quoted character is a whole one.
/// Bytes are only looked at, never decoded; invalid UTF-8 never throws or reads out of range.
#include <cstddef>
#include <string_view>

namespace gamelab {

/// True for a continuation byte (0b10xxxxxx), which never starts a character.
constexpr bool isUtf8Continuation(char c) { return (static_cast<unsigned char>(c) & 0xC0) == 0x80; }

/// How many characters `text` holds: its bytes that are not continuation bytes (a stray
/// continuation byte counts with the character before it). "aé↑" is 3.
std::size_t utf8Columns(std::string_view text);

/// The 1-based column of byte `offset` of a line that starts at byte 0 of `text`: one more
/// than the characters that start before it. An offset past the end is the column after the
/// last character; an offset inside a character, the column after that character.
int utf8ColumnOf(std::string_view text, std::size_t offset);

/// The byte where 1-based column `column` of `text` starts (the inverse of utf8ColumnOf);
/// text.size() for a column past the last character, 0 for a column below 1.
std::size_t utf8OffsetOfColumn(std::string_view text, int column);

/// The end of the character that starts at byte `offset`: one past its lead byte and the
/// continuation bytes after it, at most 4 bytes in all, never past the text (text.size()
/// when `offset` is at or beyond the end). Quotes "é" whole rather than half of it.
std::size_t utf8CharacterEnd(std::string_view text, std::size_t offset);

/// The length (1 to 4) of the valid UTF-8 sequence that starts at byte `offset`, or 0 when
/// none does there: a continuation or invalid lead byte, a cut sequence, an overlong form, a
/// UTF-16 surrogate or a code point above U+10FFFF; 0 also at or beyond the end.
std::size_t utf8SequenceLength(std::string_view text, std::size_t offset);

}  // namespace gamelab
