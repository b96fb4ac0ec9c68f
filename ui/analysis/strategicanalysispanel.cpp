#include "ui/analysis/strategicanalysispanel.h"

namespace gamelab::ui {

StrategicAnalysisPanel::StrategicAnalysisPanel(QWidget* parent) : QTabWidget(parent) {}

void StrategicAnalysisPanel::setAnalysis(std::shared_ptr<const StrategicAnalysis> analysis, const QString&) {
  analysis_ = std::move(analysis);
}

}  // namespace gamelab::ui
