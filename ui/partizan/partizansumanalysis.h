#pragma once
/// The analysis of a partizan session shown by the pages beside the editor, computed off the
/// GUI thread in one job in the document's shared store (core/partizan/sharedstore.h: the
/// values the editor or the Play page computed are found there, not computed again):
/// everything is turned into text and plain numbers before the job ends, so the pages never
/// touch the store.
///
/// G is the sum of the components: its FORM is the sum-rule form of the components' forms
/// (an expression as typed, a board as {values of Left's moves | values of Right's moves}),
/// built only when it has at most kMaxSumFormPositions positions; otherwise G's form is its
/// canonical value (and the page says so). A component that is an expression holding a nimber
/// too large to build (*N, N > kMaxHeight) makes G a symbolic x + *n when every component is a
/// sum of a number and a nimber (core/partizan/nimbersum.h), and CgtNimberTooLarge otherwise.
#include "core/partizan/partizanjson.h"
#include "core/partizan/reductionlog.h"
#include "core/partizan/sharedstore.h"
#include "core/partizan/thermograph.h"

#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace gamelab::ui {

/// The largest number of positions of the sum-rule form of G that is built.
inline constexpr std::size_t kMaxSumFormPositions = 20'000;
/// Nodes of a game tree drawn at most (the rest is counted, not drawn).
inline constexpr std::size_t kTreeNodeBudget = 300;

/// A game tree laid out for drawing, in preorder (a node's children follow it, Left options
/// first). Numbers are expanded into their canonical options, as GameStore::treeSize counts.
struct PartizanTreePicture {
  struct Node {
    int parent = -1;                          ///< -1 for the root
    partizan::Side side = partizan::Side::Left;  ///< which option of the parent it is
    int depth = 0;
    double x = 0;                             ///< slot units: leaves at 0, 1, 2, …
    QString label;                            ///< the value's name, number, or short form text
    partizan::GameId id = partizan::kNoGame;  ///< the form node (for the log's highlight)
  };
  std::vector<Node> nodes;
  std::uint64_t treeSize = 0;  ///< nodes of the whole tree (GameStore::treeSize)
  bool truncated() const { return nodes.size() < treeSize; }
};

/// One reduction step, as texts (the page builds the sentence with tr()).
struct PartizanLogStep {
  partizan::GameId position = partizan::kNoGame;
  partizan::Side side = partizan::Side::Left;
  partizan::Reduction kind = partizan::Reduction::Dominated;
  QString current, option, by;
  QStringList replacement;
};

/// An incentive and whether some other incentive of the same side is incomparable with it.
struct PartizanIncentive {
  QString text;
  bool incomparable = false;
};

struct PartizanComparisonTexts {
  QString h;            ///< H as typed
  QString error;        ///< H does not parse / is too large: why (then nothing else is set)
  partizan::Relation relation = partizan::Relation::Equal;
  QString difference;   ///< canonical G − H
  partizan::Outcome differenceOutcome = partizan::Outcome::P;
};

struct PartizanThermographOf {
  QString title;  ///< "G" or "component 2: …"
  QString value;  ///< its canonical value's name or text
  partizan::Thermograph graph;
};

struct PartizanAnalysis {
  partizan::PartizanSession session;  ///< what was analysed (current while the document holds it)
  QStringList componentValues;        ///< value name/text per component
  bool formIsSum = true;              ///< false: G's form is its canonical value (too many positions)
  std::size_t sumFormPositions = 0;   ///< the positions the sum-rule form would have (estimate)
  QString canonical;
  std::optional<QString> name;
  partizan::Outcome outcome = partizan::Outcome::P;
  bool leftWinsFirst = false, rightWinsFirst = false;
  QStringList leftWinningMoves, rightWinningMoves;
  std::optional<Rational> number;
  QString birthday;  ///< exact (a symbolic *n's is n plus its number's)
  Rational leftStop, rightStop, mean, temperature;
  std::vector<PartizanIncentive> leftIncentives, rightIncentives;
  std::uint64_t formTreeSize = 0, canonicalTreeSize = 0;
  /// G = x + *n kept symbolic (core/partizan/nimbersum.h): n, the options each side has; the
  /// lists of moves and incentives hold the first kNimberSumListed; the trees are not drawn.
  std::optional<QString> optionsPerSide;
  PartizanTreePicture before, after, negatedBefore, negatedAfter;
  std::vector<PartizanLogStep> log;
  bool logTruncated = false;
  std::optional<PartizanComparisonTexts> comparison;  ///< when the session has an H
  std::vector<PartizanThermographOf> thermographs;    ///< G first, then each component
};

/// Errors: the components' reading errors, TooManyPositions, stopError(cancel).
Expected<PartizanAnalysis> analysePartizan(const partizan::PartizanSession& session, partizan::SharedStore& shared,
                                           const Progress& progress, const CancelToken& cancel);

}  // namespace gamelab::ui
