#pragma once
/// Paints an analysis result (TreeOverlay) over the tree: the equilibrium path as a wide light
/// band, chosen edges thick in the mover's colour, behaviour probabilities on the edges, subgame
/// roots in a dashed frame, node texts and a caption above the tree; for the kingmaker page
/// node fills, kingmaker frames, edge classes and allowed edges. Hidden when empty.
#include "ui/tree/treegeometry.h"
#include "ui/tree/treeoverlay.h"

#include <QGraphicsItem>

#include <memory>

namespace gamelab::ui {

class TreeOverlayItem : public QGraphicsItem {
 public:
  TreeOverlayItem();

  void setGeometry(std::shared_ptr<const TreeGeometry> geometry);
  void setOverlay(const TreeOverlay& overlay);
  const TreeOverlay& overlay() const { return overlay_; }
  /// Whether the caption is painted above the tree (pictures); the view shows it in a label
  /// above the canvas instead, elided to its width.
  void setCaptionVisible(bool visible);
  bool captionVisible() const { return captionVisible_; }

  /// The tree's bounds widened by the caption and every node text (pictures show them whole).
  QRectF boundingRect() const override;
  /// Where the text of node `id` is drawn (empty when it has none).
  QRectF nodeTextRect(NodeId id) const;
  void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

 private:
  bool flag(const std::vector<bool>& v, NodeId id) const { return id >= 0 && std::size_t(id) < v.size() && v[std::size_t(id)]; }

  std::shared_ptr<const TreeGeometry> geometry_;
  TreeOverlay overlay_;
  void updateExtent();
  /// Kingmaker layers: allowed-edge bands and node fills under the tree's texts; edge classes
  /// and kingmaker frames over them.
  void paintKingmakerUnder(QPainter* painter, const std::vector<NodeId>& edges, const std::vector<NodeId>& nodes) const;
  void paintKingmakerOver(QPainter* painter, const std::vector<NodeId>& edges, const std::vector<NodeId>& nodes,
                          double lod) const;

  bool captionVisible_ = true;
  QRectF textExtent_;  ///< union of the node texts' rectangles
};

}  // namespace gamelab::ui
