#pragma once
/// The tab of a stochastic game: on the left the states as tabs, each a table of cells written
/// "4 + 3/10 G1 + 2/5 G2" (parsed on commit; a cell that does not parse is kept as typed, marked
/// red with the reason as its tooltip and named in the problems line), the state's name, its rows
/// and columns, and Q (empty: not a recursive game); on the right the analysis pages, computed
/// off the GUI thread (AnalysisController: debounce, progress, Cancel). Every edit is one undo step.
#include <QWidget>

#include <memory>
#include <vector>

class QLabel;
class QLineEdit;
class QTabWidget;
class QTableWidget;
class QTableWidgetItem;
class QToolButton;

namespace gamelab::ui {

class AnalysisController;
class ProgressPanel;
class StochasticDocument;
class StochasticPage;
class StochasticFixedPointPage;
class StochasticIterationPage;
struct StochasticAnalysis;

class StochasticEditor : public QWidget {
  Q_OBJECT
 public:
  explicit StochasticEditor(StochasticDocument* doc, QWidget* parent = nullptr);

  StochasticDocument* document() const { return doc_; }
  QTabWidget* stateTabs() const { return states_; }
  /// The table of state `state` (tab order = state order).
  QTableWidget* table(int state) const;
  QLineEdit* stateNameField() const { return name_; }
  QLineEdit* infinitePlayField() const { return q_; }
  /// The buttons: "add-state", "remove-state", "add-row", "remove-row", "add-column", "remove-column".
  QToolButton* button(const QString& key) const;
  /// The problems line (bad cells and the game's problems, naming state and cell); empty when none.
  QString problemsText() const;
  QTabWidget* pageTabs() const { return pageTabs_; }
  /// The pages: 0 values, 1 one-shot matrix, 2 iteration, 3 fixed points.
  StochasticPage* page(int index) const { return pages_[static_cast<std::size_t>(index)]; }
  StochasticIterationPage* iterationPage() const;
  StochasticFixedPointPage* fixedPointPage() const;
  AnalysisController* controller() const { return controller_; }

 signals:
  /// A fresh analysis reached the pages.
  void analysisFinished();

 private:
  void buildTables();
  void fillTable(int state);
  void onDocumentChanged();
  void onItemChanged(QTableWidgetItem* item);
  void onCurrentStateChanged(int state);
  void commitName();
  void commitInfinitePlay();
  void structureEdit(const QString& key);
  /// Commits the open cell editor (Enter) and opens the one below (wrapping to the next column).
  void moveDown(QTableWidget* table);
  void renameHeader(int state, Qt::Orientation orientation, int section);
  void updateProblems();
  void runAnalysis();
  void showAnalysis(std::shared_ptr<const StochasticAnalysis> analysis, const QString& hint);

  StochasticDocument* doc_;
  QTabWidget* states_;
  QLineEdit* name_;
  QLineEdit* q_;
  QLabel* problems_;
  std::vector<QToolButton*> buttons_;
  AnalysisController* controller_;
  ProgressPanel* progress_;
  QTabWidget* pageTabs_;
  std::vector<StochasticPage*> pages_;
  bool filling_ = false;
  QString qProblem_;
};

}  // namespace gamelab::ui
