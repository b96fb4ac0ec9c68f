#include "core/kingmaker/matches.h"

#include "core/common/problem.h"
#include "core/kingmaker/structure.h"

#include <algorithm>

namespace gamelab::kingmaker {

// A port of play() and table() of spec/reference/kingmaker_reference.py: every policy is a
// distribution over the children of a node given the predicted values of the children.
namespace {

constexpr NodeIndex kPollEvery = 1 << 12;

class Simulator {
 public:
  Simulator(const BinaryGame& game, const Structure& s, const std::vector<char>* sp1epAllowed)
      : g_(game), s_(s), allowed_(sp1epAllowed) {}

  RationalVector distribution(Policy policy, NodeIndex x, const std::vector<RationalVector>& model) const {
    const int k = g_.childCount(x);
    const auto mover = static_cast<std::size_t>(g_.owner(x));
    std::vector<int> use;
    auto childValue = [&](int c) -> const Rational& {
      return model[static_cast<std::size_t>(g_.children(x)[c])][mover];
    };
    auto best = [&]() {
      Rational m = childValue(0);
      for (int c = 1; c < k; ++c) m = std::max(m, childValue(c));
      std::vector<int> tied;
      for (int c = 0; c < k; ++c)
        if (childValue(c) == m) tied.push_back(c);
      return tied;
    };
    switch (policy) {
      case Policy::RndAll:
        for (int c = 0; c < k; ++c) use.push_back(c);
        break;
      case Policy::RndEta: {
        int top = -1;
        std::vector<int> cls;
        for (NodeIndex c : g_.children(x)) {
          cls.push_back(kmnEtaClass(g_, s_.forcedWin, s_.reachable, c));
          top = std::max(top, cls.back());
        }
        for (int c = 0; c < k; ++c)
          if (cls[static_cast<std::size_t>(c)] == top) use.push_back(c);
        break;
      }
      case Policy::EqProb:
        use = best();
        break;
      case Policy::OneEp: {
        const auto tied = best();
        for (int c : tied)
          if (tied.size() == 1 || (*allowed_)[static_cast<std::size_t>(g_.edge(x, c))]) use.push_back(c);
        if (use.empty()) use = tied;
        break;
      }
      case Policy::MaxnFirst:
        use = {best().front()};
        break;
      case Policy::Paranoid: {
        // Others minimise the mover's payoff: in a binary game the mover then gets 1 exactly at
        // its forced-win nodes.
        use = {0};
        for (int c = 0; c < k; ++c) {
          if (s_.forcedWin[g_.children(x)[c]] == g_.owner(x)) {
            use = {c};
            break;
          }
        }
        break;
      }
    }
    RationalVector dist(static_cast<std::size_t>(k), Rational(0));
    for (int c : use) dist[static_cast<std::size_t>(c)] = Rational(1, static_cast<unsigned long>(use.size()));
    return dist;
  }

  /// Values when node x is played by policyOf[owner] predicting with `models[owner]` (or with
  /// the values being computed when models is null: everyone knows the others' policies).
  Expected<std::vector<RationalVector>> values(const std::vector<Policy>& policyOf,
                                               const std::vector<std::vector<RationalVector>>* models,
                                               const CancelToken& cancel) const {
    const auto players = static_cast<std::size_t>(g_.players);
    std::vector<RationalVector> v(static_cast<std::size_t>(g_.nodeCount()));
    for (NodeIndex x = g_.nodeCount() - 1; x >= 0; --x) {
      if ((x & (kPollEvery - 1)) == 0 && cancel.isCancelled()) return stopError(cancel);
      auto& out = v[static_cast<std::size_t>(x)];
      out.assign(players, Rational(0));
      if (g_.isLeaf(x)) {
        out[static_cast<std::size_t>(g_.winner(x))] = 1;
        continue;
      }
      const auto owner = static_cast<std::size_t>(g_.owner(x));
      const auto dist = distribution(policyOf[owner], x, models ? (*models)[owner] : v);
      for (int c = 0; c < g_.childCount(x); ++c) {
        if (dist[static_cast<std::size_t>(c)] == 0) continue;
        const auto& cv = v[static_cast<std::size_t>(g_.children(x)[c])];
        for (std::size_t p = 0; p < players; ++p) out[p] += dist[static_cast<std::size_t>(c)] * cv[p];
      }
    }
    return v;
  }

  Expected<RationalVector> play(const std::vector<Policy>& seats, bool know, const CancelToken& cancel) const {
    if (know) {
      auto v = values(seats, nullptr, cancel);
      if (!v) return v.error();
      return (*v)[0];
    }
    // Each player predicts everyone by its own policy.
    std::vector<std::vector<RationalVector>> models(seats.size());
    for (std::size_t p = 0; p < seats.size(); ++p) {
      const auto same = std::find(seats.begin(), seats.begin() + static_cast<std::ptrdiff_t>(p), seats[p]);
      if (same != seats.begin() + static_cast<std::ptrdiff_t>(p)) {
        models[p] = models[static_cast<std::size_t>(same - seats.begin())];
        continue;
      }
      auto m = values(std::vector<Policy>(seats.size(), seats[p]), nullptr, cancel);
      if (!m) return m.error();
      models[p] = std::move(*m);
    }
    auto v = values(seats, &models, cancel);
    if (!v) return v.error();
    return (*v)[0];
  }

 private:
  const BinaryGame& g_;
  const Structure& s_;
  const std::vector<char>* allowed_;
};

}  // namespace

const char* policyName(Policy policy) {
  switch (policy) {
    case Policy::RndAll: return "rnd-all";
    case Policy::RndEta: return "rnd-eta";
    case Policy::EqProb: return "eqprob";
    case Policy::OneEp: return "1ep";
    case Policy::MaxnFirst: return "maxn-first";
    case Policy::Paranoid: return "paranoid";
  }
  return "";
}

Expected<MatchResult> solveMatch(const BinaryGame& game, const MatchOptions& options, const Progress& progress,
                                 const CancelToken& cancel) {
  if (options.seats.size() != static_cast<std::size_t>(game.players))
    return makeProblemError(ErrorCode::InvalidArgument, Problem::WrongCount,
                            {"seats", std::to_string(game.players), std::to_string(options.seats.size())});
  auto structure = solveStructure(game, Progress::none(), cancel);
  if (!structure) return structure.error();
  std::vector<char> allowed;
  if (std::find(options.seats.begin(), options.seats.end(), Policy::OneEp) != options.seats.end()) {
    auto sp = solveSp1ep(game, {.reading = options.reading, .keepTrace = false}, Progress::none(), cancel);
    if (!sp) return sp.error();
    allowed = std::move(sp->allowed);
  }
  const Simulator sim(game, *structure, &allowed);
  MatchResult r;
  auto given = sim.play(options.seats, options.know, cancel);
  if (!given) return given.error();
  r.perSeat = std::move(*given);

  std::vector<Policy> distinct;
  for (Policy p : options.seats)
    if (std::find(distinct.begin(), distinct.end(), p) == distinct.end()) distinct.push_back(p);
  // Every distinct assignment: permutations of the seats' policy positions in `distinct`.
  std::vector<int> order;
  for (Policy p : options.seats)
    order.push_back(static_cast<int>(std::find(distinct.begin(), distinct.end(), p) - distinct.begin()));
  std::vector<Rational> sum(distinct.size(), Rational(0));
  r.rotations = 0;
  auto accumulate = [&](const std::vector<int>& assignment, const RationalVector& payoff) {
    for (std::size_t d = 0; d < distinct.size(); ++d) {
      Rational total = 0;
      long count = 0;
      for (std::size_t p = 0; p < assignment.size(); ++p)
        if (assignment[p] == static_cast<int>(d)) total += payoff[p], ++count;
      sum[d] += total / count;
    }
    ++r.rotations;
  };
  if (!options.rotateSeats) {
    accumulate(order, r.perSeat);
  } else {
    std::sort(order.begin(), order.end());
    do {
      std::vector<Policy> seats;
      for (int d : order) seats.push_back(distinct[static_cast<std::size_t>(d)]);
      progress.report(-1, "match");
      auto payoff = sim.play(seats, options.know, cancel);
      if (!payoff) return payoff.error();
      accumulate(order, *payoff);
    } while (std::next_permutation(order.begin(), order.end()));
  }
  for (std::size_t d = 0; d < distinct.size(); ++d) r.perPolicy.emplace_back(distinct[d], sum[d] / r.rotations);
  return r;
}

}  // namespace gamelab::kingmaker
