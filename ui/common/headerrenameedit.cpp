#include "ui/common/headerrenameedit.h"

#include <QAction>
#include <QHeaderView>
#include <QLineEdit>

#include <algorithm>
#include <memory>

namespace gamelab::ui {

void editHeaderSectionInPlace(QHeaderView* header, Qt::Orientation orientation, int section, const QString& text,
                              const QString& placeholder, const QString& toolTip,
                              std::function<void(const QString&)> commit) {
  auto* edit = new QLineEdit(header->viewport());
  edit->setText(text);
  edit->setPlaceholderText(placeholder);
  edit->setToolTip(toolTip);
  const int pos = header->sectionViewportPosition(section);
  const int size = header->sectionSize(section);
  if (orientation == Qt::Horizontal) edit->setGeometry(pos, 0, std::max(size, 80), header->height());
  else edit->setGeometry(0, pos, std::max(header->width(), 80), size);
  edit->selectAll();
  edit->show();
  edit->setFocus();
  auto done = std::make_shared<bool>(false);
  QObject::connect(edit, &QLineEdit::editingFinished, edit, [edit, done, commit = std::move(commit)] {
    if (*done) return;
    *done = true;
    commit(edit->text());
    edit->deleteLater();
  });
  auto* escape = new QAction(edit);
  escape->setShortcut(Qt::Key_Escape);
  edit->addAction(escape);
  QObject::connect(escape, &QAction::triggered, edit, [edit, done] {
    *done = true;
    edit->deleteLater();
  });
}

}  // namespace gamelab::ui
