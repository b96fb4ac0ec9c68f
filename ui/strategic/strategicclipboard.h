#pragma once
/// Text of strategic-form cells: parsing what the user types into a cell ("3, 1", "3 1",
/// "5/4; -2") and spreadsheet blocks for copy and paste.
#include "core/strategic/strategicgame.h"

#include <QString>

#include <vector>

namespace gamelab::ui {

struct ParsedPayoffs {
  RationalVector values;  ///< one per player when ok()
  QString error;          ///< translated; says which entry and why; empty when ok()
  bool ok() const { return error.isEmpty(); }
};

/// One cell: exactly `players` exact rationals separated by commas, semicolons or white space,
/// optionally in parentheses ("(3, 1)").
ParsedPayoffs parsePayoffCell(const QString& text, std::size_t players);

struct ParsedStrategicBlock {
  /// rows of cells; each cell holds `players` payoffs (pair form) or one payoff (matrix form).
  std::vector<std::vector<RationalVector>> cells;
  QString error;  ///< translated; names the first offending cell; empty when ok()
  bool ok() const { return error.isEmpty(); }
};

/// A pasted block of cells holding every player's payoffs. Accepted forms:
///  - tab-separated cells, each a cell as parsePayoffCell reads it ("3,1<TAB>0,2");
///  - without tabs, each line a run of numbers taken `players` at a time ("3,1 0,2",
///    "(3, 1) (0, 2)");
///  - `players` matrices of single payoffs (one per player, in player order), separated by
///    empty lines, all of the same shape.
/// Lines must have equal numbers of cells; a bad entry refuses the whole block.
ParsedStrategicBlock parseStrategicBlock(const QString& text, std::size_t players);

/// One player's payoff matrix (the spreadsheet form of parseMatrixBlock): each cell holds one value.
ParsedStrategicBlock parseSinglePayoffBlock(const QString& text);

/// "3, 1" / "3, 1, 0": a cell's payoffs as exact text.
QString formatPayoffs(const StrategicGame& game, std::size_t profile);

/// Rows top..bottom and columns left..right (inclusive) of the slice `slice` as tab-separated
/// cells "3, 1".
QString formatStrategicBlock(const StrategicGame& game, const PureProfile& slice, std::size_t top, std::size_t left,
                             std::size_t bottom, std::size_t right);

}  // namespace gamelab::ui
