#include "ui/analysis/analysispage.h"

#include <QTextBrowser>
#include <QVBoxLayout>

namespace gamelab::ui {

HtmlAnalysisPage::HtmlAnalysisPage(QWidget* parent) : AnalysisPage(parent), browser_(new QTextBrowser(this)) {
  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(0, 0, 0, 0);
  layout->addWidget(browser_);
  browser_->setOpenLinks(false);
}

void HtmlAnalysisPage::setAnalysis(std::shared_ptr<const MatrixAnalysis> analysis, const QString& hint) {
  if (!analysis) {
    browser_->setHtml(pagehtml::note(hint));
    return;
  }
  browser_->setHtml(render(*analysis));
}

QString HtmlAnalysisPage::html() const { return browser_->toHtml(); }

namespace pagehtml {
QString warning(const QString& text) { return QStringLiteral("<p style='color:#c62828'><b>%1</b></p>").arg(text); }
QString ok(const QString& text) { return QStringLiteral("<p style='color:#2e7d32'><b>%1</b></p>").arg(text); }
QString note(const QString& text) { return QStringLiteral("<p style='color:#757575'>%1</p>").arg(text); }
}  // namespace pagehtml

}  // namespace gamelab::ui
