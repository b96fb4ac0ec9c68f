#pragma once
/// Analysis page "Saddle points": row minima, column maxima, lower and upper value, and the
/// list of saddle points (source 000 §2.2.1).
#include "ui/analysis/analysispage.h"

namespace gamelab::ui {

class SaddlePage : public HtmlAnalysisPage {
  Q_OBJECT
 public:
  using HtmlAnalysisPage::HtmlAnalysisPage;

 protected:
  QString render(const MatrixAnalysis& analysis) const override;
};

}  // namespace gamelab::ui
