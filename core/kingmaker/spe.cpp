#include "core/kingmaker/spe.h"

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
  const std::size_t slot = players + 1;  // the counts by winner, then their total
  SpeCount result;
  result.outcomes.assign(static_cast<std::size_t>(n), 0);
  result.chosenInSomeSpe.assign(game.childList.size(), 0);

  // Counts live on a stack: in the loop from the last node down to the root, the children of
  // v are the top childCount(v) entries (the first child on top); v's entry replaces them.
  // So only the counts of the nodes whose parent is not done yet are held.
  std::vector<mpz_class> stack;
  std::size_t top = 0;  // entries in use, in slots
  std::vector<mpz_class> next(slot);
  std::vector<const mpz_class*> factor;
  std::vector<const mpz_class*> others;
  std::vector<mpz_class> products;
  std::vector<mpz_class> prefix;

  for (NodeIndex v = n - 1; v >= 0; --v) {
    if ((v & (kPollEvery - 1)) == 0) {
      if (cancel.isCancelled()) return stopError(cancel);
      if ((v & (kProgressEvery - 1)) == 0) progress.report(static_cast<double>(n - v) / n, "spe");
    }
    const auto vi = static_cast<std::size_t>(v);
    if (game.isLeaf(v)) {
      if (stack.size() < (top + 1) * slot) stack.resize((top + 1) * slot);
      mpz_class* entry = &stack[top * slot];
      for (std::size_t w = 0; w < players; ++w) entry[w] = 0;
      entry[static_cast<std::size_t>(game.winner(v))] = 1;
      entry[players] = 1;
      ++top;
      result.outcomes[vi] = playerBit(game.winner(v));
      continue;
    }
    const auto mover = static_cast<std::size_t>(game.owner(v));
    const auto k = static_cast<std::size_t>(game.childCount(v));
    const std::size_t base = top - k;
    // Child number c (in child order) is at stack entry base + (k - 1 - c).
    auto entryOf = [&](std::size_t c) { return &stack[(base + (k - 1 - c)) * slot]; };
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

    // count[mover] = Σ_c m_c[mover] · Π_{d≠c} T_d
    factor.resize(k);
    for (std::size_t c = 0; c < k; ++c) factor[c] = &entryOf(c)[players];
    productsOfOthers(factor, others, products, prefix);
    mpz_class& own = next[mover];
    own = 0;
    for (std::size_t c = 0; c < k; ++c) {
      const mpz_class& m = entryOf(c)[mover];
      if (sgn(m) != 0) mpz_addmul(own.get_mpz_t(), m.get_mpz_t(), others[c]->get_mpz_t());
    }
    // count[w] = Σ_c m_c[w] · Π_{d≠c} (T_d − m_d[mover]) for w ≠ mover; T_d − m_d[mover] is
    // written over T_d, which is not needed any more.
    for (std::size_t c = 0; c < k; ++c) {
      mpz_class* e = entryOf(c);
      mpz_sub(e[players].get_mpz_t(), e[players].get_mpz_t(), e[mover].get_mpz_t());
    }
    productsOfOthers(factor, others, products, prefix);
    for (std::size_t w = 0; w < players; ++w) {
      if (w == mover) continue;
      mpz_class& count = next[w];
      count = 0;
      for (std::size_t c = 0; c < k; ++c) {
        const mpz_class& m = entryOf(c)[w];
        if (sgn(m) != 0 && sgn(*others[c]) != 0) mpz_addmul(count.get_mpz_t(), m.get_mpz_t(), others[c]->get_mpz_t());
      }
    }
    mpz_class& total = next[players];
    total = 0;
    for (std::size_t w = 0; w < players; ++w) total += next[w];
    // v's entry replaces its children's (swaps keep the limbs for reuse).
    top = base + 1;
    mpz_class* out = &stack[base * slot];
    for (std::size_t w = 0; w < slot; ++w) out[w].swap(next[w]);
  }
  if (n > 0) {
    result.byWinner.assign(stack.begin(), stack.begin() + static_cast<std::ptrdiff_t>(players));
    result.total = stack[players];
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
