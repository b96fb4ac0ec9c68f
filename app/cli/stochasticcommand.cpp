#include "app/cli/stochasticcommand.h"

#include "app/cli/clierror.h"
#include "app/cli/cliinput.h"
#include "app/cli/clioptions.h"
#include "app/cli/jsonoutput.h"
#include "core/io/documentkind.h"
#include "core/io/gamepayload.h"
#include "core/stochastic/shapleyiteration.h"
#include "core/stochastic/stochasticjson.h"
#include "core/stochastic/stochasticvalue.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <iostream>

namespace gamelab::cli {
namespace {

using stochastic::StochasticGame;

Error optionError(const std::string& option, const std::string& reason) {
  return makeError(ErrorCode::InvalidArgument, {option, reason});
}

/// The game of a `.gamelab` document of kind "stochastic" or of the short form; a reader error
/// is placed at its line and column, a semantic problem (validateStochasticGame) names the
/// state and the cell.
Expected<StochasticGame> loadStochastic(const std::string& text, const std::string& fileName) {
  auto payload = readGamePayload(text, fileName, documentkind::kStochastic);
  if (!payload) return payload.error();
  auto game = stochastic::stochasticGameFromJson(payload->game, fileName);
  if (!game) {
    Error error = game.error();
    if (error.where.line == 0) {
      if (auto pointer = pointerOfGamePlace(error.args.empty() ? std::string() : error.args.front()))
        return locatedAt(std::move(error), text, *payload, *pointer, fileName);
      if (error.where.file.empty()) error.where.file = fileName;
    }
    return error;
  }
  if (game->title.empty() && !payload->title.empty()) game->title = payload->title;
  const auto problems = stochastic::validateStochasticGame(*game);
  if (!problems.empty()) {
    Error error = problems.front().error;
    if (error.where.file.empty()) error.where.file = fileName;
    return error;
  }
  return game;
}

/// The longest numerator or denominator of an exact iterate, in bits (then floats).
constexpr int kExactIterateBits = 4096;

Json floatOrNull(double x) { return std::isfinite(x) ? Json(x) : Json(nullptr); }

Json floatList(const std::vector<double>& xs) {
  Json list = Json::array();
  for (double x : xs) list.push_back(floatOrNull(x));
  return list;
}

Json strategyJson(const stochastic::StationaryStrategy& s) {
  Json out;
  out["row"] = s.rowExact ? exactList(*s.rowExact) : floatList(s.row);
  out["col"] = s.colExact ? exactList(*s.colExact) : floatList(s.col);
  out["row_float"] = floatList(s.row);
  out["col_float"] = floatList(s.col);
  out["optimal"] = s.rowOptimal && s.colOptimal;
  out["row_optimal"] = s.rowOptimal;
  out["col_optimal"] = s.colOptimal;
  return out;
}

int printStochastic(const StochasticCommandOptions& options, const StochasticGame& game, const std::string& fileName,
                    const CancelToken& cancel, Watchdog& watchdog) {
  (void)fileName;
  auto solution = stochastic::solveStochastic(game, {}, Progress::none(), cancel);
  if (!solution) return reportError(solution.error());

  Json out;
  if (!game.title.empty()) out["title"] = game.title;
  Json names = Json::array();
  for (const auto& state : game.states) names.push_back(state.name);
  out["states"] = std::move(names);
  out["infinite_play"] = game.infinitePlay ? exact(*game.infinitePlay) : Json(nullptr);
  Json values = Json::array(), floats = Json::array(), strategies = Json::array();
  for (const auto& value : solution->values) {
    const std::string text = value.cliText();
    values.push_back(text.empty() ? Json(nullptr) : Json(text));
    floats.push_back(floatOrNull(value.approx));
  }
  for (const auto& strategy : solution->strategies) strategies.push_back(strategyJson(strategy));
  out["values"] = std::move(values);
  out["values_float"] = std::move(floats);
  out["strategies"] = std::move(strategies);
  out["proved"] = solution->proved;
  if (solution->epsilon > 0) out["epsilon"] = solution->epsilon;
  if (solution->fixedPointInterval)
    out["fixed_point_interval"] = Json::array({exact(solution->fixedPointInterval->first),
                                               exact(solution->fixedPointInterval->second)});

  if (options.iterations) {
    stochastic::ShapleyIterationOptions iteration;
    iteration.iterations = *options.iterations;
    iteration.maxIterations = std::max(*options.iterations, 1);
    // Exact iterates while they are of reasonable size: their numerators and denominators
    // can double in length at every step (T89), so past kExactIterateBits the iterates are
    // floats, each with its error bound.
    iteration.exactBits = kExactIterateBits;
    auto result = stochastic::solveShapleyIteration(game, iteration, Progress::none(), cancel);
    if (!result) return reportError(result.error());
    Json iterates = Json::array(), iteratesFloat = Json::array();
    for (const auto& iterate : result->iterates) {
      iterates.push_back(iterate.exact ? exactList(*iterate.exact) : floatList(iterate.values));
      iteratesFloat.push_back(floatList(iterate.values));
    }
    out["iterations"] = std::move(iterates);
    out["iterations_float"] = std::move(iteratesFloat);
    out["error_bounds"] = floatList(result->errorBound);
  }

  return printAnswer(out, watchdog);
}

}  // namespace

Expected<StochasticCommandOptions> parseStochasticOptions(const std::vector<std::string>& args) {
  StochasticCommandOptions options;
  if (auto error = parseFileArguments(args, options, [&](std::size_t& k) -> Expected<bool> {
    if (auto value = optionValue(args, k, "--iterations", "number of iterations")) {
      if (!*value) return value->error();
      const std::string& text = **value;
      int n = -1;
      const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), n);
      if (ec != std::errc() || end != text.data() + text.size() || n < 0 || n > kMaxStochasticCliIterations)
        return optionError("--iterations", "'" + text + "' is not a whole number from 0 to " +
                                               std::to_string(kMaxStochasticCliIterations));
      options.iterations = n;
      return true;
    }
    return false;
  }))
    return *error;
  return options;
}

const char* stochasticUsage() {
  return "usage: gamelab-cli stochastic [--iterations N] [--timeout SECONDS] FILE|-\n"
         "\n"
         "A stochastic, recursive or multistage zero-sum game: a .gamelab document of kind\n"
         "\"stochastic\" or the short form\n"
         "  {\"states\": [{\"name\": \"G1\", \"cells\": [[{\"payoff\": \"4\", \"next\": {\"G1\": \"3/10\"}}, ...], ...]},\n"
         "              {\"name\": \"G2\", \"cells\": ...}],\n"
         "   \"infinite_play\": \"0\"}\n"
         "A cell pays `payoff` to player I, then moves to the named states with the given\n"
         "probabilities; the rest ends the game. A cell may also be written \"4 + 3/10 G1\".\n"
         "infinite_play is Q, the payoff of a play that never ends (recursive games). A role\n"
         "reversal (-G^T) is a state of its own. - reads stdin.\n"
         "\n"
         "  --iterations N  add Shapley's iteration v_0 = 0, ..., v_N and its error bounds: exact\n"
         "                  while numerators and denominators have at most 4096 bits, then floats\n"
         "  --timeout S     give up after S seconds (exit code 3)\n"
         "\n"
         "Output: values (exact: p/q or (a+b*sqrt(c))/d; null when algebraic of higher degree),\n"
         "values_float, strategies per state (row, col; \"optimal\": false marks epsilon-optimal\n"
         "ones), iterations.\n"
         "Exit codes: 0 ok, 1 internal error, 2 bad input, 3 cancelled or timed out.\n";
}

int runStochastic(const std::vector<std::string>& args) {
  return runGameCommand(parseStochasticOptions(args), stochasticUsage(), loadStochastic, printStochastic);
}

}  // namespace gamelab::cli
