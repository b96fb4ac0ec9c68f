#pragma once
/// Page "Strategic form": the number of pure strategies of each player, the reduction (none,
/// reduced, identical strategies merged), a preview of the matrix when it is small, and
/// "Open as strategic game". A tree too large to convert gets its size in words and, when the
/// sequence form applies, a button that switches to it.
#include "ui/tree/treepage.h"

class QComboBox;

namespace gamelab::ui {

class TreeStrategicPage : public TreePage {
  Q_OBJECT
 public:
  explicit TreeStrategicPage(QWidget* parent = nullptr);
  TreeOverlay overlay() const override { return {}; }

  StrategyReduction reduction() const;
  void setReduction(StrategyReduction reduction);

  QComboBox* reductionBox() const { return reduction_; }
  QPushButton* openButton() const { return open_; }
  QPushButton* sequenceFormButton() const { return sequenceForm_; }

  /// Matrices up to this many rows and columns are previewed.
  static constexpr std::size_t kPreviewSize = 12;

 signals:
  void reductionChanged(gamelab::StrategyReduction reduction);
  /// "Open as strategic game" (the panel converts first when needed).
  void openRequested();
  /// "Use the sequence form" on a tree too large for the strategic form.
  void sequenceFormRequested();

 protected:
  QString render(const TreeAnalysis& analysis) override;
  void clearControls() override;

 private:
  QComboBox* reduction_;
  QPushButton* open_;
  QPushButton* sequenceForm_;
};

/// The preview of a two-player strategic game as an HTML table of payoff pairs.
QString strategicPreviewHtml(const GameTree& tree, const StrategicGame& game);

}  // namespace gamelab::ui
