#include "ui/analysis/analysispage.h"

namespace gamelab::ui {

HtmlAnalysisPage::HtmlAnalysisPage(QWidget* parent) : AnalysisPage(parent) { addBrowser(); }

void HtmlAnalysisPage::setAnalysis(std::shared_ptr<const MatrixAnalysis> analysis, const QString& hint) {
  if (analysis) showHtml(render(*analysis));
  else showHint(hint);
}

}  // namespace gamelab::ui
