#include "core/common/gamesizelimit.h"

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
  return makeProblemError(ErrorCode::TooLarge, Problem::TooManyCells, {size, std::to_string(kMaxGameCells)}, where);
}

std::optional<Error> checkStrategicGameSize(const std::vector<std::uint64_t>& counts, const SourceLocation& where) {
  if (auto tooLarge = checkGameSize(counts, where)) return tooLarge;
  std::uint64_t cells = 1;
  std::string size;
  for (auto c : counts) {
    if (!size.empty()) size += " x ";
    size += std::to_string(c);
    cells *= c;  // at most kMaxGameCells: checked above
  }
  const std::uint64_t players = counts.size();
  const std::uint64_t payoffs = cells * players;
  if (payoffs <= kMaxGamePayoffs) return std::nullopt;
  return makeProblemError(ErrorCode::TooLarge, Problem::TooManyPayoffs,
                          {size, std::to_string(cells), std::to_string(players), std::to_string(payoffs),
                           std::to_string(kMaxGamePayoffs)},
                          where);
}

}  // namespace gamelab
