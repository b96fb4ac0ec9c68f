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

/// Payoffs (profiles x players, each an exact rational of some 60 bytes or more) a strategic
/// game read from a file may have: 2^24 profiles of 24 players would need 400 million.
inline constexpr std::uint64_t kMaxGamePayoffs = 10'000'000;

/// checkGameSize, then TooLarge when the game whose players have `counts` strategies (one count
/// per player) would hold more than kMaxGamePayoffs payoffs; args: the size ("5000 x 5000 =
/// 25000000 cells x 2 players = 50000000 payoffs") and the limit ("10000000 payoffs").
std::optional<Error> checkStrategicGameSize(const std::vector<std::uint64_t>& counts, const SourceLocation& where = {});

}  // namespace gamelab
