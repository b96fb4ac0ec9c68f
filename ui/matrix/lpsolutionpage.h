#pragma once
/// Analysis page: the exact LP solution: value, p, q as fractions with decimals, the verification (infallible test) and the whole optimal sets as vertices.
#include "ui/matrix/matrixpage.h"

namespace gamelab::ui {

class LpSolutionPage : public HtmlMatrixPage {
  Q_OBJECT
 public:
  using HtmlMatrixPage::HtmlMatrixPage;

 protected:
  QString render(const MatrixAnalysis& analysis) const override;
};

}  // namespace gamelab::ui
