#pragma once
/// Games that fill the characteristic-function table (source 000 §4.1–4.4 and exercises):
/// weighted voting, glove markets, bankruptcy, airport, unanimity, symmetric games, and the
/// characteristic function of a strategic-form game by (4.1), plus the reverse (4.2).
#include "core/coalition/coalitionalgame.h"
#include "core/common/cancel.h"
#include "core/strategic/strategicgame.h"

#include <vector>

namespace gamelab {

/// v(S) = min(|S ∩ L|, |S ∩ R|): `leftOwner[i]` says whether player i holds a left glove
/// (else a right one). Errors: as fromValues (size).
Expected<CoalitionalGame> gloveMarket(const std::vector<bool>& leftOwner);

/// v(S) = max(0, E − Σ_{i∉S} c_i) (§4.4.1). Claims >= 0 and E >= 0 (InvalidArgument).
Expected<CoalitionalGame> bankruptcyGame(const Rational& estate, const RationalVector& claims);

/// v(S) = −max_{i∈S} c_i (cost game as a savings game's negative, Ex 4.3.5-15). Costs >= 0.
Expected<CoalitionalGame> airportGame(const RationalVector& costs);

/// c · w_T: v(S) = c if T ⊆ S, else 0. T non-empty.
Expected<CoalitionalGame> unanimityGame(int players, Coalition carrier, const Rational& scale = 1);

/// v(S) = f(|S|), f has n entries f(1)..f(n).
Expected<CoalitionalGame> symmetricGame(const RationalVector& valueBySize);

/// One coalition's zero-sum game in (4.1): S (joint pure strategies, player 1's strategy
/// fastest among S's members) against N − S, payoff Σ_{i∈S} u_i.
struct CoalitionMatrix {
  Coalition coalition = 0;
  std::vector<RationalVector> matrix;   ///< rows: S's joint strategies, columns: N − S's
  Rational value;                       ///< Val(matrix); for S = N the largest total payoff
};

struct CharacteristicFunction {
  CoalitionalGame game;
  /// One per non-empty coalition, Bitmask order (index S − 1).
  std::vector<CoalitionMatrix> matrices;
};

/// v(S) = the safety level of S playing as one against N − S (4.1), exact via the zero-sum
/// solver. Errors: TooLarge when a coalition's matrix exceeds the cell limit; Cancelled.
Expected<CharacteristicFunction> solveCharacteristicFunction(const StrategicGame& game,
                                                             const Progress& progress = Progress::none(),
                                                             const CancelToken& cancel = CancelToken::none());

/// The strategic game (4.2): player i's strategies are the coalitions containing i (labels
/// from coalitionLabel, SizeThenLexicographic), u_i = v(S)/|S| when every member of S chose S,
/// else v({i}). Errors: TooLarge when the profile count exceeds the cell limit.
Expected<StrategicGame> strategicFormOf(const CoalitionalGame& game);

}  // namespace gamelab
