#include "app/cli/treekingmakercommand.h"

#include "app/cli/cliinput.h"
#include "app/cli/jsonoutput.h"
#include "core/param/documentparameters.h"
#include "core/tree/treejson.h"
#include "core/kingmaker/sp1ep.h"
#include "core/kingmaker/spe.h"
#include "core/kingmaker/structure.h"

#include <cctype>
#include <iostream>

namespace gamelab::cli {
namespace {

using namespace gamelab::kingmaker;

bool endsWith(const std::string& s, std::string_view suffix) {
  return s.size() >= suffix.size() && s.compare(s.size() - suffix.size(), suffix.size(), suffix) == 0;
}

/// The text with every comment line blanked (line numbers stay those of the file).
std::string withoutComments(std::string_view text) {
  std::string out(text);
  bool lineStart = true;
  bool comment = false;
  for (char& c : out) {
    if (c == '\n') {
      lineStart = true;
      comment = false;
      continue;
    }
    if (lineStart && c == '#') comment = true;
    if (!std::isspace(static_cast<unsigned char>(c))) lineStart = false;
    if (comment) c = ' ';
  }
  return out;
}

/// 1-based player numbers of a set, ascending.
Json playerList(PlayerSet set) {
  Json list = Json::array();
  for (int p = 0; p < kMaxPlayers; ++p)
    if (contains(set, p)) list.push_back(p + 1);
  return list;
}

/// The winner (1-based) of a 0/1 root vector; 0 when there is none.
int winnerOf(const RationalVector& value) {
  for (std::size_t p = 0; p < value.size(); ++p)
    if (value[p] == 1) return static_cast<int>(p) + 1;
  return 0;
}

int fail(Error error, const std::string& fileName) {
  if (error.where.file.empty()) error.where.file = fileName;
  return reportError(error);
}

Reading readingOf(const std::string& name) {
  if (name == "alt") return Reading::Alt;
  if (name == "eff") return Reading::Eff;
  return Reading::Set;
}

int solveKingmaker(const TreeCommandOptions& options, const BinaryGame& game, const std::string& fileName,
                   const CancelToken& cancel, Watchdog& watchdog) {
  auto structure = solveStructure(game, Progress::none(), cancel);
  if (!structure) return fail(structure.error(), fileName);
  auto spe = solveSpeCount(game, Progress::none(), cancel);
  if (!spe) return fail(spe.error(), fileName);
  MaxnOptions first;
  first.tie = TieRule::First;
  auto maxnFirst = solveMaxn(game, first, Progress::none(), cancel);
  if (!maxnFirst) return fail(maxnFirst.error(), fileName);
  MaxnOptions last;
  last.tie = TieRule::Last;
  auto maxnLast = solveMaxn(game, last, Progress::none(), cancel);
  if (!maxnLast) return fail(maxnLast.error(), fileName);
  Sp1epOptions sp1epOptions;
  sp1epOptions.reading = readingOf(options.reading);
  sp1epOptions.keepTrace = false;
  auto sp1ep = solveSp1ep(game, sp1epOptions, Progress::none(), cancel);
  if (!sp1ep) return fail(sp1ep.error(), fileName);

  const NodeIndex n = game.nodeCount();
  Json out;
  out["players"] = game.players;
  out["nodes"] = n;
  std::int64_t leaves = 0;
  Json forced = Json::object();
  auto& forcedMembers = static_cast<Json::object_t::Container&>(forced.get_ref<Json::object_t&>());
  Json strict = Json::array();
  for (NodeIndex v = 0; v < n; ++v) {
    if (game.isLeaf(v)) ++leaves;
    const int w = structure->forcedWin[static_cast<std::size_t>(v)];
    if (w != kNobody) forcedMembers.emplace_back(std::to_string(v), w + 1);
    if (structure->strictKingmaker[static_cast<std::size_t>(v)]) strict.push_back(v);
  }
  out["leaves"] = leaves;
  out["forced_win"] = std::move(forced);
  out["kingmaker"] = std::move(strict);
  out["kingmaker_generalised"] = sp1ep->generalisedKingmakers;
  out["spe_count"] = spe->total.get_str();
  Json winners = Json::array();
  for (std::size_t p = 0; p < spe->byWinner.size(); ++p)
    if (spe->byWinner[p] > 0) winners.push_back(static_cast<int>(p) + 1);
  out["spe_winners"] = std::move(winners);
  out["maxn"] = Json{{"first", winnerOf(maxnFirst->rootValue)}, {"last", winnerOf(maxnLast->rootValue)}};
  Json allowed = Json::object();
  auto& allowedMembers = static_cast<Json::object_t::Container&>(allowed.get_ref<Json::object_t&>());
  for (NodeIndex v = 0; v < n; ++v)
    if (!game.isLeaf(v)) allowedMembers.emplace_back(std::to_string(v), sp1ep->allowedChildren(game, v));
  Json sp = Json::object();
  sp["reading"] = options.reading;
  sp["winners"] = playerList(sp1ep->mayWin[0]);
  sp["kingmakers"] = sp1ep->kingmakers;
  sp["allowed"] = std::move(allowed);
  out["sp1ep"] = std::move(sp);
  return printAnswer(out, watchdog);
}

}  // namespace

bool looksLikeBracketText(std::string_view text) {
  const std::string body = withoutComments(text);
  bool any = false;
  for (char c : body) {
    const auto u = static_cast<unsigned char>(c);
    if (std::isspace(u)) continue;
    if (!std::isalpha(u) && c != '(' && c != ')' && c != ',') return false;
    any = true;
  }
  return any;
}

Expected<BinaryGame> loadBinaryGame(std::string_view text, const std::string& fileName,
                                    const ParameterOverrides& parameters) {
  if (endsWith(fileName, ".txt") || endsWith(fileName, ".tree") || looksLikeBracketText(text)) {
    if (auto error = overridesWithoutParameters(parameters)) return *error;
    auto game = parseBracketTree(withoutComments(text));
    if (!game) {
      Error error = game.error();
      if (error.where.file.empty()) error.where.file = fileName;
      return error;
    }
    return game;
  }
  auto tree = loadTreeText(text, fileName, parameters);
  if (!tree) return tree.error();
  auto game = binaryGameOf(*tree);
  if (!game) {
    Error error = game.error();
    if (error.where.file.empty()) error.where.file = fileName;
    return error;
  }
  return game;
}

int runTreeKingmaker(const TreeCommandOptions& options) {
  return runGameCommand(
      Expected<TreeCommandOptions>(options), treeUsage(),
      [](const std::string& text, const std::string& fileName, const TreeCommandOptions& options) {
        return loadBinaryGame(text, fileName, options.parameters);
      },
      [](const TreeCommandOptions& o, const BinaryGame& game, const std::string& fileName, const CancelToken& cancel,
         Watchdog& watchdog) { return solveKingmaker(o, game, fileName, cancel, watchdog); });
}

}  // namespace gamelab::cli
