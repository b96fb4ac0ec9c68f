#pragma once
/// One page of the matrix analysis panel (zero-sum). Pages show a MatrixAnalysis (shared, immutable) or,
/// when given nullptr, a hint that the analysis is out of date or running.
#include "ui/analysis/analysisformat.h"
#include "ui/analysis/resultpage.h"
#include "ui/matrix/matrixanalysis.h"

#include <memory>

namespace gamelab::ui {

class MatrixPage : public ResultPage {
  Q_OBJECT
 public:
  using ResultPage::ResultPage;
  /// nullptr: no current result (edited since, or not solved yet); `hint` says why.
  virtual void setAnalysis(std::shared_ptr<const MatrixAnalysis> analysis, const QString& hint = {}) = 0;
};

/// A text page of the matrix panel.
using HtmlMatrixPage = HtmlPageOf<MatrixPage, MatrixAnalysis>;

}  // namespace gamelab::ui
