#pragma once
/// The board of games on a directed graph (GraphPosition): vertices as labelled circles, arcs
/// as arrows (bowed when both directions exist, loops drawn), tokens as coloured discs.
///
/// Play: drag a token along an arc, or click a token and then its target (with one token a
/// click on the target is enough) → moveRequested with a GraphMove; the targets of the chosen
/// token are ringed. Hints: every vertex labelled with its generalised Sprague–Grundy value
/// (a number, or ∞(K) with K the finite values of its followers), P-vertices coloured, draws
/// marked, the winning moves' arcs highlighted. Edit: a click on empty space adds a vertex,
/// a drag from a vertex to a vertex adds an arc (to empty space: creating the vertex; back to
/// itself: a loop), Shift+drag moves a vertex, Shift+click places a token (or removes the last
/// one there), a double-click renames a vertex, right-click or Delete removes an arc or vertex;
/// the Layout button places the vertices in layers by longest path. Every edit emits
/// positionEdited with the whole position.
#include "ui/impartial/graphcanvas.h"

#include <set>
#include <vector>

class QToolButton;
class QVariantAnimation;

namespace gamelab::ui {

class GraphBoard : public GraphCanvas {
  Q_OBJECT
 public:
  explicit GraphBoard(QWidget* parent = nullptr);

  void setPosition(const ImpartialPosition& position) override;
  void setHints(const std::optional<PositionAnalysis>& analysis) override;
  void showMove(const ImpartialMove& move) override;
  void setEditing(bool editing) override;
  void setInteractive(bool interactive) override;

  const GraphPosition& position() const { return position_; }
  /// Widget centre of vertex v, and of the disc of token t.
  QPointF vertexPoint(int vertex) const;
  QPointF tokenPoint(std::size_t token) const;
  /// The radius of a drawn vertex (pixels) at the current zoom.
  double vertexRadius() const { return radius(); }
  /// The vertex / token under a widget point, or −1.
  int vertexAt(QPointF point) const;
  int tokenAt(QPointF point) const;
  /// The arc under a widget point (index into graph.arcs), or −1; a point on arc `arc`.
  int arcAt(QPointF point) const;
  QPointF arcPoint(std::size_t arc) const;
  /// The token chosen by a click (−1 none).
  int selectedToken() const { return selectedToken_; }
  /// What hint mode writes at vertex v ("" without hints): "0", "2", "∞(0,1)", "∞(∅)".
  QString valueLabel(int vertex) const;
  /// The winning arcs shown in hint mode (indices into graph.arcs).
  const std::set<std::size_t>& winningArcs() const { return winningArcs_; }
  /// Edit actions (emit positionEdited): rename a vertex, lay out the graph in layers.
  void renameVertex(int vertex, const QString& label);
  void layoutInLayers();
  QToolButton* layoutButton() const { return layoutButton_; }

 protected:
  QRectF contentBounds() const override;
  void paintEvent(QPaintEvent* event) override;
  void mousePressEvent(QMouseEvent* event) override;
  void mouseMoveEvent(QMouseEvent* event) override;
  void mouseReleaseEvent(QMouseEvent* event) override;
  void mouseDoubleClickEvent(QMouseEvent* event) override;
  void keyPressEvent(QKeyEvent* event) override;
  void leaveEvent(QEvent* event) override;
  QString tooltipAt(QPointF point) const override;

 private:
  enum class Drag { None, Pan, Background, Token, Arc, MoveVertex };
  struct ArcShape {
    CanvasCurve curve;
    double t0 = 0, t1 = 1;  ///< the visible part, between the two rims
  };
  std::vector<ArcShape> arcShapes() const;
  double radius() const;
  QString nameOf(int vertex) const;
  void rebuild();
  void emitEdited(GraphPosition position);
  GraphPosition editable() const;
  void removeAt(QPointF point);
  void removeArc(std::size_t arc);
  void removeVertex(int vertex);
  void toggleToken(int vertex);
  void requestMove(std::size_t token, int to);
  std::vector<int> targetsOf(std::size_t token) const;
  void paintArcs(QPainter& p, const std::vector<ArcShape>& shapes) const;
  void paintVertices(QPainter& p, const std::vector<ArcShape>& shapes) const;
  void paintTokens(QPainter& p) const;
  void paintLegend(QPainter& p) const;

  GraphPosition position_;
  std::vector<std::pair<double, double>> xy_;
  std::optional<PositionAnalysis> hints_;
  std::vector<GeneralisedValue> values_;  ///< every vertex's value (hint mode, small graphs)
  std::set<std::size_t> winningArcs_;
  std::set<int> winningTargets_;

  std::optional<GraphPosition> previous_;
  int flashArc_ = -1;
  int slideToken_ = -1;
  QPointF slideFrom_;
  double slide_ = 1;  ///< 0..1 progress of the token sliding along the shown arc
  QVariantAnimation* slideAnimation_ = nullptr;

  bool editing_ = false;
  bool interactive_ = true;
  int hoverVertex_ = -1;
  int hoverArc_ = -1;
  int selectedToken_ = -1;
  int selectedVertex_ = -1;
  int selectedArc_ = -1;
  Drag drag_ = Drag::None;
  int dragFrom_ = -1;  ///< vertex, or the token for Drag::Token
  QPointF pressPoint_;
  QPointF dragPoint_;
  bool moved_ = false;
  bool shiftPress_ = false;
  QToolButton* layoutButton_ = nullptr;
};

}  // namespace gamelab::ui
