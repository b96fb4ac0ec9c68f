#pragma once
/// Nash equilibria of an n-player strategic game (n ≥ 3; any n works), from every method Gamelab
/// has, in one list: the pure equilibria (by definition, exact), the support search
/// (npersonequilibria.h: complete for small games, with a time budget for large ones), the end
/// of the logit QRE branch when those found none (every finite game has an equilibrium, so the
/// list is never empty unless the game is too large for the QRE too), and restarts: logit traces
/// from random priors (qreequilibrium.h), each polished and made exact or certified.
/// The one entry point of the CLI's `equilibria` for n ≠ 2 and of the GUI's equilibria page.
///
/// Cost: pure profiles × players; the search's budget; per QRE trace, tens of milliseconds on
/// games of up to a few hundred strategies in all (random 6⁴, 4⁵, 3⁶), refused beyond
/// kQreChoiceLimit strategies in all.
#include "core/common/cancel.h"
#include "core/common/expected.h"
#include "core/strategic/npersonequilibria.h"
#include "core/strategic/strategicgame.h"

#include <cstdint>
#include <optional>

namespace gamelab {

/// firstOnly's support search: small supports first find one quickly on most random games; the
/// QRE limit (tens of milliseconds) takes over after this.
inline constexpr double kFirstOnlySearchSeconds = 0.03;

struct NPersonSolverOptions {
  NPersonEquilibriumOptions search;  ///< the support search: its budget, or mixed = false
  /// Stop at the first equilibrium: a pure one when there is one, else the first the support
  /// search meets within kFirstOnlySearchSeconds (or the search's budget when smaller), else
  /// the QRE limit's.
  bool firstOnly = false;
  bool qreLimitWhenNone = true;  ///< the QRE limit when the searches found nothing
  std::size_t restarts = 0;      ///< logit traces from random priors (seeds seed, seed+1, …)
  std::uint64_t seed = 1;
};

struct NPersonSolution {
  /// Distinct equilibria (within 1e-7): pure ones first, then in the order found; each says
  /// its method (foundBy). The support search's counts and completeness as it reported them.
  NPersonEquilibria found;
  /// The support search was refused (too many support profiles and no budget): `found` has the
  /// pure equilibria and what the traces found, and `complete` is false.
  bool searchTooLarge = false;
  double searchSeconds = 0;  ///< the support search's budget as run (0: none)
  std::size_t restartsRun = 0;
  /// Why the QRE limit or a restart gave nothing (TooLarge beyond kQreChoiceLimit strategies,
  /// NumericalFailure); what the other methods found stands.
  std::optional<Error> tracingError;
};

/// Errors: EmptyGame, Cancelled, Timeout (every other failure is reported in the solution).
/// Progress stages "n-person" (the search) and "qre" (each trace).
Expected<NPersonSolution> solveNPersonGame(const StrategicGame& game, const NPersonSolverOptions& options = {},
                                           const Progress& progress = Progress::none(),
                                           const CancelToken& cancel = CancelToken::none());

}  // namespace gamelab
