#include "core/matrix/zerosumexamples.h"

#include "core/common/examplename.h"

#include <algorithm>
#include <functional>
#include <string>

namespace gamelab {
namespace {

constexpr int kMaxGeneratedSize = 200;

MatrixGame labelled(const std::vector<std::vector<std::string>>& rows, std::vector<std::string> rowLabels,
                    std::vector<std::string> colLabels) {
  MatrixGame g = MatrixGame::fromText(rows);
  if (!rowLabels.empty()) g.rowLabels = std::move(rowLabels);
  if (!colLabels.empty()) g.colLabels = std::move(colLabels);
  return g;
}

std::vector<std::string> numbered(int n, int first = 1) {
  std::vector<std::string> out;
  for (int i = 0; i < n; ++i) out.push_back(std::to_string(first + i));
  return out;
}

MatrixGame diagonal(const std::vector<int>& d) {
  MatrixGame g(d.size(), d.size());
  for (std::size_t i = 0; i < d.size(); ++i) g.at(i, i) = d[i];
  return g;
}

std::optional<Error> checkN(int n, int minimum) {
  if (n < minimum) return makeProblemError(ErrorCode::InvalidArgument, Problem::MustBeAtLeast,
                                          {"n", std::to_string(minimum), std::to_string(n)});
  if (n > kMaxGeneratedSize)
    return makeProblemError(ErrorCode::TooLarge, Problem::MustBeAtMost,
                            {"n", std::to_string(kMaxGeneratedSize), std::to_string(n)});
  return std::nullopt;
}

/// All ways to put `total` regiments on `posts` posts, descending lexicographically.
void allocations(int total, int posts, std::vector<int>& current, std::vector<std::vector<int>>& out) {
  if (static_cast<int>(current.size()) == posts - 1) {
    current.push_back(total);
    out.push_back(current);
    current.pop_back();
    return;
  }
  for (int k = total; k >= 0; --k) {
    current.push_back(k);
    allocations(total - k, posts, current, out);
    current.pop_back();
  }
}

std::string allocationLabel(const std::vector<int>& a) {
  std::string s = "(";
  for (std::size_t i = 0; i < a.size(); ++i) {
    if (i > 0) s.push_back(',');
    s.append(std::to_string(a[i]));
  }
  s.push_back(')');
  return s;
}

/// Number of allocations C(total + posts − 1, posts − 1), capped at limit + 1.
long long countAllocations(int total, int posts, long long limit) {
  long long c = 1;
  for (int k = 1; k < posts; ++k) {
    c = c * (total + k) / k;
    if (c > limit) return limit + 1;
  }
  return c;
}

std::vector<ZeroSumExample> buildExamples() {
  std::vector<ZeroSumExample> ex;
  const auto add = [&](ExampleName name, std::string section, MatrixGame g) {
    ex.push_back({std::move(name.id), std::move(name.title), std::move(section), std::move(g)});
  };
  add(GAMELAB_EXAMPLE("ZeroSumExamples", "Odd-or-Even", "odd-or-even"), "2.1.2", labelled({{"-2", "3"}, {"3", "-4"}}, {"1", "2"}, {"1", "2"}));
  add(GAMELAB_EXAMPLE("ZeroSumExamples", "Cards", "cards"), "2.1.5",
      labelled({{"1", "-2"}, {"-7", "8"}}, {"black ace", "red 8"}, {"black 7", "red 2"}));
  add(GAMELAB_EXAMPLE("ZeroSumExamples", "Holmes vs Moriarty", "holmes-moriarty"), "2.1.5",
      labelled({{"100", "-50"}, {"0", "100"}}, {"Canterbury", "Dover"}, {"Canterbury", "Dover"}));
  add(GAMELAB_EXAMPLE("ZeroSumExamples", "Alex and Olaf", "alex-olaf"), "2.1.5",
      labelled({{"-13", "52"}, {"52", "-68"}}, {"1 finger", "2 fingers"}, {"1 finger", "2 fingers"}));
  add(GAMELAB_EXAMPLE("ZeroSumExamples", "Saddle point", "saddle-point"), "2.2.1", labelled({{"4", "1", "-3"}, {"3", "2", "5"}, {"0", "1", "6"}}, {}, {}));
  add(GAMELAB_EXAMPLE("ZeroSumExamples", "Iterated domination", "domination-pure"), "2.2.3",
      labelled({{"2", "0", "4"}, {"1", "2", "3"}, {"4", "1", "2"}}, {}, {}));
  add(GAMELAB_EXAMPLE("ZeroSumExamples", "Domination by mixtures", "domination-mixture"), "2.2.3",
      labelled({{"0", "4", "6"}, {"5", "7", "4"}, {"9", "6", "3"}}, {}, {}));
  add(GAMELAB_EXAMPLE("ZeroSumExamples", "Graphical method, 2 x n", "graphical-2xn"), "2.2.4", labelled({{"2", "3", "1", "5"}, {"4", "1", "6", "0"}}, {}, {}));
  add(GAMELAB_EXAMPLE("ZeroSumExamples", "Graphical method, m x 2", "graphical-mx2"), "2.2.4", labelled({{"1", "5"}, {"4", "4"}, {"6", "2"}}, {}, {}));
  add(GAMELAB_EXAMPLE("ZeroSumExamples", "Latin square", "latin-square"), "2.2.5",
      labelled({{"1", "2", "3", "3", "6"},
                {"2", "6", "1", "3", "3"},
                {"3", "1", "3", "6", "2"},
                {"3", "3", "6", "2", "1"},
                {"6", "3", "2", "1", "3"}},
               {}, {}));
  add(GAMELAB_EXAMPLE("ZeroSumExamples", "Dürer's magic square", "magic-square-durer"), "2.2.6",
      labelled({{"16", "3", "2", "13"}, {"5", "10", "11", "8"}, {"9", "6", "7", "12"}, {"4", "15", "14", "1"}}, {}, {}));
  add(GAMELAB_EXAMPLE("ZeroSumExamples", "Normandy", "normandy"), "2.2.6",
      labelled({{"13", "29", "8", "12", "16", "23"},
                {"18", "22", "21", "22", "29", "31"},
                {"18", "22", "31", "31", "27", "37"},
                {"11", "22", "12", "21", "21", "26"},
                {"18", "16", "19", "14", "19", "28"},
                {"23", "22", "19", "23", "30", "34"}},
               numbered(6), {"A", "B", "C", "D", "E", "F"}));
  add(GAMELAB_EXAMPLE("ZeroSumExamples", "Odd-or-Even with 0, 1, 2", "odd-or-even-012"), "2.3.1",
      labelled({{"0", "1", "-2"}, {"1", "-2", "3"}, {"-2", "3", "-4"}}, numbered(3, 0), numbered(3, 0)));
  add(GAMELAB_EXAMPLE("ZeroSumExamples", "Diagonal game", "diagonal"), "2.3.3", diagonal({1, 2, 3, 4}));
  add(GAMELAB_EXAMPLE("ZeroSumExamples", "Triangular game", "triangular"), "2.3.4",
      labelled({{"1", "-2", "3", "-4"}, {"0", "1", "-2", "3"}, {"0", "0", "1", "-2"}, {"0", "0", "0", "1"}}, {}, {}));
  add(GAMELAB_EXAMPLE("ZeroSumExamples", "Rock-paper-scissors", "rock-paper-scissors"), "2.3.5",
      labelled({{"0", "-1", "1"}, {"1", "0", "-1"}, {"-1", "1", "0"}}, {"paper", "scissors", "rock"},
               {"paper", "scissors", "rock"}));
  add(GAMELAB_EXAMPLE("ZeroSumExamples", "Mendelsohn game (n = 5)", "mendelsohn-5"), "2.3.5", *mendelsohnGame(5));
  add(GAMELAB_EXAMPLE("ZeroSumExamples", "Colonel Blotto: 4 vs 3 regiments, 2 posts", "blotto-4-3-2"), "2.3.6", *blottoGame(4, 3, 2));
  add(GAMELAB_EXAMPLE("ZeroSumExamples", "Guessing game with payoff 2^j", "guess-doubling"), "2.3.7", diagonal({2, 4, 8, 16}));
  add(GAMELAB_EXAMPLE("ZeroSumExamples", "Guessing game with half credit", "guess-half-credit"), "2.3.7",
      labelled({{"1", "0", "0", "0"}, {"1/2", "1", "0", "0"}, {"1/2", "1/2", "1", "0"}, {"1/2", "1/2", "1/2", "1"}},
               numbered(4), numbered(4)));
  add(GAMELAB_EXAMPLE("ZeroSumExamples", "Guessing game, penalty when too high (n = 4)", "guess-too-high-4"), "2.3.7", *guessTooHighGame(4));
  add(GAMELAB_EXAMPLE("ZeroSumExamples", "Silverman game on 1..10", "silverman-10"), "2.3.7", *silvermanGame(10));
  add(GAMELAB_EXAMPLE("ZeroSumExamples", "Dresher's guessing game (n = 3)", "dresher-3"), "2.3.7",
      labelled({{"1", "1", "2", "3", "2"}, {"2", "3", "1", "2", "3"}, {"3", "2", "2", "1", "1"}}, numbered(3),
               {"1,2,3", "1,3,2", "2", "3,2,1", "3,1,2"}));
  add(GAMELAB_EXAMPLE("ZeroSumExamples", "Pivot method example", "pivot-example"), "2.4.6",
      labelled({{"2", "-1", "6"}, {"0", "1", "-1"}, {"-2", "2", "1"}}, {}, {}));
  return ex;
}

}  // namespace

const std::vector<ZeroSumExample>& zeroSumExamples() {
  static const std::vector<ZeroSumExample> examples = buildExamples();
  return examples;
}

std::optional<ZeroSumExample> findZeroSumExample(const std::string& id) {
  for (const auto& e : zeroSumExamples())
    if (e.id == id) return e;
  return std::nullopt;
}

Expected<MatrixGame> mendelsohnGame(int n) {
  if (auto e = checkN(n, 3)) return *e;
  MatrixGame g(n, n);
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < n; ++j) {
      const int d = i - j;
      g.at(i, j) = d == 0 ? 0 : d == 1 ? 1 : d >= 2 ? -2 : d == -1 ? -1 : 2;
    }
  g.rowLabels = numbered(n);
  g.colLabels = numbered(n);
  return g;
}

Expected<MatrixGame> blottoGame(int blotto, int kije, int posts) {
  if (posts < 1) return makeProblemError(ErrorCode::InvalidArgument, Problem::MustBeAtLeast, {"posts", "1", std::to_string(posts)});
  if (blotto < 0)
    return makeProblemError(ErrorCode::InvalidArgument, Problem::MustBeNonNegative, {"blotto", std::to_string(blotto)});
  if (kije < 0) return makeProblemError(ErrorCode::InvalidArgument, Problem::MustBeNonNegative, {"kije", std::to_string(kije)});
  constexpr long long kLimit = 5000;
  const long long rows = countAllocations(blotto, posts, kLimit);
  const long long cols = countAllocations(kije, posts, kLimit);
  if (rows > kLimit || cols > kLimit)
    return makeProblemError(ErrorCode::TooLarge, Problem::TooManyStrategies,
                            {std::to_string(std::max(rows, cols)), std::to_string(kLimit)});
  std::vector<std::vector<int>> xs, ys;
  std::vector<int> cur;
  allocations(blotto, posts, cur, xs);
  allocations(kije, posts, cur, ys);
  MatrixGame g(xs.size(), ys.size());
  for (std::size_t i = 0; i < xs.size(); ++i) {
    g.rowLabels[i] = allocationLabel(xs[i]);
    for (std::size_t j = 0; j < ys.size(); ++j) {
      int s = 0;
      for (int p = 0; p < posts; ++p) {
        const int a = xs[i][p], b = ys[j][p];
        if (a > b) s += 1 + b;
        else if (a < b) s -= 1 + a;
      }
      g.at(i, j) = s;
    }
  }
  for (std::size_t j = 0; j < ys.size(); ++j) g.colLabels[j] = allocationLabel(ys[j]);
  return g;
}

Expected<MatrixGame> guessTooHighGame(int n) {
  if (auto e = checkN(n, 1)) return *e;
  MatrixGame g(n, n);
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < n; ++j) g.at(i, j) = i == j ? 1 : i > j ? -1 : 0;
  g.rowLabels = numbered(n);
  g.colLabels = numbered(n);
  return g;
}

Expected<MatrixGame> silvermanGame(int n) {
  if (auto e = checkN(n, 1)) return *e;
  MatrixGame g(n, n);
  for (int i = 1; i <= n; ++i)
    for (int j = 1; j <= n; ++j) {
      int v = 0;
      if (i > j) v = i < 3 * j ? 1 : -2;
      else if (i < j) v = j < 3 * i ? -1 : 2;
      g.at(i - 1, j - 1) = v;
    }
  g.rowLabels = numbered(n);
  g.colLabels = numbered(n);
  return g;
}

}  // namespace gamelab
