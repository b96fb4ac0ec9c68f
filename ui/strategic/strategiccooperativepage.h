#pragma once
/// Analysis page "Cooperative" of a two-player game (source 000 §3.4): the NTU feasible set
/// (hull of the payoff pairs) and the TU strip; the TU solution with threats and side payments
/// (σ, the threat game A − B and its value δ, the optimal threats, the disagreement points on
/// their 45° line, φ*, the side payment from each cooperative cell); the Nash bargaining
/// solution from the safety levels with its tangent hyperbola; the λ-transfer solution (λ*,
/// the point, whether the game has a fixed threat point). The picture is above the text.
#include "ui/strategic/strategicpage.h"

class QChart;
class QChartView;

namespace gamelab::ui {

class StrategicCooperativePage : public StrategicPage {
  Q_OBJECT
 public:
  explicit StrategicCooperativePage(QWidget* parent = nullptr);
  void setAnalysis(std::shared_ptr<const StrategicAnalysis> analysis, const QString& hint = {}) override;
  QChartView* chartView() const { return chart_; }

  /// The picture of `solution` (Fig. 3.4.1–3.4.3 in one): NTU polygon, the lines u + v = σ and
  /// u + v = min, D, the 45° segment to φ*, the side-payment arrows, the status quo, the Nash
  /// solution with its hyperbola, and the λ-transfer point.
  static QChart* createChart(const StrategicGame& game, const CooperativeSolution& solution);

 private:
  QString render(const StrategicAnalysis& analysis) const;
  QChartView* chart_;
};

}  // namespace gamelab::ui
