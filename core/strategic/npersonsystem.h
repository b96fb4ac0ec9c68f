#pragma once
/// Building blocks of npersonequilibria.cpp (and of the QRE limit, core/qre): the game in double
/// precision, Newton's method on the indifference system of one support profile, and rounding a
/// float profile to an exact equilibrium.
///
/// For supports S_1..S_n the unknowns are the probabilities of each player's support
/// strategies except the first (the first is 1 minus the others); the equations say that
/// every support strategy of a player earns what the first one earns. The system is square
/// (sum of |S_k| - 1 unknowns and equations) and multilinear.
#include "core/strategic/strategicgame.h"

#include <cstddef>
#include <optional>
#include <vector>

namespace gamelab::nperson {

using FloatProfile = std::vector<std::vector<double>>;
/// Per player: its support strategies, ascending.
using Support = std::vector<std::vector<std::size_t>>;

/// Payoffs divided by `scale` (the largest absolute payoff, or 1), in the game's profile order.
struct FloatGame {
  std::size_t players = 0;
  std::vector<std::size_t> counts, strides;
  std::vector<double> payoffs;  ///< payoffs[t * players + k]
  double scale = 1;
  double at(std::size_t profile, std::size_t player) const { return payoffs[profile * players + player]; }
};

FloatGame makeFloatGame(const StrategicGame& game);

/// values[k][s] = expected (scaled) payoff of player k's pure strategy s against x_{-k}.
std::vector<std::vector<double>> strategyPayoffs(const FloatGame& game, const FloatProfile& x);

/// max over players k and strategies s of values[k][s] − u_k(x), in scaled units (>= 0).
double maxRegret(const FloatGame& game, const FloatProfile& x);

/// True if some strategy of `support` is strictly dominated by another strategy of the same
/// player against every pure profile of the others' supports (no equilibrium has this support).
bool hasConditionallyDominatedStrategy(const FloatGame& game, const Support& support);

/// The profile in double precision.
FloatProfile toFloat(const MixedProfile& profile);
/// Rounds each probability to a rational with denominator <= maxDenominator and renormalises
/// every player's vector exactly (so the result is a mixed profile).
MixedProfile roundProfile(const FloatProfile& x, long maxDenominator);
/// A rational profile near x (each probability within 1e-6) that passes isNashEquilibrium
/// exactly: x rounded to denominators 10, 100, …, 10⁸ in turn; nullopt when none passes. The
/// exact test runs only for candidates whose regret in double precision is within rounding of 0.
std::optional<MixedProfile> exactEquilibriumNear(const StrategicGame& game, const FloatGame& floatGame,
                                                 const FloatProfile& x);

/// Number of unknowns of the support's system.
std::size_t unknowns(const Support& support);

/// The multihomogeneous Bézout number of the support's system (at most `cap`): its equations
/// of player k are of degree 1 in every other player's block of |S_l| − 1 unknowns and of
/// degree 0 in k's own, so the system has at most this many isolated roots, complex ones
/// included (it may have continua of roots besides).
std::size_t rootBound(const Support& support, std::size_t cap);

struct Root {
  FloatProfile profile;  ///< the full profile (zeros outside the support)
  /// False when the Jacobian is singular at the root: the root lies on a continuum of
  /// solutions (a degenerate game), so other starts would find other points of it.
  bool isolated = true;
};

/// The indifference system of one support profile, built once and evaluated many times.
/// Unknowns z: per player, the probabilities of its support strategies except the first.
/// Not thread-safe (evaluate uses scratch buffers held here).
class SupportSystem {
 public:
  SupportSystem(const FloatGame& game, const Support& support);

  std::size_t dim() const { return dim_; }
  const Support& support() const { return support_; }
  /// The full profile of z (zeros outside the support).
  FloatProfile profile(const std::vector<double>& z) const;
  /// The unknowns of a full profile.
  std::vector<double> unknownsOf(const FloatProfile& x) const;
  /// Fills f (size dim: support strategy a's payoff minus the first's, per player) and, when
  /// jacobian != nullptr, the row-major dim x dim Jacobian dF/dz.
  void evaluate(const std::vector<double>& z, std::vector<double>& f, std::vector<double>* jacobian);
  /// True when at most two players mix: every equation is then affine in the unknowns and the
  /// Jacobian is the same everywhere.
  bool affine() const { return mixedPlayers_ <= 2; }
  /// True when some equation is identically zero (a player's payoffs against the others'
  /// supports do not depend on which of its support strategies it plays). Its row of the
  /// Jacobian is then exactly zero at every point, so no Newton step can be taken.
  bool hasZeroEquation() const { return zeroEquation_; }

  /// newton()'s working vectors, kept here so that its many runs on one system allocate nothing.
  struct NewtonBuffers {
    std::vector<double> z, f, jacobian, trialF, step, trial, work;
  };
  NewtonBuffers& newtonBuffers() { return newton_; }

 private:
  std::size_t players_ = 0, full_ = 0, dim_ = 0;
  std::vector<std::size_t> counts_;
  Support support_;
  std::vector<std::size_t> offset_;  ///< offset_[k]: first support position of player k
  /// The pure profiles of the support product: their support positions (offset_[l] + a), per
  /// profile `players_` of them, and their payoffs, per profile `players_` of them.
  std::vector<std::size_t> cells_;
  std::vector<double> payoffs_;
  std::vector<double> x_, values_, grad_, prefix_, suffix_;  ///< scratch
  std::size_t mixedPlayers_ = 0;  ///< players with two or more support strategies
  bool zeroEquation_ = false;
  NewtonBuffers newton_;
};

/// Whether two profiles are within 1e-7 in every probability (the same equilibrium).
bool sameProfile(const FloatProfile& a, const FloatProfile& b);

/// Whether z is within 1e-7 (in every unknown) of one of `roots`.
bool nearAny(const std::vector<double>& z, const std::vector<std::vector<double>>& roots);

/// True when the system is affine (SupportSystem::affine) with a regular Jacobian: it then has
/// exactly one root, which Newton's first step reaches from any start.
bool affineWithOneRoot(SupportSystem& system);

/// Newton's method from `start` (the system's unknowns), plain or damped (backtracking on the
/// largest residual). Returns the root (residual below 1e-13 in scaled units) or nullopt (no
/// convergence, or a singular Jacobian away from a root, or an iterate within 1e-7 of one of
/// the unknown vectors in `found`: the roots already known).
std::optional<Root> newton(SupportSystem& system, const std::vector<double>& start, bool damped,
                           const std::vector<std::vector<double>>& found = {});

}  // namespace gamelab::nperson
