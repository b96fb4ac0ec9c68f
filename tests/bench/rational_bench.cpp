#include "core/common/rational.h"

#include <benchmark/benchmark.h>

static void BM_ParseRational(benchmark::State& state) {
  for (auto _ : state) benchmark::DoNotOptimize(gamelab::parseRational("-1234567/89012"));
}
BENCHMARK(BM_ParseRational);
