#pragma once
/// Analysis page "Pictures" (Qt Charts): for 2x2 games the best-response diagram in the unit
/// square with the equilibria at the crossings; for two players the payoff region with the
/// Pareto frontier, the equilibria, the best correlated equilibrium and the safety point.
#include "ui/strategic/strategicpage.h"

class QChartView;
class QLabel;

namespace gamelab::ui {

class StrategicPicturesPage : public StrategicPage {
  Q_OBJECT
 public:
  explicit StrategicPicturesPage(QWidget* parent = nullptr);
  void setAnalysis(std::shared_ptr<const StrategicAnalysis> analysis, const QString& hint = {}) override;
  QString text() const override;
  QChartView* diagramView() const { return diagram_; }
  QChartView* regionView() const { return region_; }

 private:
  QLabel* text_;
  QChartView* diagram_;
  QChartView* region_;
};

}  // namespace gamelab::ui
