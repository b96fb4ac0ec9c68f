#include "core/sweep/treeformsweep.h"

#include "core/algebra/realroots.h"
#include "core/tree/strategicform.h"

#include <algorithm>

namespace gamelab {
namespace {

Error tooLarge(const std::string& what) {
  return makeProblemError(ErrorCode::TooLarge, Problem::SweepTooLarge, {what, "degree " + std::to_string(kMaxTreeFormDegree)});
}

/// The degree in t of a function that must be a polynomial, or -1 when it is not one.
int polynomialDegree(const RationalFunction& f) {
  if (f.denominator().size() != 1) return -1;
  return std::max(0, static_cast<int>(f.numerator().size()) - 1);
}

/// The highest degree of a cell of the strategic form: over the plays, the chance probabilities'
/// degrees summed along the play plus the highest payoff degree on it (top-down, no recursion).
Expected<int> formDegree(const ParametricTree& game) {
  const GameTree& tree = game.tree;
  std::vector<int> chanceDegree(tree.nodes.size(), 0), payoffDegree(tree.nodes.size(), 0);
  int highest = 0;
  for (NodeId n : tree.subtree(tree.root())) {
    const TreeNode& node = tree.node(n);
    const std::size_t i = static_cast<std::size_t>(n);
    if (node.parent != kNoNode) {
      const std::size_t parent = static_cast<std::size_t>(node.parent);
      chanceDegree[i] = chanceDegree[parent];
      payoffDegree[i] = payoffDegree[parent];
      if (tree.isChance(node.parent)) {
        const int action = tree.actionIndexOf(n);
        const int d = polynomialDegree(
            game.probabilities[static_cast<std::size_t>(tree.node(node.parent).infoSet)][static_cast<std::size_t>(action)]);
        if (d < 0) return tooLarge("a chance probability that is not a polynomial");
        chanceDegree[i] += d;
      }
    }
    if (node.outcome >= 0)
      for (const RationalFunction& f : game.payoffs[static_cast<std::size_t>(node.outcome)]) {
        const int d = polynomialDegree(f);
        if (d < 0) return tooLarge("a payoff that is not a polynomial");
        payoffDegree[i] = std::max(payoffDegree[i], d);
      }
    if (node.isTerminal()) highest = std::max(highest, chanceDegree[i] + payoffDegree[i]);
    if (highest > kMaxTreeFormDegree) return tooLarge("degree " + std::to_string(highest));
  }
  return highest;
}

}  // namespace

Expected<TreeFormSweep> solveTreeFormSweep(const ParametricTree& game, const Rational& lo, const Rational& hi,
                                               const std::string& variable, const Progress& progress,
                                               const CancelToken& cancel) {
  if (game.tree.players() != 2)
    return makeProblemError(ErrorCode::WrongShape, Problem::NotTwoPlayers, {std::to_string(game.tree.players())});
  if (auto error = probabilityOutsideUnit(game, lo, hi)) return *error;
  auto degree = formDegree(game);
  if (!degree) return degree.error();
  StrategicFormOptions options;
  options.reduction = StrategyReduction::Reduced;
  // The form at deg + 1 points of [lo, hi], each cell interpolated.
  const int points = *degree + 1;
  RationalVector xs;
  std::vector<StrategicGame> forms;
  TreeFormSweep out;
  for (int k = 0; k < points; ++k) {
    const Rational x = points == 1 ? lo : lo + (hi - lo) * Rational(k, points - 1);
    auto form = toStrategicForm(game.at(x), options, Progress::none(), cancel);
    if (!form) return form.error();
    if (!forms.empty() && form->game.strategyCounts() != forms.front().strategyCounts())
      return makeError(ErrorCode::Internal, {"tree form sweep: the reduced form changed shape with the parameter"});
    xs.push_back(x);
    forms.push_back(std::move(form->game));
  }
  auto atValue = toStrategicForm(game.tree, options, Progress::none(), cancel);
  if (!atValue) return atValue.error();
  out.form = std::move(atValue->game);
  const StrategicGame& shape = forms.front();
  ParametricBimatrix g;
  g.rows = shape.strategies(0);
  g.cols = shape.strategies(1);
  g.variable = variable;
  g.a.assign(g.rows, std::vector<RationalFunction>(g.cols));
  g.b.assign(g.rows, std::vector<RationalFunction>(g.cols));
  for (std::size_t i = 0; i < g.rows; ++i)
    for (std::size_t j = 0; j < g.cols; ++j) {
      if (cancel.isCancelled()) return stopError(cancel);
      const std::size_t profile = i + j * g.rows;  // player 1 fastest
      for (std::size_t player = 0; player < 2; ++player) {
        RationalVector ys;
        for (const StrategicGame& f : forms) ys.push_back(f.payoff(profile, player));
        (player == 0 ? g.a : g.b)[i][j] = RationalFunction::fraction(interpolatePolynomial(xs, ys), {Rational(1)});
      }
    }
  auto sweep = solveBimatrixSweep(g, lo, hi, progress, cancel);
  if (!sweep) return sweep.error();
  out.sweep = std::move(*sweep);
  return out;
}

}  // namespace gamelab
