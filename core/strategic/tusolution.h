#pragma once
/// The TU solution of a bimatrix game (source 000 §3.4.2, spec §3.4): cooperation with side
/// payments, the threat game A − B and the agreed point φ* = ((σ+δ)/2, (σ−δ)/2).
#include "core/common/cancel.h"
#include "core/common/expected.h"
#include "core/matrix/matrixgame.h"
#include "core/strategic/payoffregion.h"
#include "core/strategic/strategicgame.h"

#include <cstddef>
#include <vector>

namespace gamelab {

/// A cell ⟨row, col⟩ of the bimatrix, both from 0.
struct BimatrixCell {
  std::size_t row = 0, col = 0;
  bool operator==(const BimatrixCell&) const = default;
};

/// The TU feasible set: the strip minSum <= u + v <= sigma (3.4.1); its Pareto set is the line
/// u + v = sigma.
struct TuStrip {
  Rational minSum;  ///< min_ij (a_ij + b_ij)
  Rational sigma;   ///< max_ij (a_ij + b_ij)
};

/// The side payment that moves a cooperative cell's payoff to φ*: player `from` pays `to`
/// `amount` (> 0). Players are 1 (I, rows) and 2 (II, columns). When the cell already gives
/// φ*, amount is 0 and from = 2, to = 1 by convention (`none` is then true).
struct SidePayment {
  BimatrixCell cell;
  int from = 2, to = 1;
  Rational amount;
  bool none = false;
  /// φ*_1 − a_cell: positive when II pays I (the signed amount, II→I).
  Rational signedFromIIToI;
};

/// A disagreement point D = (pᵀAq, pᵀBq) of one pair of extreme optimal threats.
struct DisagreementPoint {
  std::size_t rowThreat = 0;  ///< index into TuSolution::rowThreats
  std::size_t colThreat = 0;  ///< index into TuSolution::colThreats
  PayoffPoint point;
};

struct TuSolution {
  TuStrip strip;
  Rational sigma;                                 ///< = strip.sigma
  std::vector<BimatrixCell> cooperativeCells;     ///< every cell with a + b = σ, row-major order
  MatrixGame threatGame;                          ///< A − B (rows = I's strategies), the game's labels
  Rational delta;                                 ///< Val(A − B)
  /// Vertices of the optimal threat sets (optimal strategies of A − B), sorted; never empty.
  std::vector<RationalVector> rowThreats, colThreats;
  /// One optimal threat pair (the exact LP's strategies, a vertex of each set unless the LP
  /// said otherwise) and its disagreement point.
  RationalVector rowThreat, colThreat;
  PayoffPoint disagreement;
  /// D for every pair (rowThreats[i], colThreats[j]), row-major; all satisfy
  /// D_1 − D_2 = δ, i.e. lie on the 45° line through φ*. Duplicated points are kept (one per pair).
  std::vector<DisagreementPoint> disagreements;
  /// The extreme disagreement points along the 45° line (smallest and largest D_1; equal when
  /// all D coincide): the set of possible D is the segment between them.
  PayoffPoint disagreementLow, disagreementHigh;
  PayoffPoint solution;                           ///< φ* = ((σ+δ)/2, (σ−δ)/2)
  std::vector<SidePayment> sidePayments;          ///< one per cooperative cell, same order
};

/// Two players only. Errors: WrongShape/NotTwoPlayers (args: player count); EmptyGame; those of
/// solveZeroSum and solveOptimalStrategySets; Cancelled/Timeout. Progress stage "tu".
Expected<TuSolution> solveTuSolution(const StrategicGame& game, const Progress& progress = Progress::none(),
                                     const CancelToken& cancel = CancelToken::none());

}  // namespace gamelab
