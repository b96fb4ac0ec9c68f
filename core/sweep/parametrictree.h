#pragma once
/// A tree document read as a parametric tree: every outcome payoff and chance probability as a
/// rational function of one of its parameters (the others at their values), the input of the
/// tree sweeps (treesweep.h).
#include "core/algebra/rationalfunction.h"
#include "core/common/expected.h"
#include "core/param/parameters.h"
#include "core/tree/gametree.h"

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
