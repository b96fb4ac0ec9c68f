#pragma once
/// The graphics view of a TreeDocument: a scene with one TreeItem (the tree) and one
/// TreeOverlayItem (analysis results), rebuilt from the core layout when the tree or the
/// orientation changes. Selection (click, Ctrl+click adds), keyboard navigation (arrows: parent,
/// child, neighbours on the level), zoom (Ctrl+wheel, zoomIn/zoomOut/fit), pan (drag the
/// background), tool tips (information sets, shared outcomes), and in-place editing of a text
/// (double-click: Enter commits through TreeEdits, Esc cancels, refused input stays open with a
/// message).
#include "ui/tree/treedocument.h"
#include "ui/tree/treegeometry.h"
#include "ui/tree/treeoverlay.h"

#include <QGraphicsView>
#include <QPointer>

#include <functional>
#include <memory>
#include <vector>

#include <QLineEdit>
class QGraphicsProxyWidget;
class QLabel;

namespace gamelab::ui {

class TreeItem;
class TreeOverlayItem;

class TreeView : public QGraphicsView {
  Q_OBJECT
 public:
  explicit TreeView(TreeDocument* doc, QWidget* parent = nullptr);
  ~TreeView() override;

  TreeDocument* document() const { return doc_; }
  const TreeGeometry& geometry() const { return *geometry_; }
  TreeItem* treeItem() const { return item_; }
  TreeOverlayItem* overlayItem() const { return overlayItem_; }

  /// Selected nodes (in selection order; the current node is the last one clicked).
  std::vector<NodeId> selectedNodes() const { return selected_; }
  std::vector<NodePath> selectedPaths() const;
  NodeId currentNode() const { return current_; }
  /// Selects `nodes` (current = the last one); `centre` scrolls them into view.
  void selectNodes(const std::vector<NodeId>& nodes, bool centre = false);
  void selectNode(NodeId node) { selectNodes({node}); }
  /// Moves the current node: parent, first child, previous/next node on its level.
  void navigate(Qt::Key key);

  void setOverlay(const TreeOverlay& overlay);
  const TreeOverlay& overlay() const;
  /// The overlay's caption, shown in a strip above the canvas (elided to the view's width, the
  /// whole text in its tool tip); hidden without a caption.
  QLabel* captionLabel() const { return caption_; }
  /// Nodes to mark (severity 2 error, 1 warning).
  void setProblemMarks(const std::vector<std::pair<NodeId, int>>& marks);

  double zoom() const;
  void setZoom(double factor);
  void zoomIn();
  void zoomOut();
  /// The whole tree in the window, enlarged up to `maxZoom` when it is small (Fit used to stop at
  /// 100 %, so a three-node tree stayed tiny in a large window).
  void fitTree(double maxZoom = kFitMaxZoom);
  static constexpr double kFitMaxZoom = 3.0;

  /// Opens the in-place editor for `part` of `node` (what double-click does). False when that
  /// part cannot be edited.
  bool editPart(TreeGeometry::Part part, NodeId node);
  /// The open in-place editor, or nullptr.
  QLineEdit* inPlaceEditor() const { return editor_; }
  void closeEditor();

 signals:
  void selectionChanged();
  /// A message for the editor's status line (refused edits are errors).
  void statusMessage(const QString& text, bool error);
  /// Right-click on the tree (scene position, node under it or kNoNode).
  void contextMenuRequestedAt(const QPoint& globalPos, NodeId node);

 protected:
  void mousePressEvent(QMouseEvent* event) override;
  void mouseMoveEvent(QMouseEvent* event) override;
  void mouseReleaseEvent(QMouseEvent* event) override;
  void mouseDoubleClickEvent(QMouseEvent* event) override;
  void wheelEvent(QWheelEvent* event) override;
  void keyPressEvent(QKeyEvent* event) override;
  void contextMenuEvent(QContextMenuEvent* event) override;
  void showEvent(QShowEvent* event) override;
  void resizeEvent(QResizeEvent* event) override;
  bool viewportEvent(QEvent* event) override;
  bool eventFilter(QObject* watched, QEvent* event) override;

 private:
  void rebuild();
  void showInitialPart();
  void applySelection();
  void layOutCaption();
  QString toolTipAt(const QPointF& scenePos) const;
  void openEditor(const QRectF& rect, const QString& text, std::function<QString(const QString&)> commit);

  TreeDocument* doc_;
  QGraphicsScene* scene_;
  TreeItem* item_;
  TreeOverlayItem* overlayItem_;
  std::shared_ptr<const TreeGeometry> geometry_;
  std::vector<NodeId> selected_;
  std::vector<NodePath> selectedPaths_;
  NodeId current_ = kNoNode;
  bool panning_ = false;
  QPoint panStart_;
  QPointer<QLineEdit> editor_;
  QGraphicsProxyWidget* editorProxy_ = nullptr;
  std::function<QString(const QString&)> commit_;
  bool firstShow_ = true;
  QLabel* caption_ = nullptr;
};

}  // namespace gamelab::ui
