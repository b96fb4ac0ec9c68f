#pragma once
/// Table model over a MatrixDocument.
///
/// Layout (m x n game): rows 0..m-1 and columns 0..n-1 are the payoffs (exact text, editable);
/// column n is "row min" and row m is "col max" (read-only margins, kept up to date on every
/// edit); column n+1 holds I's optimal probabilities p and row m+1 II's q once a solution is
/// set (empty otherwise; the view hides them). Row/column labels are the header data and are
/// editable through setHeaderData. Every edit becomes a QUndoCommand on the document's stack.
#include "core/matrix/dominance.h"
#include "core/matrix/zerosumsolver.h"
#include "ui/matrix/matrixdocument.h"
#include "ui/parameters/parameterstate.h"

#include <QAbstractTableModel>

#include <optional>
#include <vector>

namespace gamelab::ui {

class MatrixTableModel : public QAbstractTableModel {
  Q_OBJECT
 public:
  enum Roles {
    /// bool: the cell is a saddle point (min of its row and max of its column).
    SaddleRole = Qt::UserRole + 1,
    /// int: 0 = not struck; 1 = its row is dominated; 2 = its column; 3 = both.
    DominatedRole,
    /// int: what the cell is (see CellKind).
    CellKindRole,
  };
  enum CellKind { Payoff, RowMin, ColMax, RowProbability, ColProbability, Corner };

  explicit MatrixTableModel(MatrixDocument* doc, QObject* parent = nullptr);

  int rowCount(const QModelIndex& parent = {}) const override;
  int columnCount(const QModelIndex& parent = {}) const override;
  QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
  bool setData(const QModelIndex& index, const QVariant& value, int role = Qt::EditRole) override;
  Qt::ItemFlags flags(const QModelIndex& index) const override;
  QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
  bool setHeaderData(int section, Qt::Orientation orientation, const QVariant& value, int role = Qt::EditRole) override;

  MatrixDocument* document() const { return doc_; }
  /// What `text` typed into payoff `index` means (a number or an expression over the
  /// document's parameters), or nullopt with the one-line reason in `refusal`.
  std::optional<TypedPayoff> readPayoff(const QModelIndex& index, const QString& text, QString* refusal) const;
  CellKind cellKind(int row, int column) const;
  bool isPayoff(const QModelIndex& index) const;

  /// Strikes out the lines deleted by `result` (indices of the current game); nullopt clears.
  void setDominance(const std::optional<DominanceResult>& result);
  /// Shows p and q beside the matrix; nullopt hides them.
  void setSolution(const std::optional<ZeroSumSolution>& solution);
  bool hasSolution() const { return solution_.has_value(); }

  const RationalVector& rowMinima() const { return rowMin_; }
  const RationalVector& colMaxima() const { return colMax_; }

 signals:
  /// A payoff or label typed by the user was refused (translated message; nothing changed).
  void inputRejected(const QString& message);
  /// The p/q margin appeared or disappeared.
  void solutionVisibilityChanged(bool visible);

 private:
  void recomputeAllMargins();
  void recomputeRowMin(std::size_t i);
  void recomputeColMax(std::size_t j);
  void recomputeBounds();
  void onCellsChanged(const QRect& rect);
  void clearAnalysis();
  QString dominanceText(Side side, std::size_t index) const;

  MatrixDocument* doc_;
  RationalVector rowMin_, colMax_;
  Rational lower_, upper_;
  std::optional<DominanceResult> dominance_;
  std::vector<int> rowStep_, colStep_;  ///< 1-based dominance step that removed the line, 0 = kept
  std::optional<ZeroSumSolution> solution_;
};

}  // namespace gamelab::ui
