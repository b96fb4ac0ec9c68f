#pragma once
/// The analysis of one tree snapshot shown by the tree analysis panel: subgame-perfect
/// equilibria, the sequence-form solution of two-person zero-sum trees with perfect recall, and
/// the strategic form. Each part is optional (not computed: the tree is too large for automatic
/// analysis, or the user has not asked yet) and carries its own error, so one failing part
/// never hides the others. Computed off the GUI thread by analyzeTree.
#include "core/common/cancel.h"
#include "core/common/expected.h"
#include "core/qre/logitqre.h"
#include "core/qre/sequentialequilibrium.h"
#include "core/tree/backwardinduction.h"
#include "core/tree/gametree.h"
#include "core/tree/sequenceform.h"
#include "core/tree/sequencelemke.h"
#include "core/tree/strategicform.h"
#include "ui/tree/treekingmakeranalysis.h"

#include <cstdint>
#include <memory>
#include <optional>

namespace gamelab::ui {

/// Whether the sequence form applies, and if not, the first reason why.
struct ZeroSumCheck {
  enum class Reason { Applies, InvalidTree, NotTwoPlayers, NotConstantSum, NoPerfectRecall };
  Reason reason = Reason::Applies;
  NodeId node = kNoNode;  ///< NotConstantSum: the first terminal whose payoffs sum differently
  int player = -1;        ///< NoPerfectRecall: 0-based
  int players = 0;        ///< NotTwoPlayers: the tree's count
  Rational sum;           ///< the constant sum (Applies); 0 for zero-sum trees
  std::optional<Error> error;  ///< InvalidTree: the validation error

  bool applies() const { return reason == Reason::Applies; }
};
/// O(nodes + perfect-recall check).
ZeroSumCheck checkZeroSum(const GameTree& tree);

/// Which parts to compute.
struct TreeAnalysisOptions {
  bool spe = false;
  bool sequenceForm = false;
  bool strategicForm = false;
  bool kingmaker = false;  ///< the kingmaker analysis (win/lose trees; others get the reason)
  bool qre = false;        ///< the agent-form logit QRE branch and its limit
  bool sequential = false; ///< a sequential equilibrium (automatic where the QRE is, or perfect information)
  bool lemke = false;      ///< Lemke's algorithm on the sequence form (two players)
  SequenceLemkeOptions lemkeOptions;
  KingmakerOptions kingmakerOptions;
  StrategyReduction reduction = StrategyReduction::Reduced;
  /// Limit passed to toStrategicForm (0 = the core default).
  std::int64_t maxStrategicCells = 0;

  /// Trees up to this many nodes are solved as soon as they change.
  static constexpr std::int64_t kAutomaticNodes = 5000;
  /// Strategic forms up to this many cells (profiles × players) are built automatically.
  static constexpr std::int64_t kAutomaticCells = 20000;
  /// Trees with up to this many actions at players' sets get their QRE traced automatically.
  static constexpr std::size_t kAutomaticQreChoices = 60;
  /// The parts small enough to compute after every edit.
  static TreeAnalysisOptions automatic(const GameTree& tree, StrategyReduction reduction);
};

struct TreeAnalysis {
  std::shared_ptr<const GameTree> tree;
  std::optional<Error> invalid;  ///< the first validation error, if any
  ZeroSumCheck zeroSum;
  StrategicFormSize size;             ///< against the core default limit
  StrategyReduction reduction = StrategyReduction::Reduced;
  std::optional<Expected<SubgamePerfectResult>> spe;        ///< nullopt: not computed
  std::optional<Expected<SequenceFormResult>> sequenceForm; ///< nullopt: not computed / does not apply
  std::optional<Expected<TreeStrategicForm>> strategicForm; ///< nullopt: not computed
  std::optional<Expected<KingmakerAnalysis>> kingmaker;     ///< nullopt: not computed
  std::optional<Expected<TreeQre>> qre;                     ///< nullopt: not computed
  std::optional<Expected<SequentialResult>> sequential;     ///< nullopt: not computed
  std::optional<Expected<SequenceLemkeResult>> lemke;       ///< nullopt: not computed
};

/// Computes the requested parts of `previous`'s tree (or of `tree` when `previous` is null:
/// the checks above and the size are always filled); parts not requested are copied from
/// `previous`. Never fails as a whole: errors (including Cancelled) land in the parts.
TreeAnalysis analyzeTree(std::shared_ptr<const GameTree> tree, const TreeAnalysis* previous,
                         const TreeAnalysisOptions& options, const Progress& progress, const CancelToken& cancel);

}  // namespace gamelab::ui
