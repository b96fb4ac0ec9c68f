#pragma once
/// The analysis beside the matrix table: one tab per step of the source's method (saddle
/// points, dominance, 2x2 formulas, graphical method, Theorem 3.2, LP solution, pivot method).
#include "ui/matrix/matrixanalysis.h"

#include <QTabWidget>

#include <memory>

namespace gamelab::ui {

class MatrixPage;
class SaddlePage;
class DominancePage;
class TwoByTwoPage;
class GraphicalPage;
class IndifferencePage;
class LpSolutionPage;
class PivotPage;

class MatrixAnalysisPanel : public QTabWidget {
  Q_OBJECT
 public:
  explicit MatrixAnalysisPanel(QWidget* parent = nullptr);
  /// Shows `analysis` on every page; nullptr shows `hint` instead.
  void setAnalysis(std::shared_ptr<const MatrixAnalysis> analysis, const QString& hint = {});
  std::shared_ptr<const MatrixAnalysis> analysis() const { return analysis_; }

  SaddlePage* saddlePage() const { return saddle_; }
  DominancePage* dominancePage() const { return dominance_; }
  TwoByTwoPage* twoByTwoPage() const { return twoByTwo_; }
  GraphicalPage* graphicalPage() const { return graphical_; }
  IndifferencePage* indifferencePage() const { return indifference_; }
  LpSolutionPage* lpSolutionPage() const { return lp_; }
  PivotPage* pivotPage() const { return pivot_; }

 private:
  std::shared_ptr<const MatrixAnalysis> analysis_;
  SaddlePage* saddle_;
  DominancePage* dominance_;
  TwoByTwoPage* twoByTwo_;
  GraphicalPage* graphical_;
  IndifferencePage* indifference_;
  LpSolutionPage* lp_;
  PivotPage* pivot_;
};

}  // namespace gamelab::ui
