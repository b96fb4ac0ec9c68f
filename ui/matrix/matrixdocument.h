#pragma once
/// A zero-sum matrix game open in a tab (document kind "zerosum").
///
/// The document owns the gamelab::MatrixGame. Its mutators are the primitives that the
/// QUndoCommands in ui/matrix/matrix*commands.h call; views never call them directly.
/// Invariant: rowLabels.size() == rows and colLabels.size() == cols at all times.
///
/// Parameters: the document keeps the declared parameters and the expression text of every
/// payoff that has one (parameterState(), row-major like the payoffs, "" = plain value); the
/// game holds the values at the current parameter values. Every primitive below carries the
/// expressions with their cells, so undo restores them.
#include "core/io/documentkind.h"
#include "core/matrix/dominance.h"
#include "core/matrix/matrixgame.h"
#include "ui/document/gamedocument.h"
#include "ui/parameters/parametricdocument.h"

#include <QRect>

#include <string>
#include <vector>

namespace gamelab::ui {

/// One payoff to write: (row, col) <- value.
struct MatrixCell {
  std::size_t row = 0;
  std::size_t col = 0;
  Rational value;
  std::string expression = {};  ///< "" = a plain value; else `value` is its value now
};

/// A whole row or column with its label, as removed from / inserted into the game.
struct MatrixLine {
  std::string label;
  RationalVector payoffs;  ///< length cols for a row, rows for a column
  std::vector<std::string> expressions = {};  ///< parallel to payoffs, or empty: none
  bool operator==(const MatrixLine&) const = default;
};

class MatrixDocument : public GameDocument, public ParametricDocument {
  Q_OBJECT
 public:
  /// Takes `game` (labels are normalised to full length). Default: a 2x2 zero game.
  explicit MatrixDocument(MatrixGame game = MatrixGame(2, 2), QObject* parent = nullptr);

  QString kind() const override { return QString::fromLatin1(documentkind::kZeroSum); }
  GamelabFile toGamelabFile() const override;
  QWidget* createEditor(QWidget* parent) override;
  QList<ExportFormat> exportFormats() const override;
  Expected<bool> exportTo(const QString& formatId, const QString& path) const override;

  /// Factory for registerDocumentKind("zerosum", ...).
  static Expected<DocumentPtr> fromGamelabFile(const GamelabFile& file);

  const MatrixGame& game() const { return game_; }
  std::size_t rowCount() const { return game_.rows; }
  std::size_t colCount() const { return game_.cols; }
  /// The expression of payoff (i, j), "" for a plain value.
  const std::string& expression(std::size_t i, std::size_t j) const { return param_.expressions[i * game_.cols + j]; }

  // --- ParametricDocument --------------------------------------------------------------
  QUndoStack* parameterUndoStack() const override { return undoStack(); }
  const ParameterState& parameterState() const override { return param_; }
  QString payoffPlace(std::size_t index) const override;
  void replaceParameterState(const ParameterState& state) override;

  /// Text of the CSV export: a header line with the column labels, then one line per row
  /// (label first), payoffs as exact rationals.
  std::string toCsv() const;

  // --- primitives for undo commands (no undo of their own) ---------------------------
  void setCells(const std::vector<MatrixCell>& cells);
  void setLabel(Side side, std::size_t index, const std::string& label);
  /// Inserts `lines` so the first becomes line `at` (0 <= at <= count on that side).
  void insertLines(Side side, std::size_t at, const std::vector<MatrixLine>& lines);
  /// Removes `count` lines starting at `at` and returns them (for undo).
  std::vector<MatrixLine> removeLines(Side side, std::size_t at, std::size_t count);
  /// Moves line `from` so that it ends up at index `to`.
  void moveLine(Side side, std::size_t from, std::size_t to);
  /// Replaces the whole game (resize, paste that grows the matrix); labels normalised. Its
  /// payoffs are plain values.
  void replaceGame(MatrixGame game);
  /// Adds `c` to every payoff; an expression e becomes "(e) + c".
  void addConstant(const Rational& c);

  /// The line i of `side` as a MatrixLine (copy).
  MatrixLine line(Side side, std::size_t index) const;

 signals:
  /// Payoffs in the inclusive rectangle (rows top..bottom, columns left..right) changed.
  void cellsChanged(const QRect& rect);
  /// Labels of lines first..last on one side changed (Qt::Vertical = rows).
  void labelsChanged(Qt::Orientation orientation, int first, int last);
  /// Emitted before/after the number or order of rows/columns changes.
  void structureAboutToChange();
  void structureChanged();
  /// The parameters or the expressions changed (also after undo).
  void parametersChanged();

 private:
  MatrixGame game_;
  ParameterState param_;  ///< expressions.size() == game_.payoffs.size()
};

/// Pads/trims label vectors to the game's size.
void normaliseLabels(MatrixGame& game);

}  // namespace gamelab::ui
