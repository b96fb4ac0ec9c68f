// The discretised continuous poker models as game trees, solved by the sequence form.
#include "core/poker/continuouspokertree.h"

#include "core/common/problem.h"
#include "core/poker/pokertreebuilder.h"
#include "core/tree/sequenceform.h"

#include <string>

namespace gamelab {

namespace {

/// Payoff to I at a showdown for `stake` with classes i (I) and j (II).
Rational showdown(int i, int j, const Rational& stake) {
  if (i == j) return 0;
  return i > j ? stake : Rational(-stake);
}

void betting(detail::TreeBuilder& b, NodeId id, PokerModel model, const Rational& beta, int i, int j) {
  const std::string si = "x=" + std::to_string(i), sj = "y=" + std::to_string(j);
  const Rational pot = beta + 1;
  const bool relance = model == PokerModel::LaRelance;
  b.setDecision(id, 0, si, {relance ? "fold" : "check", "bet"});
  const NodeId passive = b.add(id);
  if (relance) {
    b.setPayoff(passive, -1);
  } else if (model == PokerModel::VonNeumann) {
    b.setPayoff(passive, showdown(i, j, 1));
  } else {
    b.setDecision(passive, 1, sj + ",check", {"check", "call"});
    b.setPayoff(b.add(passive), 0);
    b.setPayoff(b.add(passive), showdown(i, j, 1));
  }
  const NodeId bet = b.add(id);
  b.setDecision(bet, 1, sj + ",bet", {"fold", "call"});
  b.setPayoff(b.add(bet), 1);
  b.setPayoff(b.add(bet), showdown(i, j, pot));
}

}  // namespace

Expected<GameTree> discretePokerTree(const PokerGame& game, int classes) {
  if (sgn(game.beta) <= 0)
    return makeProblemError(ErrorCode::InvalidArgument, Problem::PokerBetNotPositive, {toString(game.beta)});
  if (classes < 1 || classes > kMaxPokerClasses)
    return makeProblemError(ErrorCode::InvalidArgument, Problem::MustBeBetween,
                            {"classes", "1", std::to_string(kMaxPokerClasses), std::to_string(classes)});
  detail::TreeBuilder b;
  const NodeId root = b.add(kNoNode);
  std::vector<std::string> deals;
  const auto n = static_cast<std::size_t>(classes);
  deals.reserve(n * n);
  for (int i = 1; i <= classes; ++i)
    for (int j = 1; j <= classes; ++j) deals.push_back(std::to_string(i) + "," + std::to_string(j));
  b.setChance(root, deals, RationalVector(n * n, Rational(1, classes * classes)));
  for (int i = 1; i <= classes; ++i)
    for (int j = 1; j <= classes; ++j) betting(b, b.add(root), game.model, game.beta, i, j);
  return b.take(std::string(pokerModelName(game.model)) + " poker, " + std::to_string(classes) + " classes, beta " +
                toString(game.beta));
}

Expected<std::vector<DiscretePokerRow>> solveDiscretePoker(const PokerGame& game, const DiscretePokerOptions& options,
                                                           const Progress& progress, const CancelToken& cancel) {
  auto exact = continuousPokerSolution(game);
  if (!exact) return exact.error();
  for (int n : options.classes)
    if (n < 1 || n > kMaxPokerClasses)
      return makeProblemError(ErrorCode::InvalidArgument, Problem::MustBeBetween,
                              {"classes", "1", std::to_string(kMaxPokerClasses), std::to_string(n)});
  std::vector<DiscretePokerRow> rows;
  for (std::size_t k = 0; k < options.classes.size(); ++k) {
    if (cancel.isCancelled()) return stopError(cancel);
    progress.report(static_cast<double>(k) / static_cast<double>(options.classes.size()), "poker-discrete");
    auto tree = discretePokerTree(game, options.classes[k]);
    if (!tree) return tree.error();
    auto solved = solveSequenceForm(*tree, {}, Progress::none(), cancel);
    if (!solved) return solved.error();
    DiscretePokerRow row;
    row.classes = options.classes[k];
    row.value = solved->value;
    row.error = solved->value - exact->value;
    row.verified = solved->verified;
    rows.push_back(std::move(row));
  }
  progress.report(1, "poker-discrete");
  return rows;
}

}  // namespace gamelab
