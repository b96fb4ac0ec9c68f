#include "ui/common/editorframe.h"

#include <QAction>
#include <QAbstractItemDelegate>
#include <QLabel>
#include <QSplitter>
#include <QVBoxLayout>

namespace gamelab::ui {

QAction* addEditorAction(QWidget* owner, const QString& text, const QString& tip, std::function<void()> slot,
                         const QKeySequence& key, const QString& objectName) {
  auto* action = new QAction(text, owner);
  if (!objectName.isEmpty()) action->setObjectName(objectName);
  action->setToolTip(key.isEmpty() ? tip : QStringLiteral("%1 (%2)").arg(tip, key.toString(QKeySequence::NativeText)));
  action->setStatusTip(tip);
  if (!key.isEmpty()) {
    action->setShortcut(key);
    action->setShortcutContext(Qt::WidgetWithChildrenShortcut);
  }
  QObject::connect(action, &QAction::triggered, owner, [slot = std::move(slot)] { slot(); });
  owner->addAction(action);
  return action;
}

QColor errorColor() { return QColor(0xc6, 0x28, 0x28); }

void styleAsError(QLabel* label) { label->setStyleSheet(QStringLiteral("color: %1;").arg(errorColor().name())); }

void showStatusText(QLabel* status, const QString& text, bool error) {
  if (error) styleAsError(status);
  else status->setStyleSheet(QString());
  status->setText(text);
}

void clearStatusErrorOnRevert(QAbstractItemDelegate* delegate, QLabel* status) {
  QObject::connect(delegate, &QAbstractItemDelegate::closeEditor, status,
                   [status](QWidget*, QAbstractItemDelegate::EndEditHint hint) {
                     const bool showsError = !status->styleSheet().isEmpty();
                     if (hint == QAbstractItemDelegate::RevertModelCache && showsError) showStatusText(status, QString(), false);
                   });
}

void layOutEditorWithAnalysis(QWidget* editor, QWidget* tableSide, QWidget* progress, QWidget* panel, int tableWidth) {
  auto* right = new QWidget;
  auto* rightLayout = new QVBoxLayout(right);
  rightLayout->setContentsMargins(0, 0, 0, 0);
  rightLayout->addWidget(progress);
  rightLayout->addWidget(panel, 1);
  auto* splitter = new QSplitter(Qt::Horizontal);
  splitter->addWidget(tableSide);
  splitter->addWidget(right);
  splitter->setStretchFactor(0, 1);
  splitter->setStretchFactor(1, 1);
  splitter->setChildrenCollapsible(false);
  splitter->setSizes({tableWidth, 700});
  auto* layout = new QVBoxLayout(editor);
  layout->setContentsMargins(0, 0, 0, 0);
  layout->addWidget(splitter);
}

void layOutFormBesideResults(QWidget* editor, QWidget* form, QWidget* results) {
  auto* split = new QSplitter(Qt::Horizontal, editor);
  split->addWidget(form);
  split->addWidget(results);
  split->setStretchFactor(1, 1);
  split->setChildrenCollapsible(false);
  auto* layout = new QVBoxLayout(editor);
  layout->setContentsMargins(0, 0, 0, 0);
  layout->addWidget(split);
}

}  // namespace gamelab::ui
