#pragma once
/// The analysis of a partizan session (the GUI's Value, Game tree, Comparison and Thermograph
/// pages), computed in one job in the document's shared store (sharedstore.h: the values the
/// editor or the Play page computed are found there, not computed again): everything is
/// turned into text and plain numbers before the job ends, so callers never touch the store.
///
/// G is the sum of the components: its FORM is the sum-rule form of the components' forms
/// (an expression as typed, a board as {values of Left's moves | values of Right's moves}),
/// built only when it has at most kMaxAnalysedSumFormPositions positions; otherwise G's form is its
/// canonical value (and the page says so). A component that is an expression holding a nimber
/// too large to build (*N, N > kMaxHeight) makes G a symbolic x + *n when every component is a
/// sum of a number and a nimber (core/partizan/nimbersum.h), and CgtNimberTooLarge otherwise.
#include "core/partizan/partizanjson.h"
#include "core/partizan/reductionlog.h"
#include "core/partizan/sharedstore.h"
#include "core/partizan/thermograph.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace gamelab::partizan {

/// The largest number of positions of the sum-rule form of G that is built.
inline constexpr std::size_t kMaxAnalysedSumFormPositions = 20'000;
/// Nodes of a game tree drawn at most (the rest is counted, not drawn).
inline constexpr std::size_t kTreeNodeBudget = 300;

/// A game tree laid out for drawing, in preorder (a node's children follow it, Left options
/// first). Numbers are expanded into their canonical options, as GameStore::treeSize counts.
struct TreePicture {
  struct Node {
    int parent = -1;                          ///< -1 for the root
    Side side = Side::Left;  ///< which option of the parent it is
    int depth = 0;
    double x = 0;                             ///< slot units: leaves at 0, 1, 2, …
    std::string label;                            ///< the value's name, number, or short form text
    GameId id = kNoGame;  ///< the form node (for the log's highlight)
  };
  std::vector<Node> nodes;
  std::uint64_t treeSize = 0;  ///< nodes of the whole tree (GameStore::treeSize)
  bool truncated() const { return nodes.size() < treeSize; }
};

/// One reduction step, as texts (the page builds the sentence with tr()).
struct LogStepText {
  GameId position = kNoGame;
  Side side = Side::Left;
  Reduction kind = Reduction::Dominated;
  std::string current, option, by;
  std::vector<std::string> replacement;
};

/// An incentive and whether some other incentive of the same side is incomparable with it.
struct IncentiveText {
  std::string text;
  bool incomparable = false;
};

struct ComparisonText {
  std::string h;            ///< H as typed
  std::optional<Error> error;  ///< H does not parse / is too large: why (then nothing else is set)
  Relation relation = Relation::Equal;
  std::string difference;   ///< canonical G − H
  Outcome differenceOutcome = Outcome::P;
};

struct ThermographOf {
  std::string title;  ///< "G" or "component 2: …"
  std::string value;  ///< its canonical value's name or text
  Thermograph graph;
};

struct SumAnalysis {
  PartizanSession session;  ///< what was analysed (current while the document holds it)
  std::vector<std::string> componentValues;        ///< value name/text per component
  bool formIsSum = true;              ///< false: G's form is its canonical value (too many positions)
  std::size_t sumFormPositions = 0;   ///< the positions the sum-rule form would have (estimate)
  std::string canonical;
  std::optional<std::string> name;
  Outcome outcome = Outcome::P;
  bool leftWinsFirst = false, rightWinsFirst = false;
  std::vector<std::string> leftWinningMoves, rightWinningMoves;
  std::optional<Rational> number;
  std::string birthday;  ///< exact (a symbolic *n's is n plus its number's)
  Rational leftStop, rightStop, mean, temperature;
  std::vector<IncentiveText> leftIncentives, rightIncentives;
  std::uint64_t formTreeSize = 0, canonicalTreeSize = 0;
  /// G = x + *n kept symbolic (core/partizan/nimbersum.h): n, the options each side has; the
  /// lists of moves and incentives hold the first kNimberSumListed; the trees are not drawn.
  std::optional<std::string> optionsPerSide;
  TreePicture before, after, negatedBefore, negatedAfter;
  std::vector<LogStepText> log;
  bool logTruncated = false;
  std::optional<ComparisonText> comparison;  ///< when the session has an H
  std::vector<ThermographOf> thermographs;    ///< G first, then each component
};

/// Errors: the components' reading errors, TooManyPositions, stopError(cancel).
/// A value as the editor's list shows it: its name (or canonical text), or why it has none
/// (`error`); both empty: not computed (the sum when a component failed).
struct ValueText {
  std::string text;
  std::optional<Error> error;
};
struct SumValues {
  std::vector<ValueText> components;
  ValueText sum;
};
/// A solver: the value of each component and of their sum G in the shared store (a huge nimber
/// kept symbolic, nimbersum.h). A component that fails (too large, refused) carries its error
/// and leaves the sum uncomputed. Errors: stopError(cancel) only.
Expected<SumValues> solveSumValues(const PartizanSession& session, SharedStore& shared,
                                   const Progress& progress = Progress::none(),
                                   const CancelToken& cancel = CancelToken::none());

/// A solver: Qt-free texts and numbers only, so that a caller (the GUI's pages, a script)
/// formats and never touches the store.
Expected<SumAnalysis> solveSumAnalysis(const PartizanSession& session, SharedStore& shared,
                                       const Progress& progress = Progress::none(),
                                       const CancelToken& cancel = CancelToken::none());

}  // namespace gamelab::partizan
