#pragma once
/// Delegate for the payoff table: draws saddle points framed, dominated rows struck through
/// horizontally and dominated columns vertically, and keeps the editor open (with a tooltip)
/// when Enter is pressed on text that is not a number, so nothing typed is lost.
#include "ui/common/validatingcelldelegate.h"

namespace gamelab::ui {

class MatrixCellDelegate : public ValidatingCellDelegate {
  Q_OBJECT
 public:
  using ValidatingCellDelegate::ValidatingCellDelegate;
  void paint(QPainter* painter, const QStyleOptionViewItem& option, const QModelIndex& index) const override;

 protected:
  /// Refuses text that is not an integer, a fraction or a decimal.
  QString rejection(const QString& text) const override;
  Qt::Alignment editorAlignment() const override { return Qt::AlignRight; }
  QString editorToolTip() const override;
};

}  // namespace gamelab::ui
