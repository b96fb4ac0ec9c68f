#pragma once
/// `gamelab-cli tree spe|solve|strategic [OPTIONS] FILE|-`: game trees (CLI.md). FILE is a
/// Gambit .efg, a .gamelab document of kind "tree", or "-" (stdin; the format is sniffed).
///   tree spe [--count]        a subgame-perfect equilibrium (backward induction / subgames)
///   tree solve [--float]      two-person zero-sum tree with perfect recall: the sequence form
///   tree lemke [--prior uniform|random] [--seed S] [--restarts K]   one equilibrium of a
///     two-player tree with perfect recall by Lemke's algorithm on the sequence form
///   tree strategic [--reduced|--merge-duplicates]   the strategic form as an .nfg on stdout
///   tree cfr [--iterations N] [--target E] [--seconds S]   an approximate solution of a
///     two-person zero-sum tree by CFR+, with an exact bound (treecfrcommand.h)
///   tree kingmaker [--reading set|alt|eff]   kingmakers of a binary (win/lose) tree
///     (treekingmakercommand.h; also reads bracket text)
#include "app/cli/treecfrcommand.h"
#include "core/common/expected.h"
#include "core/param/parameters.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace gamelab::cli {

/// The largest --iterations value of `tree cfr`.
inline constexpr std::uint64_t kMaxCfrIterations = 1000000000000ULL;

/// The largest --restarts value.
inline constexpr int kMaxLemkeRestarts = 100000;

struct TreeCommandOptions {
  std::string action;  ///< "spe", "solve", "cfr", "lemke", "strategic", "kingmaker" or "sequential"
  std::string input;   ///< path, or "-" for stdin
  bool count = false;            ///< spe --count: the number of pure SPE (perfect information)
  bool floatOnly = false;        ///< solve --float: Clp's answer without the exact proof
  bool reduced = false;          ///< strategic --reduced: Gambit's reduced strategic form
  bool mergeDuplicates = false;  ///< strategic --merge-duplicates: also merge equal payoff rows
  std::string reading = "set";   ///< kingmaker --reading: set, alt or eff (the SP-1EP ancestor test)
  std::string prior = "uniform"; ///< lemke --prior: uniform or random
  std::uint64_t seed = 1;        ///< lemke --seed: the random prior's seed (restart k: seed + k)
  int restarts = 0;              ///< lemke --restarts: further random priors (0..kMaxLemkeRestarts)
  CfrCommandOptions cfr;          ///< cfr --iterations, --target, --seconds
  ParameterOverrides parameters;  ///< --param NAME=VALUE (a tree document's parameters)
  /// spe --sweep NAME: the subgame-perfect equilibrium as a function of NAME (perfect
  /// information); solve --sweep NAME: the value of a zero-sum tree as a function of NAME.
  std::string sweep;
  std::optional<double> timeoutSeconds;
  bool help = false;
};

/// Parses the arguments after "tree". Error: InvalidArgument (args: option, reason).
Expected<TreeCommandOptions> parseTreeOptions(const std::vector<std::string>& args);

/// Runs the command on the arguments after "tree"; returns the process exit code.
int runTree(const std::vector<std::string>& args);
/// The text `tree --help` prints.
const char* treeUsage();

}  // namespace gamelab::cli
