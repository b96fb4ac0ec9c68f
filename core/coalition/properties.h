#pragma once
/// Properties of a TU game shown at a glance (source 000 §4.1–4.3): superadditive, convex,
/// monotone, essential, constant-sum, simple, symmetric; and the (0,1)-normalised game.
/// Every "no" carries a witness the views can name.
#include "core/coalition/coalitionalgame.h"
#include "core/common/cancel.h"

#include <optional>

namespace gamelab {

/// A yes/no answer with the coalitions that show a "no". `checked` is false when the test
/// was skipped because the game is too large for it (see the limits below).
struct PropertyCheck {
  bool checked = true;
  bool holds = true;
  /// Witness of a violation (meaning depends on the property, see GameProperties).
  Coalition first = 0;
  Coalition second = 0;
  int player = -1;
  int otherPlayer = -1;
};

struct GameProperties {
  /// v(S) + v(T) <= v(S ∪ T) for disjoint S, T; witness S = first, T = second.
  /// O(3^n): checked up to kMaxSuperadditivityPlayers.
  PropertyCheck superadditive;
  /// Supermodular: v(S ∪ {i}) − v(S) <= v(S ∪ {i, j}) − v(S ∪ {j}) for i, j ∉ S; witness
  /// S = first, i = player, j = otherPlayer. O(n² 2ⁿ): checked up to kMaxConvexityPlayers.
  PropertyCheck convex;
  /// v(S) <= v(S ∪ {i}); witness S = first, i = player.
  PropertyCheck monotone;
  /// v(S) + v(N − S) = v(N) for all S; witness S = first.
  PropertyCheck constantSum;
  /// Every v(S) ∈ {0, 1} and v(N) = 1; witness S = first (a value outside {0,1}, or N).
  PropertyCheck simple;
  /// v(S) depends on |S| only; witness S = first, T = second with |S| = |T|, v(S) != v(T).
  PropertyCheck symmetric;
  /// Σ v({i}) < v(N) (§4.2.2). Always checked.
  bool essential = false;
  /// v(N) − Σ v({i}).
  Rational surplus;
};

inline constexpr int kMaxSuperadditivityPlayers = 16;
inline constexpr int kMaxConvexityPlayers = 18;

/// Requires game.hasTable(). No progress is reported. Errors: Cancelled/Timeout only.
Expected<GameProperties> solveProperties(const CoalitionalGame& game, const Progress& progress = Progress::none(),
                                         const CancelToken& cancel = CancelToken::none());

/// The (0,1)-normalised game v'(S) = (v(S) − Σ_{i∈S} v({i})) / (v(N) − Σ v({i})), so that
/// v'({i}) = 0 and v'(N) = 1. Errors: InvalidArgument {"game", "inessential"} when the surplus
/// is not positive. Requires hasTable().
Expected<CoalitionalGame> zeroOneNormalized(const CoalitionalGame& game);

/// The source's simple games (§4.3.4): a table with every v(S) ∈ {0, 1} and v(N) = 1. False
/// without a table. A quick O(2ⁿ) test without witness or cancellation (see GameProperties::simple).
bool isSimpleGame(const CoalitionalGame& game);

/// Players i with v(N − {i}) = 0 in a simple game (veto players, Ex 4.3.5-17).
std::vector<int> vetoPlayers(const CoalitionalGame& game);

/// Dummies: v(S ∪ {i}) = v(S) for every S ∌ i. Requires hasTable().
std::vector<int> dummyPlayers(const CoalitionalGame& game);

}  // namespace gamelab
