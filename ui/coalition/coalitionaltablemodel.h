#pragma once
/// Table model over a CoalitionalDocument: one row per coalition (∅ included; up to 2^20 =
/// 1,048,576 rows), sorted by size then lexicographically or by bitmask, optionally filtered
/// by size and by players the coalition must contain. Columns: the coalition, its size, v(S)
/// (editable, exact; each edit a QUndoCommand) and the excess e(x, S) = v(S) − x(S) at the
/// point chosen in the analysis (setPoint), where a positive excess (S blocks x) is marked red
/// and a zero excess (S is tight) green.
///
/// A voting game without a table (more than kMaxVotingTablePlayers players) has no rows.
#include "ui/coalition/coalitionaldocument.h"

#include <QAbstractTableModel>
#include <QString>

#include <vector>

namespace gamelab::ui {

class CoalitionalTableModel : public QAbstractTableModel {
  Q_OBJECT
 public:
  enum Column { CoalitionColumn = 0, SizeColumn, ValueColumn, ExcessColumn, ColumnCount };
  enum Roles {
    /// qulonglong: the row's coalition mask.
    CoalitionRole = Qt::UserRole + 1,
    /// int: 0 = no point or ∅, 1 = tight (excess 0), 2 = blocking (excess > 0), 3 = excess < 0.
    ExcessStateRole,
  };
  enum ExcessState { NoExcess = 0, Tight = 1, Blocking = 2, Slack = 3 };

  explicit CoalitionalTableModel(CoalitionalDocument* doc, QObject* parent = nullptr);

  int rowCount(const QModelIndex& parent = {}) const override;
  int columnCount(const QModelIndex& parent = {}) const override;
  QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
  bool setData(const QModelIndex& index, const QVariant& value, int role = Qt::EditRole) override;
  Qt::ItemFlags flags(const QModelIndex& index) const override;
  QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

  CoalitionalDocument* document() const { return doc_; }

  CoalitionOrder order() const { return order_; }
  void setOrder(CoalitionOrder order);
  /// Only coalitions of this size; -1 shows every size.
  int sizeFilter() const { return sizeFilter_; }
  void setSizeFilter(int size);
  /// Only coalitions containing every player named in `text` (names or numbers 1..n separated
  /// by commas or spaces; "12" or "AB" when every name is one character). Empty shows all.
  /// Returns an empty string, or a translated message when a player is unknown (the filter is
  /// then left as it was).
  QString setContainsFilter(const QString& text);
  Coalition containsFilter() const { return mustContain_; }

  /// The coalition of a row (requires 0 <= row < rowCount()).
  Coalition coalitionAt(int row) const { return rows_[std::size_t(row)]; }
  /// The coalitions shown, in row order.
  const std::vector<Coalition>& coalitions() const { return rows_; }
  /// The row of `s`, or -1 when it is filtered out.
  int rowOf(Coalition s) const;

  /// Shows e(x, S) at `x` (n entries), named `name`; an empty x clears the column.
  void setPoint(const RationalVector& x, const QString& name);
  const RationalVector& point() const { return point_; }
  QString pointName() const { return pointName_; }
  /// e(x, S) = v(S) − x(S); requires a point and a table.
  Rational excess(Coalition s) const;
  /// Number of coalitions (∅ excluded) blocking the point, over all coalitions (not only shown).
  std::size_t blockingCount() const;

  /// Displayed name of a player ("A", "Ann"; the number when unnamed).
  QString playerName(int player) const;

 signals:
  /// A value typed by the user was refused (translated message; nothing changed).
  void inputRejected(const QString& message);
  /// The rows shown changed (order, filter or structure).
  void rowsRebuilt();

 private:
  void rebuild();
  QString toolTip(Coalition s, int column) const;

  CoalitionalDocument* doc_;
  std::vector<Coalition> rows_;
  CoalitionOrder order_ = CoalitionOrder::SizeThenLexicographic;
  int sizeFilter_ = -1;
  Coalition mustContain_ = 0;
  RationalVector point_;
  QString pointName_;
};

/// Parses a list of players ("1, 3", "Ann Bob", "13", "AB") against `names`; returns the
/// coalition, or sets `error` (translated) and returns 0.
Coalition parsePlayerList(const QString& text, const std::vector<std::string>& names, QString& error);

}  // namespace gamelab::ui
