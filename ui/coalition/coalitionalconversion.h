#pragma once
/// Conversions between the strategic-form and the coalitional editors: the characteristic
/// function of a strategic game by (4.1) of source 000 (each coalition's safety level playing
/// as one against the rest), kept with the strategic game as its origin; and the strategic
/// game (4.2) of a coalitional game.
#include "core/common/cancel.h"
#include "core/common/expected.h"
#include "ui/document/gamedocument.h"

class QWidget;

namespace gamelab::ui {

class CoalitionalDocument;
class StrategicDocument;

/// A new coalitional document holding v of (4.1) and the strategic game as its origin; title
/// "<title> (characteristic function)", player names taken from the strategic game (numbers
/// where it has none). Errors: those of solveCharacteristicFunction (TooLarge, Cancelled).
Expected<DocumentPtr> characteristicFunctionDocument(const StrategicDocument& doc, const Progress& progress = Progress::none(),
                                                     const CancelToken& cancel = CancelToken::none());

/// A new strategic-form document of strategicFormOf(game) (4.2); title "<title> (strategic
/// form)". Errors: those of strategicFormOf (TooLarge), WrongShape when the game has no table.
Expected<DocumentPtr> strategicFormDocument(const CoalitionalDocument& doc);

/// Computes characteristicFunctionDocument(doc) (with a wait cursor) and opens it in the main
/// window that holds `from`. Returns an empty string, or a translated message saying why not.
QString openCharacteristicFunction(QWidget* from, const StrategicDocument& doc);

}  // namespace gamelab::ui
