#pragma once
/// The tab of a game in coalitional form: toolbar, a player bar (editable names, add/remove),
/// the voting form [q; w] of a voting game, the properties at a glance, a filter line (size,
/// "contains players …", order), the table of every coalition with v(S) and the excess at the
/// point chosen in the analysis, and the CoalitionalAnalysisPanel beside it. The analysis runs
/// off the GUI thread through an AnalysisController: automatically after each edit with
/// CoalitionalAnalysisOptions::forGame, and in full (everything(), cancellable) by Solve (F5).
#include "core/coalition/coalitionalgame.h"
#include "ui/coalition/coalitionalanalysis.h"

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

class CoalitionalDocument;
class CoalitionalTableModel;
class CoalitionalAnalysisPanel;
class CoalitionalPropertiesBar;
class CoalitionalVotingForm;
class ProgressPanel;
class AnalysisController;
class SolverRunner;

class CoalitionalEditor : public QWidget {
  Q_OBJECT
 public:
  explicit CoalitionalEditor(CoalitionalDocument* doc, QWidget* parent = nullptr);
  ~CoalitionalEditor() override;

  CoalitionalDocument* document() const { return doc_; }
  CoalitionalTableModel* model() const { return model_; }
  QTableView* view() const { return view_; }
  CoalitionalAnalysisPanel* analysisPanel() const { return panel_; }
  CoalitionalPropertiesBar* propertiesBar() const { return properties_; }
  CoalitionalVotingForm* votingForm() const { return voting_; }
  SolverRunner* runner() const;
  QToolBar* toolBar() const { return toolBar_; }
  QComboBox* sizeFilterBox() const { return sizeFilter_; }
  QLineEdit* containsFilterEdit() const { return containsFilter_; }
  /// The name field of player `player`, or nullptr (none beyond the table's 20 players).
  QLineEdit* playerNameEdit(int player) const;
  /// The status line's current text (rejected input, hints).
  QString statusText() const;
  /// The action with this objectName ("solve", "generate", "strategicForm", "addPlayer",
  /// "bitmaskOrder", "copy", "paste", "pasteBitmask", "pasteSizeLex", "normalise", ...).
  QAction* action(const QString& name) const;

  /// Starts the full analysis now (everything(); cancels a running one).
  void solve();
  /// Copies the selected rows (every row shown when nothing is selected) as "coalition<TAB>v".
  void copySelection();
  /// Pastes a column of values from the clipboard in the table's current order.
  void paste();
  /// Pastes `text` (a column of 2^n or 2^n − 1 values in `order`) as one undo step; false
  /// (and a status message) if refused.
  bool pasteText(const QString& text, CoalitionOrder order);
  /// Adds a dummy player (undoable).
  void addPlayer();
  /// Removes player `player` (the subgame on the others; undoable).
  void removePlayer(int player);
  /// Replaces the game by `game` as one undo step named `what`.
  void replaceGame(const CoalitionalGame& game, const QString& what);
  /// Opens Game ▸ Generate… and applies its result.
  void generate();
  /// Replaces the game by its (0,1)-normalised form; false (status) when inessential.
  bool normalise();
  /// Opens strategicFormOf(game) (4.2) as a new strategic-form document in the main window.
  void openStrategicForm();
  /// Shows e(x, S) in the table (the analysis panel's pointSelected).
  void showPoint(const RationalVector& x, const QString& name);

 signals:
  /// A fresh analysis was shown.
  void analysisFinished();

 private:
  void buildActions();
  void buildFilterBar(QWidget* bar);
  void rebuildPlayerBar();
  void updatePlayerNames();
  void updateActions();
  void updateVotingForm();
  void updateFilterSizes();
  void updateProperties();
  void updatePointLine();
  void onDocumentChanged();
  void runAnalysis(const CoalitionalAnalysisOptions& options, bool automatic);
  void showStatus(const QString& text, bool error = false);
  void showContextMenu(const QPoint& pos);
  std::vector<Coalition> selectedCoalitions() const;

  CoalitionalDocument* doc_;
  CoalitionalTableModel* model_;
  QTableView* view_;
  CoalitionalAnalysisPanel* panel_;
  AnalysisController* controller_;
  ProgressPanel* progress_;
  QToolBar* toolBar_;
  QWidget* playerBar_;
  QGridLayout* playerGrid_;
  CoalitionalVotingForm* voting_;
  CoalitionalPropertiesBar* properties_;
  QComboBox* sizeFilter_;
  QLineEdit* containsFilter_;
  QWidget* filterBar_;
  QLabel* pointLine_;
  QLabel* tableNote_;
  QLabel* status_;
  QMenu* pasteMenu_;
  std::vector<QLineEdit*> nameEdits_;
  int playerBarPlayers_ = -1;
  std::shared_ptr<const CoalitionalAnalysis> analysis_;
};

}  // namespace gamelab::ui
