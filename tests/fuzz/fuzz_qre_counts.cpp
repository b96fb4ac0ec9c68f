#include "tests/fuzz/fuzzcheck.h"
#include "tests/fuzz/fuzztargets.h"

#include "core/qre/logitqre.h"
#include "core/qre/qrecounts.h"
#include "core/tree/treeexamples.h"

#include <nlohmann/json.hpp>

namespace gamelab::fuzz {

int fuzzQreCounts(const std::uint8_t* data, std::size_t size) {
  // The first byte picks the game the counts are read for: odd, Kuhn poker; even, a 2 × 3 game.
  const bool tree = size > 0 && (data[0] & 1);
  const std::string_view text = size > 0 ? asText(data + 1, size - 1) : std::string_view();
  static const GameTree kuhn = kuhnPoker();
  static const StrategicGame game = StrategicGame::bimatrixFromText({{"3,1", "0,2", "1,1"}, {"1,0", "2,3", "0,1"}});
  auto counts = tree ? parseQreCounts(text, "fuzz.json", kuhn) : parseQreCounts(text, "fuzz.json", game);
  if (!counts) return 0;
  QreOptions options;
  options.counts = *counts;
  options.maxLambda = 20;
  if (checkQreOptions(options, tree ? qreChoiceCounts(kuhn) : qreChoiceCounts(game))) return 0;
  // Counts that pass the check fit (the CLI's path); written back per player they read again.
  if (!tree) {
    if (!solveStrategicQre(game, options)) failRoundTrip("qre_counts", makeError(ErrorCode::Internal, {"fit failed"}));
    const std::string written = nlohmann::json{{"counts", *counts}}.dump();
    auto again = parseQreCounts(written, "written.json", game);
    if (!again) failRoundTrip("qre_counts", again.error());
  }
  return 0;
}

}  // namespace gamelab::fuzz
