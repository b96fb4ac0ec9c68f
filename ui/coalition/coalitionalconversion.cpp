#include "ui/coalition/coalitionalconversion.h"

#include "core/coalition/generators.h"
#include "ui/coalition/coalitionaldocument.h"
#include "ui/common/errortext.h"
#include "ui/document/documentopener.h"
#include "ui/strategic/strategicdocument.h"

#include <QApplication>
#include <QCoreApplication>
#include <QCursor>

namespace gamelab::ui {

Expected<DocumentPtr> characteristicFunctionDocument(const StrategicDocument& doc, const Progress& progress,
                                                     const CancelToken& cancel) {
  auto cf = solveCharacteristicFunction(doc.game(), progress, cancel);
  if (!cf) return cf.error();
  CoalitionalGame game = std::move(cf->game);
  const auto& names = doc.game().playerNames;
  for (int k = 0; k < game.players(); ++k)
    if (std::size_t(k) < names.size() && !names[std::size_t(k)].empty()) game.setPlayerName(k, names[std::size_t(k)]);
  game.setTitle({});
  auto result = std::make_unique<CoalitionalDocument>(std::move(game), doc.game());
  result->setTitle(QCoreApplication::translate("CoalitionalConversion", "%1 (characteristic function)").arg(doc.displayName()));
  return DocumentPtr(std::move(result));
}

Expected<DocumentPtr> strategicFormDocument(const CoalitionalDocument& doc) {
  if (!doc.game().hasTable()) return doc.game().noTableError();
  auto game = strategicFormOf(doc.game());
  if (!game) return game.error();
  game->title.clear();
  auto result = std::make_unique<StrategicDocument>(std::move(game.value()));
  result->setTitle(QCoreApplication::translate("CoalitionalConversion", "%1 (strategic form)").arg(doc.displayName()));
  return DocumentPtr(std::move(result));
}

QString openCharacteristicFunction(QWidget* from, const StrategicDocument& doc) {
  QApplication::setOverrideCursor(QCursor(Qt::WaitCursor));
  auto converted = characteristicFunctionDocument(doc);
  QApplication::restoreOverrideCursor();
  if (!converted)
    return QCoreApplication::translate("CoalitionalConversion", "No characteristic function: %1")
        .arg(errorReasonText(converted.error()));
  if (!openNewDocument(from, std::move(converted).value()))
    return QCoreApplication::translate("CoalitionalConversion",
                                       "The characteristic function can only be opened from the main window.");
  return {};
}

}  // namespace gamelab::ui
