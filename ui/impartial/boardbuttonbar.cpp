#include "ui/impartial/boardbuttonbar.h"

#include <QHBoxLayout>
#include <QPushButton>

namespace gamelab::ui {

BoardButtonBar::BoardButtonBar(const QString& clearText, const QString& turnText, const Tips& tips, QWidget* board)
    : QWidget(board) {
  auto* bar = new QHBoxLayout(this);
  bar->setContentsMargins(0, 0, 0, 0);
  bar->addStretch(1);
  smaller_ = new QPushButton(QStringLiteral("\u2212"), this);
  smaller_->setToolTip(tips.smaller);
  larger_ = new QPushButton(QStringLiteral("+"), this);
  larger_->setToolTip(tips.larger);
  clear_ = new QPushButton(clearText, this);
  clear_->setToolTip(tips.clear);
  turn_ = new QPushButton(turnText, this);
  turn_->setToolTip(tips.turn);
  for (QPushButton* b : {smaller_, larger_, clear_, turn_}) {
    b->setFocusPolicy(Qt::NoFocus);
    bar->addWidget(b);
  }
  bar->addStretch(1);
}

void BoardButtonBar::placeAtBottom() {
  auto* board = parentWidget();
  const int h = sizeHint().height();
  setGeometry(0, board->height() - h - 4, board->width(), h);
}

}  // namespace gamelab::ui
