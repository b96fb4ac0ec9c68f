#pragma once
/// One page of the matrix analysis panel. Pages show a MatrixAnalysis (shared, immutable) or,
/// when given nullptr, a hint that the analysis is out of date or running.
#include "ui/analysis/matrixanalysis.h"

#include <QWidget>

#include <memory>

class QTextBrowser;

namespace gamelab::ui {

class AnalysisPage : public QWidget {
  Q_OBJECT
 public:
  using QWidget::QWidget;
  /// nullptr: no current result (edited since, or not solved yet); `hint` says why.
  virtual void setAnalysis(std::shared_ptr<const MatrixAnalysis> analysis, const QString& hint = {}) = 0;
};

/// A page that renders HTML into a read-only text browser.
class HtmlAnalysisPage : public AnalysisPage {
  Q_OBJECT
 public:
  explicit HtmlAnalysisPage(QWidget* parent = nullptr);
  void setAnalysis(std::shared_ptr<const MatrixAnalysis> analysis, const QString& hint = {}) override;
  /// The current HTML (for tests).
  QString html() const;

 protected:
  virtual QString render(const MatrixAnalysis& analysis) const = 0;
  QTextBrowser* browser_;
};

/// HTML snippets shared by the pages.
namespace pagehtml {
QString warning(const QString& text);  ///< red, bold
QString ok(const QString& text);       ///< green
QString note(const QString& text);     ///< grey small
}  // namespace pagehtml

}  // namespace gamelab::ui
