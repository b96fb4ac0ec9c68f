#pragma once
/// Analysis page "Shapley" (source 000 §4.3): the Shapley value (fractions and decimals), the
/// dividends c_S with the decomposition v = Σ c_S w_S (non-zero terms), the table of marginal
/// contributions over all n! arrival orders (n <= 6, with the averages), the breakdown of
/// formula (4.6) for a chosen player, and whether the value lies in the core.
#include "ui/coalition/coalitionalpage.h"

class QComboBox;

namespace gamelab::ui {

class CoalitionalShapleyPage : public HtmlCoalitionalPage {
  Q_OBJECT
 public:
  explicit CoalitionalShapleyPage(QWidget* parent = nullptr);
  void setAnalysis(std::shared_ptr<const CoalitionalAnalysis> analysis, const QString& hint = {}) override;
  /// The player whose formula (4.6) breakdown is shown (0-based).
  void setFormulaPlayer(int player);
  QComboBox* playerCombo() const { return player_; }

 protected:
  QString render(const CoalitionalAnalysis& analysis) override;

 private:
  QString formulaHtml(const CoalitionalAnalysis& a, int player) const;
  QComboBox* player_;
};

}  // namespace gamelab::ui
