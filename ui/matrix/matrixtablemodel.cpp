#include "ui/matrix/matrixtablemodel.h"

#include "ui/analysis/analysisformat.h"
#include "ui/common/errortext.h"
#include "ui/common/numberformat.h"
#include "ui/matrix/matrixcellcommands.h"
#include "ui/matrix/matrixlabelcommands.h"

#include <QBrush>
#include <QColor>
#include <QFont>

#include <algorithm>

namespace gamelab::ui {

namespace {
const QColor kSaddle(0xff, 0xd5, 0x4f);       // amber
const QColor kMaximin(0xc8, 0xe6, 0xc9);      // light green: max of the row minima
const QColor kMinimax(0xbb, 0xde, 0xfb);      // light blue: min of the column maxima
const QColor kMargin(0xf3, 0xf3, 0xf3);
const QColor kProbability(0xed, 0xe7, 0xf6);  // light violet
const QColor kDominatedText(0x9e, 0x9e, 0x9e);
}  // namespace

MatrixTableModel::MatrixTableModel(MatrixDocument* doc, QObject* parent) : QAbstractTableModel(parent), doc_(doc) {
  recomputeAllMargins();
  connect(doc_, &MatrixDocument::structureAboutToChange, this, [this] { beginResetModel(); });
  connect(doc_, &MatrixDocument::structureChanged, this, [this] {
    clearAnalysis();
    recomputeAllMargins();
    endResetModel();
  });
  connect(doc_, &MatrixDocument::cellsChanged, this, &MatrixTableModel::onCellsChanged);
  connect(doc_, &MatrixDocument::labelsChanged, this, [this](Qt::Orientation o, int first, int last) {
    emit headerDataChanged(o, first, last);
  });
}

int MatrixTableModel::rowCount(const QModelIndex& parent) const {
  return parent.isValid() ? 0 : int(doc_->rowCount()) + 2;
}

int MatrixTableModel::columnCount(const QModelIndex& parent) const {
  return parent.isValid() ? 0 : int(doc_->colCount()) + 2;
}

MatrixTableModel::CellKind MatrixTableModel::cellKind(int row, int column) const {
  const int m = int(doc_->rowCount()), n = int(doc_->colCount());
  if (row < m && column < n) return Payoff;
  if (row < m) return column == n ? RowMin : RowProbability;
  if (column < n) return row == m ? ColMax : ColProbability;
  return Corner;
}

bool MatrixTableModel::isPayoff(const QModelIndex& index) const {
  return index.isValid() && cellKind(index.row(), index.column()) == Payoff;
}

Qt::ItemFlags MatrixTableModel::flags(const QModelIndex& index) const {
  if (!index.isValid()) return Qt::NoItemFlags;
  if (isPayoff(index)) return Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemIsEditable;
  return Qt::ItemIsEnabled | Qt::ItemIsSelectable;
}

QVariant MatrixTableModel::data(const QModelIndex& index, int role) const {
  if (!index.isValid()) return {};
  const int r = index.row(), c = index.column();
  const auto& game = doc_->game();
  const CellKind kind = cellKind(r, c);
  if (role == CellKindRole) return int(kind);
  switch (kind) {
    case Payoff: {
      const auto i = std::size_t(r), j = std::size_t(c);
      const Rational& a = game.at(i, j);
      const bool saddle = a == rowMin_[i] && a == colMax_[j];
      const int struck = (rowStep_[i] ? 1 : 0) | (colStep_[j] ? 2 : 0);
      switch (role) {
        case Qt::DisplayRole:
          return expressionCellText(doc_->expression(i, j), a);
        case Qt::EditRole:
          return doc_->expression(i, j).empty() ? fmt::exact(a) : QString::fromStdString(doc_->expression(i, j));
        case Qt::TextAlignmentRole:
          return int(Qt::AlignRight | Qt::AlignVCenter);
        case SaddleRole:
          return saddle;
        case DominatedRole:
          return struck;
        case Qt::BackgroundRole:
          if (saddle) return QBrush(kSaddle);
          return {};
        case Qt::ForegroundRole:
          if (struck) return QBrush(kDominatedText);
          return {};
        case Qt::FontRole:
          if (saddle || struck) {
            QFont f;
            f.setBold(saddle);
            f.setStrikeOut(struck != 0);
            return f;
          }
          return {};
        case Qt::ToolTipRole: {
          QString tip = tr("a(%1, %2) = %3 — what II pays I when I plays row %1 and II plays column %2")
                            .arg(QString::fromStdString(game.rowLabel(i)), QString::fromStdString(game.colLabel(j)),
                                 fmt::exact(a));
          if (!doc_->expression(i, j).empty())
            tip += QLatin1String("\n") + tr("Expression: %1 (its value at the current parameters)")
                                             .arg(QString::fromStdString(doc_->expression(i, j)));
          if (saddle) tip += QLatin1String("\n") + tr("Saddle point: the minimum of its row and the maximum of its column; value = %1.").arg(fmt::exact(a));
          if (rowStep_[i]) tip += QLatin1String("\n") + dominanceText(Side::Row, i);
          if (colStep_[j]) tip += QLatin1String("\n") + dominanceText(Side::Column, j);
          return tip;
        }
        default:
          return {};
      }
    }
    case RowMin: {
      const Rational& v = rowMin_[std::size_t(r)];
      const bool best = v == lower_;
      switch (role) {
        case Qt::DisplayRole: return fmt::exact(v);
        case Qt::TextAlignmentRole: return int(Qt::AlignRight | Qt::AlignVCenter);
        case Qt::BackgroundRole: return QBrush(best ? kMaximin : kMargin);
        case Qt::FontRole: { QFont f; f.setItalic(!best); f.setBold(best); return f; }
        case Qt::ToolTipRole:
          return best ? tr("Row minimum %1 = max of the row minima (lower value): I can guarantee %1 with a pure strategy.")
                            .arg(fmt::exact(v))
                      : tr("Row minimum: the least I gets with this row.");
        default: return {};
      }
    }
    case ColMax: {
      const Rational& v = colMax_[std::size_t(c)];
      const bool best = v == upper_;
      switch (role) {
        case Qt::DisplayRole: return fmt::exact(v);
        case Qt::TextAlignmentRole: return int(Qt::AlignRight | Qt::AlignVCenter);
        case Qt::BackgroundRole: return QBrush(best ? kMinimax : kMargin);
        case Qt::FontRole: { QFont f; f.setItalic(!best); f.setBold(best); return f; }
        case Qt::ToolTipRole:
          return best ? tr("Column maximum %1 = min of the column maxima (upper value): II can hold I to %1 with a pure strategy.")
                            .arg(fmt::exact(v))
                      : tr("Column maximum: the most II pays with this column.");
        default: return {};
      }
    }
    case RowProbability:
    case ColProbability: {
      if (!solution_) return {};
      const Rational& v = kind == RowProbability ? solution_->rowStrategy.at(std::size_t(r))
                                                 : solution_->colStrategy.at(std::size_t(c));
      switch (role) {
        case Qt::DisplayRole: return fmt::exact(v);
        case Qt::TextAlignmentRole: return int(Qt::AlignRight | Qt::AlignVCenter);
        case Qt::BackgroundRole: return QBrush(kProbability);
        case Qt::ForegroundRole: return v == 0 ? QVariant(QBrush(kDominatedText)) : QVariant();
        case Qt::FontRole: { QFont f; f.setBold(v != 0); return f; }
        case Qt::ToolTipRole:
          return kind == RowProbability ? tr("Probability of this row in an optimal strategy p of player I: %1").arg(fmt::exactApprox(v))
                                        : tr("Probability of this column in an optimal strategy q of player II: %1").arg(fmt::exactApprox(v));
        default: return {};
      }
    }
    case Corner: {
      const int m = int(doc_->rowCount()), n = int(doc_->colCount());
      if (r == m + 1 && c == n + 1 && solution_) {
        if (role == Qt::DisplayRole) return tr("v = %1").arg(fmt::exact(solution_->value));
        if (role == Qt::ToolTipRole) return tr("Value of the game: %1").arg(fmt::exactApprox(solution_->value));
        if (role == Qt::BackgroundRole) return QBrush(kProbability);
        if (role == Qt::FontRole) { QFont f; f.setBold(true); return f; }
        if (role == Qt::TextAlignmentRole) return int(Qt::AlignCenter);
      }
      if (r == m && c == n) {
        if (role == Qt::DisplayRole) return lower_ == upper_ ? QString::fromUtf8("%1 = %2").arg(fmt::exact(lower_), fmt::exact(upper_))
                                                             : QString::fromUtf8("%1 < %2").arg(fmt::exact(lower_), fmt::exact(upper_));
        if (role == Qt::ToolTipRole)
          return lower_ == upper_ ? tr("max of row minima = min of column maxima = %1: the game has a saddle point.").arg(fmt::exact(lower_))
                                  : tr("max of row minima %1 < min of column maxima %2: no saddle point, the optimal strategies are mixed.")
                                        .arg(fmt::exact(lower_), fmt::exact(upper_));
        if (role == Qt::BackgroundRole) return QBrush(lower_ == upper_ ? kSaddle : kMargin);
        if (role == Qt::TextAlignmentRole) return int(Qt::AlignCenter);
      }
      return {};
    }
  }
  return {};
}

QVariant MatrixTableModel::headerData(int section, Qt::Orientation orientation, int role) const {
  const auto& game = doc_->game();
  const int count = orientation == Qt::Vertical ? int(game.rows) : int(game.cols);
  if (section < 0 || section >= count + 2) return {};
  if (section < count) {
    const std::size_t k = std::size_t(section);
    const bool struck = orientation == Qt::Vertical ? rowStep_[k] != 0 : colStep_[k] != 0;
    switch (role) {
      case Qt::DisplayRole:
        return QString::fromStdString(orientation == Qt::Vertical ? game.rowLabel(k) : game.colLabel(k));
      case Qt::EditRole:
        return QString::fromStdString(orientation == Qt::Vertical ? game.rowLabels[k] : game.colLabels[k]);
      case Qt::ToolTipRole: {
        QString tip = orientation == Qt::Vertical ? tr("Strategy of player I (row). Double-click to rename.")
                                                  : tr("Strategy of player II (column). Double-click to rename.");
        if (struck) tip += QLatin1String("\n") + dominanceText(orientation == Qt::Vertical ? Side::Row : Side::Column, k);
        return tip;
      }
      case Qt::FontRole:
        if (struck) { QFont f; f.setStrikeOut(true); return f; }
        return {};
      case Qt::ForegroundRole:
        if (struck) return QBrush(kDominatedText);
        return {};
      default:
        return {};
    }
  }
  const bool margin = section == count;
  if (role == Qt::DisplayRole) {
    if (orientation == Qt::Horizontal) return margin ? tr("row min") : tr("p (I)");
    return margin ? tr("col max") : tr("q (II)");
  }
  if (role == Qt::ToolTipRole) {
    if (orientation == Qt::Horizontal)
      return margin ? tr("Minimum of each row; the largest one (green) is the lower value.")
                    : tr("Optimal mixed strategy p of player I (rows).");
    return margin ? tr("Maximum of each column; the smallest one (blue) is the upper value.")
                  : tr("Optimal mixed strategy q of player II (columns).");
  }
  if (role == Qt::FontRole) { QFont f; f.setItalic(true); return f; }
  return {};
}

std::optional<TypedPayoff> MatrixTableModel::readPayoff(const QModelIndex& index, const QString& text, QString* refusal) const {
  const auto i = std::size_t(index.row()), j = std::size_t(index.column());
  auto typed = readTypedPayoff(text, doc_->parameterState().parameters, doc_->payoffPlace(i * doc_->colCount() + j));
  if (typed) return *typed;
  if (refusal) {
    if (doc_->parameterState().parameters.empty())
      *refusal = tr("\"%1\" is not a number: enter an integer, a fraction such as -2/7 or a decimal such as 0.25.").arg(text.trimmed());
    else
      *refusal = errorText(typed.error());
  }
  return std::nullopt;
}

bool MatrixTableModel::setData(const QModelIndex& index, const QVariant& value, int role) {
  if (role != Qt::EditRole || !isPayoff(index)) return false;
  const QString text = value.toString().trimmed();
  const auto i = std::size_t(index.row()), j = std::size_t(index.column());
  QString refusal;
  auto parsed = readPayoff(index, text, &refusal);
  if (!parsed) {
    emit inputRejected(tr("%1 The cell keeps %2.").arg(refusal, fmt::exact(doc_->game().at(i, j))));
    return false;
  }
  if (doc_->game().at(i, j) == parsed->value && doc_->expression(i, j) == parsed->expression) return true;
  doc_->undoStack()->push(new SetMatrixCellsCommand(doc_, {MatrixCell{i, j, parsed->value, parsed->expression}}));
  return true;
}

bool MatrixTableModel::setHeaderData(int section, Qt::Orientation orientation, const QVariant& value, int role) {
  if (role != Qt::EditRole) return false;
  const int count = orientation == Qt::Vertical ? int(doc_->rowCount()) : int(doc_->colCount());
  if (section < 0 || section >= count) return false;
  const std::string label = value.toString().trimmed().toStdString();
  const Side side = orientation == Qt::Vertical ? Side::Row : Side::Column;
  const auto& labels = side == Side::Row ? doc_->game().rowLabels : doc_->game().colLabels;
  if (labels[std::size_t(section)] == label) return true;
  doc_->undoStack()->push(new SetMatrixLabelCommand(doc_, side, std::size_t(section), label));
  return true;
}

void MatrixTableModel::recomputeRowMin(std::size_t i) {
  const auto& g = doc_->game();
  Rational best = g.at(i, 0);
  for (std::size_t j = 1; j < g.cols; ++j)
    if (g.at(i, j) < best) best = g.at(i, j);
  rowMin_[i] = best;
}

void MatrixTableModel::recomputeColMax(std::size_t j) {
  const auto& g = doc_->game();
  Rational best = g.at(0, j);
  for (std::size_t i = 1; i < g.rows; ++i)
    if (g.at(i, j) > best) best = g.at(i, j);
  colMax_[j] = best;
}

void MatrixTableModel::recomputeBounds() {
  lower_ = rowMin_.empty() ? Rational(0) : *std::max_element(rowMin_.begin(), rowMin_.end());
  upper_ = colMax_.empty() ? Rational(0) : *std::min_element(colMax_.begin(), colMax_.end());
}

void MatrixTableModel::recomputeAllMargins() {
  const auto& g = doc_->game();
  rowMin_.assign(g.rows, Rational(0));
  colMax_.assign(g.cols, Rational(0));
  rowStep_.assign(g.rows, 0);
  colStep_.assign(g.cols, 0);
  if (g.empty()) { recomputeBounds(); return; }
  for (std::size_t i = 0; i < g.rows; ++i) recomputeRowMin(i);
  for (std::size_t j = 0; j < g.cols; ++j) recomputeColMax(j);
  recomputeBounds();
}

void MatrixTableModel::onCellsChanged(const QRect& rect) {
  const auto& g = doc_->game();
  if (g.empty()) return;
  for (int i = std::max(0, rect.top()); i <= rect.bottom() && i < int(g.rows); ++i) recomputeRowMin(std::size_t(i));
  for (int j = std::max(0, rect.left()); j <= rect.right() && j < int(g.cols); ++j) recomputeColMax(std::size_t(j));
  recomputeBounds();
  clearAnalysis();
  // Saddle marks anywhere may change with a margin: repaint everything (the view only
  // repaints what is visible, so this stays cheap for large matrices).
  emit dataChanged(index(0, 0), index(rowCount() - 1, columnCount() - 1));
}

void MatrixTableModel::clearAnalysis() {
  const bool hadSolution = solution_.has_value();
  const bool hadDominance = dominance_.has_value();
  dominance_.reset();
  solution_.reset();
  std::fill(rowStep_.begin(), rowStep_.end(), 0);
  std::fill(colStep_.begin(), colStep_.end(), 0);
  if (hadDominance) {
    emit headerDataChanged(Qt::Vertical, 0, rowCount() - 1);
    emit headerDataChanged(Qt::Horizontal, 0, columnCount() - 1);
  }
  if (hadSolution) emit solutionVisibilityChanged(false);
}

void MatrixTableModel::setDominance(const std::optional<DominanceResult>& result) {
  dominance_ = result;
  std::fill(rowStep_.begin(), rowStep_.end(), 0);
  std::fill(colStep_.begin(), colStep_.end(), 0);
  if (result) {
    for (std::size_t k = 0; k < result->steps.size(); ++k) {
      const auto& s = result->steps[k];
      auto& steps = s.side == Side::Row ? rowStep_ : colStep_;
      if (s.removed < steps.size()) steps[s.removed] = int(k) + 1;
    }
  }
  emit dataChanged(index(0, 0), index(rowCount() - 1, columnCount() - 1));
  emit headerDataChanged(Qt::Vertical, 0, rowCount() - 1);
  emit headerDataChanged(Qt::Horizontal, 0, columnCount() - 1);
}

void MatrixTableModel::setSolution(const std::optional<ZeroSumSolution>& solution) {
  const bool had = solution_.has_value();
  if (solution && (solution->rowStrategy.size() != doc_->rowCount() || solution->colStrategy.size() != doc_->colCount()))
    solution_.reset();  // stale result for another shape
  else
    solution_ = solution;
  emit dataChanged(index(0, 0), index(rowCount() - 1, columnCount() - 1));
  if (had != solution_.has_value()) emit solutionVisibilityChanged(solution_.has_value());
}

QString MatrixTableModel::dominanceText(Side side, std::size_t index) const {
  const auto& steps = side == Side::Row ? rowStep_ : colStep_;
  if (!dominance_ || index >= steps.size() || steps[index] == 0) return {};
  const auto& step = dominance_->steps[std::size_t(steps[index] - 1)];
  return tr("Deleted in step %1 of the dominance log: %2 (%3).")
      .arg(steps[index])
      .arg(fmt::dominanceRelation(step, doc_->game()),
           step.strict ? tr("strictly dominated") : tr("weakly dominated"));
}

}  // namespace gamelab::ui
