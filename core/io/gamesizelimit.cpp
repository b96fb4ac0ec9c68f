#include "core/io/gamesizelimit.h"

#include <string>

namespace gamelab {

std::optional<Error> checkGameSize(const std::vector<std::uint64_t>& counts, const SourceLocation& where) {
  bool overflow = false;
  std::uint64_t cells = 1;
  std::string size;
  for (auto c : counts) {
    if (!size.empty()) size += " x ";
    size += std::to_string(c);
    if (c != 0 && cells > UINT64_MAX / c) overflow = true;
    if (!overflow) cells *= c;
  }
  if (!overflow && cells <= kMaxGameCells) return std::nullopt;
  if (!overflow) size += " = " + std::to_string(cells);
  size += " cells";
  return makeError(ErrorCode::TooLarge, {size, std::to_string(kMaxGameCells) + " cells"}, where);
}

}  // namespace gamelab
