#pragma once
/// The Value page of a partizan session (spec cgt-sums.md §10.3, §10.5, §10.6): G's canonical
/// form and name, the outcome class with the four "who wins when X moves first" answers, the
/// winning moves, number, birthday, stops, mean, temperature, incentives (largest first,
/// incomparable ones marked ∥), node counts, and the value of every component.
#include "ui/partizan/partizanpage.h"

namespace gamelab::ui {

class PartizanValuePage : public HtmlPageOf<PartizanPage, partizan::SumAnalysis> {
  Q_OBJECT
 public:
  explicit PartizanValuePage(QWidget* parent = nullptr);

 protected:
  QString render(const partizan::SumAnalysis& analysis) const override;
};

/// The Comparison page (§10.4): G versus H (the session's "compare") as >, <, = or ∥, with the
/// canonical G − H and its outcome class as the justification.
class PartizanComparePage : public HtmlPageOf<PartizanPage, partizan::SumAnalysis> {
  Q_OBJECT
 public:
  explicit PartizanComparePage(QWidget* parent = nullptr);

 protected:
  QString render(const partizan::SumAnalysis& analysis) const override;
};

}  // namespace gamelab::ui
