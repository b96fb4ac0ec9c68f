#pragma once
/// What other kinds offer to do with a strategic game, installed by their registration
/// (registerMatrixKind: the zero-sum version; registerCoalitionalKind: the characteristic
/// function), so that ui/strategic includes neither kind and the folders stay acyclic. The
/// strategic editor disables an action whose kind is not registered.
#include "core/common/expected.h"
#include "ui/document/gamedocument.h"

#include <QString>

#include <functional>

class QWidget;

namespace gamelab::ui {

class StrategicDocument;

struct StrategicDocumentActions {
  /// A new zero-sum document of the game, or why not (errors as toZeroSumDocument).
  std::function<Expected<DocumentPtr>(const StrategicDocument&)> toZeroSum;
  /// Opens the characteristic function in a new tab of the window holding `from`; returns an
  /// empty string, or a translated message saying why not.
  std::function<QString(QWidget* from, const StrategicDocument&)> openCharacteristicFunction;
};

/// The one set of actions (GUI thread only).
StrategicDocumentActions& strategicDocumentActions();

}  // namespace gamelab::ui
