#pragma once
/// The tab of a TreeDocument: the tree view (graphics scene, tools, in-place editing), the
/// validation list beside it, and the analysis panel (TreeAnalysisPanel) on the right, laid out
/// with layOutEditorWithAnalysis. Analysis results are drawn on the tree through setOverlay().
#include "ui/tree/treedocument.h"
#include "ui/tree/treeoverlay.h"

#include <QWidget>

namespace gamelab::ui {

class TreeView;
class TreeAnalysisPanel;

class TreeEditor : public QWidget {
  Q_OBJECT
 public:
  explicit TreeEditor(TreeDocument* doc, QWidget* parent = nullptr);
  ~TreeEditor() override;

  TreeDocument* document() const { return doc_; }
  TreeView* view() const { return view_; }
  TreeAnalysisPanel* analysisPanel() const { return panel_; }

  /// Draws `overlay` on the tree (replacing the previous one); cleared when the tree changes.
  void setOverlay(const TreeOverlay& overlay);
  void clearOverlay();

 private:
  TreeDocument* doc_;
  TreeView* view_ = nullptr;
  TreeAnalysisPanel* panel_ = nullptr;
};

}  // namespace gamelab::ui
