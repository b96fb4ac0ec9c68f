#pragma once
/// The red-blue-green Hackenbush picture of a component (ruleset.h: "u-v:C" edges, vertex 0
/// the ground) drawn above a ground line. Drag from a vertex or from the ground to empty space
/// (a new vertex there) or to another vertex to draw an edge in the current colour (keys B, R,
/// G: blue Left's, red Right's, green either's); click an edge to chop it (what no longer
/// touches the ground falls). Vertex positions are the component's "layout" (index = vertex;
/// world units, y up, the ground at y = 0); vertices without one are laid out by height.
/// The widget never edits the document itself: it emits edited().
#include <QWidget>

#include <array>
#include <optional>
#include <vector>

namespace gamelab::ui {

class HackenbushCanvas : public QWidget {
  Q_OBJECT
 public:
  using Layout = std::vector<std::array<double, 2>>;
  struct Edge {
    int u = 0, v = 0;
    char colour = 'L';  ///< 'L' blue, 'R' red, 'G' green
  };

  explicit HackenbushCanvas(QWidget* parent = nullptr);

  void setPicture(const QString& text, const Layout& layout);
  QString position() const;
  Layout layout() const;
  const std::vector<Edge>& edges() const { return edges_; }
  char colour() const { return colour_; }
  void setColour(char colour);
  /// Widget coordinates of vertex `v` (v ≥ 1) and of the ground point below world x.
  QPointF vertexPoint(int v) const;
  QPointF groundPoint(double worldX) const;
  /// The edge under `point` (widget coordinates), for the Play page's clicks.
  std::optional<int> edgeIndexAt(QPointF point) const { return edgeAt(point); }
  /// The middle of edge `index` in widget coordinates (where a click chops it).
  QPointF edgeMiddle(int index) const;

  /// false: the picture of a game in play, without the drawing hints (the colour drawn in, how
  /// to draw an edge). true by default.
  void setDrawing(bool drawing) {
    drawing_ = drawing;
    update();
  }

  /// Parses "u-v:C,…" as written by position() (readPosition's normal form); bad parts skipped.
  static std::vector<Edge> parseEdges(const QString& text);

  QSize sizeHint() const override { return {360, 260}; }
  QSize minimumSizeHint() const override { return {200, 160}; }

 signals:
  void edited(const QString& position, const gamelab::ui::HackenbushCanvas::Layout& layout, const QString& undoText);
  void colourChanged(char colour);

 protected:
  void paintEvent(QPaintEvent* event) override;
  void keyPressEvent(QKeyEvent* event) override;
  void resizeEvent(QResizeEvent* event) override;
  void mousePressEvent(QMouseEvent* event) override;
  void mouseMoveEvent(QMouseEvent* event) override;
  void mouseReleaseEvent(QMouseEvent* event) override;

 private:
  struct Anchor {
    int vertex = 0;       ///< 0: the ground
    double groundX = 0;   ///< world x when on the ground
  };
  void fitView();
  QPointF toWidget(double x, double y) const;
  std::array<double, 2> toWorld(QPointF p) const;
  double groundY() const;
  std::optional<int> vertexAt(QPointF p) const;
  std::optional<int> edgeAt(QPointF p) const;
  bool nearGround(QPointF p) const;
  QPointF endPoint(const Edge& edge, bool first) const;
  void commit(const QString& undoText);

  std::vector<Edge> edges_;
  std::vector<std::array<double, 2>> points_;  ///< index = vertex; [0] unused (the ground)
  char colour_ = 'L';
  bool drawing_ = true;
  double scale_ = 60, originX_ = 0;
  std::optional<Anchor> from_;
  std::optional<int> pressedEdge_;
  QPointF pressPoint_, dragPoint_;
};

}  // namespace gamelab::ui
