#include "ui/analysis/coalitionalanalysispanel.h"

// Skeleton so the tree links while the pages are written (replaced by the panel's owner).
namespace gamelab::ui {

CoalitionalAnalysisPanel::CoalitionalAnalysisPanel(QWidget* parent) : QTabWidget(parent) {}

void CoalitionalAnalysisPanel::setAnalysis(std::shared_ptr<const CoalitionalAnalysis> analysis, const QString&) {
  analysis_ = std::move(analysis);
}

QString CoalitionalAnalysisPanel::text() const { return {}; }

}  // namespace gamelab::ui
