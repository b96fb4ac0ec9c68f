#pragma once
/// Page "Sequential": a sequential equilibrium of the tree (Kreps and Wilson 1982): behaviour
/// and beliefs at every information set, drawn on the tree (beliefs μ beside the nodes of each
/// set), each off-path belief explained in words by the trembles that reach its nodes (the
/// completely mixed sequence that proves the beliefs consistent).
#include "ui/tree/treepage.h"

namespace gamelab::ui {

class TreeSequentialPage : public TreePage {
  Q_OBJECT
 public:
  explicit TreeSequentialPage(QWidget* parent = nullptr);
  TreeOverlay overlay() const override;
  QPushButton* solveButton() const { return solve_; }

 protected:
  QString render(const TreeAnalysis& analysis) override;
  void clearControls() override;

 private:
  QPushButton* solve_;
};

}  // namespace gamelab::ui
