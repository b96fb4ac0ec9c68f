#include "ui/common/celltextdelegate.h"

#include <QLineEdit>

namespace gamelab::ui {

void CellTextDelegate::setEditorData(QWidget* editor, const QModelIndex& index) const {
  auto* line = qobject_cast<QLineEdit*>(editor);
  if (!line) {
    QStyledItemDelegate::setEditorData(editor, index);
    return;
  }
  if (line->isModified()) return;  // the user's typing wins over a refresh of the same cell
  const QString text = index.data(Qt::EditRole).toString();
  if (line->text() != text) line->setText(text);
  line->selectAll();
}

}  // namespace gamelab::ui
