#include "core/tree/strategicform.h"

#include "core/common/gamesizelimit.h"
#include "core/tree/strategicformplayer.h"
#include "core/tree/treevalidation.h"

#include <algorithm>
#include <gmpxx.h>
#include <map>
#include <numeric>
#include <unordered_map>

namespace gamelab {
namespace {

using treeform::PlayerView;

std::size_t at(int i) { return static_cast<std::size_t>(i); }

/// Cells here count profiles × players, one exact payoff each: the default is the payoff limit
/// of games read from files (25 M rationals would take gigabytes).
std::uint64_t limitOf(const StrategicFormOptions& options) {
  return options.maxCells > 0 ? static_cast<std::uint64_t>(options.maxCells) : kMaxGamePayoffs;
}

std::string joinCounts(const std::vector<std::string>& counts) {
  std::string text;
  for (const auto& c : counts) text += (text.empty() ? "" : " × ") + c;
  return text;
}

Error tooLarge(const std::vector<std::string>& counts, std::uint64_t limit) {
  return makeProblemError(ErrorCode::TooLarge, Problem::StrategicFormTooLarge, {joinCounts(counts), std::to_string(limit)});
}

/// A hash of a rational from the lowest limbs of its numerator and denominator.
std::size_t hashOf(const Rational& x) {
  const mpq_srcptr q = x.get_mpq_t();
  const auto num = static_cast<std::size_t>(mpz_getlimbn(mpq_numref(q), 0));
  const auto den = static_cast<std::size_t>(mpz_getlimbn(mpq_denref(q), 0));
  return (num * 0x9E3779B97F4A7C15ULL) ^ (den + static_cast<std::size_t>(mpz_sgn(mpq_numref(q)) + 1));
}

/// Strategies of every player with identical payoff vectors (all players' payoffs against
/// every profile of the others) become one; labels joined with " = ". Per player: one pass
/// hashes every strategy's payoffs, and only strategies with equal hashes are compared, so the
/// work is O(cells) plus the comparisons of true duplicates. Polls `cancel`.
Expected<TreeStrategicForm> mergeDuplicates(const TreeStrategicForm& form, const CancelToken& cancel) {
  TreeStrategicForm current = form;
  const std::size_t n = current.game.players();
  std::uint64_t work = 0;
  auto poll = [&]() { return (++work & 65535) == 0 && cancel.isCancelled(); };
  for (std::size_t p = 0; p < n; ++p) {
    const StrategicGame& g = current.game;
    const std::size_t m = g.strategies(p), stride = g.stride(p), profiles = g.profileCount();
    std::vector<std::size_t> hash(m, 0);
    for (std::size_t t = 0; t < profiles; ++t) {
      if (poll()) return stopError(cancel);
      std::size_t& h = hash[(t / stride) % m];
      for (std::size_t k = 0; k < n; ++k) h = h * 1000003 + hashOf(g.payoff(t, k));
    }
    // Profile index = low + own·stride + high·stride·m (low: the players before p, high: after).
    // Strategies s and r have equal payoffs iff every such pair of profiles does: O(profiles / m).
    const std::size_t highCount = profiles / (stride * m);
    auto samePayoffs = [&](std::size_t s, std::size_t r) {
      for (std::size_t high = 0; high < highCount; ++high)
        for (std::size_t low = 0; low < stride; ++low) {
          const std::size_t t = low + s * stride + high * stride * m, u = low + r * stride + high * stride * m;
          for (std::size_t k = 0; k < n; ++k)
            if (g.payoff(t, k) != g.payoff(u, k)) return false;
        }
      return true;
    };
    std::unordered_map<std::size_t, std::vector<std::size_t>> byHash;  // hash -> kept strategies
    std::vector<std::size_t> representative;        // kept strategies (old indices)
    std::vector<std::vector<std::size_t>> members;  // per kept strategy
    std::vector<std::size_t> keptIndex(m, 0);       // per old strategy kept: its position
    for (std::size_t s = 0; s < m; ++s) {
      if (cancel.isCancelled()) return stopError(cancel);
      std::vector<std::size_t>& bucket = byHash[hash[s]];
      const auto same = std::find_if(bucket.begin(), bucket.end(), [&](std::size_t r) { return samePayoffs(s, r); });
      if (same != bucket.end()) {
        members[keptIndex[*same]].push_back(s);
        continue;
      }
      bucket.push_back(s);
      keptIndex[s] = representative.size();
      representative.push_back(s);
      members.push_back({s});
    }
    if (representative.size() == m) continue;
    std::vector<std::size_t> counts = g.strategyCounts();
    counts[p] = representative.size();
    StrategicGame merged(counts);
    merged.title = g.title;
    merged.playerNames = g.playerNames;
    merged.strategyLabels = g.strategyLabels;
    merged.strategyLabels[p].clear();
    std::vector<std::vector<TreePureStrategy>> strategies;
    for (const auto& group : members) {
      std::string label;
      std::vector<TreePureStrategy> pure;
      for (std::size_t s : group) {
        label += (label.empty() ? "" : " = ") + g.strategyLabel(p, s);
        pure.insert(pure.end(), current.strategies[p][s].begin(), current.strategies[p][s].end());
      }
      merged.strategyLabels[p].push_back(label);
      strategies.push_back(std::move(pure));
    }
    const std::size_t keptCount = representative.size();
    for (std::size_t t = 0; t < merged.profileCount(); ++t) {
      if (poll()) return stopError(cancel);
      // The same profile of the others (low, high) with the representative's old index.
      const std::size_t low = t % stride, kept = (t / stride) % keptCount, high = t / (stride * keptCount);
      const std::size_t old = low + representative[kept] * stride + high * stride * m;
      for (std::size_t k = 0; k < n; ++k) merged.payoff(t, k) = g.payoff(old, k);
    }
    current.game = std::move(merged);
    current.strategies[p] = std::move(strategies);
  }
  return current;
}

}  // namespace

StrategicFormSize strategicFormSize(const GameTree& tree, const StrategicFormOptions& options) {
  StrategicFormSize size;
  mpz_class profiles = 1;
  for (int p = 0; p < tree.players(); ++p) {
    const PlayerView view = treeform::makePlayerView(tree, p);
    size.strategies.push_back(treeform::strategyCountText(tree, view));
    profiles *= mpz_class(size.strategies.back());
  }
  const mpz_class cells = profiles * tree.players();
  size.cells = cells.get_str();
  size.fits = cells <= mpz_class(std::to_string(limitOf(options)));
  return size;
}

Expected<TreeStrategicForm> toStrategicForm(const GameTree& tree, const StrategicFormOptions& options,
                                            const Progress& progress, const CancelToken& cancel) {
  if (auto error = firstTreeError(tree)) return *error;
  const std::uint64_t limit = limitOf(options);
  const int n = tree.players();
  const bool reduced = options.reduction != StrategyReduction::None;
  progress.report(0, "strategic-form");
  if (!reduced) {
    const StrategicFormSize size = strategicFormSize(tree, options);
    if (!size.fits) return tooLarge(size.strategies, limit);
  } else {
    // Players with perfect recall: the reduced size is known before enumerating.
    std::vector<std::string> texts;
    mpz_class cells = n;
    bool known = true;
    for (int p = 0; p < n && known; ++p) {
      auto count = treeform::reducedCountText(tree, treeform::makePlayerView(tree, p));
      if (!count) known = false;
      else {
        texts.push_back(*count);
        cells *= mpz_class(*count);
      }
    }
    if (known && cells > mpz_class(std::to_string(limit))) return tooLarge(texts, limit);
  }
  // Strategies of every player.
  std::vector<PlayerView> views;
  std::vector<std::vector<TreePureStrategy>> pure(at(n));
  std::vector<std::size_t> counts;
  for (int p = 0; p < n; ++p) {
    views.push_back(treeform::makePlayerView(tree, p));
    auto strategies = treeform::enumerateStrategies(tree, views.back(), reduced, limit / static_cast<std::uint64_t>(n), cancel);
    if (!strategies) {
      if (strategies.error().code == ErrorCode::TooLarge) return tooLarge(strategicFormSize(tree, options).strategies, limit);
      return strategies.error();
    }
    pure[at(p)] = std::move(*strategies);
    counts.push_back(pure[at(p)].size());
  }
  {
    mpz_class cells = n;
    std::vector<std::string> texts;
    for (std::size_t c : counts) {
      cells *= static_cast<unsigned long>(c);
      texts.push_back(std::to_string(c));
    }
    if (cells > mpz_class(std::to_string(limit))) return tooLarge(texts, limit);
  }

  TreeStrategicForm form;
  StrategicGame& game = form.game;
  game = StrategicGame(counts);
  game.title = tree.title;
  game.playerNames = tree.playerNames;
  form.strategies.resize(at(n));
  for (int p = 0; p < n; ++p) {
    for (std::size_t s = 0; s < counts[at(p)]; ++s) {
      if ((s & 4095) == 4095 && cancel.isCancelled()) return stopError(cancel);
      game.strategyLabels[at(p)][s] = treeform::strategyText(tree, views[at(p)], pure[at(p)][s]);
      form.strategies[at(p)].push_back({pure[at(p)][s]});
    }
  }

  // Chance probability and accumulated payoff of every node, top-down (parent id < child id).
  std::vector<Rational> probability(tree.nodes.size());
  std::vector<RationalVector> payoff(tree.nodes.size());
  probability[0] = 1;
  for (NodeId v = 0; v < tree.nodeCount(); ++v) {
    const TreeNode& node = tree.node(v);
    RationalVector& own = payoff[at(v)];
    if (v == 0) own.assign(at(n), Rational(0));
    if (node.outcome >= 0) {
      const auto& add = tree.outcomes[at(node.outcome)].payoffs;
      for (std::size_t k = 0; k < own.size() && k < add.size(); ++k) own[k] += add[k];
    }
    const InfoSet* set = node.infoSet >= 0 ? &tree.infoSets[at(node.infoSet)] : nullptr;
    for (std::size_t a = 0; a < node.children.size(); ++a) {
      const NodeId c = node.children[a];
      probability[at(c)] = set && set->isChance() ? probability[at(v)] * set->probabilities[a] : probability[at(v)];
      payoff[at(c)] = own;
    }
    if (!node.children.empty()) RationalVector().swap(own);  // only leaves keep theirs
  }

  // Per-leaf contributions: a leaf adds probability × payoff to every profile whose strategies
  // all make the own choices on its path: the strategies consistent with each own sequence.
  std::vector<std::vector<std::vector<std::size_t>>> consistentWith(at(n));
  for (int p = 0; p < n; ++p) {
    auto lists = treeform::consistentStrategies(tree, views[at(p)], pure[at(p)], cancel);
    if (!lists) return lists.error();
    consistentWith[at(p)] = std::move(*lists);
  }
  std::vector<std::size_t> strides(at(n));
  for (int p = 0; p < n; ++p) strides[at(p)] = game.stride(at(p));
  std::uint64_t work = 0;
  const double leafCount = static_cast<double>(tree.nodes.size());
  RationalVector contribution(at(n));
  std::vector<const std::vector<std::size_t>*> lists(at(n));
  std::vector<std::size_t> digit(at(n));
  std::uint64_t leaves = 0;
  for (NodeId v = 0; v < tree.nodeCount(); ++v) {
    if (!tree.node(v).children.empty() || probability[at(v)] == 0) continue;
    if ((leaves++ & 255) == 0) {
      if (cancel.isCancelled()) return stopError(cancel);
      progress.report(static_cast<double>(v) / leafCount, "strategic-form");
    }
    bool empty = false;
    for (int p = 0; p < n; ++p) {
      lists[at(p)] = &consistentWith[at(p)][at(views[at(p)].nodeSeq[at(v)])];
      empty = empty || lists[at(p)]->empty();
    }
    if (empty) continue;
    for (int k = 0; k < n; ++k) contribution[at(k)] = probability[at(v)] * payoff[at(v)][at(k)];
    // Odometer over the product of the consistent lists.
    std::fill(digit.begin(), digit.end(), 0);
    while (true) {
      std::size_t index = 0;
      for (int p = 0; p < n; ++p) index += strides[at(p)] * (*lists[at(p)])[digit[at(p)]];
      for (int k = 0; k < n; ++k)
        if (sgn(contribution[at(k)]) != 0) game.payoff(index, at(k)) += contribution[at(k)];
      if ((++work & 65535) == 0 && cancel.isCancelled()) return stopError(cancel);
      int p = 0;
      for (; p < n; ++p) {
        if (++digit[at(p)] < lists[at(p)]->size()) break;
        digit[at(p)] = 0;
      }
      if (p == n) break;
    }
  }
  progress.report(1, "strategic-form");
  if (options.reduction == StrategyReduction::MergeDuplicates) return mergeDuplicates(form, cancel);
  return form;
}

}  // namespace gamelab
