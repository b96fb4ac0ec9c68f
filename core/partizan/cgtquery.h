#pragma once
/// What `gamelab-cli cgt` answers (../shared/CLI.md `cgt`), each in one call: the game store,
/// its budgets and its cancel wiring stay inside core/partizan; the caller only formats.
///
/// Budgets: a store of GameStore::Limits{} nodes and `maxOperations` steps of game arithmetic
/// (0: the store's default). Running out of either is TooLarge / TooManyPositions with args
/// {the node limit}, and a second arg, the step budget, when the steps ran out first (so a
/// caller can say which budget it was).
#include "core/common/cancel.h"
#include "core/common/expected.h"
#include "core/common/rational.h"
#include "core/partizan/gamestore.h"
#include "core/partizan/ruleset.h"
#include "core/partizan/thermograph.h"

#include <gmpxx.h>

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace gamelab::partizan {

struct CgtBudget {
  std::uint64_t maxOperations = 0;
  bool thermograph = false;  ///< also fill CgtReport::thermograph (not for a symbolic x + *n)
};

/// gamereport.h's GameReport as texts (canonicalText of every game), or the closed form of a
/// symbolic x + *n (nimbersum.h: then `optionsPerSide` is set, `canonical` is the name, the
/// lists hold their first kNimberSumListed entries and the tree sizes are UINT64_MAX).
struct CgtReport {
  std::string canonical;
  std::optional<std::string> name;
  Outcome outcome = Outcome::P;
  Relation compareZero = Relation::Equal;
  std::optional<Rational> number;
  mpz_class birthday = 0;
  Rational leftStop, rightStop, mean, temperature;
  std::vector<std::string> leftIncentives, rightIncentives;
  bool leftWinsMovingFirst = false, rightWinsMovingFirst = false;
  std::vector<std::string> leftWinningMoves, rightWinningMoves;
  std::uint64_t formTreeSize = 0, canonicalTreeSize = 0;
  std::optional<mpz_class> optionsPerSide;
  std::optional<Thermograph> thermograph;  ///< when CgtBudget::thermograph asked for it
};

/// A solver: the report of an expression (expression.h parseGameOrNimberSum). Errors: the
/// parser's (with their column), CgtTooDeep, the budgets, stopError(cancel).
Expected<CgtReport> solveCgtExpression(std::string_view text, const CgtBudget& budget = {},
                                       const Progress& progress = Progress::none(),
                                       const CancelToken& cancel = CancelToken::none());

/// A solver: the report of a ruleset position (ruleset.h readPosition first).
Expected<CgtReport> solveCgtPosition(const Position& position, const CgtBudget& budget = {},
                                     const Progress& progress = Progress::none(),
                                     const CancelToken& cancel = CancelToken::none());

struct CgtComparison {
  Relation relation = Relation::Equal;
  std::string difference;  ///< canonical text of G − H (a symbolic sum's name)
  Outcome differenceOutcome = Outcome::P;
};

/// A solver: G against H, both expressions. An error of reading G has `where.file` "G", of H
/// "H" (with the column); otherwise as solveCgtExpression.
Expected<CgtComparison> solveCgtComparison(std::string_view g, std::string_view h, const CgtBudget& budget = {},
                                           const Progress& progress = Progress::none(),
                                           const CancelToken& cancel = CancelToken::none());

}  // namespace gamelab::partizan
