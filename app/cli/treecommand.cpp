#include "app/cli/clistreams.h"
#include "app/cli/treecommand.h"

#include "app/cli/clierror.h"
#include "app/cli/cliinput.h"
#include "app/cli/clioptions.h"
#include "app/cli/jsonoutput.h"
#include "app/cli/treekingmakercommand.h"
#include "app/cli/treeoutput.h"
#include "app/cli/treesequentialcommand.h"
#include "app/cli/treesweepcommand.h"
#include "core/strategic/nfg.h"
#include "core/tree/treejson.h"
#include "core/tree/backwardinduction.h"
#include "core/tree/sequenceform.h"
#include "core/tree/sequencelemke.h"
#include "core/tree/strategicform.h"
#include "core/tree/treesvg.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstdlib>
#include <iostream>

namespace gamelab::cli {
namespace {

Error optionError(const std::string& option, const std::string& reason) {
  return makeError(ErrorCode::InvalidArgument, {option, reason});
}

int print(const Json& out, Watchdog& watchdog) {
  return printAnswer(out, watchdog);
}

int runSpe(const TreeCommandOptions& options, const GameTree& tree, const std::string& fileName,
           const CancelToken& cancel, Watchdog& watchdog) {
  SubgamePerfectOptions spe;
  spe.countPure = options.count;
  spe.keepNodeValues = false;
  auto result = solveSubgamePerfect(tree, spe, Progress::none(), cancel);
  if (!result) return reportError(result.error(), fileName);
  Json out;
  out["payoffs"] = exactList(result->payoffs);
  out["behaviour"] = behaviourJson(tree, result->behaviour);
  out["perfect_information"] = result->perfectInformation;
  if (options.count) {
    if (result->pureCount) out["count"] = result->pureCount->get_str();
    else out["count"] = nullptr;
  }
  if (!result->subgames.empty()) {
    Json subgames = Json::array();
    for (const auto& s : result->subgames) {
      const char* method = s.method == SubgameMethod::SequenceForm    ? "sequence-form"
                           : s.method == SubgameMethod::StrategicForm ? "strategic-form"
                                                                      : "backward-induction";
      subgames.push_back(Json{{"root", s.root}, {"method", method}, {"payoffs", exactList(s.payoffs)}});
    }
    out["subgames"] = std::move(subgames);
  }
  return print(out, watchdog);
}

int runSolve(const TreeCommandOptions& options, const GameTree& tree, const std::string& fileName,
             const CancelToken& cancel, Watchdog& watchdog) {
  SequenceFormOptions solve;
  solve.exact = !options.floatOnly;
  auto result = solveSequenceForm(tree, solve, Progress::none(), cancel);
  if (!result) return reportError(result.error(), fileName);
  Json out;
  out["value"] = exact(result->value);
  out["value_float"] = result->valueFloat;
  out["behaviour"] = behaviourJson(tree, result->behaviour);
  out["verified"] = result->verified;
  out["proof"] = sequenceFormProofName(result->proof);
  if (options.floatOnly) {
    out["value_lower_float"] = result->valueLowerFloat;
    out["value_upper_float"] = result->valueUpperFloat;
    out["error_bound_float"] = result->errorBoundFloat;
  }
  out["sequences"] = Json::array({result->sequences[0], result->sequences[1]});
  out["infosets"] = Json::array({result->infoSetCount[0], result->infoSetCount[1]});
  return print(out, watchdog);
}

/// "uniform", or "random seed S".
std::string priorText(const LemkeEquilibrium& eq) {
  return eq.prior == LemkePrior::Uniform ? "uniform" : "random seed " + std::to_string(eq.seed);
}

int runLemke(const TreeCommandOptions& options, const GameTree& tree, const std::string& fileName,
             const CancelToken& cancel, Watchdog& watchdog) {
  SequenceLemkeOptions lemke;
  lemke.prior = options.prior == "random" ? LemkePrior::Random : LemkePrior::Uniform;
  lemke.seed = options.seed;
  lemke.restarts = options.restarts;
  auto result = solveSequenceLemke(tree, lemke, Progress::none(), cancel);
  if (!result) return reportError(result.error(), fileName);
  Json out;
  out["behaviour"] = behaviourJson(tree, result->equilibrium.behaviour);
  out["payoffs"] = exactList(result->equilibrium.payoffs);
  out["verified"] = result->verified;
  out["pivots"] = result->equilibrium.pivots;
  out["prior"] = priorText(result->equilibrium);
  if (options.restarts > 0) {
    Json equilibria = Json::array();
    for (const LemkeEquilibrium& eq : result->equilibria)
      equilibria.push_back(Json{{"behaviour", behaviourJson(tree, eq.behaviour)},
                                {"payoffs", exactList(eq.payoffs)},
                                {"prior", priorText(eq)}});
    out["equilibria"] = std::move(equilibria);
  }
  return print(out, watchdog);
}

/// A finite number > 0 written in full (decimal or scientific), or nullopt.
std::optional<double> positiveNumber(const std::string& text) {
  if (text.empty() || std::isspace(static_cast<unsigned char>(text[0]))) return std::nullopt;
  char* end = nullptr;
  const double value = std::strtod(text.c_str(), &end);
  if (end != text.c_str() + text.size() || !std::isfinite(value) || value <= 0) return std::nullopt;
  return value;
}

int runStrategic(const TreeCommandOptions& options, const GameTree& tree, const std::string& fileName,
                 const CancelToken& cancel, Watchdog& watchdog) {
  StrategicFormOptions form;
  form.reduction = options.mergeDuplicates ? StrategyReduction::MergeDuplicates
                   : options.reduced       ? StrategyReduction::Reduced
                                           : StrategyReduction::None;
  auto result = toStrategicForm(tree, form, Progress::none(), cancel);
  if (!result) {
    if (result.error().code != ErrorCode::TooLarge) return reportError(result.error(), fileName);
    Error error = result.error();
    if (error.where.file.empty()) error.where.file = fileName;
    cliErr() << describe(error)
              << "; the strategic form is too big to write out: for a two-person zero-sum tree with perfect recall "
                 "use `gamelab-cli tree solve` (the sequence form, linear in the tree's size)"
              << (options.reduced || options.mergeDuplicates ? "" : ", or try --reduced") << '\n';
    return kExitBadInput;
  }
  if (!watchdog.claimOutput()) return kExitCancelled;
  cliOut() << writeNfg(toNfgGame(result->game));
  cliOut().flush();
  return kExitOk;
}

/// The tree's picture as SVG on stdout (not JSON); too many nodes: exit 2 with the size.
int runSvg(const GameTree& tree, const std::string& fileName, Watchdog& watchdog) {
  auto svg = writeTreeSvg(tree);
  if (!svg) return reportError(svg.error(), fileName);
  if (!watchdog.claimOutput()) return kExitCancelled;
  cliOut() << *svg;
  cliOut().flush();
  return kExitOk;
}

}  // namespace

Expected<TreeCommandOptions> parseTreeOptions(const std::vector<std::string>& args) {
  TreeCommandOptions options;
  bool haveInput = false;
  std::size_t k = 0;
  if (!args.empty() && (args[0] == "spe" || args[0] == "solve" || args[0] == "cfr" || args[0] == "lemke" ||
                         args[0] == "strategic" || args[0] == "kingmaker" || args[0] == "sequential" ||
                         args[0] == "svg")) {
    options.action = args[0];
    k = 1;
  } else if (!args.empty() && !args[0].empty() && args[0][0] != '-') {
    return optionError("subcommand", "'" + args[0] + "' is not one of spe, solve, cfr, lemke, strategic, kingmaker, sequential, svg");
  }
  for (; k < args.size(); ++k) {
    if (options.action == "cfr") {
      if (auto value = optionValue(args, k, "--iterations", "number of iterations N")) {
        if (!*value) return value->error();
        const auto n = wholeNumber(**value, kMaxCfrIterations);
        if (!n || *n == 0)
          return optionError("--iterations", "'" + **value + "' is not a whole number from 1 to " +
                                                 std::to_string(kMaxCfrIterations));
        options.cfr.iterations = static_cast<std::int64_t>(*n);
        continue;
      }
      if (auto value = optionValue(args, k, "--target", "exploitability E")) {
        if (!*value) return value->error();
        const auto e = positiveNumber(**value);
        if (!e) return optionError("--target", "'" + **value + "' is not a positive number");
        options.cfr.target = *e;
        continue;
      }
      if (auto value = optionValue(args, k, "--seconds", "seconds S")) {
        if (!*value) return value->error();
        const auto seconds = positiveNumber(**value);
        if (!seconds) return optionError("--seconds", "'" + **value + "' is not a positive number");
        options.cfr.seconds = *seconds;
        continue;
      }
    }
    if (options.action == "lemke") {
      if (auto value = optionValue(args, k, "--prior", "uniform or random")) {
        if (!*value) return value->error();
        options.prior = **value;
        if (options.prior != "uniform" && options.prior != "random")
          return optionError("--prior", "'" + options.prior + "' is not one of uniform, random");
        continue;
      }
      if (auto value = optionValue(args, k, "--seed", "seed S")) {
        if (!*value) return value->error();
        const auto seed = wholeNumber(**value, UINT64_MAX);
        if (!seed) return optionError("--seed", "'" + **value + "' is not a whole number >= 0");
        options.seed = *seed;
        continue;
      }
      if (auto value = optionValue(args, k, "--restarts", "number of restarts K")) {
        if (!*value) return value->error();
        const auto restarts = wholeNumber(**value, kMaxLemkeRestarts);
        if (!restarts)
          return optionError("--restarts", "'" + **value + "' is not a whole number from 0 to " +
                                               std::to_string(kMaxLemkeRestarts));
        options.restarts = static_cast<int>(*restarts);
        continue;
      }
    }
    std::optional<Error> error;
    if (commonOption(args, k, options.input, haveInput, options.timeoutSeconds, options.help, error) ||
        parameterOption(args, k, options.parameters, error)) {
      if (error) return *error;
      continue;
    }
    const std::string& a = args[k];
    if (a == "--count" && options.action == "spe") options.count = true;
    else if (a == "--sweep" && (options.action == "spe" || options.action == "solve")) {
      if (k + 1 >= args.size()) return optionError("--sweep", "needs the name of a parameter");
      options.sweep = args[++k];
    }
    else if (a == "--float" && options.action == "solve") options.floatOnly = true;
    else if (a == "--reduced" && options.action == "strategic") options.reduced = true;
    else if (a == "--merge-duplicates" && options.action == "strategic") options.mergeDuplicates = true;
    else if (a == "--reading" && options.action == "kingmaker") {
      if (k + 1 >= args.size()) return optionError("--reading", "needs a value: set, alt or eff");
      options.reading = args[++k];
      if (options.reading != "set" && options.reading != "alt" && options.reading != "eff")
        return optionError("--reading", "'" + options.reading + "' is not one of set, alt, eff");
    }
    else
      return optionError("option", "unknown option " + a + (options.action.empty() ? "" : " for tree " + options.action));
  }
  if (options.help) return options;
  if (options.action.empty())
    return optionError("arguments", "missing subcommand (spe, solve, cfr, lemke, strategic, kingmaker, sequential or svg)");
  if (!haveInput) return optionError("arguments", "missing input FILE (or - for stdin)");
  return options;
}

const char* treeUsage() {
  return "usage: gamelab-cli tree spe [--count] [--timeout SECONDS] FILE|-\n"
         "       gamelab-cli tree solve [--float] [--timeout SECONDS] FILE|-\n"
         "       gamelab-cli tree spe --sweep NAME [--param N=V] FILE|-\n"
         "       gamelab-cli tree solve --sweep NAME [--param N=V] FILE|-\n"
         "       gamelab-cli tree cfr [--iterations N] [--target E] [--seconds S] [--timeout SECONDS] FILE|-\n"
         "       gamelab-cli tree lemke [--prior uniform|random] [--seed S] [--restarts K] [--timeout SECONDS] FILE|-\n"
         "       gamelab-cli tree strategic [--reduced | --merge-duplicates] [--timeout SECONDS] FILE|-\n"
         "       gamelab-cli tree kingmaker [--reading set|alt|eff] [--timeout SECONDS] FILE|-\n"
         "       gamelab-cli tree sequential [--timeout SECONDS] FILE|-\n"
         "       gamelab-cli tree svg [--timeout SECONDS] FILE|-\n"
         "\n"
         "A game tree: a Gambit .efg file, a .gamelab document of kind \"tree\", or - to read\n"
         "either (or the digest's tree notation) from stdin.\n"
         "\n"
         "  spe        a subgame-perfect equilibrium: backward induction on perfect-information\n"
         "             trees, subgame by subgame otherwise:\n"
         "               {\"payoffs\": [...], \"behaviour\": {\"1\": {\"1\": [\"1\",\"0\"]}, ...},\n"
         "                \"perfect_information\": true}\n"
         "             behaviour maps player number -> information-set number (as in the file)\n"
         "             -> action probabilities in action order (chance omitted).\n"
         "             --count adds \"count\": the number of pure subgame-perfect equilibria\n"
         "             (perfect-information trees; null otherwise).\n"
         "  solve      two-person zero-sum tree with perfect recall by the sequence-form LP:\n"
         "               {\"value\": \"-1/18\", \"value_float\": -0.0555, \"behaviour\": {...},\n"
         "                \"verified\": true, \"proof\": \"supports\"}\n"
         "             \"proof\": how it was proved: \"supports\" (exact solve of the float\n"
         "             answer's tight equations), \"rounding\", \"exact-lp\" (fallback),\n"
         "             \"backward-induction\" (perfect information); \"none\" with --float.\n"
         "             --float: Clp's floating-point answer without the exact proof, with\n"
         "             \"value_lower_float\"/\"value_upper_float\" (what each side's float\n"
         "             behaviour guarantees, by float best replies) and \"error_bound_float\"\n"
         "             (upper - lower: how far value_float may be off).\n"
         "  cfr        an APPROXIMATE solution of a two-person zero-sum tree with perfect recall\n"
         "             by CFR+, for trees too large for `solve`; the value is bounded exactly:\n"
         "               {\"approximate\": true, \"value_lower\": \"-58271/1048576\", \"value_upper\": \"...\",\n"
         "                \"exploitability\": \"...\", \"exploitability_float\": 0.0004,\n"
         "                \"iterations\": 1000, \"stopped_by\": \"iterations\", \"behaviour\": {...},\n"
         "                \"behaviour_float\": {...}, \"history\": [[1, 0.9], [7, 0.2], ...]}\n"
         "             The average behaviour, rounded to multiples of 2^-20 (or, when that\n"
         "             proves more, to fractions with denominators <= 100), is checked by exact\n"
         "             best replies: the value lies in [value_lower, value_upper] and\n"
         "             exploitability = upper - lower (exact) bounds how far it may be off.\n"
         "             history: [iteration, float exploitability] of the live checks.\n"
         "             --iterations N (default 1000; no limit with --seconds), --target E (stop\n"
         "             once the live exploitability is <= E), --seconds S (anytime: stop after S\n"
         "             seconds and answer with exit 0). stopped_by: iterations, target or time.\n"
         "  lemke      one Nash equilibrium of a two-player tree with perfect recall (zero-sum or\n"
         "             not, chance allowed) by Lemke's algorithm on the sequence form, started from\n"
         "             a completely mixed prior (von Stengel, van den Elzen and Talman 2002); exact,\n"
         "             proved by exact best replies; normal-form perfect for a generic prior:\n"
         "               {\"behaviour\": {...}, \"payoffs\": [\"1\",\"1/2\"], \"verified\": true,\n"
         "                \"pivots\": 17, \"prior\": \"uniform\"}\n"
         "             --prior uniform (default) or random (per set, weights 1..1000 drawn with\n"
         "             --seed S, default 1; \"prior\": \"random seed S\"). --restarts K also runs K\n"
         "             random priors (seeds S+1..S+K) and adds \"equilibria\": the distinct\n"
         "             equilibria found, each {\"behaviour\", \"payoffs\", \"prior\"}.\n"
         "  strategic  the equivalent strategic form as a Gambit .nfg on stdout (not JSON);\n"
         "             --reduced merges strategies that differ only where their own earlier\n"
         "             choices never lead (Gambit's reduced form); --merge-duplicates also merges\n"
         "             strategies with equal payoffs. Too big: exit 2 with the size.\n"
         "  kingmaker  a win/lose tree (perfect information, no chance, every leaf pays 1 to one\n"
         "             player): forced-win and kingmaker nodes, the pure SPE count, maxn and the\n"
         "             SP-1EP (source 001). Nodes are numbered in pre-order from 0, players from 1:\n"
         "               {\"players\": 3, \"nodes\": 7, \"leaves\": 4, \"forced_win\": {\"2\": 3, ...},\n"
         "                \"kingmaker\": [1, 4], \"kingmaker_generalised\": [...], \"spe_count\": \"6\",\n"
         "                \"spe_winners\": [1, 2, 3], \"maxn\": {\"first\": 3, \"last\": 1},\n"
         "                \"sp1ep\": {\"reading\": \"set\", \"winners\": [1, 2], \"kingmakers\": [0],\n"
         "                          \"allowed\": {\"0\": [0, 1], \"1\": [1], \"4\": [1]}}}\n"
         "             --reading chooses the reading of the SP-1EP ancestor test (set, the\n"
         "             default; alt; eff). Also reads bracket text (a(b(C,A),B): lower-case\n"
         "             letters move, upper-case letters win; .txt or .tree). Trees that are not\n"
         "             win/lose: exit 2 naming the first offending node.\n"
         "  sequential a sequential equilibrium of a tree with perfect recall (any number of\n"
         "             players, chance allowed): behaviour and beliefs at every information set:\n"
         "               {\"behaviour\": {...}, \"beliefs\": {\"3\": {\"1\": [\"1/3\",\"2/3\"]}},\n"
         "                \"payoffs\": [...], \"exact\": true, \"verified\": true,\n"
         "                \"method\": \"qre-limit\", \"trembles\": {\"1\": {\"1\": [\"0\",\"1\"]}}}\n"
         "             beliefs list the probabilities of a set's nodes in file order. verified:\n"
         "             every action played is optimal given the beliefs, the beliefs follow\n"
         "             Bayes' rule on the path and are the limit of the completely mixed\n"
         "             sequence whose tremble orders \"trembles\" gives (proved exactly).\n"
         "             Found by backward induction (perfect information) or as the limit of the\n"
         "             agent-form logit QRE (\"method\").\n"
         "  svg        the tree's picture as an SVG document on stdout (not JSON), laid out as in\n"
         "             the GUI: movers and payoffs in the players' colours, action labels and\n"
         "             chance probabilities on the edges, information sets as rounded outlines\n"
         "             or dashed links. More than 200000 nodes: exit 2 with the size.\n"
         "\n"
         "  --param N=V  a .gamelab document's parameter N at the exact value V (repeatable)\n"
         "  --timeout S  give up after S seconds (exit code 3)\n"
         "\n"
         "Exact numbers are strings such as \"-2/7\".\n"
         "Exit codes: 0 ok, 1 internal error, 2 bad input, 3 cancelled or timed out.\n";
}

int runTree(const std::vector<std::string>& args) {
  auto parsed = parseTreeOptions(args);
  if (parsed && !parsed->help && parsed->action == "kingmaker") return runTreeKingmaker(*parsed);
  if (parsed && !parsed->help && !parsed->sweep.empty()) return runTreeSweep(*parsed);
  return runGameCommand(
      std::move(parsed), treeUsage(),
      [](const std::string& text, const std::string& fileName, const TreeCommandOptions& options) {
        return loadTreeText(text, fileName, options.parameters);
      },
      [](const TreeCommandOptions& options, const GameTree& tree, const std::string& fileName,
         const CancelToken& cancel, Watchdog& watchdog) {
        if (options.action == "spe") return runSpe(options, tree, fileName, cancel, watchdog);
        if (options.action == "solve") return runSolve(options, tree, fileName, cancel, watchdog);
        if (options.action == "sequential") return runTreeSequential(tree, fileName, cancel, watchdog);
        if (options.action == "lemke") return runLemke(options, tree, fileName, cancel, watchdog);
        if (options.action == "cfr") return runTreeCfr(options.cfr, tree, fileName, cancel, watchdog);
        if (options.action == "svg") return runSvg(tree, fileName, watchdog);
        return runStrategic(options, tree, fileName, cancel, watchdog);
      });
}

}  // namespace gamelab::cli
