#pragma once
/// Analysis page "Dominance" (IESDS, source 000 §3.2.4): the strictly dominated strategies in
/// the order they are removed, each with its dominator (a pure strategy or a mixture such as
/// "1/2 A + 1/2 C") and the margin, then the size of the reduced game (shown when small).
#include "ui/strategic/strategicpage.h"

namespace gamelab::ui {

class StrategicDominancePage : public HtmlStrategicPage {
  Q_OBJECT
 public:
  using HtmlStrategicPage::HtmlStrategicPage;

 protected:
  QString render(const StrategicAnalysis& analysis) const override;
};

}  // namespace gamelab::ui
