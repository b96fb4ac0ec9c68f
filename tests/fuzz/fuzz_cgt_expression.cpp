#include "tests/fuzz/fuzzcheck.h"
#include "tests/fuzz/fuzztargets.h"

#include "core/partizan/expression.h"
#include "core/partizan/gamereport.h"
#include "core/partizan/gametext.h"

namespace gamelab::fuzz {

/// parseGameExpression on any bytes, with a small node budget; a game that parsed and is
/// shallow is reported, and its canonical text must read back as the same game.
int fuzzCgtExpression(const std::uint8_t* data, std::size_t size) {
  using namespace gamelab::partizan;
  GameStore store(GameStore::Limits{20'000, 1'000'000});  // ASan is slow: a small operation budget
  auto g = parseGameExpression(store, asText(data, size));
  if (!g || store.height(*g) > 12) return 0;
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
