#pragma once
/// Set-up shared by the payoff tables of the matrix editors (zero-sum and strategic form).
#include <QString>

#include <functional>

class QTableView;

namespace gamelab::ui {

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
/// one is given. The filter is owned by `view`.
void installPayoffTableKeys(QTableView* view, std::function<void()> clearSelection = {});

}  // namespace gamelab::ui
