#include "ui/matrix/matrixcelldelegate.h"

#include "core/common/rational.h"
#include "ui/common/numberformat.h"
#include "ui/matrix/matrixtablemodel.h"

#include <QAbstractItemView>
#include <QPainter>

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

QString MatrixCellDelegate::editorToolTip() const {
  return tr("An integer, a fraction such as -2/7, a decimal such as 0.25, or an expression over the parameters such as 3*t - 1");
}

QString MatrixCellDelegate::rejection(const QString& text) const {
  if (parseTypedNumber(text)) return {};
  auto* view = qobject_cast<QAbstractItemView*>(parent());
  auto* model = view ? qobject_cast<MatrixTableModel*>(view->model()) : nullptr;
  QString refusal = tr("\"%1\" is not a number: enter an integer, a fraction such as -2/7 or a decimal such as 0.25.").arg(text);
  if (model && model->readPayoff(view->currentIndex(), text, &refusal)) return {};
  return refusal + QLatin1Char(' ') + tr("(Esc cancels.)");
}

}  // namespace gamelab::ui
