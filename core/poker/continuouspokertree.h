#pragma once
/// The continuous poker models discretised: each hand is one of n equally likely classes
/// 1..n (higher wins, equal classes split the pot, i.e. pay 0 at a showdown), dealt
/// independently. The betting tree of the model (continuouspoker.h) is built as a GameTree —
/// chance deals both classes at once, I's information sets are his class, II's her class and
/// I's action — and solved exactly by the sequence form. Its value v_n tends to the
/// continuous value v(β) as n grows (|v_n − v| = O(1/n)).
#include "core/common/cancel.h"
#include "core/common/expected.h"
#include "core/poker/continuouspoker.h"
#include "core/tree/gametree.h"

#include <vector>

namespace gamelab {

/// The most classes a discretised game may have (the tree has about 6 n² nodes).
inline constexpr int kMaxPokerClasses = 64;

/// The discretised tree. Errors: PokerBetNotPositive; InvalidArgument / MustBeBetween
/// (args: "classes", 1, kMaxPokerClasses, n) for n outside 1..kMaxPokerClasses.
Expected<GameTree> discretePokerTree(const PokerGame& game, int classes);

struct DiscretePokerOptions {
  std::vector<int> classes{2, 4, 8, 16};  ///< the n to solve, each in 1..kMaxPokerClasses
};

struct DiscretePokerRow {
  int classes = 0;
  Rational value;     ///< v_n, exact (sequence form, verified)
  Rational error;     ///< v_n − v(β)
  bool verified = false;
};

/// One row per n of options.classes, in that order. Errors: as discretePokerTree, the sequence
/// form's, Cancelled, Timeout. Progress stage "poker-discrete" (fraction = rows done).
Expected<std::vector<DiscretePokerRow>> solveDiscretePoker(const PokerGame& game,
                                                           const DiscretePokerOptions& options = {},
                                                           const Progress& progress = Progress::none(),
                                                           const CancelToken& cancel = CancelToken::none());

}  // namespace gamelab
