#pragma once
/// Analysis page "Safety levels" (source 000 §3.1.5): each player's maxmin value and maxmin
/// strategy by exact LP, the whole maxmin set as vertices when it is not unique, the zero-sum
/// game solved (A, and Bᵀ for player 2 of a two-player game) and the individually rational region.
#include "ui/strategic/strategicpage.h"

namespace gamelab::ui {

class StrategicSafetyPage : public HtmlStrategicPage {
  Q_OBJECT
 public:
  using HtmlStrategicPage::HtmlStrategicPage;

 protected:
  QString render(const StrategicAnalysis& analysis) const override;
};

}  // namespace gamelab::ui
