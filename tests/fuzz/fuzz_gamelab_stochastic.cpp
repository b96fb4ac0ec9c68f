#include "tests/fuzz/fuzzcheck.h"
#include "tests/fuzz/fuzztargets.h"

#include "core/io/documentkind.h"
#include "core/io/gamelabfile.h"
#include "core/stochastic/shapleyiteration.h"
#include "core/stochastic/stochasticjson.h"
#include "core/stochastic/stochasticvalue.h"

#include <chrono>

#include <cstdio>
#include <cstdlib>

namespace gamelab::fuzz {
namespace {

/// True when every state name is a word the cell notation reads back (letters, digits, _ and
/// ', not starting with a digit) and no two are equal.
bool namesReadBack(const stochastic::StochasticGame& game) {
  for (int k = 0; k < game.stateCount(); ++k) {
    const auto& name = game.states[static_cast<std::size_t>(k)].name;
    if (name.empty() || (name[0] >= '0' && name[0] <= '9') || name[0] == '\'') return false;
    for (char c : name)
      if (!((c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_' || c == '\''))
        return false;
    if (game.findState(name) != k) return false;
  }
  return true;
}

}  // namespace

int fuzzGamelabStochastic(const std::uint8_t* data, std::size_t size) {
  const auto text = asText(data, size);
  auto file = parseGamelab(text, "fuzz.gamelab");
  if (!file || file->kind != documentkind::kStochastic) {
    // Not a document: the bytes as a cell typed in the editor of a small game.
    stochastic::StochasticGame small;
    small.states.resize(2);
    small.states[0].name = "G1";
    small.states[1].name = "G2";
    auto cell = stochastic::parseCellExpression(text.substr(0, 4096), small);
    if (cell) {
      auto back = stochastic::parseCellExpression(stochastic::cellExpression(*cell, small), small);
      if (!back) failRoundTrip("gamelab_stochastic", back.error());
      if (!(*back == *cell)) std::abort();
    }
    return 0;
  }
  auto game = stochastic::stochasticGameFromJson(file->game, "fuzz.gamelab");
  if (!game) return 0;
  const auto problems = stochastic::validateStochasticGame(*game);
  std::size_t cells = 0;
  for (const auto& state : game->states) cells += state.cells.size();
  if (problems.empty() && cells <= 400) {
    stochastic::ShapleyIterationOptions options;
    options.iterations = 4;
    options.exactBits = 64;
    (void)stochastic::solveShapleyIteration(*game, options);
    // What the view and the CLI do with the game: solve it (a small budget: a slow game is
    // stopped, a crash or an abort is the finding).
    CancelToken budget;
    budget.setTimeLimit(std::chrono::milliseconds(500));
    (void)stochastic::solveStochastic(*game, {}, Progress::none(), budget);
  }
  if (namesReadBack(*game))
    for (const auto& state : game->states)
      for (const auto& cell : state.cells) {
        auto back = stochastic::parseCellExpression(stochastic::cellExpression(cell, *game), *game);
        if (!back) failRoundTrip("gamelab_stochastic", back.error());
        if (!(*back == cell)) std::abort();
      }
  GamelabFile written = *file;
  written.game = stochastic::toJson(*game);
  auto reread = parseGamelab(serializeGamelab(written), "written.gamelab");
  if (!reread) failRoundTrip("gamelab_stochastic", reread.error());
  auto again = stochastic::stochasticGameFromJson(reread->game, "written.gamelab");
  if (!again) failRoundTrip("gamelab_stochastic", again.error());
  if (stochastic::toJson(*again) != written.game) {
    std::fprintf(stderr, "fuzz gamelab_stochastic: the written game reads back differently\n");
    std::abort();
  }
  return 0;
}

}  // namespace gamelab::fuzz
