#pragma once
/// Words for a refused move on the coin-row and grid boards (the reason shown under the board
/// while a move is being formed; the play view words its own refusals).
#include "core/impartial/position.h"

#include <QCoreApplication>
#include <QString>

namespace gamelab::ui {

class GridRejectionText {
  Q_DECLARE_TR_FUNCTIONS(gamelab::ui::GridRejectionText)
 public:
  /// One short sentence for `check` (empty when the move is legal).
  static QString text(const MoveCheck& check);
};

}  // namespace gamelab::ui
