#pragma once
/// Base delegate of every editable table (payoffs, characteristic-function values): cell editors
/// behave as in a spreadsheet. Tab, Enter or an arrow into a cell opens it with its whole text
/// selected, so typing replaces the old text; a model refresh while the editor is open (an
/// analysis landing, margins recomputed) neither overwrites what was typed nor drops that
/// selection (it used to reset the editor, so the next keys were appended: "3/4" + "5" = 3/45).
#include <QStyledItemDelegate>

namespace gamelab::ui {

class CellTextDelegate : public QStyledItemDelegate {
  Q_OBJECT
 public:
  using QStyledItemDelegate::QStyledItemDelegate;
  void setEditorData(QWidget* editor, const QModelIndex& index) const override;
};

}  // namespace gamelab::ui
