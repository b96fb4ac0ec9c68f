#include "tests/fuzz/fuzzcheck.h"
#include "tests/fuzz/fuzztargets.h"

#include "core/io/documentkind.h"
#include "core/duopoly/duopolyjson.h"
#include "core/io/gamelabfile.h"
#include "core/duopoly/duopoly.h"

#include <cstdio>
#include <cstdlib>

namespace gamelab::fuzz {

int fuzzGamelabDuopoly(const std::uint8_t* data, std::size_t size) {
  auto file = parseGamelab(asText(data, size), "fuzz.gamelab");
  if (!file || file->kind != documentkind::kDuopoly) return 0;
  auto market = duopolyMarketFromJson(file->game, "fuzz.gamelab");
  if (!market) return 0;
  // What the editor does with a market it opened: check it, and solve it when it is valid.
  if (!validateDuopolyMarket(*market)) (void)solveDuopoly(*market);
  GamelabFile written = *file;
  written.game = toJson(*market);
  auto reread = parseGamelab(serializeGamelab(written), "written.gamelab");
  if (!reread) failRoundTrip("gamelab_duopoly", reread.error());
  auto again = duopolyMarketFromJson(reread->game, "written.gamelab");
  if (!again) failRoundTrip("gamelab_duopoly", again.error());
  if (toJson(*again) != written.game) {
    std::fprintf(stderr, "fuzz gamelab_duopoly: the written market reads back differently\n");
    std::abort();
  }
  return 0;
}

}  // namespace gamelab::fuzz
