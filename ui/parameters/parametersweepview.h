#pragma once
/// What the "vs parameter" page shows, whichever sweep made it: the pieces between breakpoints
/// with their equilibria as exact functions of the parameter, and the equilibria at the
/// breakpoints. Built from a two-player game's sweep (bimatrixsweep.h) or a tree's
/// (treesweep.h: payoffs only).
#include "core/algebra/algebraicnumber.h"
#include "core/algebra/rationalfunction.h"
#include "core/sweep/bimatrixsweep.h"
#include "core/sweep/treesweep.h"

#include <QString>
#include <QStringList>

#include <vector>

namespace gamelab::ui {

struct ParameterSweepView {
  struct Equilibrium {
    std::vector<std::vector<RationalFunction>> strategies;  ///< per player; empty for tree sweeps
    std::vector<RationalFunction> payoffs;                  ///< per player
  };
  struct Piece {
    AlgebraicNumber from, to;
    std::vector<Equilibrium> equilibria;
  };
  /// The equilibria at a breakpoint in floating point (exact text in `text`).
  struct Point {
    AlgebraicNumber at;
    std::vector<std::vector<std::vector<double>>> strategies;  ///< [equilibrium][player][strategy]
    std::vector<std::vector<double>> payoffs;                  ///< [equilibrium][player]
    QStringList text;                                          ///< one line per equilibrium
  };

  QString parameter;
  Rational lo, hi;
  std::vector<AlgebraicNumber> breakpoints;
  std::vector<Piece> pieces;
  std::vector<Point> points;
  bool zeroSum = false;
  bool treeSpe = false;  ///< from a tree sweep: payoffs of the subgame-perfect equilibrium
  /// Not exact: equilibria computed at evenly spaced values (`points`, no pieces and no
  /// breakpoints): games of three or more players.
  bool sampled = false;
  QStringList playerNames;
  std::vector<QStringList> strategyNames;  ///< per player (empty for trees)
};

ParameterSweepView sweepView(const BimatrixSweep& sweep, const QString& parameter, const QStringList& playerNames,
                             const std::vector<QStringList>& strategyNames);
ParameterSweepView sweepView(const TreeSweep& sweep, const QString& parameter, const QStringList& playerNames);

}  // namespace gamelab::ui
