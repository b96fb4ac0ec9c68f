#include "tests/fuzz/fuzzcheck.h"
#include "tests/fuzz/fuzztargets.h"

#include "core/io/documentkind.h"
#include "core/io/gamelabfile.h"
#include "core/poker/pokerjson.h"
#include "core/poker/continuouspoker.h"

#include <cstdio>
#include <cstdlib>

namespace gamelab::fuzz {

int fuzzGamelabPoker(const std::uint8_t* data, std::size_t size) {
  auto file = parseGamelab(asText(data, size), "fuzz.gamelab");
  if (!file || file->kind != documentkind::kPoker) return 0;
  auto game = pokerGameFromJson(file->game, "fuzz.gamelab");
  if (!game) return 0;
  // What the view does with a game it opened: the solution and the unit-square picture.
  if (auto solved = continuousPokerSolution(*game)) (void)continuousPokerRegions(*game);
  GamelabFile written = *file;
  written.game = toJson(*game);
  auto reread = parseGamelab(serializeGamelab(written), "written.gamelab");
  if (!reread) failRoundTrip("gamelab_poker", reread.error());
  auto again = pokerGameFromJson(reread->game, "written.gamelab");
  if (!again) failRoundTrip("gamelab_poker", again.error());
  if (toJson(*again) != written.game) {
    std::fprintf(stderr, "fuzz gamelab_poker: the written game reads back differently\n");
    std::abort();
  }
  return 0;
}

}  // namespace gamelab::fuzz
