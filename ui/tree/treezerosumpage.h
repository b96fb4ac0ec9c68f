#pragma once
/// Page "Zero-sum solution": two-person zero-sum (or constant-sum) trees with perfect recall,
/// solved by the sequence form — the value (exact, "verified" or "approximate"), each
/// player's optimal behaviour strategy per information set, and the sizes of the realisation
/// plans. Trees that do not qualify get the reason in words. On the tree: the behaviour
/// probabilities on the branches.
#include "ui/tree/treepage.h"

namespace gamelab::ui {

class TreeZeroSumPage : public TreePage {
  Q_OBJECT
 public:
  explicit TreeZeroSumPage(QWidget* parent = nullptr);
  TreeOverlay overlay() const override;
  QPushButton* solveButton() const { return solve_; }

 protected:
  QString render(const TreeAnalysis& analysis) override;
  void clearControls() override;

 private:
  QPushButton* solve_;
};

}  // namespace gamelab::ui
