#pragma once
/// Conversions between the zero-sum editor and the strategic-form editor (the strategic editor
/// reaches toZeroSumDocument through strategicDocumentActions, installed by registerMatrixKind).
#include "core/common/expected.h"
#include "ui/document/gamedocument.h"

class QWidget;

namespace gamelab::ui {

class MatrixDocument;
class StrategicDocument;

/// A new zero-sum document of a two-player game whose payoffs sum to zero in every cell
/// (player 1's payoffs; labels kept; title "<title> (zero-sum)"). Errors: WrongShape (not two
/// players), NotZeroSum (args: row, column of the first cell that does not sum to 0).
Expected<DocumentPtr> toZeroSumDocument(const StrategicDocument& doc);
/// A new strategic-form document of a zero-sum game: B = −A, labels kept, players "I" and "II"
/// left at their default names; title "<title> (general-sum)".
DocumentPtr toGeneralSumDocument(const MatrixDocument& doc);

}  // namespace gamelab::ui
