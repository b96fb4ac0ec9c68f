#pragma once
/// Analysis page: the exact LP solution: value, p, q as fractions with decimals, the verification (infallible test) and the whole optimal sets as vertices.
#include "ui/analysis/analysispage.h"

namespace gamelab::ui {

class LpSolutionPage : public HtmlAnalysisPage {
  Q_OBJECT
 public:
  using HtmlAnalysisPage::HtmlAnalysisPage;

 protected:
  QString render(const MatrixAnalysis& analysis) const override;
};

}  // namespace gamelab::ui
