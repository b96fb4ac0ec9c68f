#pragma once
/// The Green Hackenbush board (HackenbushPosition): the ground as a dotted line over a hatched
/// band, edges as green strokes (parallel edges bowed, loops drawn as loops), vertices as
/// small dots; an edge to the ground stands on the point of the ground below its other end.
///
/// Play: hovering an edge shows it in red and the part that would fall with it faded; a click
/// cuts it (moveRequested with a HackenbushMove). showMove fades the cut edge and the falling
/// part out. Hints: each grounded component's Grundy value under it, the nim-sum, the winning
/// cuts haloed. Edit: a click on empty space adds a vertex, a drag from a vertex (or the
/// ground) to a vertex or empty space adds an edge (creating the vertex), a drag from a vertex
/// back to itself adds a loop, Shift+drag moves a vertex, right-click or Delete removes an edge
/// or vertex; the Presets menu adds bamboo stalks, a tree, a cycle or the house beside the
/// picture. Each edit emits positionEdited with the whole picture, coordinates included.
#include "ui/impartial/graphcanvas.h"

#include <set>
#include <vector>

class QMenu;
class QToolButton;
class QVariantAnimation;

namespace gamelab::ui {

class HackenbushBoard : public GraphCanvas {
  Q_OBJECT
 public:
  explicit HackenbushBoard(QWidget* parent = nullptr);

  void setPosition(const ImpartialPosition& position) override;
  void setHints(const std::optional<PositionAnalysis>& analysis) override;
  void showMove(const ImpartialMove& move) override;
  void setEditing(bool editing) override;
  void setInteractive(bool interactive) override;

  const HackenbushPicture& picture() const { return picture_; }
  /// Widget position of vertex v (v ≥ 1), of the ground point below it for v = 0 … use groundPoint.
  QPointF vertexPoint(int vertex) const;
  /// Widget y of the ground line; the widget point of the ground at world x.
  double groundY() const;
  QPointF groundPoint(double worldX) const;
  /// A point on edge `edge` (its middle), for tests and tooltips.
  QPointF edgePoint(std::size_t edge) const;
  /// The edge under a widget point (play mode: grounded edges only), or -1.
  int edgeAt(QPointF point) const;
  /// The vertex (≥ 1) under a widget point, or -1.
  int vertexAt(QPointF point) const;
  /// Edges that fall when `edge` is cut (not including it), in the current picture.
  std::vector<std::size_t> fallingWith(std::size_t edge) const;
  /// The winning cuts shown in hint mode.
  const std::set<std::size_t>& winningCuts() const { return winning_; }
  /// The two lines drawn at the top left in hint mode (empty without hints or while editing):
  /// the nim-sum of the components' values and what it means; an empty picture is said so.
  QString hintCaption() const;
  /// Value badges drawn in hint mode: (component's first edge, value), in drawing order.
  std::vector<std::pair<std::size_t, Nimber>> componentValues() const;
  /// The Presets menu (edit mode) and adding a picture beside the current one (emits positionEdited).
  QMenu* presetMenu() const { return presets_; }
  void addPreset(const HackenbushPicture& preset);

 protected:
  QRectF contentBounds() const override;
  void paintEvent(QPaintEvent* event) override;
  void mousePressEvent(QMouseEvent* event) override;
  void mouseMoveEvent(QMouseEvent* event) override;
  void mouseReleaseEvent(QMouseEvent* event) override;
  void keyPressEvent(QKeyEvent* event) override;
  void leaveEvent(QEvent* event) override;
  QString tooltipAt(QPointF point) const override;

 private:
  enum class Drag { None, Pan, Edge, MoveVertex, Background };
  /// Curves of every edge of `picture` drawn at coordinates `xy`.
  std::vector<CanvasCurve> curvesOf(const HackenbushPicture& picture,
                                    const std::vector<std::pair<double, double>>& xy) const;
  QPointF pointOf(const std::vector<std::pair<double, double>>& xy, int vertex) const;
  void rebuild();
  void buildPresetMenu();
  void emitEdited(HackenbushPicture picture);
  HackenbushPicture editable() const;
  QPointF clampedWorld(QPointF widget) const;
  bool nearGround(QPointF point) const;
  void removeAt(QPointF point);
  void removeEdge(std::size_t edge);
  void removeVertex(int vertex);
  void setHover(int edge, int vertex);
  void paintGround(QPainter& p) const;
  void paintHints(QPainter& p, const std::vector<CanvasCurve>& curves) const;

  HackenbushPicture picture_;
  std::vector<std::pair<double, double>> xy_;  ///< coordinates of every vertex
  std::vector<bool> grounded_;
  std::vector<int> piece_;             ///< per edge: index of its grounded component, −1 if none
  std::vector<std::size_t> pieceFirst_;  ///< per component: its first edge
  std::vector<int> degree_;

  std::optional<PositionAnalysis> hints_;
  std::set<std::size_t> winning_;
  std::vector<std::optional<Nimber>> pieceValue_;

  // showMove: either a ghost of the picture before the cut (fading), or a flash on the current one.
  std::optional<HackenbushPicture> previous_;
  std::optional<HackenbushPicture> ghost_;
  std::vector<std::pair<double, double>> ghostXY_;
  std::set<std::size_t> ghostEdges_;  ///< in ghost_ indices: the cut edge and the falling part
  std::size_t ghostCut_ = 0;
  double fade_ = 0;
  int flashEdge_ = -1;
  std::set<std::size_t> flashFalling_;
  QVariantAnimation* fadeAnimation_ = nullptr;

  bool editing_ = false;
  bool interactive_ = true;
  int hoverEdge_ = -1;
  int hoverVertex_ = -1;
  std::set<std::size_t> hoverFalling_;
  int selectedEdge_ = -1;
  int selectedVertex_ = -1;
  Drag drag_ = Drag::None;
  int dragFrom_ = -1;  ///< vertex (0 = the ground)
  QPointF pressPoint_;
  QPointF dragPoint_;
  bool moved_ = false;
  QMenu* presets_ = nullptr;
  QToolButton* presetButton_ = nullptr;
};

}  // namespace gamelab::ui
