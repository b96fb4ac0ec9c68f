#pragma once
/// The analysis beside the strategic-form table: one tab per question (equilibria, safety
/// levels, dominance, support enumeration, Lemke–Howson, correlated equilibria, pictures).
#include "ui/analysis/strategicanalysis.h"

#include <QTabWidget>

#include <memory>

namespace gamelab::ui {

class StrategicAnalysisPanel : public QTabWidget {
  Q_OBJECT
 public:
  explicit StrategicAnalysisPanel(QWidget* parent = nullptr);
  /// Shows `analysis` on every page; nullptr shows `hint` instead.
  void setAnalysis(std::shared_ptr<const StrategicAnalysis> analysis, const QString& hint = {});
  std::shared_ptr<const StrategicAnalysis> analysis() const { return analysis_; }

 signals:
  /// The user picked an equilibrium (index into analysis()->equilibria->equilibria, or of the
  /// pure/approximate list for n players) to be highlighted on the table; -1 clears.
  void equilibriumSelected(int index);

 private:
  std::shared_ptr<const StrategicAnalysis> analysis_;
};

}  // namespace gamelab::ui
