#include "core/liarsdice/liarsdice.h"

#include "core/lp/lpproblem.h"

#include <algorithm>
#include <cassert>
#include <string>

namespace gamelab {
namespace {

/// The reduced LP of digest §7 for G(M), in "die units" (each die value has capacity 1, so the
/// masses are N times the digest's), for each claim y = M..N+1 (index k = y − M):
/// a_k truthful mass (dice >= y claiming y), l_k lie mass (dice < y claiming y), and
///   maximise   Σ_k c_y (a_k + l_k)
///   subject to c_y l_k <= (1 − c_y) a_k        (row k: no more lies than make the caller
///                                                indifferent, so passing pays c_y (a_k + l_k) <= a_k)
///              Σ_{j >= k} a_j <= N + 1 − y      (truthful claims of at least y need a die >= y)
///              Σ_{j <= k} l_j <= y − 1          (lies claiming at most y need a die < y)
///              Σ (a + l) <= N,  a_{N+1} = 0, l_1 = 0.
/// This is the digest's LP with w_y = min(a_y, c_y (a_y + l_y)) eliminated: lies beyond the
/// cap add nothing to w_y, so dropping them changes no optimum. V(M) = optimum / N. The dual of
/// row k is the call probability of claim y (see callProbabilities); the other (dense) rows
/// keep the basis small, about 2K, which is what the exact proof's cost grows with.
struct SubgameLp {
  LpProblem problem;
  std::vector<int> a, l;
};

SubgameLp buildSubgameLp(int sides, int bound, const RationalVector& passValue) {
  const int count = sides + 2 - bound;
  SubgameLp lp;
  LpProblem& p = lp.problem;
  p.sense = LpSense::Maximize;
  lp.a.resize(count);
  lp.l.resize(count);
  for (int k = 0; k < count; ++k) {
    const int y = bound + k;
    const Rational& c = passValue[k];
    lp.a[k] = p.addVariable(c, Rational(0), y > sides ? std::optional<Rational>(Rational(0)) : std::nullopt);
    lp.l[k] = p.addVariable(c, Rational(0), y <= 1 ? std::optional<Rational>(Rational(0)) : std::nullopt);
  }
  for (int k = 0; k < count; ++k) {
    const Rational& c = passValue[k];
    p.addRow({{lp.l[k], c}, {lp.a[k], c - 1}}, std::nullopt, Rational(0));
  }
  for (int k = 0; k < count; ++k) {
    const int y = bound + k;
    std::vector<LpTerm> truth, lies;
    for (int j = k; j < count; ++j) truth.push_back({lp.a[j], Rational(1)});
    for (int j = 0; j <= k; ++j) lies.push_back({lp.l[j], Rational(1)});
    p.addRow(std::move(truth), std::nullopt, Rational(std::max(0, sides + 1 - y)));
    p.addRow(std::move(lies), std::nullopt, Rational(y - 1));
  }
  std::vector<LpTerm> all;
  for (int k = 0; k < count; ++k) {
    all.push_back({lp.a[k], Rational(1)});
    all.push_back({lp.l[k], Rational(1)});
  }
  p.addRow(std::move(all), std::nullopt, Rational(sides));
  return lp;
}

/// Per-die claim distributions from the masses (Hall's theorem, digest §7): truthful mass
/// fills the dice from the top (claims y = N down to M take the highest free capacity, which
/// stays >= y by the suffix bounds), lies fill them from the bottom (claims y = M up to N+1
/// take the lowest free capacity, which stays < y by the prefix bounds); the two meet because
/// the total mass is at most N. Capacity left over goes to the die's most likely claim (or
/// the sure lie): more mass on a claim never lowers what the roller guarantees, so an optimal
/// strategy stays optimal. With floating-point masses small overshoots are dropped. Every row
/// sums to 1. Returns false if the masses broke a bound (exact optima cannot).
bool assignClaims(int sides, int bound, const RationalVector& truth, const RationalVector& lies,
                  std::vector<RationalVector>& claim) {
  const int count = sides + 2 - bound;
  claim.assign(static_cast<std::size_t>(sides), RationalVector(static_cast<std::size_t>(count)));
  RationalVector capacity(static_cast<std::size_t>(sides), Rational(1));
  bool ok = true;
  int die = sides;  // 1-based, current top die with capacity
  for (int k = count - 1; k >= 0; --k) {
    const int y = bound + k;
    Rational need = truth[k];
    while (sgn(need) > 0) {
      while (die >= 1 && sgn(capacity[die - 1]) <= 0) --die;
      if (die < y) {  // no truthful capacity left
        ok = false;
        break;
      }
      const Rational take = std::min(need, capacity[die - 1]);
      claim[die - 1][k] += take;
      capacity[die - 1] -= take;
      need -= take;
    }
  }
  die = 1;
  for (int k = 0; k < count; ++k) {
    const int y = bound + k;
    Rational need = lies[k];
    while (sgn(need) > 0) {
      while (die <= sides && sgn(capacity[die - 1]) <= 0) ++die;
      if (die >= y || die > sides) {
        ok = false;
        break;
      }
      const Rational take = std::min(need, capacity[die - 1]);
      claim[die - 1][k] += take;
      capacity[die - 1] -= take;
      need -= take;
    }
  }
  for (int x = 1; x <= sides; ++x) {
    if (sgn(capacity[x - 1]) <= 0) continue;
    auto& row = claim[x - 1];
    auto best = std::max_element(row.begin(), row.end());
    if (sgn(*best) == 0) best = row.end() - 1;  // nothing claimed: the sure lie
    *best += capacity[x - 1];
  }
  return ok;
}

/// q_y = min(ρ_k, 1) from the dual ρ_k >= 0 of the lie-cap row k. Dual feasibility reads
/// (σ, π, τ the duals of the suffix, prefix and total rows)
///   a_k:  Σ_{j<=k} σ_j + τ >= c_y + ρ_k (1 − c_y)  >= payoff of a truthful claim y,
///   l_k:  Σ_{j>=k} π_j + τ >= c_y − ρ_k c_y        >= payoff of a lie at y,
/// so against q the die x earns at most u_x = τ + Σ_{y_j<=x} σ_j + Σ_{y_j>x} π_j, whose average
/// is the dual objective = V(M): q is an optimal caller strategy.
RationalVector callProbabilities(const LpSolution& solution, int count) {
  RationalVector call(static_cast<std::size_t>(count));
  for (int k = 0; k < count; ++k) {
    Rational q = solution.duals[static_cast<std::size_t>(k)];
    if (q > 1) q = 1;
    if (sgn(q) < 0) q = 0;
    call[k] = q;
  }
  return call;
}

/// The caller's LP of digest §4 (fallback when the duals do not verify): minimise
/// (1/N) Σ u_x with u_x >= q_y [x >= y] + (1 − q_y) c_y, 0 <= q_y <= 1.
Expected<RationalVector> callerLp(int sides, int bound, const RationalVector& passValue, const LpOptions& options,
                                  const CancelToken& cancel) {
  const int count = sides + 2 - bound;
  LpProblem p;
  p.sense = LpSense::Minimize;
  std::vector<int> u(sides), q(count);
  for (int x = 0; x < sides; ++x) u[x] = p.addVariable(Rational(1, sides), std::nullopt);
  for (int k = 0; k < count; ++k) q[k] = p.addVariable(0, Rational(0), Rational(1));
  for (int x = 1; x <= sides; ++x)
    for (int k = 0; k < count; ++k) {
      const int y = bound + k;
      const Rational& c = passValue[k];
      // u_x − q_y ([x >= y] − c) >= c
      p.addRow({{u[x - 1], Rational(1)}, {q[k], -(Rational(x >= y ? 1 : 0) - c)}}, c, std::nullopt);
    }
  auto solution = solveLp(p, options, Progress::none(), cancel);
  if (!solution) return solution.error();
  if (solution->status != LpStatus::Optimal) return makeError(ErrorCode::Internal, {"liars-dice caller LP not optimal"});
  RationalVector call(static_cast<std::size_t>(count));
  for (int k = 0; k < count; ++k) call[k] = solution->x[static_cast<std::size_t>(q[k])];
  return call;
}

/// The roller's best payoff for each die value x against subgame.call (truthful claims y <= x
/// pay q_y + (1 − q_y) c_y, lies y > x pay (1 − q_y) c_y), and the two payoff rows.
struct BestPayoffs {
  RationalVector truthful, lie, best;
};

BestPayoffs bestPayoffs(const LiarsDiceSubgame& subgame, int sides) {
  const int bound = subgame.bound;
  const int count = sides + 2 - bound;
  BestPayoffs b;
  b.truthful.resize(count);
  b.lie.resize(count);
  b.best.resize(sides);
  for (int k = 0; k < count; ++k) {
    b.lie[k] = (1 - subgame.call[k]) * subgame.passValue[k];
    b.truthful[k] = subgame.call[k] + b.lie[k];
  }
  RationalVector suffixLie(count + 1, Rational(-1));
  for (int k = count - 1; k >= 0; --k) suffixLie[k] = std::max(suffixLie[k + 1], b.lie[k]);
  Rational prefixTruth(-1);
  for (int x = 1; x <= sides; ++x) {
    const int split = std::clamp(x - bound + 1, 0, count);  // claims k < split are truthful
    if (split > 0) prefixTruth = std::max(prefixTruth, b.truthful[split - 1]);
    b.best[x - 1] = std::max(prefixTruth, suffixLie[split]);
  }
  return b;
}

/// Certificate candidates that avoid an LP (each is proved by liarsDiceVerify before use).
/// "Truthful": every die x >= M claims x, the caller calls everything (q = 1, so V(M) <=
/// P(X >= M)); the dice below M lie at each y just enough (l_y = (1 − c_y)/c_y) that passing
/// is no better for the caller than calling, the rest on the smallest claim M (every lie is
/// called, so any lie pays the low dice 0: the smallest is the natural one, where the sure lie
/// looked absurd in play; more lies at M only make calling M better). Works while those lies
/// fit on the M − 1 low dice. Returns false when they do not fit.
bool truthfulCandidate(int sides, int bound, const RationalVector& passValue, LiarsDiceSubgame& subgame) {
  const int count = sides + 2 - bound;
  RationalVector truth(count), lies(count);
  Rational needed(0);
  for (int k = 0; k + 1 < count; ++k) {
    truth[k] = 1;
    lies[k] = (1 - passValue[k]) / passValue[k];
    needed += lies[k];
  }
  if (needed > bound - 1) return false;
  lies[0] += (bound - 1) - needed;
  subgame.bound = bound;
  subgame.value = Rational(sides + 1 - bound) / sides;
  subgame.passValue = passValue;
  subgame.call.assign(count, Rational(1));
  return assignClaims(sides, bound, truth, lies, subgame.claim);
}

/// "Extension": G(M+1)'s strategies, with the new claim M never made and called just often
/// enough that no die gains by it (value V(M) = V(M+1)).
void extensionCandidate(int sides, const LiarsDiceSubgame& above, const RationalVector& passValue,
                        LiarsDiceSubgame& subgame) {
  const int bound = above.bound - 1;
  const BestPayoffs b = bestPayoffs(above, sides);
  subgame.bound = bound;
  subgame.value = above.value;
  subgame.passValue = passValue;
  subgame.call.clear();
  subgame.call.reserve(above.call.size() + 1);
  // A lie at M (dice < M) pays (1 − q) c_M: at most the worst best payoff of those dice.
  Rational q(0);
  if (bound > 1) {
    const Rational worstLow = *std::min_element(b.best.begin(), b.best.begin() + (bound - 1));
    if (passValue[0] > worstLow) q = 1 - worstLow / passValue[0];
  }
  subgame.call.push_back(q);
  subgame.call.insert(subgame.call.end(), above.call.begin(), above.call.end());
  subgame.claim.resize(static_cast<std::size_t>(sides));
  for (int x = 0; x < sides; ++x) {
    RationalVector row;
    row.reserve(above.claim[x].size() + 1);
    row.emplace_back(0);
    row.insert(row.end(), above.claim[x].begin(), above.claim[x].end());
    subgame.claim[x] = std::move(row);
  }
}

}  // namespace

bool liarsDiceVerify(const LiarsDiceSubgame& subgame, int sides) {
  const int bound = subgame.bound;
  const int count = sides + 2 - bound;
  if (static_cast<int>(subgame.claim.size()) != sides || static_cast<int>(subgame.call.size()) != count ||
      static_cast<int>(subgame.passValue.size()) != count)
    return false;
  for (const auto& q : subgame.call)
    if (sgn(q) < 0 || q > 1) return false;
  const BestPayoffs b = bestPayoffs(subgame, sides);
  Rational total(0);
  RationalVector callMass(count), passMass(count);
  for (int x = 1; x <= sides; ++x) {
    const int split = std::clamp(x - bound + 1, 0, count);  // claims k < split are truthful
    const Rational& best = b.best[x - 1];
    total += best;
    const auto& row = subgame.claim[x - 1];
    if (static_cast<int>(row.size()) != count) return false;
    Rational rowSum(0);
    for (int k = 0; k < count; ++k) {
      const int sign = sgn(row[k]);
      if (sign == 0) continue;
      if (sign < 0) return false;
      rowSum += row[k];
      const bool isTruth = k < split;
      if ((isTruth ? b.truthful[k] : b.lie[k]) != best) return false;  // a claim that does not pay the most
      if (isTruth) callMass[k] += row[k];
      passMass[k] += row[k];
    }
    if (rowSum != 1) return false;
  }
  if (total / sides != subgame.value) return false;
  // The caller: each call probability mixes only best replies, and the roller's payoff against
  // the caller's best reply to every claim adds up to V(M).
  Rational guaranteed(0);
  for (int k = 0; k < count; ++k) {
    const Rational& callPayoff = callMass[k];
    const Rational passPayoff = passMass[k] * subgame.passValue[k];
    if (sgn(subgame.call[k]) > 0 && callPayoff > passPayoff) return false;
    if (subgame.call[k] < 1 && passPayoff > callPayoff) return false;
    guaranteed += std::min(callPayoff, passPayoff);
  }
  return guaranteed / sides == subgame.value;
}

namespace {

/// G(M) by its LP (exact or float), strategies into `subgame` when `strategies` (always in
/// exact mode, where they are verified).
Expected<bool> solveSubgameLp(int sides, int bound, const RationalVector& passValue, bool exact, bool strategies,
                              LiarsDiceSubgame& subgame, const CancelToken& cancel) {
  const int count = sides + 2 - bound;
  const LpOptions lpOptions{.exact = exact};
  SubgameLp lp = buildSubgameLp(sides, bound, passValue);
  auto result = solveLp(lp.problem, lpOptions, Progress::none(), cancel);
  if (!result) return result.error();
  if (result->status != LpStatus::Optimal)
    return makeError(ErrorCode::NumericalFailure, {"liars-dice subgame " + std::to_string(bound)});
  if (exact && !result->exact)
    return makeError(ErrorCode::NumericalFailure, {"liars-dice subgame " + std::to_string(bound) + " not proved"});
  subgame.bound = bound;
  subgame.valueFloat = result->objectiveFloat / sides;
  subgame.value = exact ? Rational(result->objective / sides) : fromDouble(subgame.valueFloat);
  subgame.passValue = passValue;
  if (!exact && !strategies) return true;
  RationalVector truth(count), lies(count);
  for (int k = 0; k < count; ++k) {
    truth[k] = exact ? result->x[lp.a[k]] : fromDouble(std::max(0.0, result->xFloat[lp.a[k]]));
    lies[k] = exact ? result->x[lp.l[k]] : fromDouble(std::max(0.0, result->xFloat[lp.l[k]]));
  }
  const bool assigned = assignClaims(sides, bound, truth, lies, subgame.claim);
  if (!exact) {
    subgame.call.resize(static_cast<std::size_t>(count));
    for (int k = 0; k < count; ++k)
      subgame.call[k] = fromDouble(std::clamp(result->dualsFloat[static_cast<std::size_t>(k)], 0.0, 1.0));
    return true;
  }
  if (!assigned)
    return makeError(ErrorCode::Internal, {"liars-dice claim assignment, subgame " + std::to_string(bound)});
  subgame.call = callProbabilities(*result, count);
  if (liarsDiceVerify(subgame, sides)) return true;
  auto call = callerLp(sides, bound, passValue, lpOptions, cancel);
  if (!call) return call.error();
  subgame.call = std::move(*call);
  if (!liarsDiceVerify(subgame, sides))
    return makeError(ErrorCode::Internal, {"liars-dice subgame " + std::to_string(bound) + " not verified"});
  return true;
}

}  // namespace

Expected<LiarsDiceSolution> solveLiarsDice(int sides, const LiarsDiceOptions& options, const Progress& progress,
                                           const CancelToken& cancel) {
  if (sides < 2 || sides > kLiarsDiceMaxSides)
    return makeProblemError(ErrorCode::InvalidArgument, Problem::DiceSidesOutOfRange,
                            {std::to_string(sides), "2", std::to_string(kLiarsDiceMaxSides)});
  LiarsDiceSolution solution;
  solution.sides = sides;
  solution.exact = options.exact;
  // value[M−1] = V(M) for M = 1..N+2 while solving (V(N+1) = V(N+2) = 0); trimmed at the end.
  solution.value.assign(static_cast<std::size_t>(sides + 2), Rational(0));
  solution.valueFloat.assign(static_cast<std::size_t>(sides + 2), 0.0);
  if (options.strategies) solution.subgames.resize(static_cast<std::size_t>(sides));
  progress.report(0, "liars-dice");
  LiarsDiceSubgame above, current;  // G(M+1) and G(M)
  for (int bound = sides; bound >= 1; --bound) {
    if (cancel.isCancelled()) return stopError(cancel);
    const int count = sides + 2 - bound;
    RationalVector passValue(static_cast<std::size_t>(count));
    for (int k = 0; k < count; ++k) passValue[k] = 1 - solution.value[static_cast<std::size_t>(bound + k)];
    bool solved = false;
    if (options.exact) {
      // Exact mode: cheap certificates first (most subgames of large N), proved exactly.
      current = LiarsDiceSubgame{};
      solved = truthfulCandidate(sides, bound, passValue, current) && liarsDiceVerify(current, sides);
      if (!solved && bound < sides) {
        current = LiarsDiceSubgame{};
        extensionCandidate(sides, above, passValue, current);
        solved = liarsDiceVerify(current, sides);
      }
      if (solved) current.valueFloat = toDouble(current.value);
    }
    if (!solved) {
      current = LiarsDiceSubgame{};
      auto done = solveSubgameLp(sides, bound, passValue, options.exact, options.strategies, current, cancel);
      if (!done) return done.error();
    }
    solution.value[static_cast<std::size_t>(bound - 1)] = current.value;
    solution.valueFloat[static_cast<std::size_t>(bound - 1)] = current.valueFloat;
    if (options.strategies) solution.subgames[static_cast<std::size_t>(bound - 1)] = current;
    above = std::move(current);
    progress.report(static_cast<double>(sides + 1 - bound) / sides, "liars-dice");
  }
  solution.value.resize(static_cast<std::size_t>(sides + 1));
  solution.valueFloat.resize(static_cast<std::size_t>(sides + 1));
  return solution;
}

LiarsDiceChecks liarsDiceChecks(const LiarsDiceSubgame& subgame, int sides) {
  const int count = sides + 2 - subgame.bound;
  LiarsDiceChecks checks;
  checks.rollerPayoff.assign(static_cast<std::size_t>(sides), RationalVector(static_cast<std::size_t>(count)));
  checks.callerReplyPayoff.assign(static_cast<std::size_t>(count), RationalVector(2));
  for (int k = 0; k < count; ++k) {
    const int y = subgame.bound + k;
    const Rational& q = subgame.call[k];
    const Rational& c = subgame.passValue[k];
    Rational callMass(0), passMass(0);
    for (int x = 1; x <= sides; ++x) {
      checks.rollerPayoff[x - 1][k] = (x >= y ? q : Rational(0)) + (1 - q) * c;
      const Rational& s = subgame.claim[x - 1][k];
      if (sgn(s) == 0) continue;
      passMass += s;
      if (x >= y) callMass += s;
    }
    checks.callerReplyPayoff[k][0] = passMass * c / sides;
    checks.callerReplyPayoff[k][1] = callMass / sides;
  }
  return checks;
}

int liarsDiceComputerClaim(const LiarsDiceSubgame& subgame, int die, std::mt19937_64& rng) {
  const auto& row = subgame.claim.at(static_cast<std::size_t>(die - 1));
  std::vector<double> weights;
  weights.reserve(row.size());
  for (const auto& p : row) weights.push_back(std::max(0.0, toDouble(p)));
  std::discrete_distribution<int> pick(weights.begin(), weights.end());
  return subgame.bound + pick(rng);
}

bool liarsDiceComputerCalls(const LiarsDiceSubgame& subgame, int claim, std::mt19937_64& rng) {
  const double q = toDouble(subgame.call.at(static_cast<std::size_t>(claim - subgame.bound)));
  if (q <= 0) return false;
  if (q >= 1) return true;
  return std::bernoulli_distribution(q)(rng);
}

}  // namespace gamelab
