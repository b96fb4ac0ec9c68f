#pragma once
/// Page "Subgame perfection": the payoffs of a subgame-perfect equilibrium, whether the tree has
/// perfect information, the number of pure SPE (with the ties that make several), the
/// equilibrium path, and the subgames solved as a whole with their method. On the tree: chosen
/// edges thick, the path highlighted, each decision node's subgame value beside it, subgame
/// roots framed.
#include "ui/tree/treepage.h"

namespace gamelab::ui {

class TreeSpePage : public TreePage {
  Q_OBJECT
 public:
  explicit TreeSpePage(QWidget* parent = nullptr);
  TreeOverlay overlay() const override;
  QPushButton* solveButton() const { return solve_; }

  /// Node values are drawn beside at most this many nodes (larger trees: none).
  static constexpr NodeId kMaxNodeTexts = 3000;

 protected:
  QString render(const TreeAnalysis& analysis) override;
  void clearControls() override;

 private:
  QPushButton* solve_;
};

}  // namespace gamelab::ui
