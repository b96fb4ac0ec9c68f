#pragma once
/// Analysis page "QRE": the principal branch of logit quantal response equilibria of the game
/// (McKelvey and Palfrey 1995) with its slider and data panel (ui/analysis/qrepanel.h), and below
/// it the branch's limit λ → ∞, named as an exact Nash equilibrium when it rounds to one, with a
/// link that selects it in the equilibrium list.
#include "ui/strategic/strategicpage.h"

namespace gamelab::ui {

class QrePanel;

class StrategicQrePage : public StrategicPage {
  Q_OBJECT
 public:
  explicit StrategicQrePage(QWidget* parent = nullptr);
  void setAnalysis(std::shared_ptr<const StrategicAnalysis> analysis, const QString& hint = {}) override;
  QString text() const override;
  QrePanel* panel() const { return panel_; }

 private:
  QString limitHtml(const StrategicAnalysis& analysis, const StrategicQre& qre) const;

  QrePanel* panel_;
  std::shared_ptr<const StrategicAnalysis> analysis_;
};

}  // namespace gamelab::ui
