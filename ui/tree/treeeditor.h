#pragma once
/// The tab of a TreeDocument: the tree view (graphics scene, tools, in-place editing), the
/// Parameters panel over it (ui/parameters/parameterpanel.h), the validation list beside it, and the analysis panel (TreeAnalysisPanel) on the right, laid out
/// with layOutEditorWithAnalysis. Analysis results are drawn on the tree through setOverlay().
///
/// Every tool is an action of the editor (objectName in brackets; key in its tool tip):
/// mover "player1".."player9" (1–9), "chance" (C), "terminal" (T), "addAction" (+),
/// "removeAction", "deleteSubtree" (Delete), "join" (J), "split" (S), "nameSet",
/// "nameOutcome", "copy", "cut", "paste", "zoomIn", "zoomOut", "fit" (Ctrl+0), "orientation"
/// (O), "addPlayer", "renamePlayer", "removePlayer", "addParameter" (Ctrl+Shift+P), "exportPicture", "solve" (F5: every
/// analysis now, TreeAnalysisPanel::solve), "binaryMode" (B: win/lose mode, where 1–9 on
/// leaves set the winner), "growLeaf" (M), "generateBinary" (TreeGenerateDialog). Refused
/// edits explain themselves in the status line.
#include "ui/tree/treedocument.h"
#include "ui/tree/treeoverlay.h"

#include <QWidget>

#include <vector>

class QAction;
class QLabel;
class QToolBar;

namespace gamelab::ui {

class TreeView;
class TreeAnalysisPanel;
class TreeValidationList;
class TreeGenerateDialog;
class ParameterPanel;

class TreeEditor : public QWidget {
  Q_OBJECT
 public:
  explicit TreeEditor(TreeDocument* doc, QWidget* parent = nullptr);
  ~TreeEditor() override;

  TreeDocument* document() const { return doc_; }
  TreeView* view() const { return view_; }
  TreeAnalysisPanel* analysisPanel() const { return panel_; }
  TreeValidationList* validationList() const { return validation_; }
  QToolBar* toolBar() const { return toolBar_; }
  /// The Parameters panel under the toolbar (hidden when the document declares none).
  ParameterPanel* parameterPanel() const { return parameters_; }
  /// The status line's text (refusals, hints).
  QString statusText() const;
  /// The action with this objectName, or nullptr.
  QAction* action(const QString& name) const;

  /// Draws `overlay` on the tree (replacing the previous one); cleared when the tree changes.
  void setOverlay(const TreeOverlay& overlay);
  void clearOverlay();

  /// The tools on the current selection (what the actions do); false + status when refused.
  /// 0-based player or kChancePlayer; in binary mode, on leaves only: that player wins there.
  bool setMover(int player);
  /// The current leaf becomes a two-action move of the player after its parent's mover (its
  /// winner moves down to both new leaves).
  bool growLeaf();
  bool addAction();
  bool removeAction();
  bool deleteSubtree();
  bool joinSelected();
  bool splitSelected();
  void copySubtree();
  bool cutSubtree();
  bool pasteSubtree();
  /// Opens the dialog's tree in a new tab (binary mode on); false + status when it cannot be built.
  bool openGenerated(const TreeGenerateDialog& dialog);
  /// Writes the picture ("svg", "png", "pdf") with the current overlay; false + status on failure.
  bool exportPicture(const QString& formatId, const QString& path);

 private:
  void buildActions();
  void showStatus(const QString& text, bool error);
  bool report(const QString& refusal);
  void onTreeChanged();
  void showContextMenu(const QPoint& globalPos);
  void chooseExportFile();

  TreeDocument* doc_;
  TreeView* view_ = nullptr;
  TreeAnalysisPanel* panel_ = nullptr;
  TreeValidationList* validation_ = nullptr;
  QToolBar* toolBar_ = nullptr;
  ParameterPanel* parameters_ = nullptr;
  QLabel* status_ = nullptr;
  QLabel* summary_ = nullptr;
  std::vector<QAction*> menuOnly_;  ///< actions kept off the toolbar (keys, context menu)
};

}  // namespace gamelab::ui
