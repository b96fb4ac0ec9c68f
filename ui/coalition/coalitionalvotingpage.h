#pragma once
/// Analysis page "Voting power" (source 000 §4.3.4), for simple games and weighted voting
/// games: the weights and quota with the rule ("> q" or "≥ q"), the Shapley–Shubik index with
/// the pivot counts and the Banzhaf index (normalised and absolute) with the swings (big
/// integers in full), a bar chart of the index against the weight share, the winning and
/// minimal winning coalitions (the first 200), the veto players and the core of the simple game.
/// Other games get a short note.
#include "ui/coalition/coalitionalpage.h"

class QChartView;

namespace gamelab::ui {

class CoalitionalVotingPage : public HtmlCoalitionalPage {
  Q_OBJECT
 public:
  explicit CoalitionalVotingPage(QWidget* parent = nullptr);
  void setAnalysis(std::shared_ptr<const CoalitionalAnalysis> analysis, const QString& hint = {}) override;
  QString text() const override;
  QChartView* chartView() const { return chart_; }

 protected:
  QString render(const CoalitionalAnalysis& analysis) override;

 private:
  QChartView* chart_;
};

}  // namespace gamelab::ui
