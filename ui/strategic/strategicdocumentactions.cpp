#include "ui/strategic/strategicdocumentactions.h"

namespace gamelab::ui {

StrategicDocumentActions& strategicDocumentActions() {
  static StrategicDocumentActions actions;
  return actions;
}

}  // namespace gamelab::ui
