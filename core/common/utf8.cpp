#include "core/common/utf8.h"

#include <algorithm>

namespace gamelab {

std::size_t utf8Columns(std::string_view text) {
  return static_cast<std::size_t>(std::count_if(text.begin(), text.end(), [](char c) { return !isUtf8Continuation(c); }));
}

int utf8ColumnOf(std::string_view text, std::size_t offset) {
  return 1 + static_cast<int>(utf8Columns(text.substr(0, std::min(offset, text.size()))));
}

std::size_t utf8OffsetOfColumn(std::string_view text, int column) {
  if (column < 1) return 0;
  int seen = 0;
  for (std::size_t k = 0; k < text.size(); ++k)
    if (!isUtf8Continuation(text[k]) && ++seen == column) return k;
  return text.size();
}

std::size_t utf8CharacterEnd(std::string_view text, std::size_t offset) {
  if (offset >= text.size()) return text.size();
  std::size_t end = offset + 1;
  while (end < text.size() && end - offset < 4 && isUtf8Continuation(text[end])) ++end;
  return end;
}

std::size_t utf8SequenceLength(std::string_view text, std::size_t offset) {
  if (offset >= text.size()) return 0;
  const auto byte = [&](std::size_t i) { return static_cast<unsigned char>(text[i]); };
  const unsigned char lead = byte(offset);
  std::size_t n = 0;
  unsigned least = 0;
  if (lead < 0x80) return 1;
  if ((lead & 0xE0) == 0xC0) n = 2, least = 0x80;
  else if ((lead & 0xF0) == 0xE0) n = 3, least = 0x800;
  else if ((lead & 0xF8) == 0xF0) n = 4, least = 0x10000;
  else return 0;
  if (offset + n > text.size()) return 0;
  unsigned code = lead & (0x7Fu >> n);
  for (std::size_t i = 1; i < n; ++i) {
    if (!isUtf8Continuation(text[offset + i])) return 0;
    code = (code << 6) | (byte(offset + i) & 0x3Fu);
  }
  if (code < least || code > 0x10FFFF || (code >= 0xD800 && code <= 0xDFFF)) return 0;
  return n;
}

}  // namespace gamelab
