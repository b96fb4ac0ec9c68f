#pragma once
/// A board on which an impartial game is played and set up (one per family: heaps and Nimble's
/// strip, a row of coins, a grid — coins, Wythoff queens or Northcott's checkers —, a Green
/// Hackenbush picture, a directed graph with tokens).
///
/// Contract: the play view owns the position; a board only shows what it is given and reports
/// the user's gestures. In play mode a click or drag that forms a move emits moveRequested (the
/// view checks it, refuses it with a reason, or applies it). In edit mode the board lets the user
/// change the position (add/remove heaps, toggle coins, draw edges and vertices, move tokens…)
/// and emits positionEdited with the whole new position (the view makes it an undoable command).
#include "core/impartial/play.h"

#include <QWidget>

#include <optional>

namespace gamelab::ui {

class ImpartialBoard : public QWidget {
  Q_OBJECT
 public:
  using QWidget::QWidget;

  /// Shows `position` (of this board's family; others are ignored).
  virtual void setPosition(const ImpartialPosition& position) = 0;
  /// Hint mode: draw each component's value, P/N colouring and the winning moves of `analysis`;
  /// nullopt hides the hints.
  virtual void setHints(const std::optional<PositionAnalysis>& analysis) = 0;
  /// Briefly highlight a move (the computer's last move, or a winning move chosen in a list).
  virtual void showMove(const ImpartialMove& move) = 0;
  /// Play mode (moves) or edit mode (set up the position).
  virtual void setEditing(bool editing) = 0;
  /// No moves accepted (the computer is thinking, or the game is over).
  virtual void setInteractive(bool interactive) = 0;

 signals:
  void moveRequested(const gamelab::ImpartialMove& move);
  void positionEdited(const gamelab::ImpartialPosition& position);
  /// The user pointed at a component (for the "why" panel); -1 none.
  void componentSelected(int component);
};

/// The board for a position's family (heaps/Nimble, coin row, coin grid/queens/Northcott,
/// Hackenbush, graph).
ImpartialBoard* createBoard(const ImpartialPosition& position, QWidget* parent);

/// Per-family boards, each implemented in its own file.
ImpartialBoard* createHeapBoard(QWidget* parent);        ///< HeapPosition, NimblePosition
ImpartialBoard* createCoinRowBoard(QWidget* parent);     ///< CoinRowPosition
ImpartialBoard* createGridBoard(QWidget* parent);        ///< CoinGridPosition, QueensPosition, NorthcottPosition
ImpartialBoard* createHackenbushBoard(QWidget* parent);  ///< HackenbushPosition
ImpartialBoard* createGraphBoard(QWidget* parent);       ///< GraphPosition

}  // namespace gamelab::ui

Q_DECLARE_METATYPE(gamelab::ImpartialMove)
Q_DECLARE_METATYPE(gamelab::ImpartialPosition)
