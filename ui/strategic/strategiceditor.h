#pragma once
/// The tab of a game in strategic form: toolbar, a player bar (legend with editable names and
/// colours, slice selectors for players 3..n), the payoff table with the analysis drawn on it,
/// a safety-levels line, and the StrategicAnalysisPanel beside it. The analysis runs off the GUI
/// thread through an AnalysisController: automatically after each edit with
/// StrategicAnalysisOptions::forGame, and in full (everything(), cancellable) by Solve (F5).
#include "ui/strategic/strategicanalysis.h"

#include <QWidget>

#include <memory>
#include <vector>

class QAction;
class QComboBox;
class QGridLayout;
class QLabel;
class QLineEdit;
class QMenu;
class QTableView;
class QToolBar;

namespace gamelab::ui {

class StrategicDocument;
class StrategicTableModel;
class StrategicAnalysisPanel;
class ProgressPanel;
class ParameterPanel;
class AnalysisController;
class SolverRunner;

class StrategicEditor : public QWidget {
  Q_OBJECT
 public:
  /// Games up to this many cells are re-analysed at every step of a parameter slider drag.
  static constexpr std::size_t kDragAnalysisProfiles = 400;

  explicit StrategicEditor(StrategicDocument* doc, QWidget* parent = nullptr);
  ~StrategicEditor() override;

  StrategicDocument* document() const { return doc_; }
  StrategicTableModel* model() const { return model_; }
  QTableView* view() const { return view_; }
  StrategicAnalysisPanel* analysisPanel() const { return panel_; }
  SolverRunner* runner() const;
  QToolBar* toolBar() const { return toolBar_; }
  /// The Parameters strip above the table (hidden while the game has no parameters).
  ParameterPanel* parameterPanel() const { return parameters_; }
  /// The slice selector of player `player` (>= 2), or nullptr.
  QComboBox* sliceSelector(std::size_t player) const;
  /// The name field of player `player` in the legend, or nullptr.
  QLineEdit* playerNameEdit(std::size_t player) const;
  /// The status line's current text (rejected input, hints).
  QString statusText() const;
  /// The safety-levels line under the table (plain text).
  QString safetyText() const;
  /// The action with this objectName ("solve", "convertToZeroSum", "addPlayer", ...).
  QAction* action(const QString& name) const;

  /// Starts the full analysis now (everything(); cancels a running one).
  void solve();
  /// Three or more players: the full analysis with a longer search and more restarts each time
  /// (StrategicAnalysisOptions::findMore; an edit starts again from the first round).
  void findMore();
  /// Copies the selected cells of the current slice as tab-separated "3, 1" cells.
  void copySelection();
  /// Pastes cells with all payoffs from the clipboard at the current cell (one undo step).
  void paste();
  /// Pastes `text` (pair or matrix-per-player form, see parseStrategicBlock) at the current
  /// cell; false (and a status message) if refused.
  bool pasteText(const QString& text);
  /// Pastes one matrix of numbers as player `player`'s payoffs at the current cell.
  bool pastePlayerPayoffs(std::size_t player, const QString& text);
  /// Inserts a strategy of `player` before (after = false) or after the current one.
  void insertStrategy(std::size_t player, bool after);
  /// Deletes the selected strategies of player 1 or 2, or the current strategy of a slice player.
  void deleteStrategies(std::size_t player);
  /// Moves the current strategy of `player` by `delta`.
  void moveStrategy(std::size_t player, int delta);
  /// Shows the slice `delta` strategies further for `player` (≥ 3), within its strategies;
  /// the game does not change.
  void stepSlice(std::size_t player, int delta);
  void addPlayer();
  /// Removes the last player, keeping the payoffs of its strategy in the current slice.
  void removeLastPlayer();
  /// Opens the zero-sum version of the game in a new tab (two players, zero-sum only).
  void convertToZeroSum();

 signals:
  /// A fresh analysis was shown.
  void analysisFinished();

 private:
  void buildActions();
  void rebuildPlayerBar();
  void updatePlayerBar();
  void updateActions();
  void fitColumns();
  void updateSafetyLine();
  void onDocumentChanged();
  void runAnalysis(const StrategicAnalysisOptions& options, bool automatic, const QString& description = {});
  void showStatus(const QString& text, bool error = false);
  void renameHeader(Qt::Orientation orientation, int section);
  void showContextMenu(const QPoint& pos);
  bool pasteBlock(const std::vector<std::vector<RationalVector>>& cells, int player);
  /// Strategies of player 0 (rows) or 1 (columns) touched by the selection or the current cell.
  std::vector<std::size_t> selectedStrategies(std::size_t player) const;
  /// The current strategy of `player`: the current cell's row/column, or the slice's strategy.
  std::size_t currentStrategy(std::size_t player) const;

  StrategicDocument* doc_;
  StrategicTableModel* model_;
  QTableView* view_;
  StrategicAnalysisPanel* panel_;
  AnalysisController* controller_;
  ProgressPanel* progress_;
  int findMoreRounds_ = 0;  ///< Find more presses since the last edit
  QToolBar* toolBar_;
  QWidget* playerBar_;
  QGridLayout* playerGrid_;
  QLabel* safety_;
  QLabel* status_;
  QMenu* pasteMenu_;
  ParameterPanel* parameters_;
  std::vector<QLineEdit*> nameEdits_;
  std::vector<QComboBox*> sliceCombos_;  ///< index = player; nullptr for players 1 and 2
};

}  // namespace gamelab::ui
