#pragma once
/// The two-person cooperative solutions of a bimatrix game in one call (spec §3.4): the TU
/// solution, the Nash bargaining solution and the λ-transfer NTU solution, for the CLI's
/// `bargaining` command and the GUI's cooperative page.
#include "core/common/cancel.h"
#include "core/common/expected.h"
#include "core/strategic/lambdatransfer.h"
#include "core/strategic/nashbargaining.h"
#include "core/strategic/payoffregion.h"
#include "core/strategic/strategicgame.h"
#include "core/strategic/tusolution.h"

#include <optional>

namespace gamelab {

struct CooperativeOptions {
  /// Status quo for the Nash solution; nullopt: the safety levels.
  std::optional<PayoffPoint> statusQuo;
  LambdaTransferOptions lambda;
};

struct CooperativeSolution {
  PayoffRegion region;  ///< the NTU feasible set (hull of the payoff pairs) and its Pareto frontier
  TuSolution tu;
  NashBargainingSolution nash;
  bool statusQuoIsSafety = true;  ///< nash.statusQuo are the safety levels
  LambdaTransferSolution lambda;
};

/// Two players only. Errors: WrongShape/NotTwoPlayers; those of the three solvers;
/// Cancelled/Timeout. Progress stages "tu", "safety", "lambda".
Expected<CooperativeSolution> solveCooperative(const StrategicGame& game, const CooperativeOptions& options = {},
                                               const Progress& progress = Progress::none(),
                                               const CancelToken& cancel = CancelToken::none());

}  // namespace gamelab
