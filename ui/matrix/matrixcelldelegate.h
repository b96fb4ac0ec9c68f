#pragma once
/// Delegate for the payoff table: draws saddle points framed, dominated rows struck through
/// horizontally and dominated columns vertically, and keeps the editor open (with a tooltip)
/// when Enter is pressed on text that is not a number, so nothing typed is lost.
#include "ui/common/celltextdelegate.h"

namespace gamelab::ui {

class MatrixCellDelegate : public CellTextDelegate {
  Q_OBJECT
 public:
  using CellTextDelegate::CellTextDelegate;
  void paint(QPainter* painter, const QStyleOptionViewItem& option, const QModelIndex& index) const override;
  QWidget* createEditor(QWidget* parent, const QStyleOptionViewItem& option, const QModelIndex& index) const override;

 signals:
  void inputRejected(const QString& message) const;

 protected:
  bool eventFilter(QObject* object, QEvent* event) override;
};

}  // namespace gamelab::ui
