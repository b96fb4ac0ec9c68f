#include "app/cli/coalitioncommand.h"

#include "app/cli/clierror.h"
#include "app/cli/cliinput.h"
#include "app/cli/clioptions.h"
#include "app/cli/clistreams.h"
#include "app/cli/jsonoutput.h"
#include "core/coalition/coreanalysis.h"
#include "core/coalition/nucleolus.h"
#include "core/coalition/powerindices.h"
#include "core/coalition/properties.h"
#include "core/coalition/shapley.h"
#include "core/coalition/coalitionalgamejson.h"
#include "core/coalition/imputationsvg.h"

#include <algorithm>
#include <iostream>

namespace gamelab::cli {
namespace {

Error optionError(const std::string& option, const std::string& reason) {
  return makeError(ErrorCode::InvalidArgument, {option, reason});
}

std::string joined(const std::vector<std::string>& items) {
  std::string out;
  for (const auto& item : items) out += (out.empty() ? "" : ", ") + item;
  return out;
}

bool wants(const std::vector<std::string>& parts, const std::string& part) {
  return std::find(parts.begin(), parts.end(), part) != parts.end();
}

Json coalitionMembers(Coalition s) {
  Json list = Json::array();
  for (int p : members(s)) list.push_back(p);
  return list;
}

/// Coalitions as lists of 0-based players, with their labels alongside.
void addCoalitions(Json& out, const std::string& key, const std::vector<Coalition>& coalitions,
                   const std::vector<std::string>& names) {
  Json lists = Json::array(), labels = Json::array();
  for (Coalition s : coalitions) {
    lists.push_back(coalitionMembers(s));
    labels.push_back(coalitionLabel(s, names));
  }
  out[key] = std::move(lists);
  out[key + "_labels"] = std::move(labels);
}

/// Every v(S) in {0, 1} and v(N) = 1 (the properties' definition of a simple game).
Json propertyJson(const PropertyCheck& check) { return check.checked ? Json(check.holds) : Json(nullptr); }

Expected<Json> propertiesPart(const CoalitionalGame& game, const CancelToken& cancel) {
  auto properties = solveProperties(game, Progress::none(), cancel);
  if (!properties) return properties.error();
  const GameProperties& p = *properties;
  Json out;
  out["superadditive"] = propertyJson(p.superadditive);
  out["convex"] = propertyJson(p.convex);
  out["monotone"] = propertyJson(p.monotone);
  out["essential"] = p.essential;
  out["constant_sum"] = propertyJson(p.constantSum);
  out["simple"] = propertyJson(p.simple);
  out["symmetric"] = propertyJson(p.symmetric);
  out["surplus"] = exact(p.surplus);
  if (p.superadditive.checked && !p.superadditive.holds) {
    // Witness: v(S) + v(T) > v(S ∪ T).
    out["superadditive_violation"] = Json{{"S", coalitionMembers(p.superadditive.first)},
                                          {"T", coalitionMembers(p.superadditive.second)}};
  }
  std::vector<std::size_t> dummies;
  for (int i : dummyPlayers(game)) dummies.push_back(static_cast<std::size_t>(i));
  out["dummies"] = indexList(dummies);
  if (p.simple.checked && p.simple.holds) {
    std::vector<std::size_t> veto;
    for (int i : vetoPlayers(game)) veto.push_back(static_cast<std::size_t>(i));
    out["veto_players"] = indexList(veto);
  }
  return out;
}

Expected<bool> corePart(Json& out, const CoalitionalGame& game, const CancelToken& cancel) {
  auto core = solveCore(game, Progress::none(), cancel);
  if (!core) return core.error();
  out["core_empty"] = core->empty;
  out["least_core_epsilon"] = exact(core->leastCoreEpsilon);
  out["least_core_point"] = exactList(core->leastCorePoint);
  if (core->verticesComputed) out["core_vertices"] = exactLists(core->vertices);
  else if (core->empty) out["core_vertices"] = Json::array();
  out["core_vertices_computed"] = core->verticesComputed || core->empty;
  if (core->empty) {
    Json collection = Json::array();
    for (const auto& [s, weight] : core->balancedCollection)
      collection.push_back(Json{{"coalition", coalitionMembers(s)},
                                {"label", coalitionLabel(s, game.playerNames())},
                                {"weight", exact(weight)}});
    out["balanced_collection"] = std::move(collection);
  } else {
    addCoalitions(out, "core_always_tight", core->alwaysTight, game.playerNames());
  }
  out["imputation_vertices"] = exactLists(imputationVertices(game));
  return true;
}

Expected<bool> nucleolusPart(Json& out, const CoalitionalGame& game, bool imputations, const CancelToken& cancel) {
  auto result = solveNucleolus(game, {.domain = imputations ? NucleolusDomain::Imputations : NucleolusDomain::Efficient},
                                Progress::none(), cancel);
  if (!result) return result.error();
  out["nucleolus"] = exactList(result->x);
  out["nucleolus_domain"] = imputations ? "imputations" : "efficient";
  Json stages = Json::array();
  for (const auto& stage : result->stages) {
    Json j;
    j["epsilon"] = exact(stage.epsilon);
    addCoalitions(j, "fixed", stage.fixed, game.playerNames());
    stages.push_back(std::move(j));
  }
  out["nucleolus_stages"] = std::move(stages);
  out["nucleolus_linear_programmes"] = result->linearProgrammes;
  return true;
}

Json bigIntegers(const std::vector<mpz_class>& values) {
  Json list = Json::array();
  for (const auto& v : values) list.push_back(v.get_str());
  return list;
}

Expected<bool> powerPart(Json& out, const CoalitionalGame& game, bool shapleyShubik, bool banzhaf,
                         const CancelToken& cancel) {
  auto indices = game.voting() ? solvePowerIndices(*game.voting(), Progress::none(), cancel)
                               : solvePowerIndices(game, Progress::none(), cancel);
  if (!indices) return indices.error();
  if (shapleyShubik) {
    out["shapley_shubik"] = exactList(indices->shapleyShubik);
    out["pivots"] = bigIntegers(indices->pivots);
  }
  if (banzhaf) {
    out["banzhaf"] = exactList(indices->banzhafNormalized);
    out["banzhaf_absolute"] = exactList(indices->banzhafAbsolute);
    out["swings"] = bigIntegers(indices->swings);
  }
  return true;
}

Expected<bool> dividendsPart(Json& out, const CoalitionalGame& game, const CancelToken& cancel) {
  auto dividends = solveHarsanyiDividends(game, Progress::none(), cancel);
  if (!dividends) return dividends.error();
  // The non-zero dividends c_S, coalitions by size then lexicographically.
  Json list = Json::array();
  for (Coalition s : allCoalitions(game.players(), CoalitionOrder::SizeThenLexicographic)) {
    const Rational& c = (*dividends)[s];
    if (s == 0 || c == 0) continue;
    list.push_back(Json{{"coalition", coalitionMembers(s)},
                        {"label", coalitionLabel(s, game.playerNames())},
                        {"value", exact(c)}});
  }
  out["dividends"] = std::move(list);
  return true;
}

/// The parts to compute: --only as given (checked against the game), else the default set.
Expected<std::vector<std::string>> chooseParts(const CoalitionCommandOptions& options, const CoalitionalGame& game,
                                               const std::string& fileName) {
  const bool table = game.hasTable();
  const bool power = game.voting().has_value() || isSimpleGame(game);
  if (options.only.empty()) {
    std::vector<std::string> parts;
    if (table) parts = {"properties", "shapley", "core", "nucleolus"};
    if (power) {
      parts.push_back("banzhaf");
      parts.push_back("shapley_shubik");
    }
    if (options.dividends && table) parts.push_back("dividends");
    return parts;
  }
  std::vector<std::string> parts;
  for (const auto& part : coalitionParts()) {
    if (!wants(options.only, part) && !(part == "dividends" && options.dividends)) continue;
    const bool isPower = part == "banzhaf" || part == "shapley_shubik";
    if (!isPower && !table)
      return makeError(ErrorCode::InvalidArgument,
                       {"--only",
                        part + " needs the table of coalition values, but this voting game of " +
                            std::to_string(game.players()) + " players has none (tables are kept up to " +
                            std::to_string(kMaxVotingTablePlayers) +
                            " players); only banzhaf and shapley_shubik are available"},
                       SourceLocation{fileName, 0, 0});
    if (isPower && !power)
      return makeError(ErrorCode::InvalidArgument,
                       {"--only", part + " needs a simple game (every value 0 or 1, v(N) = 1) or a voting game"},
                       SourceLocation{fileName, 0, 0});
    parts.push_back(part);
  }
  return parts;
}

/// --svg: the imputation triangle with the core, the Shapley value and the nucleolus.
int printTriangle(const CoalitionCommandOptions& options, const CoalitionalGame& game, const std::string& fileName,
                  const CancelToken& cancel, Watchdog& watchdog) {
  if (!hasImputationTriangle(game))
    return reportError(makeError(ErrorCode::InvalidArgument,
                                 {"--svg", "the imputation triangle needs three players with a table of values and "
                                           "v(N) > v({1}) + v({2}) + v({3}); this game has " +
                                               std::to_string(game.players()) + " players"},
                                 SourceLocation{fileName, 0, 0}));
  ImputationPicture picture;
  auto core = solveCore(game, Progress::none(), cancel);
  if (!core) return reportError(core.error());
  picture.coreVertices = core->vertices;
  auto shapley = solveShapleyValue(game, Progress::none(), cancel);
  if (!shapley) return reportError(shapley.error());
  picture.shapley = *shapley;
  NucleolusOptions nucleolus;
  nucleolus.domain = options.imputationDomain ? NucleolusDomain::Imputations : NucleolusDomain::Efficient;
  auto n = solveNucleolus(game, nucleolus, Progress::none(), cancel);
  if (!n) return reportError(n.error());
  picture.nucleolus = n->x;
  ImputationSvgText text;
  text.title = game.title();
  const std::string svg = writeImputationTriangleSvg(game, picture, text);
  if (!watchdog.claimOutput()) return kExitCancelled;
  cliOut() << svg;
  cliOut().flush();
  return kExitOk;
}

int printCoalition(const CoalitionCommandOptions& options, const CoalitionalGame& game, const std::string& fileName,
                   const CancelToken& cancel, Watchdog& watchdog) {
  if (options.svg) return printTriangle(options, game, fileName, cancel, watchdog);
  auto chosen = chooseParts(options, game, fileName);
  if (!chosen) return reportError(chosen.error());
  const std::vector<std::string>& parts = *chosen;

  Json out;
  out["players"] = game.playerNames();
  out["player_count"] = game.players();
  if (!game.title().empty()) out["title"] = game.title();
  out["table"] = game.hasTable();
  if (const auto& voting = game.voting()) {
    out["voting"] = Json{{"quota", exact(voting->quota)},
                         {"weights", exactList(voting->weights)},
                         {"rule", voting->rule == QuotaRule::Greater ? "greater" : "at-least"}};
  }
  out["parts"] = parts;

  if (wants(parts, "properties")) {
    auto properties = propertiesPart(game, cancel);
    if (!properties) return reportError(properties.error());
    out["properties"] = std::move(*properties);
  }
  if (wants(parts, "shapley")) {
    auto shapley = solveShapleyValue(game, Progress::none(), cancel);
    if (!shapley) return reportError(shapley.error());
    out["shapley"] = exactList(*shapley);
  }
  if (wants(parts, "core")) {
    if (auto done = corePart(out, game, cancel); !done) return reportError(done.error());
  }
  if (wants(parts, "nucleolus")) {
    if (auto done = nucleolusPart(out, game, options.imputationDomain, cancel); !done)
      return reportError(done.error());
  }
  const bool shapleyShubik = wants(parts, "shapley_shubik"), banzhaf = wants(parts, "banzhaf");
  if (shapleyShubik || banzhaf) {
    if (auto done = powerPart(out, game, shapleyShubik, banzhaf, cancel); !done) return reportError(done.error());
  }
  if (wants(parts, "dividends")) {
    if (auto done = dividendsPart(out, game, cancel); !done) return reportError(done.error());
  }

  return printAnswer(out, watchdog);
}

}  // namespace

Expected<CoalitionCommandOptions> parseCoalitionOptions(const std::vector<std::string>& args) {
  CoalitionCommandOptions options;
  if (auto error = parseFileArguments(args, options, [&](std::size_t& k) -> Expected<bool> {
    if (args[k] == "--dividends") {
      options.dividends = true;
      return true;
    }
    if (args[k] == "--svg") {
      options.svg = true;
      return true;
    }
    if (auto value = optionValue(args, k, "--domain", "domain")) {
      if (!*value) return value->error();
      if (**value == "imputations") options.imputationDomain = true;
      else if (**value == "efficient") options.imputationDomain = false;
      else return optionError("--domain", "'" + **value + "' is not one of efficient, imputations");
      return true;
    }
    if (auto value = optionValue(args, k, "--only", "list of parts")) {
      if (!*value) return value->error();
      for (std::string part : commaItems(**value)) {
        if (part == "core_vertices" || part == "core_empty" || part == "least_core") part = "core";
        if (part == "power") {
          options.only.push_back("banzhaf");
          options.only.push_back("shapley_shubik");
        } else if (!part.empty()) {
          if (!wants(coalitionParts(), part))
            return optionError("--only", "'" + part + "' is not one of " + joined(coalitionParts()));
          options.only.push_back(part);
        }
      }
      if (options.only.empty()) return optionError("--only", "no part named (one of " + joined(coalitionParts()) + ")");
      return true;
    }
    return false;
  }))
    return *error;
  return options;
}

const char* coalitionUsage() {
  return "usage: gamelab-cli coalition [--only PARTS] [--domain efficient|imputations] [--dividends]\n"
         "                             [--svg] [--timeout SECONDS] FILE|-\n"
         "\n"
         "A TU game in coalitional form: a .gamelab document of kind \"coalitional\" or the short form\n"
         "  {\"players\": [\"A\",\"B\",\"C\"], \"v\": [0, v1, v2, v12, v3, v13, v23, v123]}\n"
         "(2^n values, bit i-1 of the index set = player i in the coalition; exact numbers as\n"
         "strings or JSON numbers), or a weighted voting game\n"
         "  {\"voting\": {\"quota\": \"50\", \"weights\": [\"10\",\"20\",\"30\",\"40\"], \"rule\": \"greater\"}}\n"
         "(rule \"greater\": S wins iff w(S) > quota; \"at-least\": iff w(S) >= quota). - reads stdin.\n"
         "\n"
         "  --only PARTS  compute just these parts (comma-separated):\n"
         "                properties      superadditive, convex, monotone, essential, constant_sum,\n"
         "                                simple, symmetric (null when too large to check), dummies\n"
         "                shapley         the Shapley value\n"
         "                core            core_empty, core_vertices (up to 10 players),\n"
         "                                least_core_epsilon, balanced_collection when empty\n"
         "                nucleolus       the nucleolus and its LP stages (nucleolus_stages)\n"
         "                banzhaf         Banzhaf index (normalised; banzhaf_absolute, swings)\n"
         "                shapley_shubik  Shapley-Shubik index and pivot counts\n"
         "                dividends       Harsanyi dividends c_S (non-zero ones)\n"
         "                Default: all but dividends; the power indices only for simple or voting\n"
         "                games; a voting game above 20 players has no table and supports only\n"
         "                the power indices.\n"
         "  --domain D    nucleolus over efficient allocations (default) or imputations\n"
         "  --dividends   add the dividends to the default parts\n"
         "  --svg         the imputation triangle of a three-player game as an SVG document on\n"
         "                stdout instead of the JSON: the core (amber), the Shapley value (red)\n"
         "                and the nucleolus (blue, over --domain), as the GUI draws them\n"
         "  --timeout S   give up after S seconds (exit code 3)\n"
         "\n"
         "Output: one JSON object; exact numbers are strings; players and coalitions (lists of\n"
         "players) count from 0.\n"
         "Exit codes: 0 ok, 1 internal error, 2 bad input, 3 cancelled or timed out.\n";
}

int runCoalition(const std::vector<std::string>& args) {
  return runGameCommand(
      parseCoalitionOptions(args), coalitionUsage(),
      [](const std::string& text, const std::string& fileName) { return loadCoalitionalGame(text, fileName); },
      printCoalition);
}

}  // namespace gamelab::cli
