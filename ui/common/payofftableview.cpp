#include "ui/common/payofftableview.h"

#include <QApplication>
#include <QHeaderView>
#include <QKeyEvent>
#include <QTableView>
#include <QToolTip>
#include <QCoreApplication>

namespace gamelab::ui {

namespace {

class PayoffTableKeyFilter : public QObject {
 public:
  PayoffTableKeyFilter(QTableView* view, std::function<void()> clearSelection)
      : QObject(view), view_(view), clearSelection_(std::move(clearSelection)) {}

  bool eventFilter(QObject*, QEvent* event) override {
    if (event->type() != QEvent::KeyPress) return false;
    auto* key = static_cast<QKeyEvent*>(event);
    if (QApplication::focusWidget() != view_) return false;  // a cell editor has the keyboard
    if ((key->key() == Qt::Key_Return || key->key() == Qt::Key_Enter) && key->modifiers() == Qt::NoModifier) {
      const QModelIndex current = view_->currentIndex();
      if (current.isValid() && (current.flags() & Qt::ItemIsEditable)) {
        view_->edit(current);
        return true;
      }
    }
    if (clearSelection_ && (key->key() == Qt::Key_Delete || key->key() == Qt::Key_Backspace)) {
      clearSelection_();
      return true;
    }
    const QModelIndex current = view_->currentIndex();
    const bool typing = !key->text().isEmpty() && key->text().at(0).isPrint() &&
                        !(key->modifiers() & (Qt::ControlModifier | Qt::AltModifier | Qt::MetaModifier));
    if (typing && current.isValid() && !(current.flags() & Qt::ItemIsEditable)) {
      QToolTip::showText(view_->viewport()->mapToGlobal(view_->visualRect(current).bottomLeft()),
                         QCoreApplication::translate("PayoffTable", "This cell is computed from the others and "
                                                                    "cannot be typed into: type in a payoff cell."),
                         view_->viewport());
      return true;
    }
    return false;
  }

 private:
  QTableView* view_;
  std::function<void()> clearSelection_;
};

/// The next (forward) or previous editable, visible cell after `from` in reading order,
/// wrapping around the table; `from` itself when no other cell is editable.
QModelIndex nextEditable(const QTableView* view, const QModelIndex& from, bool forward) {
  const QAbstractItemModel* model = view->model();
  const int rows = model->rowCount(view->rootIndex()), columns = model->columnCount(view->rootIndex());
  const long long cells = static_cast<long long>(rows) * columns;
  if (cells == 0) return from;
  long long at = static_cast<long long>(from.row()) * columns + from.column();
  for (long long step = 0; step < cells; ++step) {
    at = ((forward ? at + 1 : at - 1) % cells + cells) % cells;
    const int row = static_cast<int>(at / columns), column = static_cast<int>(at % columns);
    if (view->isRowHidden(row) || view->isColumnHidden(column)) continue;
    const QModelIndex index = model->index(row, column, view->rootIndex());
    if (index.flags() & Qt::ItemIsEditable) return index;
  }
  return from;
}

}  // namespace

QModelIndex PayoffTableView::moveCursor(CursorAction action, Qt::KeyboardModifiers modifiers) {
  if ((action == MoveNext || action == MovePrevious) && model() && currentIndex().isValid())
    return nextEditable(this, currentIndex(), action == MoveNext);
  return QTableView::moveCursor(action, modifiers);
}

void configurePayoffTable(QTableView* view, const PayoffTableMetrics& metrics) {
  view->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed |
                        QAbstractItemView::AnyKeyPressed);
  view->setSelectionMode(QAbstractItemView::ExtendedSelection);
  view->setContextMenuPolicy(Qt::CustomContextMenu);
  view->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
  view->horizontalHeader()->setDefaultSectionSize(metrics.columnWidth);
  view->horizontalHeader()->setMinimumSectionSize(metrics.minColumnWidth);
  view->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
  view->verticalHeader()->setDefaultSectionSize(view->fontMetrics().height() + metrics.rowPadding);
  view->horizontalHeader()->setContextMenuPolicy(Qt::CustomContextMenu);
  view->verticalHeader()->setContextMenuPolicy(Qt::CustomContextMenu);
  view->setWordWrap(false);
  view->setToolTip(QString());
}

void installPayoffTableKeys(QTableView* view, std::function<void()> clearSelection) {
  view->installEventFilter(new PayoffTableKeyFilter(view, std::move(clearSelection)));
}

}  // namespace gamelab::ui
