#pragma once
/// The support profiles of an n-player game (one nonempty set of strategies per player) in the
/// order of Porter, Nudelman and Shoham (2008, Algorithm 2): by the total of the support sizes,
/// then by their balance (the largest size minus the smallest), then each size vector's
/// supports in lexicographic order. Small and balanced supports first: random games' equilibria
/// mostly have them, so a search with a time budget meets them early.
///
/// Generated one at a time (the count can be astronomical: 1023³ for 10×10×10); memory is the
/// size vectors (Π counts) plus one support.
#include "core/strategic/npersonsystem.h"

#include <cstddef>
#include <vector>

namespace gamelab::nperson {

class SupportProfileOrder {
 public:
  /// `counts`: each player's number of strategies (each ≥ 1, at most 63).
  explicit SupportProfileOrder(std::vector<std::size_t> counts);

  /// Writes the next support profile into `out` (per player, ascending); false after the last.
  bool next(Support& out);

  /// How many profiles there are in all, and how many next() has given (doubles: the count can
  /// exceed 2⁶⁴; for progress).
  double total() const { return total_; }
  double given() const { return given_; }

 private:
  bool startSizeVector();

  std::vector<std::size_t> counts_;
  std::vector<std::vector<std::size_t>> sizeVectors_;  ///< in the order above
  std::size_t sizeIndex_ = 0;
  Support current_;  ///< the combinations of the current size vector
  bool fresh_ = true;  ///< current_ is the first combination of its size vector, not yet given
  double total_ = 0, given_ = 0;
};

}  // namespace gamelab::nperson
