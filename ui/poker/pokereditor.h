#pragma once
/// The tab of a continuous poker model: on the left the model and the bet size β (typed as an
/// exact number or set with a slider; every change one undo step), the exact answer (value and
/// thresholds) and the discretised games' values; on the right the pictures: the unit square
/// of hands with the regions of optimal play, the betting tree, and the charts of v(β) and the
/// thresholds against β. The closed forms take microseconds and are drawn on every change on
/// the GUI thread; the discretised games (hands in n = 2, 4, …, 64 classes, solved exactly by
/// the sequence form) run off the GUI thread with progress and Cancel.
#include "core/poker/continuouspoker.h"
#include "core/poker/continuouspokertree.h"

#include <QWidget>

#include <map>

class QChartView;
class QComboBox;
class QLabel;
class QLineEdit;
class QSlider;
class QTabWidget;
class QTableWidget;
class QTextBrowser;

namespace gamelab::ui {

class PokerDocument;
class PokerSquareView;
class PokerTreeView;
class ProgressPanel;
class SolverRunner;

class PokerEditor : public QWidget {
  Q_OBJECT
 public:
  explicit PokerEditor(PokerDocument* doc, QWidget* parent = nullptr);
  ~PokerEditor() override;

  PokerDocument* document() const { return doc_; }
  QComboBox* modelBox() const { return model_; }
  QLineEdit* betaField() const { return beta_; }
  QSlider* betaSlider() const { return slider_; }
  QTabWidget* tabs() const { return tabs_; }
  /// The exact answer as plain text (for tests and copying).
  QString resultsText() const;
  QString statusText() const;
  /// "value", "thresholds" (hidden when β ≤ 0 keeps an empty chart).
  QChartView* chartView(const QString& key) const;
  PokerSquareView* squareView() const { return square_; }
  /// One row per n of discreteClasses(): n, v_n, ≈ v_n, v_n − v (empty while computed).
  QTableWidget* discreteTable() const { return discrete_; }
  SolverRunner* runner() const { return runner_; }
  /// The numbers of classes of the discretised table.
  static const std::vector<int>& discreteClasses();

 signals:
  /// The discretised table was filled for the current game.
  void discreteFinished();

 private:
  void buildForm(QWidget* form);
  void onDocumentChanged();
  void showGame(const PokerGame& game);
  void showResults(const PokerGame& game);
  void startDiscrete(const PokerGame& game);
  void commitBeta();
  void setStatus(const QString& text, bool error);

  PokerDocument* doc_;
  QComboBox* model_;
  QLineEdit* beta_;
  QSlider* slider_;
  QLabel* status_;
  QTextBrowser* results_;
  QTableWidget* discrete_;
  SolverRunner* runner_;
  ProgressPanel* progress_;
  QTabWidget* tabs_;
  PokerSquareView* square_;
  PokerTreeView* tree_;
  std::map<QString, QChartView*> charts_;
};

}  // namespace gamelab::ui
