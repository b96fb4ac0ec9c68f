#pragma once
/// The tab of a zero-sum matrix game: toolbar, payoff table (model/view, fine for 1000x1000)
/// and the step-by-step analysis panel. Analyses run through an AnalysisController:
/// automatically after each edit for games up to kAutoSolveCells cells, by the Solve action
/// (F5) for larger ones.
#include "core/matrix/dominance.h"

#include <QWidget>

#include <memory>

class QAction;
class QLabel;
class QTableView;
class QToolBar;

namespace gamelab::ui {

class MatrixDocument;
class MatrixTableModel;
class MatrixAnalysisPanel;
class ProgressPanel;
class ParameterPanel;
class AnalysisController;
class SolverRunner;
struct MatrixAnalysis;

class MatrixEditor : public QWidget {
  Q_OBJECT
 public:
  static constexpr std::size_t kAutoSolveCells = 60 * 60;

  explicit MatrixEditor(MatrixDocument* doc, QWidget* parent = nullptr);
  ~MatrixEditor() override;

  MatrixDocument* document() const { return doc_; }
  MatrixTableModel* model() const { return model_; }
  QTableView* view() const { return view_; }
  MatrixAnalysisPanel* analysisPanel() const { return panel_; }
  SolverRunner* runner() const;
  QToolBar* toolBar() const { return toolBar_; }
  /// The Parameters strip above the table (hidden while the game has no parameters).
  ParameterPanel* parameterPanel() const { return parameters_; }
  /// The status line's current text (rejected input, hints).
  QString statusText() const;

  /// Starts the analysis now (cancels a running one).
  void solve();
  /// Copies the selected payoffs as tab-separated text.
  void copySelection();
  /// Pastes a block from the clipboard at the current cell (one undo step; grows the matrix).
  void paste();
  /// Pastes `text` as if it came from the clipboard; false (and a status message) if refused.
  bool pasteText(const QString& text);
  /// Sets the selected payoffs to 0 (one undo step).
  void clearSelection();

 signals:
  /// A fresh analysis was shown.
  void analysisFinished();

 private:
  void buildActions();
  void onDocumentChanged();
  void applyHiddenMargins();
  void showStatus(const QString& text, bool error = false);
  void renameHeader(Qt::Orientation orientation, int section);
  void showContextMenu(const QPoint& pos);
  void insertLine(Side side, bool after);
  void deleteLines(Side side);
  void moveLine(Side side, int delta);
  void addConstant();
  void resizeMatrix();
  /// Payoff rows/columns touched by the selection (or the current cell), ascending.
  std::vector<std::size_t> selectedLines(Side side) const;

  MatrixDocument* doc_;
  MatrixTableModel* model_;
  QTableView* view_;
  MatrixAnalysisPanel* panel_;
  AnalysisController* controller_;
  ProgressPanel* progress_;
  QToolBar* toolBar_;
  QLabel* status_;
  ParameterPanel* parameters_;
  QAction* solveAction_ = nullptr;
};

}  // namespace gamelab::ui
