#pragma once
/// Analysis page "Cooperative" of a two-player game (source 000 §3.4): the NTU feasible set
/// (hull of the payoff pairs) and the TU strip; the TU solution with threats and side payments
/// (σ, the threat game A − B and its value δ, the optimal threats, the disagreement points on
/// their 45° line, φ*, the side payment from each cooperative cell); the Nash bargaining
/// solution from the safety levels with its tangent hyperbola; the λ-transfer solution (λ*,
/// the point, whether the game has a fixed threat point), and the curve φ(λ). The picture is
/// above the text. The Nash solution's status quo is the safety levels until the user types
/// another one or turns on "Set status quo by clicking" and clicks in the picture; that is a
/// view setting, kept until the game changes size, not an edit of the game.
#include "ui/strategic/strategicpage.h"

#include <optional>

class QChart;
class QChartView;
class QLineEdit;
class QPushButton;
class QToolButton;

namespace gamelab::ui {

class StrategicCooperativePage : public StrategicPage {
  Q_OBJECT
 public:
  explicit StrategicCooperativePage(QWidget* parent = nullptr);
  void setAnalysis(std::shared_ptr<const StrategicAnalysis> analysis, const QString& hint = {}) override;
  QChartView* chartView() const { return chart_; }
  QLineEdit* statusQuoEdit() const { return statusQuo_; }
  /// "Set status quo by clicking": while checked, the next click in the plot sets the status quo.
  QToolButton* pickButton() const { return pick_; }
  /// Moves the Nash solution's status quo (nullopt: back to the safety levels) and redraws.
  void setStatusQuo(std::optional<PayoffPoint> point);
  /// The solution shown: the analysis's, with the Nash part recomputed for the chosen status quo.
  std::optional<CooperativeSolution> shownSolution() const { return shown_; }

  /// The picture of `solution` (Fig. 3.4.1–3.4.3 in one): NTU polygon, the lines u + v = σ and
  /// u + v = min, D, the 45° segment to φ*, the side-payment arrows, the status quo, the Nash
  /// solution with its hyperbola, the λ-transfer point and the curve φ(λ) through `curve`.
  static QChart* createChart(const StrategicGame& game, const CooperativeSolution& solution,
                             const std::vector<LambdaTransferPoint>& curve = {});

 protected:
  bool eventFilter(QObject* watched, QEvent* event) override;

 private:
  QString render(const StrategicAnalysis& analysis, const CooperativeSolution* solution) const;
  void refresh();

  QChartView* chart_;
  QLineEdit* statusQuo_;
  QToolButton* pick_;
  QPushButton* safety_;
  std::shared_ptr<const StrategicAnalysis> analysis_;
  std::optional<PayoffPoint> chosen_;
  std::optional<CooperativeSolution> shown_;
};

}  // namespace gamelab::ui
