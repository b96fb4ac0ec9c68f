#pragma once
/// Analysis page: Theorem 3.2 (source 000 §2.3.2): M⁻¹ exact, 1ᵀM⁻¹1, V, p, q, with a red warning when a component is negative or M is singular.
#include "ui/matrix/matrixpage.h"

namespace gamelab::ui {

class IndifferencePage : public HtmlMatrixPage {
  Q_OBJECT
 public:
  using HtmlMatrixPage::HtmlMatrixPage;

 protected:
  QString render(const MatrixAnalysis& analysis) const override;
};

}  // namespace gamelab::ui
