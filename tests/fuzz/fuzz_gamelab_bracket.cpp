#include "tests/fuzz/fuzzcheck.h"
#include "tests/fuzz/fuzztargets.h"

#include "core/kingmaker/binarygame.h"
#include "core/kingmaker/spe.h"
#include "core/kingmaker/structure.h"

#include <cstdlib>

namespace gamelab::fuzz {

int fuzzGamelabBracket(const std::uint8_t* data, std::size_t size) {
  auto game = kingmaker::parseBracketTree(asText(data, size));
  if (!game) return 0;
  (void)kingmaker::solveStructure(*game);
  (void)kingmaker::solveSpeCount(*game);
  (void)kingmaker::solveMaxn(*game);
  (void)kingmaker::braceText(*game);
  const std::string written = kingmaker::bracketText(*game);
  auto again = kingmaker::parseBracketTree(written);
  if (!again) failRoundTrip("gamelab_bracket", again.error());
  if (kingmaker::bracketText(*again) != written || again->childList != game->childList) std::abort();
  // The editor tree of the game converts back to the same game.
  auto back = kingmaker::binaryGameOf(kingmaker::gameTreeOf(*game));
  if (!back) failRoundTrip("gamelab_bracket", back.error());
  if (back->player != game->player || back->childList != game->childList) std::abort();
  return 0;
}

}  // namespace gamelab::fuzz
