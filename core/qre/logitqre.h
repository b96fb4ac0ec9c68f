#pragma once
/// Logit quantal response equilibria (McKelvey and Palfrey 1995, 1998): the principal branch
/// from λ = 0 (uniform play) to λ = maxLambda, for strategic games with any number of players
/// and for trees in the agent form (every information set of a player responds to its own
/// action values under the beliefs the profile induces), with
///  - the branch at chosen λ (every passage, the branch may turn back in λ; each probability
///    to 1e-9),
///  - its limit rounded to an exact Nash equilibrium (strategic) or an exact assessment
///    (trees: behaviour and beliefs at every information set) and verified exactly,
///  - the maximum-likelihood point for observed choice counts.
///
/// Cost: the trace takes some tens to a few hundred steps; each step costs O(N³) for N choices
/// in all, plus the model's derivatives: strategic, profiles × players³; trees, 2N walks of the
/// tree. N is limited to kQreChoiceLimit (TooLarge).
#include "core/common/cancel.h"
#include "core/common/expected.h"
#include "core/strategic/strategicgame.h"
#include "core/tree/gametree.h"

#include <optional>
#include <vector>

namespace gamelab {

/// Beyond this many choices one step (a QR of N³/…) takes more than the 0.2 s a Cancel may wait.
inline constexpr std::size_t kQreChoiceLimit = 600;

struct QreOptions {
  double maxLambda = 1e6;      ///< finite, > 0
  std::vector<double> lambdas; ///< points reported at these λ: ascending, finite, in [0, maxLambda]
  /// Observed choices per agent (a strategic game's players; a tree's information sets of
  /// players, in set order): counts[a][j] >= 0, finite, the agent's choice count long, not all
  /// zero. Empty: no fit.
  std::vector<std::vector<double>> counts;
};

/// A point of the branch: λ and each agent's choice probabilities.
struct QrePoint {
  double lambda = 0;
  std::vector<std::vector<double>> profile;  ///< per agent
  /// Trees only: per information set (all sets, chance included, in set order), the beliefs
  /// on its members in GameTree::infoSetMembers order.
  std::vector<std::vector<double>> beliefs;
};

struct QreFit {
  QrePoint point;            ///< the maximum-likelihood point of the branch
  double logLikelihood = 0;  ///< Σ counts · log probabilities there
};

struct QreBranchResult {
  std::vector<QrePoint> branch;     ///< the points the tracer took, λ = 0 first, maxLambda last
  std::vector<QrePoint> atLambdas;  ///< options.lambdas, each passage in branch order
  std::optional<QreFit> fit;        ///< when counts were given
  double lambdaMax = 0;             ///< the λ of the branch's last point
  bool complete = true;             ///< false: the trace stopped before options.maxLambda
};

struct StrategicQre : QreBranchResult {
  /// The branch's end rounded: `exact` when a rational profile near it passed
  /// isNashEquilibrium (then `verified` too); else `strategies` is the rounding of the floats.
  bool exact = false, verified = false;
  MixedProfile strategies;
  std::vector<std::vector<double>> strategiesFloat;  ///< the branch at maxLambda
};

struct TreeQre : QreBranchResult {
  std::vector<int> agentSets;  ///< the information set of each agent (players' sets, in set order)
  /// The branch's end as an assessment: behaviour at every set (chance sets keep theirs) and
  /// beliefs at every set (members in infoSetMembers order). `verified`: checked exactly that
  /// every action played is optimal at its set given the beliefs and the others' behaviour,
  /// and that the beliefs follow Bayes' rule wherever the set is reached. The off-path beliefs
  /// are the limits of those along the branch (a completely mixed sequence), rounded.
  bool exact = false, verified = false;
  BehaviourProfile behaviour;
  std::vector<RationalVector> beliefs;
  std::vector<std::vector<double>> behaviourFloat, beliefsFloat;
  RationalVector payoffs;  ///< expected payoffs of `behaviour` (exact when `exact`)
};

/// The options' faults, or nullopt: InvalidArgument with MustBeFinite, MustBePositive,
/// MustBeNonNegative, MustBeAscending, MustBeAtMost (λ beyond maxLambda), WrongCount (counts
/// not of the agents' shape; place "counts" or "counts[a]"), MustBePositive ("counts", all zero).
std::optional<Error> checkQreOptions(const QreOptions& options, const std::vector<std::size_t>& choiceCounts);

/// A solver. Errors: those of checkQreOptions, TooLarge (args: choices, kQreChoiceLimit),
/// NumericalFailure (the branch could not be followed), Cancelled/Timeout. Progress "qre".
Expected<StrategicQre> solveStrategicQre(const StrategicGame& game, const QreOptions& options = {},
                                         const Progress& progress = Progress::none(),
                                         const CancelToken& cancel = CancelToken::none());

/// A solver on a tree's agent form. Errors: InvalidTree (firstTreeError), WrongShape when no
/// player moves, and those of solveStrategicQre.
Expected<TreeQre> solveTreeQre(const GameTree& tree, const QreOptions& options = {},
                               const Progress& progress = Progress::none(),
                               const CancelToken& cancel = CancelToken::none());

/// The choice counts of the agents a QRE of this game has (for shaping counts).
std::vector<std::size_t> qreChoiceCounts(const StrategicGame& game);
std::vector<std::size_t> qreChoiceCounts(const GameTree& tree);

}  // namespace gamelab
