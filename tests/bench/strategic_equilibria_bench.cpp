// solveEquilibria on random n x n games (payoffs 0..99, fixed seeds), timed side by side
// with Debian's `lrsnash` (lrslib) on the same games in the same run. Each lrsnash run parses
// the equilibria it prints; a different count or set fails the benchmark loudly.
// Target: our time no more than lrsnash's.
//
// The reported time is CPU time (manual timing): for solveEquilibria all threads of this
// process (getrusage RUSAGE_SELF), for lrsnash the child process (RUSAGE_CHILDREN), so that a
// busy machine does not distort the comparison; wall-clock milliseconds are the wall_ms counter.
#include "core/strategic/bimatrixequilibria.h"

#include <benchmark/benchmark.h>

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <random>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include <sys/resource.h>

namespace {

using gamelab::Rational;
using gamelab::RationalVector;

struct RandomGame {
  std::vector<std::vector<int>> a, b;
  gamelab::StrategicGame game;
};

RandomGame randomGame(std::size_t n, unsigned seed) {
  std::mt19937 rng(seed);
  std::uniform_int_distribution<int> entry(0, 99);
  RandomGame g;
  g.a.assign(n, std::vector<int>(n));
  g.b.assign(n, std::vector<int>(n));
  std::vector<RationalVector> ra(n, RationalVector(n)), rb(n, RationalVector(n));
  for (std::size_t i = 0; i < n; ++i)
    for (std::size_t j = 0; j < n; ++j) {
      ra[i][j] = g.a[i][j] = entry(rng);
      rb[i][j] = g.b[i][j] = entry(rng);
    }
  g.game = gamelab::StrategicGame::bimatrix(ra, rb);
  return g;
}

double cpuSeconds(int who) {
  rusage usage{};
  getrusage(who, &usage);
  return static_cast<double>(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) +
         1e-6 * static_cast<double>(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec);
}

double wallSeconds() {
  return std::chrono::duration<double>(std::chrono::steady_clock::now().time_since_epoch()).count();
}

unsigned seedFor(std::size_t n) { return 4242u + static_cast<unsigned>(n); }

std::string vectorText(const RationalVector& v) {
  std::string s;
  for (const auto& x : v) {
    s += gamelab::toString(x);
    s += ' ';
  }
  return s;
}

/// Our equilibria as "p | q" strings.
std::set<std::string> ourSet(const gamelab::AllEquilibria& all) {
  std::set<std::string> out;
  for (const auto& e : all.equilibria) out.insert(vectorText(e.strategies[0]) + "| " + vectorText(e.strategies[1]));
  return out;
}

/// Runs lrsnash on the game; returns its equilibria as "p | q" strings.
std::set<std::string> runLrsnash(const RandomGame& g, const std::string& path) {
  const std::size_t m = g.a.size(), n = g.a[0].size();
  {
    std::ofstream out(path);
    out << m << ' ' << n << "\n\n";
    for (const auto* mat : {&g.a, &g.b}) {
      for (const auto& row : *mat) {
        for (const int v : row) out << v << ' ';
        out << '\n';
      }
      out << '\n';
    }
  }
  const std::string command = "lrsnash " + path + " 2>/dev/null";
  FILE* pipe = popen(command.c_str(), "r");
  std::set<std::string> result;
  if (pipe == nullptr) return result;
  std::string output;
  char buffer[4096];
  while (std::fgets(buffer, sizeof buffer, pipe) != nullptr) output += buffer;
  pclose(pipe);

  // lrsnash prints, per vertex x of player 1's polytope, its matching y's ("2 q... payoff of
  // player 1") followed by x ("1 p... payoff of player 2"), groups separated by blank lines.
  std::istringstream lines(output);
  std::string line;
  std::vector<std::string> pending;
  auto strategy = [](std::istringstream& in, std::size_t count) {
    RationalVector v(count);
    std::string token;
    for (auto& x : v) {
      in >> token;
      x = *gamelab::parseRational(token);
    }
    return v;
  };
  while (std::getline(lines, line)) {
    std::istringstream in(line);
    int player = 0;
    if (!(in >> player)) continue;
    if (player == 2) pending.push_back(vectorText(strategy(in, n)));
    if (player == 1) {
      const std::string p = vectorText(strategy(in, m));
      for (const auto& q : pending) result.insert(p + "| " + q);
      pending.clear();
    }
  }
  return result;
}

void BM_EnumerateEquilibria(benchmark::State& state) {
  const auto n = static_cast<std::size_t>(state.range(0));
  const RandomGame g = randomGame(n, seedFor(n));
  gamelab::AllEquilibria last;
  double wall = 0;
  for (auto _ : state) {
    const double cpu0 = cpuSeconds(RUSAGE_SELF), wall0 = wallSeconds();
    auto all = gamelab::solveEquilibria(g.game);
    state.SetIterationTime(cpuSeconds(RUSAGE_SELF) - cpu0);
    wall += wallSeconds() - wall0;
    if (!all || !all->verified) {
      state.SkipWithError("not solved/verified");
      return;
    }
    last = std::move(all.value());
  }
  state.counters["wall_ms"] = 1000 * wall / static_cast<double>(state.iterations());
  state.counters["equilibria"] = static_cast<double>(last.equilibria.size());
  state.counters["rowVertices"] = static_cast<double>(last.rowVertices);
  state.counters["colVertices"] = static_cast<double>(last.colVertices);
}

void BM_Lrsnash(benchmark::State& state) {
  const auto n = static_cast<std::size_t>(state.range(0));
  const RandomGame g = randomGame(n, seedFor(n));
  const std::string path = "/tmp/gamelab_bench_lrsnash_" + std::to_string(n) + ".txt";
  std::set<std::string> theirs;
  double wall = 0;
  for (auto _ : state) {
    const double cpu0 = cpuSeconds(RUSAGE_CHILDREN), wall0 = wallSeconds();
    theirs = runLrsnash(g, path);
    state.SetIterationTime(cpuSeconds(RUSAGE_CHILDREN) - cpu0);
    wall += wallSeconds() - wall0;
  }
  state.counters["wall_ms"] = 1000 * wall / static_cast<double>(state.iterations());
  std::remove(path.c_str());
  const auto ours = gamelab::solveEquilibria(g.game);
  if (!ours) {
    state.SkipWithError("solveEquilibria failed");
    return;
  }
  const auto mine = ourSet(ours.value());
  state.counters["equilibria"] = static_cast<double>(theirs.size());
  if (theirs.empty()) {
    state.SkipWithError("lrsnash did not run (is /usr/bin/lrsnash installed?)");
  } else if (theirs != mine) {
    std::fprintf(stderr, "MISMATCH n=%zu: lrsnash %zu equilibria, gamelab %zu\n", n, theirs.size(), mine.size());
    state.SkipWithError("lrsnash and solveEquilibria disagree");
  }
}

}  // namespace

BENCHMARK(BM_EnumerateEquilibria)->DenseRange(8, 16, 2)->Unit(benchmark::kMillisecond)->Iterations(1)->UseManualTime();
BENCHMARK(BM_Lrsnash)->DenseRange(8, 16, 2)->Unit(benchmark::kMillisecond)->Iterations(1)->UseManualTime();
