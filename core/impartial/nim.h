#pragma once
/// Nim and its relatives on heaps (source 000 §1.2): Bouton's theorem for normal and misère
/// play, the winning moves, Moore's Nim_k, Staircase Nim.
#include "core/impartial/heaprule.h"
#include "core/impartial/nimber.h"

#include <vector>

namespace gamelab {

/// Reduce heap `heap` to `newSize` (< its size).
struct NimMove {
  std::size_t heap = 0;
  HeapSize newSize = 0;
  bool operator==(const NimMove&) const = default;
};

Nimber nimSum(const std::vector<HeapSize>& heaps);
/// Every winning move in Nim (normal: to nim-sum 0; misère: Bouton's rule of §1.2.5), in heap
/// order; empty in a P-position.
std::vector<NimMove> nimWinningMoves(const std::vector<HeapSize>& heaps, PlayConvention convention);
Outcome nimOutcome(const std::vector<HeapSize>& heaps, PlayConvention convention);

/// Moore's Nim_k: P iff every binary column sum is 0 mod (k+1).
bool isMooreP(const std::vector<HeapSize>& heaps, int k);
/// Winning moves of Nim_k: new sizes for up to k heaps (unchanged heaps keep their size);
/// at most `limit` moves.
std::vector<std::vector<HeapSize>> mooreWinningMoves(const std::vector<HeapSize>& heaps, int k, std::size_t limit = 64);

/// Staircase Nim: coins[j] on step j+1; P iff the XOR of the odd steps (1, 3, 5, … ) is 0.
Nimber staircaseValue(const std::vector<HeapSize>& coins);

}  // namespace gamelab
