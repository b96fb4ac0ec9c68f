#pragma once
/// The "Nim multiplication" tab (source 000 Table 5.2): x ⊗ y for 0 ≤ x, y < 2^k, k = 1..8
/// (default 16 × 16), each cell coloured by its value.
#include "core/impartial/nimber.h"

#include <QAbstractTableModel>
#include <QWidget>

#include <vector>

class QComboBox;
class QTableView;

namespace gamelab::ui {

/// Row x, column y: x ⊗ y; the background hue follows the value.
class NimProductTableModel : public QAbstractTableModel {
  Q_OBJECT
 public:
  explicit NimProductTableModel(QObject* parent = nullptr);
  void setOrder(int k);
  int order() const { return k_; }
  int rowCount(const QModelIndex& parent = {}) const override;
  int columnCount(const QModelIndex& parent = {}) const override;
  QVariant data(const QModelIndex& index, int role) const override;
  QVariant headerData(int section, Qt::Orientation orientation, int role) const override;
  Nimber valueAt(int x, int y) const { return values_[std::size_t(x) * std::size_t(side()) + std::size_t(y)]; }
  int side() const { return 1 << k_; }

 private:
  int k_ = 4;
  std::vector<Nimber> values_;
};

class NimTableTab : public QWidget {
  Q_OBJECT
 public:
  explicit NimTableTab(QWidget* parent = nullptr);
  /// 2^k × 2^k, k = 1..8.
  void setOrder(int k);
  NimProductTableModel* model() const { return model_; }
  QTableView* view() const { return view_; }
  /// The table as rows of numbers.
  QString text() const;

 private:
  QComboBox* order_;
  NimProductTableModel* model_;
  QTableView* view_;
};

}  // namespace gamelab::ui
