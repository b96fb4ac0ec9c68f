#include "ui/matrix/matrixconversion.h"

#include "ui/matrix/matrixdocument.h"
#include "ui/strategic/strategicdocument.h"

#include <QCoreApplication>
#include <QWidget>

namespace gamelab::ui {

Expected<DocumentPtr> toZeroSumDocument(const StrategicDocument& doc) {
  auto game = toZeroSum(doc.game());
  if (!game) return game.error();
  auto result = std::make_unique<MatrixDocument>(std::move(game.value()));
  result->setTitle(QCoreApplication::translate("StrategicConversion", "%1 (zero-sum)").arg(doc.displayName()));
  return DocumentPtr(std::move(result));
}

DocumentPtr toGeneralSumDocument(const MatrixDocument& doc) {
  auto result = std::make_unique<StrategicDocument>(fromZeroSum(doc.game()));
  result->setTitle(QCoreApplication::translate("StrategicConversion", "%1 (general-sum)").arg(doc.displayName()));
  return result;
}

}  // namespace gamelab::ui
