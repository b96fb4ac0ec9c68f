#include "ui/matrix/matrixanalysispanel.h"

#include "ui/matrix/dominancepage.h"
#include "ui/matrix/graphicalpage.h"
#include "ui/matrix/indifferencepage.h"
#include "ui/matrix/lpsolutionpage.h"
#include "ui/matrix/pivotpage.h"
#include "ui/matrix/saddlepage.h"
#include "ui/matrix/twobytwopage.h"

namespace gamelab::ui {

MatrixAnalysisPanel::MatrixAnalysisPanel(QWidget* parent)
    : QTabWidget(parent),
      saddle_(new SaddlePage),
      dominance_(new DominancePage),
      twoByTwo_(new TwoByTwoPage),
      graphical_(new GraphicalPage),
      indifference_(new IndifferencePage),
      lp_(new LpSolutionPage),
      pivot_(new PivotPage) {
  setDocumentMode(true);
  setUsesScrollButtons(true);
  addTab(saddle_, tr("1 Saddle"));
  setTabToolTip(0, tr("Row minima, column maxima, lower and upper value, saddle points (§2.2.1)"));
  addTab(dominance_, tr("2 Dominance"));
  setTabToolTip(1, tr("Iterated removal of dominated rows and columns, also by mixtures (§2.2.3)"));
  addTab(twoByTwo_, tr("3 2x2"));
  setTabToolTip(2, tr("Formulas for 2x2 games with the numbers substituted (§2.2.2)"));
  addTab(graphical_, tr("4 Graph"));
  setTabToolTip(3, tr("Graphical method for 2xn and mx2 games (§2.2.4)"));
  addTab(indifference_, tr("5 Thm 3.2"));
  setTabToolTip(4, tr("Theorem 3.2: value and strategies from the inverse matrix (§2.3.2)"));
  addTab(lp_, tr("6 Solution"));
  setTabToolTip(5, tr("Exact solution by linear programming, verified, with all optimal strategies (§2.4)"));
  addTab(pivot_, tr("7 Pivot"));
  setTabToolTip(6, tr("Williams' pivot method, tableau by tableau (§2.4.5)"));
  setAnalysis(nullptr, tr("Not analysed yet."));
}

void MatrixAnalysisPanel::setAnalysis(std::shared_ptr<const MatrixAnalysis> analysis, const QString& hint) {
  analysis_ = analysis;
  for (MatrixPage* page : {static_cast<MatrixPage*>(saddle_), static_cast<MatrixPage*>(dominance_),
                             static_cast<MatrixPage*>(twoByTwo_), static_cast<MatrixPage*>(graphical_),
                             static_cast<MatrixPage*>(indifference_), static_cast<MatrixPage*>(lp_),
                             static_cast<MatrixPage*>(pivot_)})
    page->setAnalysis(analysis, hint);
}

}  // namespace gamelab::ui
