#pragma once
/// Analysis page "Saddle points": row minima, column maxima, lower and upper value, and the
/// list of saddle points (source 000 §2.2.1).
#include "ui/matrix/matrixpage.h"

namespace gamelab::ui {

class SaddlePage : public HtmlMatrixPage {
  Q_OBJECT
 public:
  using HtmlMatrixPage::HtmlMatrixPage;

 protected:
  QString render(const MatrixAnalysis& analysis) const override;
};

}  // namespace gamelab::ui
