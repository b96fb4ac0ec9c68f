/// Sums and negation: add (canonical, memoised, number translation), sumForm (the sum rule on
/// the forms as they are) and negate (structural).
#include "core/partizan/dyadic.h"
#include "core/partizan/gamestore.h"
#include "core/partizan/gamestoreimpl.h"

#include <utility>

namespace gamelab::partizan {

namespace {
/// Numbers born later than this are added to a form by translation in sumForm (their option
/// chain would make the sum-rule form as deep as the number is old).
constexpr int kSumFormNumberBirthday = 16;
}  // namespace

GameId GameStore::add(GameId g, GameId h) {
  Impl& s = *impl_;
  g = canonical(g);
  h = canonical(h);
  if (g == zero()) return h;
  if (h == zero()) return g;
  if (s.isNum(g) && s.isNum(h)) return s.internNumber(Rational(s.value(g) + s.value(h)));
  if (s.nodes[g].neg == h) return zero();  // G − G = 0 (spec §4, Theorem 2)
  if (s.isNimber(g) && s.isNimber(h))  // *a + *b = *(a xor b)
    return nimber(static_cast<unsigned>(s.nodes[g].nimber ^ s.nodes[h].nimber));
  if (g > h) std::swap(g, h);
  s.tick();
  const std::uint64_t key = Impl::pairKey(g, h);
  if (const auto known = s.addMemo.find(key)) return *known;
  if (s.isNum(g)) std::swap(g, h);  // h is the number, if there is one
  std::vector<GameId> left, right;
  if (s.isNum(h)) {  // number translation: G + x = {G^L + x | G^R + x} for G not a number
    for (const GameId l : s.opts(g, Side::Left)) left.push_back(add(l, h));
    for (const GameId r : s.opts(g, Side::Right)) right.push_back(add(r, h));
  } else {
    for (const GameId l : s.opts(g, Side::Left)) left.push_back(add(l, h));
    for (const GameId l : s.opts(h, Side::Left)) left.push_back(add(g, l));
    for (const GameId r : s.opts(g, Side::Right)) right.push_back(add(r, h));
    for (const GameId r : s.opts(h, Side::Right)) right.push_back(add(g, r));
  }
  const GameId result = s.reduce(*this, std::move(left), std::move(right));
  s.addMemo.put(key, result);
  return result;
}

GameId GameStore::sumForm(GameId g, GameId h) {
  Impl& s = *impl_;
  if (g == zero()) return h;
  if (h == zero()) return g;
  if (s.isNum(g) && s.isNum(h)) return s.internNumber(Rational(s.value(g) + s.value(h)));
  if (g > h) std::swap(g, h);
  const std::uint64_t key = Impl::pairKey(g, h);
  if (const auto known = s.sumFormMemo.find(key)) return *known;
  s.tick();
  if (s.isNum(g)) std::swap(g, h);
  const bool translate = s.isNum(h) && numberBirthday(s.value(h)) > kSumFormNumberBirthday;
  std::vector<GameId> left, right;
  for (const GameId l : s.opts(g, Side::Left)) left.push_back(sumForm(l, h));
  for (const GameId r : s.opts(g, Side::Right)) right.push_back(sumForm(r, h));
  if (!translate) {
    for (const GameId l : s.opts(h, Side::Left)) left.push_back(sumForm(g, l));
    for (const GameId r : s.opts(h, Side::Right)) right.push_back(sumForm(g, r));
  }
  const GameId result = form(std::move(left), std::move(right));
  s.sumFormMemo.put(key, result);
  return result;
}

GameId GameStore::negate(GameId g) {
  Impl& s = *impl_;
  if (s.isNum(g)) return s.internNumber(Rational(-s.value(g)));
  if (s.nodes[g].neg != kNoGame) return s.nodes[g].neg;
  s.tick();
  std::vector<GameId> left, right;
  for (const GameId r : s.opts(g, Side::Right)) left.push_back(negate(r));
  for (const GameId l : s.opts(g, Side::Left)) right.push_back(negate(l));
  const GameId result = form(std::move(left), std::move(right));
  if (s.nodes[g].canonical) {
    s.nodes[result].canonical = true;
    s.nodes[result].canon = result;
  }
  s.nodes[result].neg = g;
  s.nodes[g].neg = result;
  return result;
}

}  // namespace gamelab::partizan
