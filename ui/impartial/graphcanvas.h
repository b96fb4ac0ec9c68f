#pragma once
/// The shared canvas of the two drawn boards (Green Hackenbush pictures and directed graphs):
/// content in world units with y pointing up, mapped to the widget by a fit-to-content scale
/// times a zoom factor plus a pan offset. Ctrl+wheel zooms at the cursor, Ctrl+= / Ctrl++ and
/// Ctrl+− zoom at the centre, Ctrl+0 fits; subclasses pan by calling beginPan/panTo when the
/// background is dragged. A small tool strip at the top right holds −, + and Fit buttons, and
/// the subclasses add their own (presets, layout).
///
/// Both boards' tooltips go through tooltipAt, and both tell a click from a drag by
/// isDrag.
///
/// Also the helpers both boards use: straight, bent (parallel or two-way) and loop edges as
/// cubic Bézier curves in widget coordinates, hit distances, arrow heads, and the edge list
/// left when a vertex is removed.
#include "ui/impartial/impartialboard.h"

#include <QPointF>
#include <QRectF>

#include <utility>
#include <vector>

class QHBoxLayout;
class QPainter;
class QPainterPath;
class QToolButton;

namespace gamelab::ui {

/// A cubic Bézier curve p0 → p3 with control points c1, c2 (a straight edge has c1 = p0, c2 = p3).
struct CanvasCurve {
  QPointF p0, c1, c2, p3;
  QPointF pointAt(double t) const;
  QPointF tangentAt(double t) const;
  QPainterPath path() const;
  /// Smallest distance from `point` to the curve (sampled finely enough for hit tests).
  double distanceTo(QPointF point) const;
  /// The largest t whose point lies outside the circle (centre, radius) when walking back from
  /// the end (for arrow tips at a vertex's rim); the smallest such t from the start with
  /// fromStart.
  double exitParameter(QPointF centre, double radius, bool fromStart) const;
};

/// A straight segment a → b.
CanvasCurve straightCurve(QPointF a, QPointF b);
/// An arc a → b bowed sideways by `offset` pixels (positive: to the left of a → b in widget
/// coordinates); offset 0 is straight.
CanvasCurve bentCurve(QPointF a, QPointF b, double offset);
/// A loop at `at` pointing in direction `angle` (radians, widget coordinates) of length `size`.
CanvasCurve loopCurve(QPointF at, double angle, double size);
/// A filled arrow head with its tip at `tip` pointing along `direction`.
void drawArrowHead(QPainter& painter, QPointF tip, QPointF direction, double size);

/// `edges` without those that touch `vertex`, with every vertex above it numbered one lower:
/// the edges (or arcs) of a graph or picture after `vertex` is removed. Order is kept.
std::vector<std::pair<int, int>> edgesWithoutVertex(const std::vector<std::pair<int, int>>& edges, int vertex);

class GraphCanvas : public ImpartialBoard {
  Q_OBJECT
 public:
  explicit GraphCanvas(QWidget* parent = nullptr);

  /// World (y up) → widget, and back.
  QPointF toWidget(QPointF world) const;
  QPointF toWorld(QPointF widget) const;
  /// Pixels per world unit at the current zoom.
  double unit() const;
  /// The zoom factor relative to the fitted view (1 = fit).
  double zoom() const { return zoom_; }
  /// Multiplies the zoom by `factor` keeping the world point under `anchor` (widget) in place.
  void zoomBy(double factor, QPointF anchor);
  void zoomBy(double factor);
  /// Fits the content to the widget (zoom 1, no pan).
  void fitView();

  QSize sizeHint() const override;
  QSize minimumSizeHint() const override;

 protected:
  /// The world rectangle the view fits (content plus margins for labels).
  virtual QRectF contentBounds() const = 0;
  /// After the content changed: refits unless the user zoomed or panned, or, in that case,
  /// when some content left the visible area (or `force`).
  void contentChanged(bool force = false);
  /// The visible world rectangle.
  QRectF visibleWorld() const;
  void beginPan(QPointF widgetPoint);
  void panTo(QPointF widgetPoint);
  bool panning() const { return panning_; }
  void endPan() { panning_ = false; }
  /// The tool strip at the top right (−, +, Fit); subclasses append buttons.
  QHBoxLayout* toolStrip() const { return strip_; }
  QToolButton* addToolButton(const QString& text, const QString& tip);
  /// Pixels kept free at the top for the tool strip; its width (for captions beside it).
  double topReserve() const;
  double stripWidth() const;
  /// Re-places the tool strip (after showing or hiding a button).
  void placeStrip();

  /// Whether the pointer, pressed at `pressed` and now at `now`, has gone far enough (more than
  /// 6 pixels) for the gesture to be a drag rather than a click.
  static bool isDrag(QPointF pressed, QPointF now);
  /// The tooltip at widget point `point`; "" hides the tooltip. Asked on every QEvent::ToolTip
  /// (the event is then accepted whether or not there is a text).
  virtual QString tooltipAt(QPointF point) const = 0;

  bool event(QEvent* event) override;
  void wheelEvent(QWheelEvent* event) override;
  void keyPressEvent(QKeyEvent* event) override;
  void resizeEvent(QResizeEvent* event) override;

 private:
  double baseUnit() const;

  QRectF fitBounds_;
  double zoom_ = 1;
  QPointF pan_;
  bool touched_ = false;  ///< the user zoomed or panned since the last fit
  bool panning_ = false;
  QPointF panFrom_;
  QWidget* stripWidget_ = nullptr;
  QHBoxLayout* strip_ = nullptr;
};

}  // namespace gamelab::ui
