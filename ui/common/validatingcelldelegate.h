#pragma once
/// Base delegate of the payoff tables whose cells take typed text that may be invalid (a
/// number, one payoff per player): the cell editor refuses to commit such text instead of
/// losing it. On Return, Enter, Tab or Backtab over text that rejection() refuses, the editor
/// stays open with the text, turns pink, shows the reason in a tool tip under it and emits
/// inputRejected(reason); Esc still cancels. A kind says what it refuses and how its editor is
/// aligned and explained; the words stay in the kind's class (its translation context).
#include "ui/common/celltextdelegate.h"

namespace gamelab::ui {

class ValidatingCellDelegate : public CellTextDelegate {
  Q_OBJECT
 public:
  using CellTextDelegate::CellTextDelegate;
  /// The default editor; a line edit is aligned by editorAlignment() and explained by
  /// editorToolTip().
  QWidget* createEditor(QWidget* parent, const QStyleOptionViewItem& option, const QModelIndex& index) const override;

 signals:
  /// Typed text was refused and the editor kept open; `message` (translated) says why.
  void inputRejected(const QString& message) const;

 protected:
  /// Why `text` cannot be committed (a translated sentence that mentions Esc), or an empty
  /// string when it can.
  virtual QString rejection(const QString& text) const = 0;
  virtual Qt::Alignment editorAlignment() const = 0;
  /// What the cell takes (translated).
  virtual QString editorToolTip() const = 0;

  bool eventFilter(QObject* object, QEvent* event) override;
};

}  // namespace gamelab::ui
