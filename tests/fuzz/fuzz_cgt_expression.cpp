#include "tests/fuzz/fuzzcheck.h"
#include "tests/fuzz/fuzztargets.h"

#include "core/partizan/expression.h"
#include "core/partizan/gamereport.h"
#include "core/partizan/gametext.h"

namespace gamelab::fuzz {

/// parseGameOrNimberSum on any bytes, with a small node budget; a symbolic sum is reported and
/// its name must read back as the same sum; a game that parsed and is shallow is reported, and
/// its canonical text must read back as the same game.
int fuzzCgtExpression(const std::uint8_t* data, std::size_t size) {
  using namespace gamelab::partizan;
  GameStore store(GameStore::Limits{20'000, 1'000'000});  // ASan is slow: a small operation budget
  auto value = parseGameOrNimberSum(store, asText(data, size));
  if (!value) return 0;
  if (const auto* sum = std::get_if<NimberSum>(&*value)) {
    const auto report = reportNimberSum(*sum);
    auto again = parseGameOrNimberSum(store, report.name);
    if (!again) failRoundTrip("cgt_expression", again.error());
    if (!std::holds_alternative<NimberSum>(*again) || std::get<NimberSum>(*again) != *sum) std::abort();
    return 0;
  }
  const auto* g = std::get_if<GameId>(&*value);
  if (store.height(*g) > 12) return 0;
  auto report = solveGameReport(store, *g);
  if (!report) return 0;
  auto again = parseGameExpression(store, report->canonicalText);
  if (!again) failRoundTrip("cgt_expression", again.error());
  try {
    if (store.canonical(*again) != report->canonical) std::abort();
  } catch (const StoreStopped&) {
  }
  return 0;
}

}  // namespace gamelab::fuzz
