#pragma once
/// Page "Lemke": one Nash equilibrium of a two-player tree (zero-sum or not) by Lemke's
/// algorithm on the sequence form, started from a completely mixed prior (von Stengel, van den
/// Elzen and Talman 2002): drawn on the tree like the zero-sum solution, with the prior, the
/// pivot count and the proof; "Next prior" runs again from the next random prior.
#include "core/tree/sequencelemke.h"
#include "ui/tree/treepage.h"

class QComboBox;

namespace gamelab::ui {

class TreeLemkePage : public TreePage {
  Q_OBJECT
 public:
  explicit TreeLemkePage(QWidget* parent = nullptr);
  TreeOverlay overlay() const override;
  /// The prior the next run starts from (the combo box, and the seed "Next prior" advanced).
  SequenceLemkeOptions options() const;
  QComboBox* priorBox() const { return prior_; }
  QPushButton* nextPriorButton() const { return next_; }
  QPushButton* solveButton() const { return solve_; }

 signals:
  /// The prior changed: run again (the panel decides whether to run now).
  void optionsChanged();

 protected:
  QString render(const TreeAnalysis& analysis) override;
  void clearControls() override;

 private:
  QComboBox* prior_;
  QPushButton* next_;
  QPushButton* solve_;
  std::uint64_t seed_ = 1;
};

}  // namespace gamelab::ui
