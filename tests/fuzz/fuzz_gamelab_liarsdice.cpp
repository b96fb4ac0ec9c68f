#include "tests/fuzz/fuzzcheck.h"
#include "tests/fuzz/fuzztargets.h"

#include "core/io/documentkind.h"
#include "core/io/gamelabfile.h"
#include "core/liarsdice/liarsdicejson.h"

#include <cstdio>
#include <cstdlib>

namespace gamelab::fuzz {

int fuzzGamelabLiarsDice(const std::uint8_t* data, std::size_t size) {
  auto file = parseGamelab(asText(data, size), "fuzz.gamelab");
  if (!file || file->kind != documentkind::kLiarsDice) return 0;
  auto state = liarsDiceStateFromJson(file->game);
  if (!state) return 0;
  GamelabFile written = *file;
  written.game = liarsDiceStateToJson(*state);
  auto reread = parseGamelab(serializeGamelab(written), "written.gamelab");
  if (!reread) failRoundTrip("gamelab_liarsdice", reread.error());
  auto again = liarsDiceStateFromJson(reread->game);
  if (!again || !(*again == *state)) {
    std::fprintf(stderr, "fuzz gamelab_liarsdice: the written game reads back differently\n");
    std::abort();
  }
  return 0;
}

}  // namespace gamelab::fuzz
