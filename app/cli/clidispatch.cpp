#include "app/cli/clidispatch.h"

#include "app/cli/bargainingcommand.h"
#include "app/cli/cgtcommand.h"
#include "app/cli/clierror.h"
#include "app/cli/clioptions.h"
#include "app/cli/clistreams.h"
#include "app/cli/coalitioncommand.h"
#include "app/cli/duopolycommand.h"
#include "app/cli/equilibriacommand.h"
#include "app/cli/grundycommand.h"
#include "app/cli/liarsdicecommand.h"
#include "app/cli/nimcommand.h"
#include "app/cli/pokercommand.h"
#include "app/cli/qrecommand.h"
#include "app/cli/safetycommand.h"
#include "app/cli/stochasticcommand.h"
#include "app/cli/treecommand.h"
#include "app/cli/zerosumcommand.h"

#include <exception>
#include <new>
#include <ostream>
#include <string>
#include <vector>

namespace gamelab::cli {
namespace {

const char* kUsage =
    "usage: gamelab-cli COMMAND [OPTIONS] [FILE]\n"
    "       gamelab-cli --help | COMMAND --help\n"
    "\n"
    "Commands:\n"
    "  zerosum FILE|-   value, optimal strategies, saddle points and dominance of a\n"
    "                   two-person zero-sum game (.nfg or .gamelab; - reads stdin)\n"
    "  equilibria FILE  Nash equilibria of a strategic-form game: all extreme ones and the\n"
    "                   convex components for two players (--method enum|lh|support|pure),\n"
    "                   pure and mixed ones for n players\n"
    "  qre FILE         the logit QRE branch of a strategic game or tree, its limit as an\n"
    "                   exact equilibrium (--lambdas, --max-lambda, --fit COUNTS)\n"
    "  safety FILE      each player's safety level (maxmin value) and maxmin strategies\n"
    "  bargaining FILE  two-person cooperative solutions of a bimatrix game: TU solution,\n"
    "                   Nash bargaining (--status-quo safety|X,Y), lambda-transfer\n"
    "  coalition FILE   a TU game: properties, Shapley value, core, nucleolus, voting power\n"
    "                   (--only shapley,core,nucleolus,banzhaf,...)\n"
    "  grundy SPEC --upto N  Grundy values of heaps 0..N under a rule (octal:0.77,\n"
    "                   subtraction:1,3,4, grundy, lasker, wythoff, coins:mock-turtles, ...)\n"
    "  nim HEAP...      Nim: nim-sum, outcome and winning moves (--misere)\n"
    "  tree spe FILE    a subgame-perfect equilibrium of a game tree (.efg or .gamelab;\n"
    "                   --count: the number of pure ones)\n"
    "  tree solve FILE  value and optimal behaviour strategies of a two-person zero-sum\n"
    "                   tree with perfect recall (sequence form)\n"
    "  tree strategic FILE  the strategic form of a tree as an .nfg (--reduced)\n"
    "  tree kingmaker FILE  kingmakers, SPE count, maxn and SP-1EP of a win/lose tree\n"
    "  liars-dice N     Liar's Dice with one N-sided die: A's optimal winning probability\n"
    "                   (exact; --float, --strategies)\n"
    "  duopoly MODEL    Cournot, Stackelberg, Bertrand, Stackelberg-Bertrand and entry\n"
    "                   deterrence: quantities, prices, profits (--a --c --b --firms --costs\n"
    "                   --fixed)\n"
    "  stochastic FILE  stochastic, recursive and multistage zero-sum games: exact values\n"
    "                   and stationary strategies per state (--iterations N: Shapley's\n"
    "                   iteration)\n"
    "  poker MODEL --beta B  continuous poker (la-relance, von-neumann, check-back):\n"
    "                   optimal thresholds and value, exact (--discretise N)\n"
    "  cgt EXPR         a short partizan game: canonical form, name, outcome, stops, mean,\n"
    "                   temperature, incentives (--compare G H; --ruleset NAME POSITION\n"
    "                   for domineering, hackenbush, toads-and-frogs, cutcake)\n"
    "\n"
    "--timeout S (every command that can run long): give up after S seconds (exit code 3); S\n"
    "must be a positive number, and a limit past 10^9 s (or inf) means no limit. --help or -h\n"
    "anywhere before -- prints the command's usage and nothing else (exit code 0).\n"
    "\n"
    "Output is one JSON object on stdout; exact numbers are strings such as \"-2/7\".\n"
    "Exit codes: 0 ok, 1 internal error, 2 bad input, 3 cancelled or timed out.\n";

}  // namespace

int runCliCommand(std::vector<std::string> args) {
  if (args.empty()) {
    cliErr() << kUsage;
    return kExitBadInput;
  }
  if (args[0] == "--help" || args[0] == "-h" || args[0] == "help") {
    cliOut() << kUsage;
    return kExitOk;
  }
  const std::string command = args[0];
  args.erase(args.begin());
  if (asksForHelp(args)) args = {"--help"};  // the usage, whatever else is on the line
  try {
    if (command == "zerosum") return runZeroSum(args);
    if (command == "equilibria") return runEquilibria(args);
    if (command == "safety") return runSafety(args);
    if (command == "bargaining") return runBargaining(args);
    if (command == "coalition") return runCoalition(args);
    if (command == "grundy") return runGrundy(args);
    if (command == "nim") return runNim(args);
    if (command == "tree") return runTree(args);
    if (command == "liars-dice") return runLiarsDice(args);
    if (command == "duopoly") return runDuopoly(args);
    if (command == "stochastic") return runStochastic(args);
    if (command == "poker") return runPoker(args);
    if (command == "cgt") return runCgt(args);
    if (command == "qre") return runQre(args);
  } catch (const std::bad_alloc&) {
    cliErr() << "gamelab-cli: out of memory\n";
    return kExitInternal;
  } catch (const std::exception& e) {
    cliErr() << "gamelab-cli: internal error: " << e.what() << '\n';
    return kExitInternal;
  }
  cliErr() << "gamelab-cli: unknown command '" << command << "' (see gamelab-cli --help)\n";
  return kExitBadInput;
}

}  // namespace gamelab::cli
