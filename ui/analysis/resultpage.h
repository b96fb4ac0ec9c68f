#pragma once
/// The base of every analysis page of every kind. Text pages lay themselves out with
/// addBrowser(): a read-only text browser (links are reported through anchorClicked, never
/// followed) that shows a result rendered as HTML or, while there is no current result, a grey
/// hint; controls() adds a row of buttons above it. Pages with their own widgets (charts,
/// tables) build their own layout and override text(). Each kind adds a typed base on top
/// (MatrixPage, StrategicPage, CoalitionalPage, TreePage) with its setAnalysis and signals.
#include <QString>
#include <QWidget>

#include <memory>

class QHBoxLayout;
class QTextBrowser;
class QVBoxLayout;

namespace gamelab::ui {

class ResultPage : public QWidget {
  Q_OBJECT
 public:
  using QWidget::QWidget;
  /// Everything the page shows as plain text (for tests and copying): the browser's text.
  virtual QString text() const;
  /// The browser's HTML (for tests); empty for pages without a browser.
  QString html() const;
  /// nullptr for pages without a browser.
  QTextBrowser* browser() const { return browser_; }

 protected:
  /// Fills the page with the text browser; call once, from the constructor.
  QTextBrowser* addBrowser();
  /// The row of controls above the browser, created on first use (after addBrowser()).
  QHBoxLayout* controls();
  /// Shows `html`, keeping the scroll position (a page re-rendered after a control changed
  /// stays where the reader was).
  void showHtml(const QString& html);
  /// Shows `hint` (why there is no result: running, edited since, cancelled, an error).
  void showHint(const QString& hint);

 private:
  QVBoxLayout* layout_ = nullptr;
  QHBoxLayout* controls_ = nullptr;
  QTextBrowser* browser_ = nullptr;
};

/// A text page of a kind whose typed base `KindPage` declares
/// `setAnalysis(std::shared_ptr<const Analysis>, const QString& hint)`: render() gives the HTML of
/// a result; without one the hint is shown.
template <class KindPage, class Analysis>
class HtmlPageOf : public KindPage {
 public:
  explicit HtmlPageOf(QWidget* parent = nullptr) : KindPage(parent) { this->addBrowser(); }
  void setAnalysis(std::shared_ptr<const Analysis> analysis, const QString& hint = {}) override {
    if (analysis) this->showHtml(render(*analysis));
    else this->showHint(hint);
  }

 protected:
  virtual QString render(const Analysis& analysis) const = 0;
};

}  // namespace gamelab::ui
