// Every finite matrix case T1-T63 of the digest (corrected values, see its errata): the exact
// value through solveZeroSum, the solver's strategies by the infallible test, the digest's
// strategies by the infallible test (never by equality: optimal strategies are not unique),
// the pivot method's value, and the value after iterated domination.
#include "core/matrix/dominance.h"
#include "core/matrix/pivotmethod.h"
#include "core/matrix/zerosumsolver.h"
#include "core/matrix/zerosumexamples.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <functional>
#include <random>
#include <string>
#include <vector>

using namespace gamelab;

namespace {

using Rows = std::vector<std::vector<std::string>>;
using Strings = std::vector<std::string>;

Rational R(const std::string& s) { return *parseRational(s); }
RationalVector V(const Strings& xs) {
  RationalVector v;
  for (const auto& x : xs) v.push_back(R(x));
  return v;
}

struct ValueCase {
  std::string id;
  MatrixGame game;
  std::string value;
  Strings p;  // an optimal strategy of I stated (or corrected) in the digest; empty: none
  Strings q;  // an optimal strategy of II; empty: none
};

MatrixGame M(const Rows& rows) { return MatrixGame::fromText(rows); }

MatrixGame diag(const Strings& d) {
  MatrixGame g(d.size(), d.size());
  for (std::size_t i = 0; i < d.size(); ++i) g.at(i, i) = R(d[i]);
  return g;
}

MatrixGame byFormula(std::size_t m, std::size_t n, const std::function<Rational(std::size_t, std::size_t)>& f) {
  MatrixGame g(m, n);
  for (std::size_t i = 0; i < m; ++i)
    for (std::size_t j = 0; j < n; ++j) g.at(i, j) = f(i, j);
  return g;
}

Strings scaled(const std::vector<long>& weights, long den) {
  Strings out;
  for (long w : weights) out.push_back(std::to_string(w) + "/" + std::to_string(den));
  return out;
}

Strings padded(Strings s, std::size_t n) {
  s.resize(n, "0");
  return s;
}

std::vector<ValueCase> digestCases() {
  std::vector<ValueCase> c;
  const auto add = [&](std::string id, MatrixGame g, std::string v, Strings p = {}, Strings q = {}) {
    c.push_back({std::move(id), std::move(g), std::move(v), std::move(p), std::move(q)});
  };
  // 2.1
  add("T1", M({{"-2", "3"}, {"3", "-4"}}), "1/12", {"7/12", "5/12"}, {"7/12", "5/12"});
  add("T2", M({{"-1", "2"}, {"2", "-4"}}), "0", {"2/3", "1/3"}, {"2/3", "1/3"});
  add("T3", M({{"1", "-2"}, {"-7", "8"}}), "-1/3", {"5/6", "1/6"}, {"5/9", "4/9"});
  add("T4", M({{"100", "-50"}, {"0", "100"}}), "40", {"2/5", "3/5"}, {"3/5", "2/5"});
  add("T5", M({{"-13", "52"}, {"52", "-68"}}), "364/37", {"24/37", "13/37"}, {"24/37", "13/37"});
  // 2.2
  add("T6", M({{"4", "1", "-3"}, {"3", "2", "5"}, {"0", "1", "6"}}), "2", {"0", "1", "0"}, {"0", "1", "0"});
  add("T7", M({{"3", "2", "1", "0"}, {"0", "1", "2", "0"}, {"1", "0", "2", "1"}, {"3", "1", "2", "2"}}), "4/3",
      {"1/3", "0", "0", "2/3"}, {"0", "2/3", "0", "1/3"});
  add("T8", M({{"3", "1", "1", "0"}, {"0", "1", "2", "0"}, {"1", "0", "2", "1"}, {"3", "1", "2", "2"}}), "1",
      {"0", "0", "0", "1"}, {"0", "1", "0", "0"});
  add("T8 other p", M({{"3", "1", "1", "0"}, {"0", "1", "2", "0"}, {"1", "0", "2", "1"}, {"3", "1", "2", "2"}}), "1",
      {"0", "1/2", "0", "1/2"});
  add("T9", M({{"0", "-10"}, {"1", "2"}}), "1", {"0", "1"}, {"1", "0"});
  add("T10", M({{"2", "0", "4"}, {"1", "2", "3"}, {"4", "1", "2"}}), "7/4", {"0", "3/4", "1/4"}, {"1/4", "3/4", "0"});
  add("T11", M({{"0", "4", "6"}, {"5", "7", "4"}, {"9", "6", "3"}}), "9/2", {"1/2", "0", "1/2"}, {"1/4", "0", "3/4"});
  add("T12", M({{"1", "3", "5", "3"}, {"4", "0", "2", "2"}, {"3", "7", "3", "5"}}), "3", {"2/9", "4/9", "1/3"},
      {"1/2", "0", "1/2", "0"});
  add("T13", M({{"2", "3", "1", "5"}, {"4", "1", "6", "0"}}), "17/7", {"5/7", "2/7"}, {"0", "5/7", "2/7", "0"});
  for (const char* q : {"1/4", "1/3", "1/2"}) {  // T14: the whole interval [1/4, 1/2] is optimal
    const Rational qq = R(q);
    add(std::string("T14 q=") + q, M({{"1", "5"}, {"4", "4"}, {"6", "2"}}), "4", {"0", "1", "0"},
        {toString(qq), toString(Rational(1) - qq)});
  }
  add("T15", M({{"1", "2", "3", "3", "6"}, {"2", "6", "1", "3", "3"}, {"3", "1", "3", "6", "2"}, {"3", "3", "6", "2", "1"},
                {"6", "3", "2", "1", "3"}}),
      "3", Strings(5, "1/5"), Strings(5, "1/5"));
  add("T16", M({{"1", "-1"}, {"-1", "1"}}), "0", {"1/2", "1/2"}, {"1/2", "1/2"});
  add("T17", M({{"-1", "-3"}, {"-2", "2"}}), "-4/3", {"2/3", "1/3"}, {"5/6", "1/6"});
  add("T18 t=-2", M({{"0", "2"}, {"-2", "1"}}), "0", {"1", "0"}, {"1", "0"});
  add("T18 t=0", M({{"0", "2"}, {"0", "1"}}), "0", {"1", "0"}, {"1", "0"});
  add("T18 t=1/2", M({{"0", "2"}, {"1/2", "1"}}), "1/2", {"0", "1"}, {"1", "0"});
  add("T18 t=1", M({{"0", "2"}, {"1", "1"}}), "1", {"0", "1"}, {"1", "0"});
  add("T18 t=3", M({{"0", "2"}, {"3", "1"}}), "3/2", {"1/2", "1/2"}, {"1/4", "3/4"});
  add("T20", M({{"5", "4", "1", "0"}, {"4", "3", "2", "-1"}, {"0", "-1", "4", "3"}, {"1", "-2", "1", "-2"}}), "3/2",
      {"1/2", "0", "1/2", "0"}, {"0", "3/8", "0", "5/8"});
  add("T21", M({{"10", "0", "7", "1"}, {"2", "6", "4", "7"}, {"6", "3", "3", "5"}}), "30/7", {"2/7", "5/7", "0"},
      {"3/7", "4/7", "0", "0"});
  add("T22", M({{"3", "2", "4", "0"}, {"-2", "1", "-4", "5"}}), "3/2", {"7/10", "3/10"}, {"1/2", "0", "0", "1/2"});
  add("T23", M({{"0", "8", "5"}, {"8", "4", "6"}, {"12", "-4", "3"}}), "16/3", {"1/3", "2/3", "0"}, {"1/3", "2/3", "0"});
  add("T24", M({{"5", "8", "3", "1", "6"}, {"4", "2", "6", "3", "5"}, {"2", "4", "6", "4", "1"}, {"1", "3", "2", "5", "3"}}),
      "121/37", {"6/37", "20/37", "0", "11/37"}, {"14/37", "4/37", "0", "19/37", "0"});
  add("T25", M({{"0", "5", "-2"}, {"-3", "0", "4"}, {"6", "-4", "0"}}), "96/143", {"52/143", "50/143", "41/143"},
      {"4/13", "42/143", "57/143"});
  add("T26", M({{"0", "1", "2"}, {"1", "0", "1"}, {"2", "1", "0"}}), "1", {"1/2", "0", "1/2"}, {"0", "1", "0"});
  add("T26 other q", M({{"0", "1", "2"}, {"1", "0", "1"}, {"2", "1", "0"}}), "1", {}, {"1/2", "0", "1/2"});
  add("T27", M({{"16", "3", "2", "13"}, {"5", "10", "11", "8"}, {"9", "6", "7", "12"}, {"4", "15", "14", "1"}}), "17/2",
      Strings(4, "1/4"), Strings(4, "1/4"));
  add("T27 other p", M({{"16", "3", "2", "13"}, {"5", "10", "11", "8"}, {"9", "6", "7", "12"}, {"4", "15", "14", "1"}}),
      "17/2", {"1/3", "1/2", "0", "1/6"});
  add("T28", findZeroSumExample("normandy")->game, "371/17", {"0", "0", "4/17", "0", "0", "13/17"},
      {"12/17", "0", "5/17", "0", "0", "0"});
  // 2.3
  add("T29", M({{"0", "1", "-2"}, {"1", "-2", "3"}, {"-2", "3", "-4"}}), "0", {"1/4", "1/2", "1/4"}, {"1/4", "1/2", "1/4"});
  add("T30", M({{"1", "2", "-1"}, {"2", "-1", "4"}, {"-1", "4", "-3"}}), "1", {"1/4", "1/2", "1/4"}, {"1/4", "1/2", "1/4"});
  add("T31", diag({"1", "2", "3", "4"}), "12/25", {"12/25", "6/25", "4/25", "3/25"}, {"12/25", "6/25", "4/25", "3/25"});
  add("T32", M({{"1", "-2", "3", "-4"}, {"0", "1", "-2", "3"}, {"0", "0", "1", "-2"}, {"0", "0", "0", "1"}}), "1/12",
      {"1/12", "1/4", "1/3", "1/3"}, {"1/3", "1/3", "1/4", "1/12"});
  add("T33", M({{"0", "-1", "1"}, {"1", "0", "-1"}, {"-1", "1", "0"}}), "0", Strings(3, "1/3"), Strings(3, "1/3"));
  for (int n : {3, 5, 8}) {
    const Strings s = padded({"1/4", "1/2", "1/4"}, static_cast<std::size_t>(n));
    add("T34 n=" + std::to_string(n), *mendelsohnGame(n), "0", s, s);
  }
  add("T35", *blottoGame(4, 3, 2), "14/9", {"4/9", "0", "1/9", "0", "4/9"}, {"1/18", "4/9", "4/9", "1/18"});
  add("T35 Ex.12 q", *blottoGame(4, 3, 2), "14/9", {}, {"1/30", "8/15", "16/45", "7/90"});
  add("T35 (2.40)", M({{"2", "3/2"}, {"0", "3/2"}, {"-2", "2"}}), "14/9", {"8/9", "0", "1/9"}, {"1/9", "8/9"});
  add("T36", M({{"-2", "2", "-1"}, {"1", "1", "1"}, {"3", "0", "1"}}), "1", {"0", "1", "0"}, {"1/10", "3/10", "3/5"});
  add("T37a", diag({"0", "2", "5"}), "0", {"1", "0", "0"}, {"1", "0", "0"});
  add("T37b", diag({"3", "-1", "-2"}), "0", {"1", "0", "0"}, {"0", "1", "0"});
  add("T37c", diag({"-1", "-2"}), "-2/3", {"2/3", "1/3"}, {"2/3", "1/3"});
  add("T38", diag({"2", "4", "8", "16"}), "16/15", {"8/15", "4/15", "2/15", "1/15"}, {"8/15", "4/15", "2/15", "1/15"});
  add("T39", M({{"1", "0", "0", "0"}, {"1/2", "1", "0", "0"}, {"1/2", "1/2", "1", "0"}, {"1/2", "1/2", "1/2", "1"}}), "8/15",
      {"1/15", "2/15", "4/15", "8/15"}, {"8/15", "4/15", "2/15", "1/15"});
  for (int n = 2; n <= 5; ++n) {  // T40 (erratum): v = 1/(2^n − 1)
    const long d = (1L << n) - 1;
    std::vector<long> pw, qw;
    for (int i = 0; i < n; ++i) {
      pw.push_back(1L << (n - 1 - i));
      qw.push_back(1L << i);
    }
    add("T40 n=" + std::to_string(n), *guessTooHighGame(n), "1/" + std::to_string(d), scaled(pw, d), scaled(qw, d));
  }
  // T41 (erratum): a_ij = b^(i−j) for i >= j.
  add("T41 n=3 b=1/2", M({{"1", "0", "0"}, {"1/2", "1", "0"}, {"1/4", "1/2", "1"}}), "1/2", {"1/4", "1/4", "1/2"},
      {"1/2", "1/4", "1/4"});
  add("T41 n=4 b=1/3",
      byFormula(4, 4, [](std::size_t i, std::size_t j) {
        Rational r = 0;
        if (i >= j) {
          r = 1;
          for (std::size_t k = j; k < i; ++k) r /= 3;
        }
        return r;
      }),
      "1/3", {"2/9", "2/9", "2/9", "1/3"}, {"1/3", "2/9", "2/9", "2/9"});
  add("T42 n=3", M({{"1", "0", "0"}, {"-1", "1", "0"}, {"1", "-2", "1"}}), "1/7", {"3/7", "3/7", "1/7"}, {"1/7", "2/7", "4/7"});
  add("T42 n=4", M({{"1", "0", "0", "0"}, {"-1", "1", "0", "0"}, {"1", "-2", "1", "0"}, {"-1", "3", "-3", "1"}}), "1/15",
      scaled({4, 6, 4, 1}, 15), scaled({1, 2, 4, 8}, 15));
  add("T43", M({{"1", "-1", "-1"}, {"0", "2", "1"}, {"0", "0", "3"}}), "3/7", {"3/7", "3/7", "1/7"}, {"5/7", "1/7", "1/7"});
  add("T44", M({{"2", "1", "1", "1"}, {"1", "3/2", "1", "1"}, {"1", "1", "4/3", "1"}, {"1", "1", "1", "5/4"}}), "11/10",
      scaled({1, 2, 3, 4}, 10), scaled({1, 2, 3, 4}, 10));
  add("T45", M({{"2", "0", "0", "2"}, {"0", "3", "0", "0"}, {"0", "0", "4", "3"}, {"1", "1", "0", "1"}}), "12/13",
      scaled({6, 4, 3, 0}, 13), scaled({6, 4, 3, 0}, 13));
  for (int n : {5, 6, 9}) {  // T46: +2 for exactly one more, −1 for two or more more
    const auto g = byFormula(n, n, [](std::size_t i, std::size_t j) {
      const long d = static_cast<long>(i) - static_cast<long>(j);
      return Rational(d == 0 ? 0 : d == 1 ? 2 : d >= 2 ? -1 : d == -1 ? -2 : 1);
    });
    const Strings s = padded(scaled({1, 5, 4, 5, 1}, 16), static_cast<std::size_t>(n));
    add("T46 n=" + std::to_string(n), g, "0", s, s);
  }
  add("T47 n=4", *silvermanGame(4), "0", {"1/4", "1/2", "0", "1/4"}, {"1/4", "1/2", "0", "1/4"});
  for (int n : {6, 10, 20, 30}) {  // T47 (erratum): support {1, 2, 5}
    const Strings s = padded({"1/4", "1/2", "0", "0", "1/4"}, static_cast<std::size_t>(n));
    add("T47 n=" + std::to_string(n), *silvermanGame(n), "0", s, s);
  }
  add("T48", M({{"0", "1", "-2"}, {"-1", "0", "3"}, {"2", "-3", "0"}}), "0", {"1/2", "1/3", "1/6"}, {"1/2", "1/3", "1/6"});
  add("T49", M({{"0", "1", "2"}, {"-2", "0", "1"}, {"1", "-2", "0"}}), "1/4", {"3/4", "0", "1/4"}, {"3/4", "1/4", "0"});
  add("T50", M({{"1", "4", "-1", "5"}, {"4", "-1", "5", "1"}, {"-1", "5", "1", "4"}, {"5", "1", "4", "-1"}, {"2", "2", "2", "2"}}),
      "9/4", {"1/4", "1/4", "1/4", "1/4", "0"}, Strings(4, "1/4"));
  add("T51", *blottoGame(2, 1, 2), "1", {"1/2", "0", "1/2"}, {"1/2", "1/2"});
  add("T51 pure (1,1)", *blottoGame(2, 1, 2), "1", {"0", "1", "0"});
  add("T52", *blottoGame(3, 2, 2), "6/5", {"2/5", "1/10", "1/10", "2/5"}, {"1/5", "3/5", "1/5"});
  add("T52 reduced", M({{"3/2", "1"}, {"0", "2"}}), "6/5", {"4/5", "1/5"}, {"2/5", "3/5"});
  add("T53", *blottoGame(4, 3, 3), "3/4");
  add("T53 reduced", M({{"4/3", "2/3", "0"}, {"1/3", "1", "1"}, {"-1", "4/3", "3"}, {"-1/3", "1/3", "2"}}), "3/4",
      {"3/4", "0", "1/4", "0"}, {"9/16", "0", "7/16"});
  add("T54", *blottoGame(4, 3, 4), "3/5");
  add("T54 reduced", M({{"1", "1/4", "-1/2"}, {"1/2", "3/4", "1/2"}, {"1/4", "1/2", "3/2"}, {"-1/2", "1", "2"}, {"1", "0", "1"}}),
      "3/5", {"0", "4/5", "0", "0", "1/5"}, {"8/15", "2/5", "1/15"});
  add("T56", findZeroSumExample("dresher-3")->game, "9/5", {"2/5", "1/5", "2/5"}, {"0", "1/5", "3/5", "0", "1/5"});
  add("T56 source 2x2", M({{"7/4", "2"}, {"5/2", "1"}}), "13/7", {"6/7", "1/7"}, {"4/7", "3/7"});
  // T57 Thievery: a_ii = 0, a_ij = u_i.
  const auto thievery = [](std::vector<int> u) {
    return byFormula(u.size(), u.size(), [u](std::size_t i, std::size_t j) { return Rational(i == j ? 0 : u[i]); });
  };
  add("T57 (4,2,1)", thievery({4, 2, 1}), "4/3", {"1/3", "2/3", "0"}, {"2/3", "1/3", "0"});
  add("T57 (1,1,1)", thievery({1, 1, 1}), "2/3", Strings(3, "1/3"), Strings(3, "1/3"));
  add("T57 (5,4,3,1)", thievery({5, 4, 3, 1}), "120/47", scaled({12, 15, 20, 0}, 47), scaled({23, 17, 7, 0}, 47));
  add("T57 (10,1)", thievery({10, 1}), "10/11", {"1/11", "10/11"}, {"10/11", "1/11"});
  for (long n : {2, 3, 4, 6}) {  // T58: tridiagonal 1 / −1/2
    const auto g = byFormula(n, n, [](std::size_t i, std::size_t j) {
      return i == j ? Rational(1) : (i + 1 == j || j + 1 == i) ? Rational(-1, 2) : Rational(0);
    });
    const long d = n * (n + 1) * (n + 2);
    std::vector<long> w;
    for (long i = 1; i <= n; ++i) w.push_back(6 * i * (n + 1 - i));
    add("T58 n=" + std::to_string(n), g, "6/" + std::to_string(d), scaled(w, d), scaled(w, d));
  }
  const auto numberHides = [](std::size_t n) {
    return byFormula(n, n, [](std::size_t i, std::size_t j) {
      return Rational(i == j ? 2 : (i + 1 == j || j + 1 == i) ? 1 : 0);
    });
  };
  add("T59 n=3", numberHides(3), "1", {"1/2", "0", "1/2"}, {"1/2", "0", "1/2"});
  add("T59 n=5", numberHides(5), "2/3", scaled({1, 0, 1, 0, 1}, 3), scaled({1, 0, 1, 0, 1}, 3));
  add("T59 n=7", numberHides(7), "1/2", scaled({1, 0, 1, 0, 1, 0, 1}, 4), scaled({1, 0, 1, 0, 1, 0, 1}, 4));
  add("T59 n=2", numberHides(2), "3/2", {"1/2", "1/2"}, {"1/2", "1/2"});
  add("T59 n=4", numberHides(4), "5/6", scaled({2, 1, 1, 2}, 6), scaled({2, 1, 1, 2}, 6));
  add("T59 n=6", numberHides(6), "7/12", scaled({3, 1, 2, 2, 1, 3}, 12), scaled({3, 1, 2, 2, 1, 3}, 12));
  add("T59 n=8", numberHides(8), "9/20", scaled({4, 1, 3, 2, 2, 3, 1, 4}, 20), scaled({4, 1, 3, 2, 2, 3, 1, 4}, 20));
  // 2.4
  add("T60", M({{"2", "-1", "6"}, {"0", "1", "-1"}, {"-2", "2", "1"}}), "1/2", {"1/4", "3/4", "0"}, {"1/2", "1/2", "0"});
  add("T61", M({{"0", "1", "2"}, {"2", "-1", "-2"}, {"3", "-3", "0"}}), "1/2", {"3/4", "1/4", "0"}, {"1/2", "1/2", "0"});
  add("T63 A", M({{"0", "-1", "1"}, {"2", "0", "-2"}, {"-3", "3", "0"}}), "0", {"6/11", "3/11", "2/11"}, Strings(3, "1/3"));
  add("T63 B=2A+5", M({{"5", "3", "7"}, {"9", "5", "1"}, {"-1", "11", "5"}}), "5", {"6/11", "3/11", "2/11"}, Strings(3, "1/3"));
  return c;
}

bool isStrategy(const RationalVector& x) {
  Rational s = 0;
  for (const auto& t : x) {
    if (t < 0) return false;
    s += t;
  }
  return s == 1;
}

TEST(MatrixDigestValues, SolverPivotAndDominanceAgreeWithTheDigest) {
  for (const auto& c : digestCases()) {
    SCOPED_TRACE(c.id);
    const MatrixGame& g = c.game;
    const Rational v = R(c.value);
    const auto sol = solveZeroSum(g);
    ASSERT_TRUE(sol.hasValue());
    EXPECT_TRUE(sol->verified);
    EXPECT_EQ(sol->value, v);
    Rational common;
    EXPECT_TRUE(isOptimalPair(g, sol->rowStrategy, sol->colStrategy, &common));
    EXPECT_EQ(common, v);
    if (!c.p.empty()) {
      const auto p = V(c.p);
      ASSERT_EQ(p.size(), g.rows);
      EXPECT_TRUE(isStrategy(p));
      const auto pay = rowPlayerPayoffs(g, p);
      EXPECT_EQ(*std::min_element(pay.begin(), pay.end()), v) << "digest p is not optimal";
    }
    if (!c.q.empty()) {
      const auto q = V(c.q);
      ASSERT_EQ(q.size(), g.cols);
      EXPECT_TRUE(isStrategy(q));
      const auto pay = colPlayerPayoffs(g, q);
      EXPECT_EQ(*std::max_element(pay.begin(), pay.end()), v) << "digest q is not optimal";
    }
    if (g.rows <= 12 && g.cols <= 12) {
      const auto t = solveByPivoting(g);
      ASSERT_TRUE(t.hasValue());
      ASSERT_EQ(t->status, PivotStatus::Finished);
      EXPECT_EQ(t->value, v);
      EXPECT_TRUE(isOptimalPair(g, t->rowStrategy, t->colStrategy));
      EXPECT_TRUE(t->cornerCheckPasses);
    }
    if (g.rows * g.cols <= 100) {
      const auto d = solveDominance(g);
      ASSERT_TRUE(d.hasValue());
      const auto reduced = solveZeroSum(subGame(g, d->remainingRows, d->remainingCols));
      ASSERT_TRUE(reduced.hasValue());
      EXPECT_EQ(reduced->value, v) << "domination changed the value";
    }
  }
}

TEST(MatrixDigestValues, SourceAnswersListedAsErrataFailTheTest) {
  // The digest's §5: these printed answers must NOT pass (the tests above are able to fail).
  struct Wrong {
    const char* id;
    Rows a;
    Strings p, q;
  };
  const std::vector<Wrong> wrong = {
      {"T20 source q", {{"5", "4", "1", "0"}, {"4", "3", "2", "-1"}, {"0", "-1", "4", "3"}, {"1", "-2", "1", "-2"}},
       {"1/2", "0", "1/2", "0"}, {"3/8", "0", "0", "5/8"}},
      {"T22 source q", {{"3", "2", "4", "0"}, {"-2", "1", "-4", "5"}}, {"7/10", "3/10"}, {"7/10", "0", "0", "3/10"}},
      {"T49 source", {{"0", "1", "2"}, {"-2", "0", "1"}, {"1", "-2", "0"}}, Strings(3, "1/3"), Strings(3, "1/3")},
      {"T14 q=3/5", {{"1", "5"}, {"4", "4"}, {"6", "2"}}, {"0", "1", "0"}, {"3/5", "2/5"}},
  };
  for (const auto& w : wrong) {
    SCOPED_TRACE(w.id);
    EXPECT_FALSE(isOptimalPair(M(w.a), V(w.p), V(w.q)));
  }
  // T62: best responses to a belief (Aq middle entry 17/5, not 9/5).
  const auto t62 = M({{"0", "7", "2", "4"}, {"1", "4", "8", "2"}, {"9", "3", "-1", "6"}});
  EXPECT_EQ(colPlayerPayoffs(t62, V({"1/5", "1/5", "1/5", "2/5"})), V({"17/5", "17/5", "23/5"}));
}

TEST(MatrixDigestValues, PivotMethodValueEqualsLpValueOnRandomGames) {
  std::mt19937 rng(314159);
  std::uniform_int_distribution<int> num(-6, 6), den(1, 3), size(1, 7);
  for (int round = 0; round < 200; ++round) {
    SCOPED_TRACE(round);
    MatrixGame g(size(rng), size(rng));
    for (auto& a : g.payoffs) a = Rational(num(rng), den(rng));
    for (auto& a : g.payoffs) a.canonicalize();
    const auto lp = solveZeroSum(g);
    const auto pivot = solveByPivoting(g);
    ASSERT_TRUE(lp.hasValue());
    ASSERT_TRUE(pivot.hasValue());
    EXPECT_EQ(pivot->value, lp->value);
    EXPECT_TRUE(isOptimalPair(g, pivot->rowStrategy, pivot->colStrategy));
  }
}

}  // namespace
