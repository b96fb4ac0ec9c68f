#include "ui/common/payofftableview.h"

#include <QApplication>
#include <QHeaderView>
#include <QKeyEvent>
#include <QTableView>

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
    return false;
  }

 private:
  QTableView* view_;
  std::function<void()> clearSelection_;
};

}  // namespace

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
