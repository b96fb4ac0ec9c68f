#pragma once
/// The largest strategic game the readers accept, so that a huge file gives a clear error
/// instead of exhausting memory.
#include "core/common/error.h"

#include <cstdint>
#include <optional>
#include <vector>

namespace gamelab {

/// Pure-strategy profiles (cells) a game read from a file may have.
inline constexpr std::uint64_t kMaxGameCells = 25'000'000;

/// TooLarge when the product of `counts` exceeds kMaxGameCells; args: the size
/// ("10000 x 10000 = 100000000 cells") and the limit ("25000000 cells").
std::optional<Error> checkGameSize(const std::vector<std::uint64_t>& counts, const SourceLocation& where = {});

}  // namespace gamelab
