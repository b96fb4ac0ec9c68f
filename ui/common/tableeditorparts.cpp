#include "ui/common/tableeditorparts.h"

#include "ui/common/editorframe.h"
#include "ui/common/headerrenameedit.h"

#include <QAbstractItemModel>
#include <QAction>
#include <QGridLayout>
#include <QHeaderView>
#include <QLabel>
#include <QMenu>
#include <QTableView>
#include <QToolBar>
#include <QToolButton>
#include <QVBoxLayout>

namespace gamelab::ui {

void setUpEditableTable(QTableView* view, QAbstractItemModel* model, QAbstractItemDelegate* delegate,
                        const PayoffTableMetrics& metrics, QLabel* status, std::function<void()> clearSelection) {
  view->setModel(model);
  view->setItemDelegate(delegate);
  configurePayoffTable(view, metrics);
  installPayoffTableKeys(view, std::move(clearSelection));
  clearStatusErrorOnRevert(delegate, status);
}

void setUpEditorToolBar(QToolBar* toolBar) {
  toolBar->setToolButtonStyle(Qt::ToolButtonTextOnly);
  toolBar->setIconSize(QSize(16, 16));
}

void setUpStatusLine(QLabel* status) {
  status->setWordWrap(true);
  status->setMinimumHeight(status->fontMetrics().height() * 2);
}

void setUpPlayerGrid(QGridLayout* grid) {
  grid->setContentsMargins(4, 2, 4, 2);
  grid->setHorizontalSpacing(6);
  grid->setVerticalSpacing(2);
}

QWidget* stackTableSide(std::initializer_list<std::pair<QWidget*, int>> parts) {
  auto* side = new QWidget;
  auto* layout = new QVBoxLayout(side);
  layout->setContentsMargins(0, 0, 0, 0);
  layout->setSpacing(2);
  for (const auto& [widget, stretch] : parts) layout->addWidget(widget, stretch);
  return side;
}

QAction* findEditorAction(const QWidget* owner, const QString& name) {
  for (QAction* a : owner->actions())
    if (a->objectName() == name) return a;
  return nullptr;
}

QToolButton* menuToolButton(QAction* action, QMenu* menu) {
  auto* button = new QToolButton;
  button->setDefaultAction(action);
  button->setMenu(menu);
  button->setPopupMode(QToolButton::MenuButtonPopup);
  button->setToolButtonStyle(Qt::ToolButtonTextOnly);
  return button;
}

void connectHeaderRename(QTableView* view, QObject* context, std::function<void(Qt::Orientation, int)> rename) {
  QObject::connect(view->horizontalHeader(), &QHeaderView::sectionDoubleClicked, context,
                   [rename](int s) { rename(Qt::Horizontal, s); });
  QObject::connect(view->verticalHeader(), &QHeaderView::sectionDoubleClicked, context,
                   [rename](int s) { rename(Qt::Vertical, s); });
}

void connectHeaderContextMenus(QTableView* view, QObject* context, std::function<bool(Qt::Orientation, int)> selectable,
                               std::function<void(const QPoint&)> showMenu) {
  for (const Qt::Orientation orientation : {Qt::Horizontal, Qt::Vertical}) {
    QHeaderView* header = orientation == Qt::Horizontal ? view->horizontalHeader() : view->verticalHeader();
    QObject::connect(header, &QWidget::customContextMenuRequested, context,
                     [view, header, orientation, selectable, showMenu](const QPoint& p) {
                       const int s = header->logicalIndexAt(p);
                       if (s >= 0 && selectable(orientation, s)) {
                         if (orientation == Qt::Horizontal) view->selectColumn(s);
                         else view->selectRow(s);
                       }
                       showMenu(view->viewport()->mapFromGlobal(header->mapToGlobal(p)));
                     });
  }
}

void renameHeaderSectionInPlace(QTableView* view, QAbstractItemModel* model, Qt::Orientation orientation, int section,
                                const QString& hint) {
  QHeaderView* header = orientation == Qt::Vertical ? view->verticalHeader() : view->horizontalHeader();
  editHeaderSectionInPlace(header, orientation, section, model->headerData(section, orientation, Qt::EditRole).toString(),
                           QString::number(section + 1), hint, [model, orientation, section](const QString& name) {
                             model->setHeaderData(section, orientation, name);
                           });
}

void addActionsWithSeparators(QMenu* menu, const QList<QAction*>& actions, std::initializer_list<const char*> separatorAfter) {
  for (QAction* a : actions) {
    menu->addAction(a);
    for (const char* name : separatorAfter)
      if (a->objectName() == QLatin1String(name)) {
        menu->addSeparator();
        break;
      }
  }
}

}  // namespace gamelab::ui
