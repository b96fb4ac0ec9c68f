#pragma once
/// The one scene item that paints a whole game tree (edges, nodes, movers, action labels, chance
/// probabilities, payoffs, information-set loops, selection and problem marks). It paints only
/// the exposed rectangle and drops texts when zoomed far out, so a 100 000-node tree costs one
/// item and draws in time proportional to what is visible.
#include "ui/tree/treegeometry.h"

#include <QGraphicsItem>
#include <QPainterPath>

#include <memory>
#include <vector>

namespace gamelab::ui {

/// The colour of a mover (player colour, chance dark grey).
QColor moverColor(int player);

class TreeItem : public QGraphicsItem {
 public:
  TreeItem();

  void setGeometry(std::shared_ptr<const TreeGeometry> geometry);
  const TreeGeometry* geometry() const { return geometry_.get(); }

  /// Selected nodes (highlighted) and the current node (keyboard focus ring).
  void setSelection(const std::vector<NodeId>& nodes, NodeId current);
  /// Nodes to mark as problems: severity 2 = error (red), 1 = warning (amber).
  void setProblemMarks(const std::vector<std::pair<NodeId, int>>& marks);

  /// The loops drawn for information sets (for tests and tool tips): one entry per loop, with
  /// its set, members and outline. Members of one set share a loop only when they are
  /// neighbours on their level (no other node, leaf or decision node, lies between them), so a
  /// loop never encloses a node that is not a member; the loops of a set drawn as several are
  /// named and joined by dashed curves (connectorCount of them).
  struct LoopGroup {
    int infoSet = -1;
    std::vector<NodeId> members;
    QPainterPath outline;
  };
  std::vector<LoopGroup> loopGroups() const;
  /// The set names written beside split loops and where they are drawn: always whole (never
  /// elided), beside the loop, above or below it where they cover no text, node or other set
  /// name, else left out (the tool tip names the set); inside boundingRect().
  std::vector<std::pair<QString, QRectF>> loopNames() const;
  /// Dashed curves joining the loops of sets drawn as several loops. They cross no action
  /// label or probability, lowering an arc over a level as far as it must.
  int connectorCount() const { return int(connectors_.size()); }
  std::vector<QPainterPath> connectorPaths() const;

  QRectF boundingRect() const override;
  void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

 private:
  struct Loop {
    int infoSet = -1;
    int player = 0;
    std::vector<NodeId> members;
    QPainterPath path;
    QRectF bounds;
    QString name;    ///< set name beside the loop when the set is drawn as several loops
    QPointF namePos;
    double nameWidth = 0;  ///< the whole name's width; 0 = not drawn (no room before the next node)
    QRectF nameRect() const { return QRectF(namePos, QSizeF(nameWidth, 14)); }
  };
  struct Connector {
    int player = 0;
    QPainterPath path;
    QRectF bounds;
  };
  void buildLoops();

  std::shared_ptr<const TreeGeometry> geometry_;
  std::vector<Loop> loops_;
  std::vector<Connector> connectors_;
  QRectF extent_;  ///< the tree's bounds with the loops, their names and the connectors
  std::vector<char> inLoop_;  ///< per node: member of a multi-node information set
  std::vector<char> selected_;
  std::vector<NodeId> selectedList_;
  NodeId current_ = kNoNode;
  std::vector<std::pair<NodeId, int>> marks_;
};

}  // namespace gamelab::ui
