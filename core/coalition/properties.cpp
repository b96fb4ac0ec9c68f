#include "core/coalition/properties.h"

#include "core/coalition/coreanalysis.h"
#include "core/coalition/scaledtable.h"

#include <algorithm>
#include <cassert>
#include <cstdint>

namespace gamelab {

namespace {

/// Poll the token every 2^16 steps of an inner loop.
constexpr std::uint64_t kPollMask = (1u << 16) - 1;

bool withinBound(const std::vector<std::int64_t>& values, std::int64_t bound) {
  return std::ranges::all_of(values, [bound](std::int64_t v) { return v <= bound && v >= -bound; });
}

PropertyCheck skipped() {
  PropertyCheck check;
  check.checked = false;
  return check;
}

/// The checks that compare values, on either exact rationals or scaled 64-bit integers
/// (|value| <= 2^61, so sums of two values cannot overflow). `one` is the value 1 in the
/// same scale (for "simple": every value 0 or 1).
template <class T>
class Checker {
 public:
  Checker(const std::vector<T>& v, T one, int players, const CancelToken& cancel)
      : v_(v), one_(std::move(one)), n_(players), grand_(grandCoalition(players)), cancel_(cancel) {}

  bool cancelled() const { return cancelled_; }

  PropertyCheck superadditive() {
    PropertyCheck check;
    std::uint64_t steps = 0;
    for (Coalition s = 1; s < grand_; ++s) {
      const Coalition rest = grand_ & ~s;
      // T ranges over the non-empty subsets of N − S with T > S (each unordered pair once).
      for (Coalition t = rest; t != 0; t = (t - 1) & rest) {
        if (t < s) continue;
        if ((++steps & kPollMask) == 0 && poll()) return check;
        if (v_[s] + v_[t] > v_[s | t]) {
          check.holds = false;
          check.first = s;
          check.second = t;
          return check;
        }
      }
    }
    return check;
  }

  PropertyCheck convex() {
    PropertyCheck check;
    std::uint64_t steps = 0;
    for (Coalition s = 0; s < grand_; ++s) {
      if ((++steps & 0xfff) == 0 && poll()) return check;
      for (int i = 0; i < n_; ++i) {
        if (contains(s, i)) continue;
        const Coalition si = s | (Coalition(1) << i);
        for (int j = i + 1; j < n_; ++j) {
          if (contains(s, j)) continue;
          const Coalition sj = s | (Coalition(1) << j);
          if (v_[si] + v_[sj] > v_[si | sj] + v_[s]) {
            check.holds = false;
            check.first = s;
            check.player = i;
            check.otherPlayer = j;
            return check;
          }
        }
      }
    }
    return check;
  }

  PropertyCheck monotone() {
    PropertyCheck check;
    std::uint64_t steps = 0;
    for (Coalition s = 0; s < grand_; ++s) {
      if ((++steps & 0xffff) == 0 && poll()) return check;
      for (int i = 0; i < n_; ++i) {
        if (contains(s, i)) continue;
        if (v_[s] > v_[s | (Coalition(1) << i)]) {
          check.holds = false;
          check.first = s;
          check.player = i;
          return check;
        }
      }
    }
    return check;
  }

  PropertyCheck constantSum() {
    PropertyCheck check;
    for (Coalition s = 0; s <= grand_; ++s) {
      if ((s & kPollMask) == 0 && poll()) return check;
      if (v_[s] + v_[grand_ & ~s] != v_[grand_]) {
        check.holds = false;
        check.first = s;
        return check;
      }
    }
    return check;
  }

  PropertyCheck simple() {
    PropertyCheck check;
    for (Coalition s = 1; s <= grand_; ++s) {
      if ((s & kPollMask) == 0 && poll()) return check;
      if (v_[s] != 0 && v_[s] != one_) {
        check.holds = false;
        check.first = s;
        return check;
      }
    }
    if (v_[grand_] != one_) {
      check.holds = false;
      check.first = grand_;
    }
    return check;
  }

  PropertyCheck symmetric() {
    PropertyCheck check;
    std::vector<Coalition> firstOfSize(static_cast<std::size_t>(n_) + 1, 0);
    std::vector<bool> seen(static_cast<std::size_t>(n_) + 1, false);
    for (Coalition s = 0; s <= grand_; ++s) {
      if ((s & kPollMask) == 0 && poll()) return check;
      const auto k = static_cast<std::size_t>(coalitionSize(s));
      if (!seen[k]) {
        seen[k] = true;
        firstOfSize[k] = s;
      } else if (v_[s] != v_[firstOfSize[k]]) {
        check.holds = false;
        check.first = firstOfSize[k];
        check.second = s;
        return check;
      }
    }
    return check;
  }

 private:
  bool poll() {
    if (cancel_.isCancelled()) cancelled_ = true;
    return cancelled_;
  }

  const std::vector<T>& v_;
  T one_;
  int n_;
  Coalition grand_;
  const CancelToken& cancel_;
  bool cancelled_ = false;
};

template <class T>
Expected<GameProperties> runChecks(const std::vector<T>& v, T one, const CoalitionalGame& game,
                                   const CancelToken& cancel) {
  const int n = game.players();
  Checker<T> checker(v, std::move(one), n, cancel);
  GameProperties properties;
  const auto stop = [&]() -> std::optional<Error> {
    if (!checker.cancelled()) return std::nullopt;
    return stopError(cancel);
  };
  properties.simple = checker.simple();
  if (auto e = stop()) return *e;
  properties.constantSum = checker.constantSum();
  if (auto e = stop()) return *e;
  properties.symmetric = checker.symmetric();
  if (auto e = stop()) return *e;
  properties.monotone = checker.monotone();
  if (auto e = stop()) return *e;
  properties.convex = n <= kMaxConvexityPlayers ? checker.convex() : skipped();
  if (auto e = stop()) return *e;
  properties.superadditive = n <= kMaxSuperadditivityPlayers ? checker.superadditive() : skipped();
  if (auto e = stop()) return *e;
  return properties;
}

}  // namespace

Expected<GameProperties> solveProperties(const CoalitionalGame& game, const Progress&,
                                         const CancelToken& cancel) {
  assert(game.hasTable());
  Expected<GameProperties> result = makeError(ErrorCode::Internal);
  constexpr std::int64_t bound = std::int64_t(1) << 61;
  // 1 in the scale of a table over `denominator`; beyond the bound no scaled value equals it.
  const auto scaledOne = [](const mpz_class& denominator) {
    return denominator <= bound ? static_cast<std::int64_t>(denominator.get_si()) : INT64_MAX;
  };
  const CoalitionValues& table = game.table();
  if (table.compact() && withinBound(table.numerators(), bound))
    result = runChecks(table.numerators(), scaledOne(table.denominator()), game, cancel);
  else if (auto scaled = scaledIntegerTable(table, bound))
    result = runChecks(scaled->values, scaledOne(scaled->denominator), game, cancel);
  else
    result = runChecks(game.values(), Rational(1), game, cancel);
  if (!result) return result;
  result->surplus = game.value(game.grand()) - singletonTotal(game);
  result->essential = result->surplus > 0;
  return result;
}

Expected<CoalitionalGame> zeroOneNormalized(const CoalitionalGame& game) {
  assert(game.hasTable());
  const RationalVector singles = singletonValues(game);
  const Rational surplus = game.value(game.grand()) - coalitionTotal(game.grand(), singles);
  if (surplus <= 0) return makeProblemError(ErrorCode::InvalidArgument, Problem::Inessential, {toString(surplus)});
  // v'(S) = (v(S) − Σ_{i∈S} v({i})) / surplus: the excess of the singleton point, rescaled.
  RationalVector values = excesses(game, singles);
  for (auto& value : values) value /= surplus;
  auto normalized = CoalitionalGame::fromValues(std::move(values), game.playerNames());
  if (normalized) normalized->setTitle(game.title());
  return normalized;
}

bool isSimpleGame(const CoalitionalGame& game) {
  if (!game.hasTable() || game.value(game.grand()) != 1) return false;
  const CoalitionValues& table = game.table();
  for (std::size_t s = 0; s < table.size(); ++s)
    if (!table.isZero(s) && !table.isOne(s)) return false;
  return true;
}

std::vector<int> vetoPlayers(const CoalitionalGame& game) {
  std::vector<int> veto;
  const int n = game.players();
  if (!game.hasTable()) {
    // A weighted voting game beyond the table limit: i is a veto player iff N − {i} loses.
    const WeightedVotingGame& voting = *game.voting();
    Rational total = 0;
    for (const Rational& w : voting.weights) total += w;
    for (int i = 0; i < n; ++i)
      if (!voting.winsWithWeight(total - voting.weights[static_cast<std::size_t>(i)])) veto.push_back(i);
    return veto;
  }
  const Coalition grand = game.grand();
  for (int i = 0; i < n; ++i)
    if (game.table().isZero(grand & ~(Coalition(1) << i))) veto.push_back(i);
  return veto;
}

std::vector<int> dummyPlayers(const CoalitionalGame& game) {
  assert(game.hasTable());
  std::vector<int> dummies;
  const int n = game.players();
  const Coalition grand = game.grand();
  for (int i = 0; i < n; ++i) {
    const Coalition bit = Coalition(1) << i;
    bool dummy = true;
    for (Coalition s = 0; s <= grand && dummy; ++s)
      if (!(s & bit) && !game.table().equal(s | bit, s)) dummy = false;
    if (dummy) dummies.push_back(i);
  }
  return dummies;
}

}  // namespace gamelab
