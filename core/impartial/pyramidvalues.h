#pragma once
/// The shortest-win values of pyramid-style stick positions (source 003 §2.5.2, digest
/// shortest-win-dp.md §4–§6), memoised over positions encoded as two 64-bit words and found by
/// an explicit-stack depth-first search (no recursion), with the moves of each run length
/// precomputed and the child's outcome derived incrementally (xor of run lengths, number of
/// runs, number of runs of length >= 2) before it is looked up. Used by shortestwin.cpp.
#include "core/common/cancel.h"

#include <array>
#include <cstdint>
#include <vector>

namespace gamelab {

constexpr int kPyramidMaxRun = 12;  ///< the longest run (row) of a position
/// counts[i] = number of runs of length i (1 <= i <= 12); counts[0] is ignored.
using PyramidCounts = std::array<std::uint8_t, kPyramidMaxRun + 1>;

/// One decision of digest §4: remove sticks u2..u3 of a run of length n (mirror images once),
/// leaving runs of lengths a = u2 − 1 and b = n − u3 (0 = none; a <= b).
struct PyramidMove {
  int n, u2, u3, a, b;
};
/// The decisions on one run of length n (1..12), in the order u2 ascending, then u3 ascending.
const std::vector<PyramidMove>& pyramidMoves(int n);

/// Outcome rule (digest §6): the player to move loses iff all runs are 1 and their number is
/// odd, or some run is >= 2 and the XOR of the run lengths is 0 (non-empty positions).
bool pyramidLosing(const PyramidCounts& c);

class PyramidValueTable {
 public:
  explicit PyramidValueTable(const CancelToken& cancel);

  /// W (the winner's own moves in the shortest forced win) for a won position, D (the opponent's
  /// own moves in its shortest win against the longest resistance) for a lost one, 0 for the
  /// single stick, INT_MAX for the empty position; -1 once cancelled. Positions must have at
  /// most 720 runs of length 1, 480 of length 2, 360 of length 3, 240 of length 4 or 5 and 120 of
  /// each longer length (true of every position reachable from 120 rows of <= 12 sticks).
  int value(const PyramidCounts& c);
  bool cancelled() const { return cancelled_; }
  std::size_t size() const { return used_; }  ///< positions memoised

  /// A position: the run counts packed in 96 bits (see pyramidvalues.cpp).
  struct Key {
    std::uint64_t lo = 0;
    std::uint32_t hi = 0;
    bool operator==(const Key&) const = default;
  };
  /// A table slot: one 16-byte load per probe.
  struct Slot {
    std::uint64_t lo = 0;
    std::uint32_t hi = 0;
    std::int32_t value = 0;
  };

 private:
  int solve(const Key& root);
  int find(const Key& k) const;
  void prefetch(const Key& k) const;
  void insert(const Key& k, int v);
  void grow();

  const CancelToken& cancel_;
  std::vector<Slot> slots_;
  std::size_t used_ = 0;
  std::size_t steps_ = 0;
  bool cancelled_ = false;
};

}  // namespace gamelab
