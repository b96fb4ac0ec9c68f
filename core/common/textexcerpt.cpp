#include "core/common/textexcerpt.h"

#include "core/common/utf8.h"

#include <cstdio>

namespace gamelab {
namespace {

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
    std::size_t length = utf8SequenceLength(text, k);
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
