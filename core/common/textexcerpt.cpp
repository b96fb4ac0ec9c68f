#include "core/common/textexcerpt.h"

#include <cstdio>

namespace gamelab {
namespace {

/// Length of the valid UTF-8 sequence starting at text[k], or 0 when it is not one.
std::size_t utf8Length(std::string_view text, std::size_t k) {
  const auto byte = [&](std::size_t i) { return static_cast<unsigned char>(text[i]); };
  const unsigned char c = byte(k);
  std::size_t n = 0;
  unsigned min = 0;
  if (c < 0x80) return 1;
  if ((c & 0xE0) == 0xC0) n = 2, min = 0x80;
  else if ((c & 0xF0) == 0xE0) n = 3, min = 0x800;
  else if ((c & 0xF8) == 0xF0) n = 4, min = 0x10000;
  else return 0;
  if (k + n > text.size()) return 0;
  unsigned code = c & (0x7Fu >> n);
  for (std::size_t i = 1; i < n; ++i) {
    if ((byte(k + i) & 0xC0) != 0x80) return 0;
    code = (code << 6) | (byte(k + i) & 0x3Fu);
  }
  if (code < min || code > 0x10FFFF || (code >= 0xD800 && code <= 0xDFFF)) return 0;
  return n;
}

std::string hexEscape(unsigned char c) {
  char buffer[8];
  std::snprintf(buffer, sizeof buffer, "\\x%02X", static_cast<unsigned>(c));
  return buffer;
}

}  // namespace

std::string excerpt(std::string_view text, std::size_t limit) {
  std::string out;
  std::size_t k = 0;
  while (k < text.size()) {
    std::string piece;
    const auto c = static_cast<unsigned char>(text[k]);
    std::size_t length = utf8Length(text, k);
    if (length == 0) {
      piece = hexEscape(c);
      length = 1;
    } else if (c == '\n') {
      piece = "\\n";
    } else if (c == '\r') {
      piece = "\\r";
    } else if (c == '\t') {
      piece = "\\t";
    } else if (c < 0x20 || c == 0x7F) {
      piece = hexEscape(c);
    } else {
      piece = std::string(text.substr(k, length));
    }
    if (out.size() + piece.size() > limit) {
      out += "…";
      return out;
    }
    out += piece;
    k += length;
  }
  return out;
}

}  // namespace gamelab
