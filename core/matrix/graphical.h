#pragma once
/// The graphical method for 2xn and mx2 games (source 000 §2.2.4), as data for a plot.
#include "core/common/expected.h"
#include "core/matrix/matrixgame.h"

#include <utility>
#include <vector>

namespace gamelab {

/// TwoByN: x = p = P(row 1) of player I; one line per column, value p·a(1,j) + (1−p)·a(2,j);
/// I maximises the LOWER envelope. MByTwo: x = q = P(column 1) of player II; one line per row,
/// value q·a(i,1) + (1−q)·a(i,2); II minimises the UPPER envelope.
enum class GraphicalKind { TwoByN, MByTwo };

struct GraphicalLine {
  std::size_t index = 0;  ///< the column (TwoByN) or row (MByTwo)
  Rational atZero;        ///< value at x = 0
  Rational atOne;         ///< value at x = 1
  Rational slope;         ///< atOne − atZero
  /// False: the line never touches the envelope on [0,1] (dominated, perhaps by a mixture).
  bool touchesEnvelope = false;
  bool throughOptimum = false;  ///< passes through an optimal point (x, value)
};

/// A maximal piece of the envelope on which the same line(s) are extreme.
struct EnvelopeSegment {
  Rational from, to;            ///< 0 <= from < to <= 1
  Rational valueFrom, valueTo;  ///< envelope values at the ends
  std::vector<std::size_t> lines;  ///< the lines forming it (several only if identical there)
};

struct GraphicalSolution {
  GraphicalKind kind = GraphicalKind::TwoByN;
  std::vector<GraphicalLine> lines;
  std::vector<EnvelopeSegment> envelope;  ///< left to right, covering [0,1]
  /// Breakpoints of the envelope (x, value), including x = 0 and x = 1, ascending in x.
  std::vector<std::pair<Rational, Rational>> vertices;
  /// The plotting player's optimal x form the interval [optimumLow, optimumHigh] (equal ends:
  /// a single point; different ends: a flat optimal segment, e.g. T14 q in [1/4, 1/2]).
  Rational optimumLow, optimumHigh;
  Rational value;
  /// Lines through (x, value) for some optimal x, ascending.
  std::vector<std::size_t> linesThroughOptimum;
  /// The one or two lines the other player mixes (the 2x2 or 2x1 sub-game), ascending.
  std::vector<std::size_t> subgameLines;
  RationalVector rowStrategy;  ///< one optimal strategy of I (length rows)
  RationalVector colStrategy;  ///< one optimal strategy of II (length cols)
};

/// Errors: WrongShape (args: "2xn", actual size) unless rows == 2.
Expected<GraphicalSolution> solveGraphicalTwoByN(const MatrixGame& game);
/// Errors: WrongShape (args: "mx2", actual size) unless cols == 2.
Expected<GraphicalSolution> solveGraphicalMByTwo(const MatrixGame& game);
/// TwoByN when rows == 2, otherwise MByTwo when cols == 2, otherwise WrongShape.
Expected<GraphicalSolution> solveGraphical(const MatrixGame& game);

}  // namespace gamelab
