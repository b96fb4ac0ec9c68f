#include "ui/common/validatingcelldelegate.h"

#include <QKeyEvent>
#include <QLineEdit>
#include <QToolTip>

namespace gamelab::ui {

QWidget* ValidatingCellDelegate::createEditor(QWidget* parent, const QStyleOptionViewItem& option,
                                              const QModelIndex& index) const {
  QWidget* editor = QStyledItemDelegate::createEditor(parent, option, index);
  if (auto* line = qobject_cast<QLineEdit*>(editor)) {
    line->setAlignment(editorAlignment());
    line->setToolTip(editorToolTip());
  }
  return editor;
}

bool ValidatingCellDelegate::eventFilter(QObject* object, QEvent* event) {
  if (event->type() == QEvent::KeyPress) {
    auto* key = static_cast<QKeyEvent*>(event);
    auto* line = qobject_cast<QLineEdit*>(object);
    if (line && (key->key() == Qt::Key_Return || key->key() == Qt::Key_Enter || key->key() == Qt::Key_Tab ||
                 key->key() == Qt::Key_Backtab)) {
      if (const QString message = rejection(line->text()); !message.isEmpty()) {
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
