#include "ui/matrix/matrixpage.h"

namespace gamelab::ui {

HtmlMatrixPage::HtmlMatrixPage(QWidget* parent) : MatrixPage(parent) { addBrowser(); }

void HtmlMatrixPage::setAnalysis(std::shared_ptr<const MatrixAnalysis> analysis, const QString& hint) {
  if (analysis) showHtml(render(*analysis));
  else showHint(hint);
}

}  // namespace gamelab::ui
