#pragma once
/// A tree document read as a parametric tree: every outcome payoff and chance probability as a
/// rational function of one of its parameters (the others at their values), the input of the
/// tree sweeps (treesweep.h).
#include "core/algebra/rationalfunction.h"
#include "core/common/expected.h"
#include "core/param/parameters.h"
#include "core/tree/gametree.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace gamelab {

struct ParametricTree {
  GameTree tree;  ///< at the parameters' values (structure, labels)
  std::vector<std::vector<RationalFunction>> payoffs;        ///< [outcome][player]
  std::vector<std::vector<RationalFunction>> probabilities;  ///< [information set][action]; empty: a decision set

  /// The tree with every function evaluated at t. Precondition: no function has a pole at t
  /// (loadTreeSweepInput refuses poles in the range).
  GameTree at(const Rational& t) const;
};

/// MustBeProbability (args: the place "game/infosets/<k>/probabilities/<a>", a value it takes
/// outside [0, 1]) for the first chance probability that leaves [0, 1] somewhere in [lo, hi];
/// nullopt when none does. Exact: the sign of f and of 1 − f is checked at the ends and once
/// between consecutive real roots.
std::optional<Error> probabilityOutsideUnit(const ParametricTree& game, const Rational& lo, const Rational& hi);

/// The tree's outcome payoffs and chance probabilities as functions of `variable`: those with an
/// expression text (TreeOutcome::payoffExpressions, InfoSet::probabilityExpressions) through it,
/// the others as constants. Errors (quoting the place, "game/outcomes/2/payoffs/0"): those of
/// parseExpression and expressionFunction, and ExpressionDivisionByZero for a pole in [lo, hi].
Expected<ParametricTree> parametricTreeOf(GameTree tree, const ParameterValues& values, const std::string& variable,
                                          const Rational& lo, const Rational& hi);

struct TreeSweepInput {
  ParametricTree game;
  Parameter parameter;    ///< the swept one (min and max set)
  Parameters parameters;  ///< all of them, overrides applied
};

/// The most nodes a tree sweep takes (TooLarge beyond): each piece walks every node with
/// functions of the parameter.
inline constexpr std::size_t kMaxSweepTreeNodes = 100000;

/// From the text of a .gamelab tree document and the name of the parameter to sweep. Errors: those
/// of loadTreeText at the values, UnknownParameter (place "--sweep"; also for .efg and the
/// notation, which have none), SweepNeedsRange, TooLarge beyond kMaxSweepTreeNodes, and those of
/// placeFunction / poleInRange placed at the payoff or probability.
Expected<TreeSweepInput> loadTreeSweepInput(std::string_view text, const std::string& fileName,
                                            const std::string& variable, const ParameterOverrides& overrides = {});

}  // namespace gamelab
