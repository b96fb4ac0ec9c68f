#pragma once
/// Wythoff's game (source 000 1.3.5 ex 5): a queen moves left, down or diagonally down-left
/// towards (0,0); Grundy values and the P-positions (⌊kφ⌋, ⌊kφ²⌋) exactly in integers.
#include "core/common/cancel.h"
#include "core/common/expected.h"
#include "core/impartial/nimber.h"

#include <cstdint>
#include <vector>

namespace gamelab {

struct WythoffTableOptions {
  int size = 16;
};
/// g(x, y) for 0 <= x, y < size, row-major by x (size <= 4096). No progress is reported.
/// Errors: TooLarge WythoffSizeOutOfRange; Cancelled.
Expected<std::vector<Nimber>> solveWythoffTable(const WythoffTableOptions& options = {},
                                                const Progress& progress = Progress::none(),
                                                const CancelToken& cancel = CancelToken::none());
/// Whether (x, y) is a P-position (closed form, any 64-bit coordinates).
bool isWythoffP(std::uint64_t x, std::uint64_t y);

}  // namespace gamelab
