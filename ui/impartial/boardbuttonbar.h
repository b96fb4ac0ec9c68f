#pragma once
/// The strip of push buttons along the bottom of the coin boards (a row of coins, a grid of
/// coins, queens or checkers): − and + shrink and grow the board (edit mode), Clear and Turn act
/// on the selected coins (play mode). The buttons never take the keyboard focus, which stays
/// with the board for its keys. The board connects the buttons and decides which are visible
/// and enabled; every text comes translated from the board.
#include <QString>
#include <QWidget>

class QPushButton;

namespace gamelab::ui {

class BoardButtonBar : public QWidget {
 public:
  /// The tool tips of the four buttons.
  struct Tips {
    QString smaller, larger, clear, turn;
  };
  /// A bar on `board` with the buttons −, +, `clearText`, `turnText`, centred in that order.
  BoardButtonBar(const QString& clearText, const QString& turnText, const Tips& tips, QWidget* board);

  QPushButton* smaller() const { return smaller_; }
  QPushButton* larger() const { return larger_; }
  QPushButton* clear() const { return clear_; }
  QPushButton* turn() const { return turn_; }

  /// Lays the bar across the whole width of its board, 4 pixels above the bottom edge (call
  /// from the board's resizeEvent).
  void placeAtBottom();

 private:
  QPushButton* smaller_ = nullptr;
  QPushButton* larger_ = nullptr;
  QPushButton* clear_ = nullptr;
  QPushButton* turn_ = nullptr;
};

}  // namespace gamelab::ui
