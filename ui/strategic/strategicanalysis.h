#pragma once
/// Everything the strategic-form analysis shows, computed in one job off the GUI thread (see
/// StrategicEditor): best-response stars and pure equilibria, IESDS, safety levels, every
/// equilibrium of a two-player game (extreme + components) with its perfect / proper marks, support enumeration (small
/// games), Lemke–Howson from every label, mixed equilibria of small n-player games,
/// correlated equilibria, the two-player cooperative solutions (TU, Nash bargaining, λ-transfer),
/// the logit QRE branch,
/// and the two-player pictures' geometry. Each part is optional: the
/// options decide what is attempted, and a part's error is stored beside it.
#include "core/common/cancel.h"
#include "core/common/expected.h"
#include "core/qre/logitqre.h"
#include "core/qre/npersonsolver.h"
#include "core/strategic/bestresponse.h"
#include "core/strategic/bimatrixequilibria.h"
#include "core/strategic/cooperative.h"
#include "core/strategic/correlatedequilibrium.h"
#include "core/strategic/lemkehowson.h"
#include "core/strategic/npersonequilibria.h"
#include "core/strategic/payoffregion.h"
#include "core/strategic/refinements.h"
#include "core/strategic/safetylevels.h"
#include "core/strategic/strategicgame.h"
#include "core/strategic/strictdominance.h"
#include "core/strategic/supportenumeration.h"

#include <cstdint>
#include <optional>
#include <vector>

namespace gamelab::ui {

struct StrategicAnalysisOptions {
  bool dominance = true;
  bool dominanceMixtures = true;
  bool safety = true;
  bool allEquilibria = true;      ///< two players: vertex enumeration + components
  /// Two players, after allEquilibria: perfect / proper marks and each component's perfect part.
  bool refinements = true;
  bool supportEnumeration = true; ///< two players: the explanation table
  bool lemkeHowson = true;        ///< two players
  /// Only the path from label 0 (one equilibrium quickly): on large random games a few
  /// starting labels have paths of tens of thousands of pivots. forGame sets it by
  /// lemkeHowsonFirstLabelOnlyByDefault (the rule the CLI's `--labels` default follows).
  bool lemkeHowsonFirstLabelOnly = false;
  bool nPersonMixed = true;       ///< three or more players: the support search
  /// Its time budget in seconds (0: none, for games small enough to search completely).
  double nPersonBudgetSeconds = 5;
  /// Three or more players: when no search found an equilibrium, the QRE limit names one;
  /// automatic up to 200 000 payoffs (profiles × players).
  bool nPersonQreFallback = true;
  /// Three or more players: logit traces from random priors (Find more), seeds from nPersonSeed.
  std::size_t nPersonRestarts = 0;
  std::uint64_t nPersonSeed = 1;
  /// Find more, pressed `rounds` times: the search's budget doubles from everything()'s and 8
  /// more restarts run each time (the options of this game for that round).
  static StrategicAnalysisOptions findMore(const StrategicGame& game, int rounds);
  bool correlated = true;
  bool cooperative = true;        ///< two players: TU solution, Nash bargaining, λ-transfer
  bool qre = true;                ///< the logit QRE branch and its limit
  /// What is cheap enough to run automatically after every edit of a game this size; the
  /// editor's Solve (F5) uses everything() instead (cancellable).
  static StrategicAnalysisOptions forGame(const StrategicGame& game);
  /// While a parameter's slider is dragged (a run per step, no debounce): forGame without the
  /// parts that cost most on a 10×10 game (refinements, cooperative solutions); releasing the
  /// slider runs forGame again.
  static StrategicAnalysisOptions whileDragging(const StrategicGame& game);
  static StrategicAnalysisOptions everything();
};

struct StrategicAnalysis {
  StrategicGame game;  ///< the game analysed (a snapshot)
  StrategicAnalysisOptions options;

  std::optional<BestResponseStars> stars;

  std::optional<StrictDominanceResult> dominance;
  std::optional<Error> dominanceError;

  std::optional<std::vector<SafetyLevel>> safety;
  std::optional<Error> safetyError;

  std::optional<AllEquilibria> equilibria;  ///< two players
  std::optional<Error> equilibriaError;

  /// Two players, for `equilibria` (parallel to its lists); absent when `equilibria` is.
  std::optional<Refinements> refinements;
  std::optional<Error> refinementsError;

  std::optional<SupportEnumerationResult> supports;  ///< two players, small games
  std::optional<Error> supportsError;

  std::optional<LemkeHowsonResult> lemkeHowson;  ///< two players
  std::optional<Error> lemkeHowsonError;

  /// Three or more players: every equilibrium found (pure, support search, QRE limit when none,
  /// restarts), npersonsolver.h.
  std::optional<NPersonSolution> nPerson;
  std::optional<Error> nPersonError;

  std::optional<CorrelatedEquilibria> correlated;
  std::optional<Error> correlatedError;

  std::optional<CooperativeSolution> cooperative;  ///< two players
  std::optional<Error> cooperativeError;
  /// φ(λ) for 25 values of λ from 1/8 to 8, about 2^(k/4) as simple fractions (the curve of TU
  /// solutions in the original units, which meets the NTU set at λ*), computed with `cooperative`.
  std::vector<LambdaTransferPoint> lambdaCurve;

  std::optional<StrategicQre> qre;
  std::optional<Error> qreError;

  std::optional<PayoffRegion> region;              ///< two players
  std::optional<BestResponseDiagram> diagram;      ///< 2x2 games
};

/// Never fails except by Cancelled/Timeout; errors of single parts are stored in the result.
Expected<StrategicAnalysis> analyzeStrategicGame(const StrategicGame& game, const StrategicAnalysisOptions& options,
                                                 const Progress& progress, const CancelToken& cancel);

}  // namespace gamelab::ui
