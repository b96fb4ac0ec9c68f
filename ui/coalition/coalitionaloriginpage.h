#pragma once
/// Analysis page "Origin" (source 000 §4.1.2, worked in 4.1.4), shown when the game was built
/// from a strategic-form game by (4.1): for each coalition S the zero-sum game of S (joint pure
/// strategies, rows) against N − S (columns) with payoff Σ_{i∈S} u_i, and its value v(S); a
/// warning when the table's v(S) differs from it (the table was edited since).
#include "ui/coalition/coalitionalpage.h"

namespace gamelab::ui {

class CoalitionalOriginPage : public HtmlCoalitionalPage {
  Q_OBJECT
 public:
  using HtmlCoalitionalPage::HtmlCoalitionalPage;

 protected:
  QString render(const CoalitionalAnalysis& analysis) override;
};

}  // namespace gamelab::ui
