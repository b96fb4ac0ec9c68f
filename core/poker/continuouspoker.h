#pragma once
/// Continuous poker (source 000 §2.7; spec ferguson-ch2-zero-sum.md §1 2.7 and T102–T104 with
/// the spec's corrected formulas). Hands x (I) and y (II) are independent uniform on [0, 1];
/// antes 1 each; the bet size is β > 0.
///
/// - La Relance (Borel): I folds (−1) or bets β; II folds (+1) or calls (showdown ±(β+1)).
///   b = β/(2+β); I bets iff x > b² (the admissible optimal strategy), II calls iff y > b;
///   v = −b².
/// - von Neumann: as La Relance but a non-betting I checks (showdown ±1). I bets iff x < a
///   (bluff) or x > b; II calls iff y > c; v = a.
/// - Check-back: after I checks, II checks (0) or calls (showdown ±1). I bets iff x < a or
///   x > b; II calls a bet iff y > c and calls a check iff y > d; v = −β³/(4(β+1)(β²+3β+1)).
///
/// Everything is exact and cheap (closed forms). The discretised game (hands in n classes) is
/// in continuouspokertree.h.
#include "core/common/expected.h"
#include "core/common/rational.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace gamelab {

enum class PokerModel {
  LaRelance,   ///< "la-relance"
  VonNeumann,  ///< "von-neumann"
  CheckBack,   ///< "check-back"
};

/// The three models in CLI order.
const std::vector<PokerModel>& allPokerModels();
/// Stable id as in CLI.md: "la-relance", "von-neumann", "check-back".
const char* pokerModelName(PokerModel model);
/// The model with this id, or nullopt.
std::optional<PokerModel> pokerModelFromName(std::string_view name);

/// The "game" of the poker kind: a model and its bet size.
struct PokerGame {
  PokerModel model = PokerModel::VonNeumann;
  Rational beta = 2;  ///< the bet size (> 0), antes 1
  bool operator==(const PokerGame&) const = default;
};

struct PokerThreshold {
  std::string name;  ///< "a", "b", "c", "d" as in the spec
  Rational value;    ///< in (0, 1)
};

/// Optimal strategies (as thresholds) and the value to player I.
struct PokerSolution {
  Rational value;
  /// In CLI order: La Relance b (and "b2" = b², I's betting threshold); von Neumann a, b, c;
  /// check-back a, b, c, d.
  std::vector<PokerThreshold> thresholds;
  /// The threshold with this name, which must be one of the model's (a programming error
  /// otherwise: an assert, and 0 in a release build).
  const Rational& threshold(std::string_view name) const;
};

/// Errors: InvalidArgument / PokerBetNotPositive (args: β) for β ≤ 0.
Expected<PokerSolution> continuousPokerSolution(const PokerGame& game);

/// What happens in a region of the unit square of hands (x = I's hand, y = II's hand).
enum class PokerOutcome {
  IFolds,          ///< I folds (La Relance): −1
  ShowdownAntes,   ///< I checks, showdown for the antes: ±1
  BothCheck,       ///< I checks, II checks back (check-back): 0
  BetFolded,       ///< I bets, II folds: +1
  BetCalled,       ///< I bets, II calls: ±(β+1)
};

/// A convex polygon of the unit square on which the payoff to I is constant.
struct PokerRegion {
  std::vector<std::pair<Rational, Rational>> polygon;  ///< (x, y) corners, counter-clockwise
  PokerOutcome outcome = PokerOutcome::IFolds;
  Rational payoff;      ///< to I, constant on the polygon
  bool bluff = false;   ///< I bets with a hand below II's calling threshold (loses if called)
  Rational area() const;
};

/// The regions of the optimal play (the La Relance figure): they tile the unit square, and
/// Σ area × payoff = the value. Showdown regions are split along the diagonal x = y.
/// Errors as continuousPokerSolution.
Expected<std::vector<PokerRegion>> continuousPokerRegions(const PokerGame& game);

/// `steps + 1` equally spaced bet sizes from lo to hi (0 < lo < hi, steps ≥ 1), for v(β) and
/// the thresholds against β (charts).
std::vector<Rational> pokerBetaGrid(const Rational& lo, const Rational& hi, int steps);

}  // namespace gamelab
