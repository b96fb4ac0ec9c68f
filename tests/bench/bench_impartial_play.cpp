// The computer's reply in a play view (target: <= 50 ms) for the largest positions a board
// shows: heaps of ~1000 counters (Nim, Kayles, Grundy's game, Lasker), 64 coins, 16 × 16 coin
// grids and Wythoff boards, Hackenbush pictures of 200 edges, graphs of 10^4 arcs.
#include "core/impartial/play.h"

#include <benchmark/benchmark.h>

#include <random>

namespace gamelab {
namespace {

void reply(benchmark::State& state, const ImpartialPosition& shape, std::size_t size) {
  std::mt19937_64 rng(1);
  const ImpartialPosition position = randomPosition(shape, size, rng);
  for (auto _ : state) {
    auto move = solveComputerMove(position, {.seed = rng()});
    benchmark::DoNotOptimize(move);
  }
}

HeapPosition heaps(const std::string& rule, std::size_t count) {
  HeapPosition p;
  p.heaps.assign(count, 1);
  p.rules = {*HeapRule::parse(rule)};
  return p;
}

void BM_ReplyNim(benchmark::State& s) { reply(s, heaps("nim", 8), 1000); }
void BM_ReplyKayles(benchmark::State& s) { reply(s, heaps("kayles", 8), 1000); }
void BM_ReplyGrundy(benchmark::State& s) { reply(s, heaps("grundy", 8), 1000); }
void BM_ReplyLasker(benchmark::State& s) { reply(s, heaps("lasker", 8), 1000); }
void BM_ReplyMoore(benchmark::State& s) {
  HeapPosition p = heaps("nim", 6);
  p.variant = HeapPosition::Variant::MooreNim;
  p.mooreK = 2;
  reply(s, p, 1000);
}
void BM_ReplyMockTurtles64(benchmark::State& s) {
  reply(s, CoinRowPosition{*CoinRule::parse("mock-turtles"), std::vector<bool>(64)}, 20);
}
void BM_ReplyTurningCorners16(benchmark::State& s) {
  CoinGridPosition p;
  p.rule.kind = CoinGridRule::Kind::TurningCorners;
  p.rows = p.cols = 16;
  reply(s, p, 40);
}
void BM_ReplyMockTurtlesSquared16(benchmark::State& s) {
  CoinGridPosition p;
  p.rule.kind = CoinGridRule::Kind::Tartan;
  p.rule.rows = p.rule.cols = *CoinRule::parse("mock-turtles");
  p.rows = p.cols = 16;
  reply(s, p, 40);
}
void BM_ReplyQueens16(benchmark::State& s) { reply(s, QueensPosition{16, {}}, 5); }
void BM_ReplyHackenbush200(benchmark::State& s) { reply(s, HackenbushPosition{}, 200); }
void BM_ReplyGraph10k(benchmark::State& s) {
  GraphPosition g;
  g.graph.vertices = 2000;
  std::mt19937_64 rng(3);
  for (int k = 0; k < 10000; ++k) {
    const int a = static_cast<int>(rng() % 2000), b = static_cast<int>(rng() % 2000);
    if (a != b) g.graph.arcs.emplace_back(std::max(a, b), std::min(a, b));  // acyclic
  }
  reply(s, g, 4);
}

BENCHMARK(BM_ReplyNim)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_ReplyKayles)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_ReplyGrundy)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_ReplyLasker)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_ReplyMoore)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_ReplyMockTurtles64)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_ReplyTurningCorners16)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_ReplyMockTurtlesSquared16)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_ReplyQueens16)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_ReplyHackenbush200)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_ReplyGraph10k)->Unit(benchmark::kMillisecond);

}  // namespace
}  // namespace gamelab
