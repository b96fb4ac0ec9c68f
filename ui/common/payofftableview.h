#pragma once
/// Set-up shared by the payoff tables of the matrix editors (zero-sum and strategic form).
#include <QString>
#include <QTableView>

#include <functional>

namespace gamelab::ui {

/// The table of a payoff editor: Tab and Shift+Tab (also when they close a cell editor) move
/// only between editable cells in reading order, wrapping from the end of a row to the first
/// editable cell of the next one and from the last cell to the first, so typing a row of
/// numbers with Tab never walks into a computed margin (row min, p, excess).
class PayoffTableView : public QTableView {
  Q_OBJECT
 public:
  using QTableView::QTableView;

 protected:
  QModelIndex moveCursor(CursorAction action, Qt::KeyboardModifiers modifiers) override;
};

struct PayoffTableMetrics {
  int columnWidth = 72;     ///< default width of a column
  int minColumnWidth = 36;  ///< narrowest a column may be dragged
  int rowPadding = 10;      ///< row height = font height + this
};

/// Editing triggers, extended selection, context menus on the table and both headers, fixed
/// row heights and interactive column widths, no word wrap, no tool tip on the view itself.
void configurePayoffTable(QTableView* view, const PayoffTableMetrics& metrics);

/// Keyboard on the table (not while a cell editor has the focus): Return/Enter starts editing
/// the current editable cell (F2 does already); Delete/Backspace calls `clearSelection` when
/// one is given; typing into a computed (read-only) cell is refused with a tooltip saying so,
/// never dropped silently. The filter is owned by `view`.
void installPayoffTableKeys(QTableView* view, std::function<void()> clearSelection = {});

}  // namespace gamelab::ui
