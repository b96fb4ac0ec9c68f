#pragma once
/// Page "Kingmakers" (source 001; spec/kingmaker-thesis.md part 5): for a win/lose tree, the
/// forced-win and kingmaker nodes, the pure SPE count (total and by winner) with "one SPE" /
/// "next SPE" drawn on the tree, maxn with a tie rule, the SP-1EP with a reading (or kmn-η
/// only) and its restriction trace, Table 5.1/5.2-style summaries and a help paragraph. Other
/// trees get the reason (binaryGameOf's error, naming the node).
///
/// Controls (objectName): "readingBox" (set/alt/eff: recomputes), "kmnEtaOnly" (check),
/// "winnerSetBox" (W(v) beside the nodes: reachable, kmn-η, SP-1EP, none), "drawBox" (the
/// edges drawn: SP-1EP allowed, a pure SPE, maxn), "tieRuleBox", "viewpointBox", "seedBox"
/// (maxn: recomputes), "oneSpe", "nextSpe", "kingmakerHelp" (shows/hides the help),
/// "solveKingmaker" (trees too large for automatic analysis), "traceList" (the SP-1EP trace;
/// choosing an entry emits nodeActivated), "openEssence", "openSandbox", "openMatches" (the
/// tool windows of TreeKingmakerTools, which follow the page's game).
#include "core/kingmaker/spe.h"
#include "ui/tree/treepage.h"

#include <array>
#include <optional>

class QCheckBox;
class QComboBox;
class QListWidget;
class QSpinBox;

namespace gamelab::ui {

class TreeKingmakerTools;

class TreeKingmakerPage : public TreePage {
  Q_OBJECT
 public:
  explicit TreeKingmakerPage(QWidget* parent = nullptr);
  TreeOverlay overlay() const override;
  QString text() const override;

  /// The options of the next computation (reading, maxn tie rule).
  KingmakerOptions options() const;

  QComboBox* readingBox() const { return reading_; }
  QCheckBox* kmnEtaOnlyBox() const { return kmnOnly_; }
  QComboBox* winnerSetBox() const { return winnerSet_; }
  QComboBox* drawBox() const { return draw_; }
  QComboBox* tieRuleBox() const { return tie_; }
  QListWidget* traceList() const { return trace_; }
  QPushButton* oneSpeButton() const { return oneSpe_; }
  QPushButton* nextSpeButton() const { return nextSpe_; }
  TreeKingmakerTools* tools() const { return tools_; }
  QPushButton* toolButton(int tool) const { return toolButtons_[std::size_t(tool)]; }
  /// The pure SPE drawn (1-based place in SpeIterator's order), 0 when none.
  int speNumber() const { return speNumber_; }

  /// W(v) is written beside at most this many nodes.
  static constexpr int kMaxNodeTexts = 3000;

 signals:
  /// The reading or the maxn rule changed: the kingmaker part needs computing again.
  void optionsChanged();
  /// What the page draws changed without a new result (emit the overlay again).
  void overlayChanged();
  /// A trace entry or list entry names this editor node.
  void nodeActivated(NodeId node);

 protected:
  QString render(const TreeAnalysis& analysis) override;
  void clearControls() override;

 private:
  const KingmakerAnalysis* result() const;
  void fillTrace(const KingmakerAnalysis& a, const GameTree& tree);
  void showSpe(bool next);

  QComboBox* reading_;
  QCheckBox* kmnOnly_;
  QComboBox* winnerSet_;
  QComboBox* draw_;
  QComboBox* tie_;
  QComboBox* viewpoint_;
  QSpinBox* seed_;
  QPushButton* oneSpe_;
  QPushButton* nextSpe_;
  QPushButton* help_;
  QPushButton* solve_;
  QListWidget* trace_;
  TreeKingmakerTools* tools_;
  std::array<QPushButton*, 3> toolButtons_{};
  std::shared_ptr<const kingmaker::BinaryGame> toolsGame_;  ///< the game the tools show
  bool helpShown_ = false;
  std::optional<kingmaker::SpeIterator> spe_;
  int speNumber_ = 0;
  /// The game spe_ walks (kept alive with it; a new result resets the walk).
  std::shared_ptr<const kingmaker::BinaryGame> speGame_;
};

}  // namespace gamelab::ui
