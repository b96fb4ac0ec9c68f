#pragma once
/// Pieces the table editors (zero-sum matrix, strategic form, coalitional) build their frame
/// from, beside editorframe.h: the toolbar and status line set-up, the table side stacked above
/// and below the table, the lookup of an action by name, the paste button with its menu, the
/// header gestures (double-click renames, right-click opens the context menu) and that menu.
/// Each editor keeps its own actions, texts (tr() in the editor's class) and layout order.
#include "ui/common/payofftableview.h"

#include <QList>
#include <QString>

#include <functional>
#include <initializer_list>
#include <utility>

class QAbstractItemDelegate;
class QAbstractItemModel;
class QAction;
class QGridLayout;
class QLabel;
class QMenu;
class QObject;
class QPoint;
class QTableView;
class QToolBar;
class QToolButton;
class QWidget;

namespace gamelab::ui {

/// `view` shows `model` through `delegate` (which `view` should own), sized by `metrics`, with
/// the payoff-table keys (installPayoffTableKeys; `clearSelection` for Delete when given), and
/// an error in `status` is cleared when the user abandons a cell edit (clearStatusErrorOnRevert).
void setUpEditableTable(QTableView* view, QAbstractItemModel* model, QAbstractItemDelegate* delegate,
                        const PayoffTableMetrics& metrics, QLabel* status, std::function<void()> clearSelection = {});

/// `toolBar` shows its actions as words (no icons; 16-pixel icon size for the few that have one).
void setUpEditorToolBar(QToolBar* toolBar);

/// `status` wraps and always keeps the height of two lines, so the table does not jump when a
/// message appears or goes.
void setUpStatusLine(QLabel* status);

/// The tight grid of a player bar: small margins, 6 pixels between columns, 2 between rows.
void setUpPlayerGrid(QGridLayout* grid);

/// A new widget holding `parts` top to bottom, without margins, 2 pixels apart; each part
/// with its stretch factor (the table 1, bars and lines 0).
QWidget* stackTableSide(std::initializer_list<std::pair<QWidget*, int>> parts);

/// The action of `owner` (QWidget::actions()) whose objectName is `name`, or nullptr.
QAction* findEditorAction(const QWidget* owner, const QString& name);

/// A text-only tool button that triggers `action` when clicked and opens `menu` from its arrow.
QToolButton* menuToolButton(QAction* action, QMenu* menu);

/// Double-clicking section s of `view`'s horizontal (vertical) header calls
/// rename(Qt::Horizontal (Qt::Vertical), s); the connections live as long as `context`.
void connectHeaderRename(QTableView* view, QObject* context, std::function<void(Qt::Orientation, int)> rename);

/// Right-clicking a header of `view` first selects the column (row) under the cursor when
/// `selectable(orientation, section)` says so, then calls showMenu with the position in the
/// view's viewport coordinates (what the table's own customContextMenuRequested gives).
void connectHeaderContextMenus(QTableView* view, QObject* context, std::function<bool(Qt::Orientation, int)> selectable,
                               std::function<void(const QPoint&)> showMenu);

/// Opens the in-place editor of header section `section` of `view` on the strategy name in
/// `model`'s Qt::EditRole header data (placeholder: the section's number, tool tip `hint`);
/// the edited name goes back through model->setHeaderData. The caller checks that `section`
/// is a strategy of that orientation.
void renameHeaderSectionInPlace(QTableView* view, QAbstractItemModel* model, Qt::Orientation orientation, int section,
                                const QString& hint);

/// Adds `actions` to `menu` in their order, with a separator after each action whose objectName
/// is in `separatorAfter`.
void addActionsWithSeparators(QMenu* menu, const QList<QAction*>& actions, std::initializer_list<const char*> separatorAfter);

}  // namespace gamelab::ui
