#pragma once
/// Words for impartial play, built from the move and position data: move notation for the
/// move list, refusals (MoveRejection) as sentences, the name of a game and of a component.
#include "core/impartial/play.h"

#include <QCoreApplication>
#include <QString>

namespace gamelab::ui {

class PlayText {
  Q_DECLARE_TR_FUNCTIONS(gamelab::ui::PlayText)
};

/// "Heap 2: 7 → 3", "Heap 1: 8 → 2 + 5", "Step 3: 2 coins down", "Coin 4: 7 → 2", "Turn 3, 7",
/// "Queen 1 to (2, 0)", "Row 2: white to 5", "Cut edge 4", "Token 1 to v3".
QString moveText(const ImpartialPosition& before, const ImpartialMove& move);
/// "Illegal move: …" reason in words.
QString rejectionText(const MoveCheck& check);
/// "Nim", "Kayles (0.77)", "Subtraction game {1, 3, 4}", "Staircase Nim", "Turning Turtles", …
QString gameName(const ImpartialPosition& position);
/// What one component is called in this family ("Heap 3", "Coin 5", "Queen 2", "Row 1", "Tree", "Token 1").
QString componentName(const ImpartialPosition& position, std::size_t index);
/// A rule's name ("Nim", "Kayles (0.77)", …).
QString heapRuleName(const HeapRule& rule);

}  // namespace gamelab::ui
