// Short partizan games: properties on random forms (seeded), big numbers, a deep game.
#include "tests/core/partizanstoretest.h"

#include <map>
#include <random>

namespace gamelab::partizan {
namespace {

using testing::Games;

/// G ≤ H by the bare recursive rule of spec §5 (no number shortcut), on the forms.
class ReferenceOrder {
 public:
  explicit ReferenceOrder(GameStore& s) : s_(s) {}
  bool le(GameId g, GameId h) {
    const auto key = std::make_pair(g, h);
    if (const auto it = memo_.find(key); it != memo_.end()) return it->second;
    bool result = true;
    for (const GameId l : copy(g, Side::Left))
      if (le(h, l)) { result = false; break; }
    if (result)
      for (const GameId r : copy(h, Side::Right))
        if (le(r, g)) { result = false; break; }
    memo_[key] = result;
    return result;
  }

 private:
  std::vector<GameId> copy(GameId g, Side side) {
    const auto options = s_.options(g, side);
    return {options.begin(), options.end()};
  }
  GameStore& s_;
  std::map<std::pair<GameId, GameId>, bool> memo_;
};

/// Random forms over a pool seeded with small numbers and nimbers; each new form takes up to
/// three options per side from the pool.
std::vector<GameId> randomForms(Games& g, unsigned seed, int count) {
  std::mt19937 rng(seed);
  std::vector<GameId> pool = {g.zero, g.num(1), g.num(-1), g.num(1, 2), g.num(-3, 4), g.num(2), g.star(),
                              g.nim(2)};
  std::vector<GameId> out;
  for (int i = 0; i < count; ++i) {
    std::uniform_int_distribution<int> many(0, 3);
    std::uniform_int_distribution<std::size_t> pick(0, pool.size() - 1);
    std::vector<GameId> left, right;
    for (int k = many(rng); k > 0; --k) left.push_back(pool[pick(rng)]);
    for (int k = many(rng); k > 0; --k) right.push_back(pool[pick(rng)]);
    const GameId f = g.f(left, right);
    pool.push_back(f);
    out.push_back(f);
  }
  return out;
}

TEST(PartizanStoreProperties, RandomForms) {
  for (const unsigned seed : {1u, 2u, 3u}) {
    Games g;
    auto& s = g.s;
    const auto forms = randomForms(g, seed, 60);
    ReferenceOrder reference(s);
    for (const GameId a : forms) {
      const GameId c = s.canonical(a);
      EXPECT_EQ(s.canonical(c), c);
      EXPECT_TRUE(s.isCanonical(c));
      EXPECT_EQ(s.subtract(a, a), g.zero);  // by the shortcut; the sum rule below plays it out
      EXPECT_EQ(s.canonical(s.sumForm(a, s.negate(a))), g.zero);
      EXPECT_EQ(s.outcome(s.sumForm(a, s.negate(a))), Outcome::P);
      EXPECT_EQ(s.negate(s.negate(a)), a);
      EXPECT_EQ(s.negate(c), s.canonical(s.negate(a)));
      EXPECT_EQ(s.compare(a, c), Relation::Equal);
      EXPECT_EQ(s.add(a, g.zero), c);
      EXPECT_EQ(s.sumForm(a, g.zero), a);
      EXPECT_LE(s.treeSize(c), s.treeSize(a));
    }
    const GameId j = s.add(g.up(), g.star());
    for (std::size_t i = 0; i < forms.size(); i += 3)
      for (std::size_t k = 0; k < forms.size(); k += 2) {
        const GameId a = forms[i], b = forms[k];
        const bool le = s.lessEq(a, b);
        ASSERT_EQ(le, reference.le(a, b)) << seed << " " << i << " " << k;
        EXPECT_EQ(le, s.lessEq(s.canonical(a), s.canonical(b)));
        const Relation r = s.compare(a, b);
        const Outcome o = s.outcome(s.subtract(a, b));
        EXPECT_EQ(r == Relation::Greater, o == Outcome::L);
        EXPECT_EQ(r == Relation::Less, o == Outcome::R);
        EXPECT_EQ(r == Relation::Equal, o == Outcome::P);
        EXPECT_EQ(r == Relation::Fuzzy, o == Outcome::N);
        EXPECT_EQ(s.lessEq(s.add(b, j), s.add(a, j)), s.lessEq(b, a));
        EXPECT_EQ(s.add(a, b), s.add(b, a));
        EXPECT_EQ(s.add(a, b), s.canonical(s.sumForm(a, b)));
        EXPECT_EQ(r == Relation::Equal, s.canonical(a) == s.canonical(b));
      }
  }
}

TEST(PartizanStoreProperties, BigNumbersStayCheap) {
  Games g;
  auto& s = g.s;
  const GameId big = g.num(1000000), other = g.num(-999999);
  EXPECT_EQ(s.add(big, other), g.num(1));
  EXPECT_TRUE(s.lessEq(other, big));
  EXPECT_FALSE(s.lessEq(big, other));
  // A number against forms: translation and number avoidance, no walk down 1000000's chain.
  const GameId hot = g.f({big}, {other});  // {1000000 | −999999}
  EXPECT_EQ(s.compare(hot, g.zero), Relation::Fuzzy);
  EXPECT_EQ(s.compare(hot, g.num(1000001)), Relation::Less);
  EXPECT_EQ(s.compare(s.add(big, g.up()), big), Relation::Greater);
  EXPECT_EQ(s.compare(s.add(big, g.up()), g.num(1000001, 1024)), Relation::Greater);
  const GameId notNumberForm = g.f({g.num(999999), big}, {});  // = 1000001, not a number node
  EXPECT_FALSE(s.isNumber(notNumberForm));
  EXPECT_EQ(s.compare(notNumberForm, g.num(1000001)), Relation::Equal);
  EXPECT_EQ(s.canonical(notNumberForm), g.num(1000001));
  EXPECT_EQ(s.birthday(big), 1000000);
  EXPECT_EQ(s.birthday(g.num(-5, 4)), 4);  // 1 + 2 + 1
  EXPECT_EQ(s.treeSize(hot), 1u + 1000001u + 1000000u);
  EXPECT_LT(s.size(), 200u);  // no chain was interned
}

TEST(PartizanStoreProperties, DeepGame) {
  Games g;
  auto& s = g.s;
  // G_1 = {0|*} = ↑, G_k = {0 | G_{k−1}}: k.↑ for odd k, k.↑* for even k; height k + 1.
  GameId deep = g.star();
  for (int k = 1; k <= 899; ++k) deep = g.f({g.zero}, {deep});
  EXPECT_EQ(s.height(deep), 900);
  const GameId c = s.canonical(deep);
  EXPECT_EQ(c, s.up(899));
  EXPECT_EQ(s.outcome(deep), Outcome::L);
  EXPECT_EQ(s.compare(deep, g.num(1, 1024)), Relation::Less);
  EXPECT_EQ(s.subtract(deep, c), g.zero);
  EXPECT_EQ(s.compare(deep, s.up(898)), Relation::Greater);
  EXPECT_EQ(s.compare(s.negate(deep), s.up(-900)), Relation::Greater);
  EXPECT_EQ(s.birthday(deep), 900);
  EXPECT_GT(s.positionCount(deep), 899u);
}

}  // namespace
}  // namespace gamelab::partizan
