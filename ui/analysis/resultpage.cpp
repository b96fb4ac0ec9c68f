#include "ui/analysis/resultpage.h"

#include "ui/analysis/analysisformat.h"

#include <QHBoxLayout>
#include <QScrollBar>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace gamelab::ui {

QString ResultPage::text() const { return browser_ ? browser_->toPlainText() : QString(); }

QString ResultPage::html() const { return browser_ ? browser_->toHtml() : QString(); }

QTextBrowser* ResultPage::addBrowser() {
  layout_ = new QVBoxLayout(this);
  layout_->setContentsMargins(0, 0, 0, 0);
  browser_ = new QTextBrowser(this);
  browser_->setOpenLinks(false);
  layout_->addWidget(browser_, 1);
  return browser_;
}

QHBoxLayout* ResultPage::controls() {
  if (!controls_ && layout_) {
    controls_ = new QHBoxLayout;
    controls_->setContentsMargins(6, 0, 6, 0);
    layout_->setContentsMargins(0, 4, 0, 0);
    layout_->insertLayout(0, controls_);
  }
  return controls_;
}

void ResultPage::showHtml(const QString& html) {
  QScrollBar* bar = browser_->verticalScrollBar();
  const int scroll = bar ? bar->value() : 0;
  browser_->setHtml(html);
  if (bar) bar->setValue(scroll);
}

void ResultPage::showHint(const QString& hint) { browser_->setHtml(pagehtml::note(hint)); }

}  // namespace gamelab::ui
