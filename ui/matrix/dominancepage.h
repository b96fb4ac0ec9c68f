#pragma once
/// Analysis page "Dominance": the numbered log of deletions (strict/weak, pure/mixture) with
/// the reduced matrix after each step (source 000 §2.2.3). The table strikes the lines out.
#include "ui/matrix/matrixpage.h"

namespace gamelab::ui {

class DominancePage : public HtmlMatrixPage {
  Q_OBJECT
 public:
  using HtmlMatrixPage::HtmlMatrixPage;

 protected:
  QString render(const MatrixAnalysis& analysis) const override;
};

}  // namespace gamelab::ui
