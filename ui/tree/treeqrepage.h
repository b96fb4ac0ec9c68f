#pragma once
/// Page "QRE": the agent-form logit QRE of the tree (every information set responds to its own
/// action values under the beliefs the profile induces; McKelvey and Palfrey 1998): the branch
/// with its slider and data panel (ui/analysis/qrepanel.h), the profile at the slider drawn on
/// the tree with the beliefs beside the nodes of each information set, and the limit λ → ∞ as
/// an assessment (behaviour and beliefs at every set), verified exactly when it rounds.
#include "ui/tree/treepage.h"

namespace gamelab::ui {

class QrePanel;

class TreeQrePage : public TreePage {
  Q_OBJECT
 public:
  explicit TreeQrePage(QWidget* parent = nullptr);
  TreeOverlay overlay() const override;
  QString text() const override;
  QrePanel* panel() const { return panel_; }
  QPushButton* solveButton() const { return solve_; }

 signals:
  /// The slider moved: overlay() draws another point.
  void overlayChanged();

 protected:
  QString render(const TreeAnalysis& analysis) override;
  void clearControls() override;

 private:
  QString limitHtml(const GameTree& tree, const TreeQre& qre) const;

  QrePanel* panel_;
  QPushButton* solve_;
  std::shared_ptr<const TreeAnalysis> shown_;  ///< the analysis whose branch the panel holds
};

}  // namespace gamelab::ui
