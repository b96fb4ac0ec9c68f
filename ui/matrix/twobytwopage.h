#pragma once
/// Analysis page: 2x2 formulas (source 000 §2.2.2): saddle check first, then (2.1)-(2.3) with the numbers substituted, on the game or on the 2x2 game left after dominance.
#include "ui/matrix/matrixpage.h"

namespace gamelab::ui {

class TwoByTwoPage : public HtmlMatrixPage {
  Q_OBJECT
 public:
  using HtmlMatrixPage::HtmlMatrixPage;

 protected:
  QString render(const MatrixAnalysis& analysis) const override;
};

}  // namespace gamelab::ui
