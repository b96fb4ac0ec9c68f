#pragma once
/// The tab of a duopoly model: on the left the model and its exact parameters (typed, or set
/// with sliders; every change one undo step), on the right the results (quantities, prices,
/// profits and consumer surplus per firm; monopoly, cartel and simultaneous comparisons; the
/// IESDS bounds; the entry regime) and the pictures (reaction curves, prices, entry). The
/// closed forms take microseconds, so they are computed on every change, on the GUI thread.
/// Parameters without an interior solution show the reason instead of results.
#include "core/duopoly/duopoly.h"

#include <QWidget>

#include <map>

class QChartView;
class QComboBox;
class QLabel;
class QLineEdit;
class QSlider;
class QSpinBox;
class QTabWidget;
class QTextBrowser;

namespace gamelab::ui {

class DuopolyDocument;

class DuopolyEditor : public QWidget {
  Q_OBJECT
 public:
  explicit DuopolyEditor(DuopolyDocument* doc, QWidget* parent = nullptr);

  DuopolyDocument* document() const { return doc_; }
  QComboBox* modelBox() const { return model_; }
  /// The field of a parameter: "a", "c", "b", "costs", "fixed".
  QLineEdit* field(const QString& key) const;
  QSpinBox* firmsBox() const { return firms_; }
  QTabWidget* tabs() const { return tabs_; }
  /// The results as plain text (for tests and copying).
  QString resultsText() const;
  /// The status line (why there are no results, a rejected number).
  QString statusText() const;
  /// The chart views: "reaction", "prices", "entry", "iesds" (hidden tabs keep their last chart).
  QChartView* chartView(const QString& key) const;

 private:
  void buildForm(QWidget* form);
  void onDocumentChanged();
  void showMarket(const DuopolyMarket& market);
  void showResults(const DuopolyMarket& market);
  /// Reads the field `key` into a copy of the market and pushes the edit; a non-number is
  /// refused with a message and the field shows the stored value again.
  void commitField(const QString& key);
  void setStatus(const QString& text, bool error);

  DuopolyDocument* doc_;
  QComboBox* model_;
  std::map<QString, QLineEdit*> fields_;
  std::map<QString, QSlider*> sliders_;
  std::map<QString, QWidget*> rows_;
  QSpinBox* firms_;
  QLabel* status_;
  QTabWidget* tabs_;
  QTextBrowser* results_;
  std::map<QString, QChartView*> charts_;
};

}  // namespace gamelab::ui
