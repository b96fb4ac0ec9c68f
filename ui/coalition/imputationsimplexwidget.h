#pragma once
/// The imputation simplex drawn as the source draws it (§4.2.4): for 3 players an equilateral
/// triangle in barycentric coordinates, each corner a player; for 4 players a tetrahedron that
/// the user rotates by dragging. Shows the lines x_i = v(i) and x(S) = v(S) labelled by their
/// coalitions, the unstable regions shaded, the core (polygon / polytope) with its vertices,
/// the Shapley value, the nucleolus, optional ε-core contours, and on hover the point's payoff
/// vector and excesses. Other player counts show a short explanation instead.
#include "ui/coalition/coalitionalanalysis.h"
#include "ui/coalition/simplexgeometry.h"

#include <QWidget>

#include <memory>
#include <optional>
#include <vector>

class QPainter;

namespace gamelab::ui {

class ImputationSimplexWidget : public QWidget {
  Q_OBJECT
 public:
  explicit ImputationSimplexWidget(QWidget* parent = nullptr);
  /// nullptr clears the picture.
  void setAnalysis(std::shared_ptr<const CoalitionalAnalysis> analysis);
  /// ε values whose ε-core boundaries are drawn as contours (default: none).
  void setEpsilonContours(std::vector<Rational> epsilons);
  /// The chosen point (drawn as a cross); empty clears.
  void setSelectedPoint(const RationalVector& x);

  /// The payoff vector under widget position `pos`, empty outside the simplex (3 players only).
  RationalVector pointAt(const QPointF& pos) const;

  /// Where the payoff vector x is drawn (3 players: the triangle; 4 players: the projected
  /// tetrahedron in the current view); nullopt when there is no picture for it.
  std::optional<QPointF> positionOf(const RationalVector& x) const;
  /// The tetrahedron's initial orientation (also Home or a double click).
  void resetView();
  /// Current rotation of the tetrahedron (radians).
  double yaw() const { return yaw_; }
  double pitch() const { return pitch_; }
  /// The explanation shown instead of (or under) the picture; empty when none.
  QString message() const;

  QSize sizeHint() const override { return {500, 450}; }
  QSize minimumSizeHint() const override { return {260, 220}; }

 signals:
  /// The user clicked a point of the simplex (3 players): its payoff vector, rounded to a
  /// simple fraction near the click.
  void pointClicked(const gamelab::RationalVector& x);

 protected:
  void paintEvent(QPaintEvent* event) override;
  void mousePressEvent(QMouseEvent* event) override;
  void mouseMoveEvent(QMouseEvent* event) override;
  void mouseReleaseEvent(QMouseEvent* event) override;
  void mouseDoubleClickEvent(QMouseEvent* event) override;
  void leaveEvent(QEvent* event) override;
  void keyPressEvent(QKeyEvent* event) override;

 private:
  enum class Kind { None, NoTable, Triangle, Tetrahedron, Inessential, NoImputation, OtherSize };
  Kind kind() const;
  void recompute();
  /// Screen corners of the triangle (3 players).
  simplex::Triangle triangle() const;
  QString cornerText(int player) const;
  QString coalitionText(Coalition s) const;
  void paintTriangle(QPainter& p);
  void paintTetrahedron(QPainter& p);
  void paintHover(QPainter& p, const QPointF& at);
  void paintLegend(QPainter& p, bool withCore);
  void paintCaption(QPainter& p, const QString& text);
  QRectF captionRect(const QString& text) const;
  /// Centre and scale of the tetrahedron's projection.
  std::pair<QPointF, double> tetrahedronView() const;
  QString tetrahedronCaption() const;

  std::shared_ptr<const CoalitionalAnalysis> analysis_;
  std::vector<Rational> epsilons_;
  RationalVector selected_;

  // Exact geometry, recomputed when the analysis or the ε list changes.
  std::optional<simplex::ImputationFrame> frame_;
  std::vector<RationalVector> core_;                          ///< 3 players: the core polygon
  std::vector<std::pair<Rational, std::vector<RationalVector>>> epsilonCores_;
  std::vector<std::vector<int>> faces_;                       ///< 4 players: faces of the core

  std::optional<QPointF> hover_;
  double yaw_ = 0, pitch_ = 0;
  QPointF pressPos_;
  QPointF lastDrag_;
  bool pressed_ = false;
  bool dragged_ = false;
};

}  // namespace gamelab::ui
