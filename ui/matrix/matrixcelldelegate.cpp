#include "ui/matrix/matrixcelldelegate.h"

#include "core/common/rational.h"
#include "ui/common/numberformat.h"
#include "ui/matrix/matrixtablemodel.h"

#include <QKeyEvent>
#include <QLineEdit>
#include <QPainter>
#include <QToolTip>

namespace gamelab::ui {

void MatrixCellDelegate::paint(QPainter* painter, const QStyleOptionViewItem& option, const QModelIndex& index) const {
  QStyledItemDelegate::paint(painter, option, index);
  const int struck = index.data(MatrixTableModel::DominatedRole).toInt();
  const bool saddle = index.data(MatrixTableModel::SaddleRole).toBool();
  if (!struck && !saddle) return;
  painter->save();
  painter->setRenderHint(QPainter::Antialiasing);
  const QRect r = option.rect;
  if (saddle) {
    painter->setPen(QPen(QColor(0xbf, 0x36, 0x0c), 2));
    painter->drawRect(r.adjusted(1, 1, -2, -2));
  }
  painter->setPen(QPen(QColor(0x75, 0x75, 0x75), 1.5));
  if (struck & 1) painter->drawLine(r.left(), r.center().y(), r.right(), r.center().y());
  if (struck & 2) painter->drawLine(r.center().x(), r.top(), r.center().x(), r.bottom());
  painter->restore();
}

QWidget* MatrixCellDelegate::createEditor(QWidget* parent, const QStyleOptionViewItem& option, const QModelIndex& index) const {
  QWidget* editor = QStyledItemDelegate::createEditor(parent, option, index);
  if (auto* line = qobject_cast<QLineEdit*>(editor)) {
    line->setAlignment(Qt::AlignRight);
    line->setToolTip(tr("An integer, a fraction such as -2/7, or a decimal such as 0.25"));
  }
  return editor;
}

bool MatrixCellDelegate::eventFilter(QObject* object, QEvent* event) {
  if (event->type() == QEvent::KeyPress) {
    auto* key = static_cast<QKeyEvent*>(event);
    auto* line = qobject_cast<QLineEdit*>(object);
    if (line && (key->key() == Qt::Key_Return || key->key() == Qt::Key_Enter || key->key() == Qt::Key_Tab ||
                 key->key() == Qt::Key_Backtab)) {
      if (!parseTypedNumber(line->text())) {
        const QString message = tr("\"%1\" is not a number: enter an integer, a fraction such as -2/7 or a decimal such as 0.25 "
                                   "(Esc cancels).").arg(line->text());
        line->setStyleSheet(QStringLiteral("QLineEdit { background: #ffebee; }"));
        QToolTip::showText(line->mapToGlobal(QPoint(0, line->height())), message, line);
        emit inputRejected(message);
        return true;  // keep the editor open with the text
      }
    }
  }
  return QStyledItemDelegate::eventFilter(object, event);
}

}  // namespace gamelab::ui
