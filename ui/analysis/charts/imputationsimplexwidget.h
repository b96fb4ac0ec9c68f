#pragma once
/// The imputation simplex drawn as the source draws it (§4.2.4): for 3 players an equilateral
/// triangle in barycentric coordinates, each corner a player; for 4 players a tetrahedron that
/// the user rotates by dragging. Shows the lines x_i = v(i) and x(S) = v(S) labelled by their
/// coalitions, the unstable regions shaded, the core (polygon / polytope) with its vertices,
/// the Shapley value, the nucleolus, optional ε-core contours, and on hover the point's payoff
/// vector and excesses. Other player counts show a short explanation instead.
#include "ui/analysis/coalitionalanalysis.h"

#include <QWidget>

#include <memory>
#include <vector>

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

 signals:
  /// The user clicked a point of the simplex (3 players): its payoff vector, rounded to a
  /// simple fraction near the click.
  void pointClicked(const gamelab::RationalVector& x);

 private:
  std::shared_ptr<const CoalitionalAnalysis> analysis_;
  std::vector<Rational> epsilons_;
  RationalVector selected_;
};

}  // namespace gamelab::ui
