#include "ui/impartial/impartialboard.h"

namespace gamelab::ui {

ImpartialBoard* createBoard(const ImpartialPosition& position, QWidget* parent) {
  ImpartialBoard* board = nullptr;
  switch (position.index()) {
    case 0:
    case 1: board = createHeapBoard(parent); break;
    case 2: board = createCoinRowBoard(parent); break;
    case 3:
    case 4:
    case 5: board = createGridBoard(parent); break;
    case 6: board = createHackenbushBoard(parent); break;
    default: board = createGraphBoard(parent); break;
  }
  board->setPosition(position);
  return board;
}

}  // namespace gamelab::ui
