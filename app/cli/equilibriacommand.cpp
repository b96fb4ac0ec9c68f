#include "app/cli/equilibriacommand.h"

#include "app/cli/cliinput.h"
#include "app/cli/clierror.h"
#include "app/cli/clioptions.h"
#include "app/cli/sweepoutput.h"
#include "app/cli/jsonoutput.h"
#include "core/sweep/sweeproots.h"
#include "core/sweep/parametricgame.h"
#include "core/qre/npersonsolver.h"
#include "core/strategic/gameloader.h"
#include "core/strategic/bestresponse.h"
#include "core/strategic/bimatrixequilibria.h"
#include "core/strategic/lemkehowson.h"
#include "core/strategic/npersonequilibria.h"
#include "core/strategic/refinements.h"
#include "core/strategic/supportenumeration.h"

#include <algorithm>
#include <iostream>
#include <optional>

namespace gamelab::cli {
namespace {

bool isPure(const MixedProfile& profile) {
  for (const auto& strategy : profile) {
    std::size_t ones = 0;
    for (const auto& p : strategy) {
      if (p == 1) ++ones;
      else if (p != 0) return false;
    }
    if (ones != 1) return false;
  }
  return true;
}

Json equilibriumJson(const MixedProfile& strategies, const RationalVector& payoffs) {
  return Json{{"strategies", exactLists(strategies)}, {"payoffs", exactList(payoffs)}};
}

/// "equilibria", "count" and "pure" (indices of the pure ones) for a list of equilibria.
void addEquilibria(Json& out, const std::vector<Equilibrium>& equilibria) {
  Json list = Json::array();
  std::vector<std::size_t> pure;
  for (std::size_t i = 0; i < equilibria.size(); ++i) {
    list.push_back(equilibriumJson(equilibria[i].strategies, equilibria[i].payoffs));
    if (isPure(equilibria[i].strategies)) pure.push_back(i);
  }
  out["equilibria"] = std::move(list);
  out["count"] = equilibria.size();
  out["pure"] = indexList(pure);
}

std::vector<Equilibrium> pureEquilibria(const StrategicGame& game, const BestResponseStars& stars) {
  std::vector<Equilibrium> out;
  for (std::size_t t : stars.pureEquilibria) {
    Equilibrium e;
    e.strategies = toMixedProfile(game, game.profileAt(t));
    for (std::size_t k = 0; k < game.players(); ++k) e.payoffs.push_back(game.payoff(t, k));
    out.push_back(std::move(e));
  }
  return out;
}

const char* properReasonName(ProperReason reason) {
  switch (reason) {
    case ProperReason::NotPerfect: return "not-perfect";
    case ProperReason::Strict: return "strict";
    case ProperReason::DresherOptimal: return "dresher-optimal";
    case ProperReason::NotDresherOptimal: return "not-dresher-optimal";
    case ProperReason::Undecided: break;
  }
  return "undecided";
}

/// `--refine`: "perfect", "proper" (null when undecided), "proper_reason" and, when not perfect,
/// "dominated_by" on each equilibrium; "perfect_components" (null for a component left
/// undecided) and "zero_sum" on the output.
std::optional<Error> addRefinements(Json& out, const StrategicGame& game, const AllEquilibria& all, const CancelToken& cancel) {
  auto refined = solveRefinements(SolvedBimatrix{game, all}, {}, Progress::none(), cancel);
  if (!refined) return refined.error();
  Json& list = out["equilibria"];
  for (std::size_t k = 0; k < refined->equilibria.size(); ++k) {
    const auto& r = refined->equilibria[k];
    Json& e = list[k];
    e["perfect"] = r.perfect;
    e["proper"] = r.proper ? Json(*r.proper) : Json(nullptr);
    e["proper_reason"] = properReasonName(r.properReason);
    if (!r.dominations.empty()) {
      const auto& d = r.dominations.front();
      Json by{{"player", d.player + 1}, {"strategy", exactList(d.dominator)}};
      if (d.dominatedPure) {
        by["dominated_pure"] = *d.dominatedPure;
        by["pure_dominator"] = exactList(d.pureDominator);
      }
      e["dominated_by"] = std::move(by);
    }
  }
  Json parts = Json::array();
  for (const auto& part : refined->components) {
    if (!part.decided) {
      parts.push_back(nullptr);
      continue;
    }
    Json polytopes = Json::array();
    for (const auto& polytope : part.polytopes) polytopes.push_back(indexList(polytope));
    parts.push_back(std::move(polytopes));
  }
  out["perfect_components"] = std::move(parts);
  out["zero_sum"] = refined->zeroSum;
  return std::nullopt;
}

Expected<Json> allTwoPlayer(const StrategicGame& game, bool refine, const CancelToken& cancel) {
  auto all = solveEquilibria(game, Progress::none(), cancel);
  if (!all) return all.error();
  Json out;
  addEquilibria(out, all->equilibria);
  if (refine)
    if (auto error = addRefinements(out, game, *all, cancel)) return *error;
  Json components = Json::array(), sets = Json::array(), connected = Json::array();
  for (const auto& c : all->components) {
    components.push_back(indexList(c.equilibria));
    sets.push_back(Json{{"rows", exactLists(c.rowStrategies)}, {"cols", exactLists(c.colStrategies)}});
  }
  for (const auto& s : all->connectedSets) connected.push_back(indexList(s));
  out["components"] = std::move(components);
  out["component_sets"] = std::move(sets);
  out["connected_sets"] = std::move(connected);
  out["complete"] = true;
  out["verified"] = all->verified;
  return out;
}

/// The starting labels of `--labels` (0-based), or an error for a label past m + n.
Expected<std::vector<std::size_t>> startingLabels(const EquilibriaCommandOptions& options, const StrategicGame& game) {
  const std::size_t m = game.strategies(0), n = game.strategies(1);
  const std::string& mode = options.labels;
  if (mode == "all" || (mode.empty() && !lemkeHowsonFirstLabelOnlyByDefault(m, n))) return std::vector<std::size_t>{};
  if (mode != "list") return std::vector<std::size_t>{0};
  std::vector<std::size_t> labels;
  for (std::size_t label : options.labelList) {
    if (label > m + n)
      return makeError(ErrorCode::InvalidArgument,
                       {"--labels", "label " + std::to_string(label) + " is out of range: this game has labels 1.." +
                                        std::to_string(m + n) + " (" + std::to_string(m) + " rows, then " +
                                        std::to_string(n) + " columns)"});
    labels.push_back(label - 1);
  }
  return labels;
}

Expected<Json> lemkeHowsonRuns(const StrategicGame& game, const std::vector<std::size_t>& labels,
                               const CancelToken& cancel) {
  LemkeHowsonOptions options;
  options.labels = labels;
  auto lh = solveLemkeHowson(game, options, Progress::none(), cancel);
  if (!lh) return lh.error();
  Json out;
  addEquilibria(out, lh->equilibria);
  Json runs = Json::array();
  for (const auto& run : lh->runs)
    runs.push_back(Json{{"label", run.label}, {"pivots", run.pivots}, {"equilibrium", run.equilibrium}});
  out["runs"] = std::move(runs);
  out["complete"] = false;
  out["verified"] = lh->verified;
  return out;
}

Expected<Json> supports(const StrategicGame& game, const CancelToken& cancel) {
  auto result = solveSupportEnumeration(game, {}, Progress::none(), cancel);
  if (!result) return result.error();
  Json out;
  addEquilibria(out, result->equilibria);
  bool verified = true;
  for (const auto& e : result->equilibria) verified = verified && isNashEquilibrium(game, e.strategies);
  out["degenerate"] = result->degenerate;
  out["candidates"] = result->candidates.size();
  out["complete"] = !result->degenerate;
  out["verified"] = verified;
  return out;
}

Expected<Json> pureOnly(const StrategicGame& game, const CancelToken& cancel) {
  auto stars = solveBestResponseStars(game, Progress::none(), cancel);
  if (!stars) return stars.error();
  const auto equilibria = pureEquilibria(game, *stars);
  Json out;
  addEquilibria(out, equilibria);
  Json profiles = Json::array();
  for (std::size_t t : stars->pureEquilibria) profiles.push_back(indexList(game.profileAt(t)));
  out["profiles"] = std::move(profiles);
  out["complete"] = true;  // every pure equilibrium
  out["verified"] = true;  // by the definition: every player's payoff starred
  return out;
}

/// An n-player equilibrium that may be approximate: "exact", and when it is not, its floats and
/// "max_regret_float".
Json approximateJson(const ApproximateEquilibrium& e) {
  Json j = equilibriumJson(e.strategies, e.payoffs);
  j["exact"] = e.exact;
  if (!e.exact) {
    j["max_regret_float"] = e.maxRegret;
    j["strategies_float"] = e.strategiesFloat;
    j["payoffs_float"] = floatList(e.payoffs);
  }
  return j;
}

/// n != 2 players: solveNPersonGame's list (pure, searched, QRE limit, restarts), each with its
/// method ("found_by").
Expected<Json> nPlayer(const StrategicGame& game, const EquilibriaCommandOptions& options, const CancelToken& cancel) {
  NPersonSolverOptions solver;
  solver.search.seconds = options.budgetSeconds.value_or(kDefaultEquilibriaBudgetSeconds);
  solver.firstOnly = options.method == "one";
  solver.restarts = options.restarts.value_or(0);
  solver.seed = options.seed.value_or(1);
  auto solution = solveNPersonGame(game, solver, Progress::none(), cancel);
  if (!solution) return solution.error();
  const NPersonEquilibria& found = solution->found;
  Json list = Json::array();
  std::vector<std::size_t> pureIndices;
  bool verified = true;
  for (const auto& e : found.equilibria) {
    Json j = approximateJson(e);
    j["found_by"] = equilibriumSourceName(e.foundBy);
    verified = verified && e.exact;
    if (e.exact && isPure(e.strategies)) pureIndices.push_back(list.size());
    list.push_back(std::move(j));
  }
  Json out;
  out["count"] = list.size();
  out["equilibria"] = std::move(list);
  out["pure"] = indexList(pureIndices);
  out["complete"] = found.complete;
  out["verified"] = verified;
  if (solution->searchTooLarge) {
    out["mixed_search"] = "too-large";  // the pure equilibria are still all there
  } else {
    out["support_profiles_tried"] = found.supportProfilesTried;
    out["support_profiles_solved"] = found.supportProfilesSolved;
    out["support_profiles"] = found.supportProfiles;
    if (found.stoppedByCount) out["mixed_search"] = "first";
    else if (found.stoppedByBudget) out["mixed_search"] = "budget";
  }
  out["budget_seconds"] = solution->searchSeconds;
  if (solver.restarts > 0) out["restarts"] = solution->restartsRun;
  if (solution->tracingError) out["tracing_error"] = describe(*solution->tracingError);
  return out;
}

/// `--method one` on two players: the equilibrium at the end of Lemke–Howson's path from label 1.
Expected<Json> firstTwoPlayer(const StrategicGame& game, const CancelToken& cancel) {
  auto out = lemkeHowsonRuns(game, {0}, cancel);
  if (out) (*out)["complete"] = false;
  return out;
}

/// `--sweep NAME`: solveBimatrixSweep's answer as CLI.md §"Parameters" lays it out.
Json sweepJson(const BimatrixSweep& sweep, const std::string& name) {
  Json out = sweepHeader(name, sweep.breakpoints);
  Json pieces = Json::array();
  for (const auto& piece : sweep.pieces) {
    Json p = pieceBounds(piece.from, piece.to, name);
    Json equilibria = Json::array();
    for (const auto& e : piece.equilibria)
      equilibria.push_back(Json{{"strategies", Json::array({functionList(e.strategies[0], name),
                                                            functionList(e.strategies[1], name)})},
                                {"payoffs", functionList({e.payoffs[0], e.payoffs[1]}, name)}});
    p["equilibria"] = std::move(equilibria);
    Json components = Json::array();
    for (const auto& c : piece.components) components.push_back(indexList(c));
    p["components"] = std::move(components);
    if (sweep.zeroSum && !piece.equilibria.empty()) p["value"] = toExpressionText(piece.equilibria[0].payoffs[0], name);
    p["sample"] = exact(piece.sample);
    pieces.push_back(std::move(p));
  }
  out["pieces"] = std::move(pieces);
  Json at = Json::array();
  for (const auto& b : sweep.atBreakpoints) {
    Json entry;
    entry[name] = sweep::rootText(b.at, name);
    // Exact: rational, or quadratic irrational (surds, with their floating-point values).
    entry["exact"] = b.exact || !b.quadratic.empty();
    Json equilibria = Json::array();
    if (b.exact) {
      for (const auto& e : b.equilibria) equilibria.push_back(equilibriumJson(e.strategies, e.payoffs));
    } else if (!b.quadratic.empty()) {
      auto surds = [](const std::vector<QuadraticSurd>& v) {
        Json list = Json::array();
        for (const auto& q : v) list.push_back(toString(q));
        return list;
      };
      for (std::size_t k = 0; k < b.quadratic.size(); ++k) {
        const auto& e = b.quadratic[k];
        equilibria.push_back(Json{{"strategies", Json::array({surds(e.strategies[0]), surds(e.strategies[1])})},
                                  {"payoffs", surds({e.payoffs[0], e.payoffs[1]})},
                                  {"strategies_float", Json::array({b.approximate[k][0], b.approximate[k][1]})}});
      }
    } else {
      for (const auto& e : b.approximate) equilibria.push_back(Json{{"strategies_float", Json::array({e[0], e[1]})}});
    }
    entry["equilibria"] = std::move(equilibria);
    at.push_back(std::move(entry));
  }
  out["at_breakpoints"] = std::move(at);
  out["zero_sum"] = sweep.zeroSum;
  return out;
}

int printSweep(const EquilibriaCommandOptions& options, const SweepInput& input, const std::string&,
               const CancelToken& cancel, Watchdog& watchdog) {
  auto sweep = solveBimatrixSweep(input.game, *input.parameter.min, *input.parameter.max, Progress::none(), cancel);
  if (!sweep) return reportError(sweep.error());
  return printAnswer(sweepJson(*sweep, options.sweep), watchdog);
}

}  // namespace

const char* equilibriaUsage() {
  return "usage: gamelab-cli equilibria [--method enum|lh|support|pure|one] [--labels first|all|K,...]\n"
         "                             [--refine] [--budget SECONDS] [--restarts K] [--seed S]\n"
         "                             [--sweep NAME] [--param NAME=VALUE] [--timeout SECONDS] FILE|-\n"
         "\n"
         "Nash equilibria of a game in strategic form. FILE is a Gambit .nfg (payoff or outcome\n"
         "version, any number of players) or a .gamelab document of kind \"strategic\" or\n"
         "\"zerosum\"; - reads stdin.\n"
         "\n"
         "Two players, --method:\n"
         "  enum      (default) every extreme equilibrium, exactly (vertex enumeration with\n"
         "            lrslib), and the maximal convex components: \"components\" lists the\n"
         "            equilibria in each, \"component_sets\" their row and column strategies,\n"
         "            \"connected_sets\" the components that touch\n"
         "  lh        Lemke-Howson paths: the distinct equilibria reached and \"runs\" (label\n"
         "            from 0, pivots, equilibrium index); quick for large games, not complete.\n"
         "            --labels chooses the starting labels: first (label 1), all, or a list\n"
         "            K,... counting from 1, rows first then columns; the default is all up to\n"
         "            100 strategies per player, first above\n"
         "  support   support enumeration (complete only for nondegenerate games)\n"
         "  pure      the pure equilibria only (best-response stars)\n"
         "  one       one equilibrium, quickly (Lemke-Howson from label 1)\n"
         "n players: every pure equilibrium, then mixed ones from a support search (small and\n"
         "balanced supports first), each with \"exact\" (and \"max_regret_float\" when only\n"
         "approximate) and \"found_by\": pure, support-search, qre-limit, logit-tracing.\n"
         "\"complete\" tells whether every support was searched. When the searches find none,\n"
         "the end of the logit QRE branch is listed (\"qre-limit\"): every game gets at least\n"
         "one equilibrium. An approximate one from a trace has a certified \"max_regret_float\":\n"
         "the exact regret of the rational \"strategies\" listed, rounded up.\n"
         "  --method one   one equilibrium: a pure one, else the first the support search meets\n"
         "                 within 0.03 s (\"mixed_search\": \"first\"), else the QRE limit's\n"
         "  --method pure  the pure ones only\n"
         "  --budget S     seconds for the support search (default 5; 0: no budget, the search\n"
         "                 then refuses games of more than 200 000 support profiles:\n"
         "                 \"mixed_search\": \"too-large\"); when it runs out, \"mixed_search\":\n"
         "                 \"budget\" and \"complete\": false\n"
         "  --restarts K   also K logit traces from random priors (seeds S..S+K-1, --seed S,\n"
         "                 default 1), \"found_by\": \"logit-tracing\"; new ones are added\n"
         "\n"
         "  --refine      two players, --method enum: refinements of every extreme equilibrium:\n"
         "                \"perfect\" (trembling-hand perfect: both strategies undominated),\n"
         "                \"proper\" (true, false, or null when undecided; decided for strict\n"
         "                equilibria, imperfect ones and zero-sum games) with \"proper_reason\",\n"
         "                and for an imperfect one \"dominated_by\": {\"player\": 1 or 2,\n"
         "                \"strategy\": a dominating mixed strategy} (plus \"dominated_pure\" and\n"
         "                \"pure_dominator\" when a pure strategy of the support is dominated);\n"
         "                \"perfect_components\": per component, its perfect part as a list of\n"
         "                polytopes, each the convex hull of the equilibria listed (indices into\n"
         "                \"equilibria\"); a union of faces, not the hull of the perfect vertices;\n"
         "                null where too many strategies left it undecided\n"
         "  --sweep NAME  two players, a .gamelab document whose parameter NAME has a min and a\n"
         "                max: the exact equilibrium correspondence over [min, max]: the\n"
         "                \"breakpoints\", on each piece between them the extreme equilibria as\n"
         "                functions of NAME (\"pieces\": from, to, equilibria, components) and\n"
         "                the equilibria at each breakpoint (\"at_breakpoints\"); --param fixes\n"
         "                the other parameters. Not with --method other than enum, --refine,\n"
         "                --budget, --restarts or --seed\n"
         "  --param N=V   a .gamelab document's parameter N at the exact value V (repeatable)\n"
         "  --timeout S   give up after S seconds (exit code 3)\n"
         "\n"
         "Output: {\"equilibria\": [{\"strategies\": [[...], ...], \"payoffs\": [...]}], \"count\": N,\n"
         "\"pure\": [indices], \"players\": n, \"method\": ..., \"complete\": ..., \"verified\": ...}.\n"
         "Exact numbers are strings; indices count from 0.\n"
         "Exit codes: 0 ok, 1 internal error, 2 bad input, 3 cancelled or timed out.\n";
}

namespace {

/// The equilibria command once its game is loaded (see runGameCommand): solves it and prints the JSON.
int printEquilibria(const EquilibriaCommandOptions& options, const StrategicGame& game, const std::string& fileName,
                    const CancelToken& cancel, Watchdog& watchdog) {
  const std::string& method = options.method;
  const bool two = game.players() == 2;
  if (!two && options.refine)
    return reportError(makeError(ErrorCode::InvalidArgument,
                                 {"--refine", "needs a two-player game; this one has " + std::to_string(game.players()) +
                                                  " players"},
                                 SourceLocation{fileName, 0, 0}));
  if (!two && (method == "lh" || method == "support"))
    return reportError(makeError(ErrorCode::InvalidArgument,
                                 {"--method", method + " needs a two-player game; this one has " +
                                                  std::to_string(game.players()) + " players"},
                                 SourceLocation{fileName, 0, 0}));
  Expected<Json> result = Json{};
  if (two && (options.budgetSeconds || options.restarts || options.seed))
    return reportError(makeError(ErrorCode::InvalidArgument,
                                 {options.budgetSeconds ? "--budget" : options.restarts ? "--restarts" : "--seed",
                                  "applies to games of three or more players; this one has two"},
                                 SourceLocation{fileName, 0, 0}));
  if (method == "pure") result = pureOnly(game, cancel);
  else if (!two) result = nPlayer(game, options, cancel);
  else if (method == "one") result = firstTwoPlayer(game, cancel);
  else if (method == "lh") {
    const auto labels = startingLabels(options, game);
    if (!labels) return reportError(labels.error());
    result = lemkeHowsonRuns(game, *labels, cancel);
  }
  else if (method == "support") result = supports(game, cancel);
  else result = allTwoPlayer(game, options.refine, cancel);
  if (!result) return reportError(result.error());

  Json& out = *result;
  out["players"] = game.players();
  out["strategies_per_player"] = game.strategyCounts();
  out["method"] = method;
  return printAnswer(out, watchdog);
}

}  // namespace

int runEquilibria(const std::vector<std::string>& args) {
  auto options = parseEquilibriaOptions(args);
  if (options && !options->sweep.empty())
    return runGameCommand(
        options, equilibriaUsage(),
        [](const std::string& text, const std::string& fileName, const EquilibriaCommandOptions& o) {
          return loadSweepInput(text, fileName, o.sweep, o.parameters);
        },
        printSweep);
  return runGameCommand(
      options, equilibriaUsage(),
      [](const std::string& text, const std::string& fileName, const EquilibriaCommandOptions& options) {
        return loadStrategicGame(text, fileName, options.parameters);
      },
      printEquilibria);
}

}  // namespace gamelab::cli
