#include "ui/analysis/charts/imputationsimplexwidget.h"

// Skeleton so the tree links while the picture is written (replaced by its owner).
namespace gamelab::ui {

ImputationSimplexWidget::ImputationSimplexWidget(QWidget* parent) : QWidget(parent) {}
void ImputationSimplexWidget::setAnalysis(std::shared_ptr<const CoalitionalAnalysis> analysis) {
  analysis_ = std::move(analysis);
  update();
}
void ImputationSimplexWidget::setEpsilonContours(std::vector<Rational> epsilons) {
  epsilons_ = std::move(epsilons);
  update();
}
void ImputationSimplexWidget::setSelectedPoint(const RationalVector& x) {
  selected_ = x;
  update();
}
RationalVector ImputationSimplexWidget::pointAt(const QPointF&) const { return {}; }

}  // namespace gamelab::ui
