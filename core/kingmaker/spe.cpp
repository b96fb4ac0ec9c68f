#include "core/kingmaker/spe.h"

#include "core/kingmaker/detail/lazycounts.h"

#include <utility>

namespace gamelab::kingmaker {

namespace {

constexpr NodeIndex kProgressEvery = 1 << 16;
/// The counts can reach about a bit per node below (a path of indifferent movers doubles them
/// at every node), so a single node may cost 10⁶-bit additions: poll more often than the
/// progress is reported.
constexpr NodeIndex kPollEvery = 1 << 10;

/// Products Π_{d≠c} x_d for every c, by prefix and suffix products (no division, O(k)
/// multiplications). result[c] points at the product: at a factor itself when there are at
/// most two (no copy of a big number), else into `out`. Zeros are handled apart: with two or
/// more zero factors every product is 0, with one only the product that skips it is not.
void productsOfOthers(const std::vector<const mpz_class*>& x, std::vector<const mpz_class*>& result,
                      std::vector<mpz_class>& out, std::vector<mpz_class>& prefix) {
  static const mpz_class zero = 0;
  static const mpz_class one = 1;
  const std::size_t k = x.size();
  result.assign(k, &zero);
  std::size_t zeros = 0;
  std::size_t zeroAt = 0;
  for (std::size_t c = 0; c < k; ++c) {
    if (sgn(*x[c]) == 0) {
      ++zeros;
      zeroAt = c;
    }
  }
  if (zeros >= 2) return;
  if (k == 1) {
    result[0] = &one;
    return;
  }
  if (k == 2) {
    if (zeros == 0 || zeroAt == 0) result[0] = x[1];
    if (zeros == 0 || zeroAt == 1) result[1] = x[0];
    return;
  }
  out.resize(k);
  if (zeros == 1) {
    mpz_class& product = out[zeroAt];
    product = 1;
    for (std::size_t d = 0; d < k; ++d)
      if (d != zeroAt) mpz_mul(product.get_mpz_t(), product.get_mpz_t(), x[d]->get_mpz_t());
    result[zeroAt] = &product;
    return;
  }
  // prefix[c] = x_0 ⋯ x_{c-1}; then a running suffix product multiplies in from the right.
  prefix.resize(k);
  prefix[0] = 1;
  for (std::size_t c = 1; c < k; ++c) mpz_mul(prefix[c].get_mpz_t(), prefix[c - 1].get_mpz_t(), x[c - 1]->get_mpz_t());
  mpz_class suffix = 1;
  for (std::size_t c = k; c-- > 0;) {
    mpz_mul(out[c].get_mpz_t(), prefix[c].get_mpz_t(), suffix.get_mpz_t());
    result[c] = &out[c];
    if (c > 0) mpz_mul(suffix.get_mpz_t(), suffix.get_mpz_t(), x[c]->get_mpz_t());
  }
}

}  // namespace

Expected<SpeCount> solveSpeCount(const BinaryGame& game, const Progress& progress, const CancelToken& cancel) {
  const NodeIndex n = game.nodeCount();
  const auto players = static_cast<std::size_t>(game.players);
  SpeCount result;
  result.outcomes.assign(static_cast<std::size_t>(n), 0);
  result.chosenInSomeSpe.assign(game.childList.size(), 0);

  // Counts by winner live on a stack: in the loop from the last node down to the root, the
  // children of v are the top childCount(v) entries (the first child on top); v's entry
  // replaces them. So only the counts of the nodes whose parent is not done yet are held.
  std::vector<detail::LazyCounts> stack;
  std::size_t top = 0;  // entries in use
  std::vector<const mpz_class*> factorT, factorS, othersT, othersS;
  std::vector<mpz_class> totals, survivors, productsT, productsS, prefix;
  std::vector<std::size_t> light;

  for (NodeIndex v = n - 1; v >= 0; --v) {
    if ((v & (kPollEvery - 1)) == 0) {
      if (cancel.isCancelled()) return stopError(cancel);
      if ((v & (kProgressEvery - 1)) == 0) progress.report(static_cast<double>(n - v) / n, "spe");
    }
    const auto vi = static_cast<std::size_t>(v);
    if (game.isLeaf(v)) {
      if (stack.size() <= top) stack.emplace_back();
      std::vector<mpz_class> unit(players);
      unit[static_cast<std::size_t>(game.winner(v))] = 1;
      stack[top++].assign(std::move(unit));
      result.outcomes[vi] = playerBit(game.winner(v));
      continue;
    }
    const auto mover = static_cast<std::size_t>(game.owner(v));
    const auto k = static_cast<std::size_t>(game.childCount(v));
    const std::size_t base = top - k;
    // Child number c (in child order) is at stack entry base + (k - 1 - c).
    auto entryOf = [&](std::size_t c) -> detail::LazyCounts& { return stack[base + (k - 1 - c)]; };
    const auto kids = game.children(v);

    // Outcome sets and the edges chosen in some SPE (sets only, independent of the counts).
    std::size_t forcedForMover = 0;  // children whose only SPE winner is the mover
    bool moverReachable = false;
    for (std::size_t c = 0; c < k; ++c) {
      const PlayerSet o = result.outcomes[static_cast<std::size_t>(kids[c])];
      if (o == playerBit(static_cast<int>(mover))) ++forcedForMover;
      if (contains(o, static_cast<int>(mover))) moverReachable = true;
    }
    PlayerSet outcomes = moverReachable ? playerBit(static_cast<int>(mover)) : 0;
    for (std::size_t c = 0; c < k; ++c) {
      const PlayerSet o = result.outcomes[static_cast<std::size_t>(kids[c])];
      const bool chosen = contains(o, static_cast<int>(mover)) || forcedForMover == 0;
      result.chosenInSomeSpe[static_cast<std::size_t>(game.edge(v, static_cast<int>(c)))] = chosen ? 1 : 0;
      // Another winner w of c survives when no child is the mover's sure win.
      if (forcedForMover == 0) outcomes |= o & ~playerBit(static_cast<int>(mover));
    }
    result.outcomes[vi] = outcomes;

    // With m_c the counts of child c, T_c = Σ_w m_c[w] and S_c = T_c − m_c[mover]:
    //   count[mover] = Σ_c m_c[mover] · Π_{d≠c} T_d,   count[w] = Σ_c m_c[w] · Π_{d≠c} S_d,
    // which is linear in the counts x of any one child h (the heavy one, the largest):
    //   count[mover] = x[mover]·P_T + A_mover·Σ_j x[j],
    //   count[w]     = x[w]·P_S     + A_w·Σ_{j≠mover} x[j],
    // with P_T, P_S the products over the other (light) children and A_w their sums
    // Σ_c m_c[w]·Π_{d≠c,h} (T_d or S_d). The map goes to the heavy child's LazyCounts.
    if (k > 1) {
      std::size_t heavy = 0;
      for (std::size_t c = 1; c < k; ++c)
        if (entryOf(c).bits() > entryOf(heavy).bits()) heavy = c;
      light.clear();
      for (std::size_t c = 0; c < k; ++c)
        if (c != heavy) light.push_back(c);
      const std::size_t l = light.size();
      totals.resize(l);
      survivors.resize(l);
      factorT.resize(l);
      factorS.resize(l);
      for (std::size_t i = 0; i < l; ++i) {
        const std::vector<mpz_class>& m = entryOf(light[i]).materialise();
        totals[i] = 0;
        for (const mpz_class& x : m) totals[i] += x;
        survivors[i] = totals[i] - m[mover];
        factorT[i] = &totals[i];
        factorS[i] = &survivors[i];
      }
      productsOfOthers(factorT, othersT, productsT, prefix);
      productsOfOthers(factorS, othersS, productsS, prefix);
      mpz_class productT = 1, productS = 1;
      for (std::size_t i = 0; i < l; ++i) {
        productT *= totals[i];
        productS *= survivors[i];
      }
      detail::CountMatrix map(players * players);
      for (std::size_t w = 0; w < players; ++w) {
        mpz_class sum = 0;
        for (std::size_t i = 0; i < l; ++i) {
          const mpz_class& m = entryOf(light[i]).materialise()[w];
          const mpz_class& others = w == mover ? *othersT[i] : *othersS[i];
          if (sgn(m) != 0 && sgn(others) != 0) mpz_addmul(sum.get_mpz_t(), m.get_mpz_t(), others.get_mpz_t());
        }
        for (std::size_t j = 0; j < players; ++j)
          if (w == mover || j != mover) map[w * players + j] = sum;
        map[w * players + w] += w == mover ? productT : productS;
      }
      entryOf(heavy).apply(std::move(map));
      // v's entry replaces its children's (a swap keeps the storage for reuse).
      if (base != base + (k - 1 - heavy)) std::swap(stack[base], entryOf(heavy));
    }
    top = base + 1;
  }
  if (n > 0) {
    result.byWinner = stack[0].materialise();
    result.total = 0;
    for (const mpz_class& m : result.byWinner) result.total += m;
  }
  progress.report(1.0, "spe");
  return result;
}

int playWinner(const BinaryGame& game, const PureProfile& profile, NodeIndex from) {
  NodeIndex v = from;
  while (!game.isLeaf(v)) v = game.children(v)[static_cast<std::size_t>(profile[static_cast<std::size_t>(v)])];
  return game.winner(v);
}

bool isSubgamePerfect(const BinaryGame& game, const PureProfile& profile) {
  const NodeIndex n = game.nodeCount();
  std::vector<int> winner(static_cast<std::size_t>(n));
  for (NodeIndex v = n - 1; v >= 0; --v) {
    const auto vi = static_cast<std::size_t>(v);
    if (game.isLeaf(v)) {
      winner[vi] = game.winner(v);
      continue;
    }
    const int choice = profile[vi];
    if (choice < 0 || choice >= game.childCount(v)) return false;
    const auto kids = game.children(v);
    const int mover = game.owner(v);
    const int got = winner[static_cast<std::size_t>(kids[static_cast<std::size_t>(choice)])];
    if (got != mover) {
      for (NodeIndex c : kids)
        if (winner[static_cast<std::size_t>(c)] == mover) return false;
    }
    winner[vi] = got;
  }
  return true;
}

}  // namespace gamelab::kingmaker
