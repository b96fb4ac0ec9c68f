#pragma once
/// Analysis page "Correlated equilibria": the correlated equilibrium maximising the total payoff
/// as a distribution over the cells (laid out like the game for two players), its payoffs
/// against the best Nash equilibrium's, and the number of vertices of the correlated-equilibrium
/// polytope (listed for small games).
#include "ui/strategic/strategicpage.h"

namespace gamelab::ui {

class StrategicCorrelatedPage : public HtmlStrategicPage {
  Q_OBJECT
 public:
  using HtmlStrategicPage::HtmlStrategicPage;

 protected:
  QString render(const StrategicAnalysis& analysis) const override;
};

}  // namespace gamelab::ui
