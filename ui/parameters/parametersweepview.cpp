#include "ui/parameters/parametersweepview.h"

#include "core/sweep/sweeproots.h"

namespace gamelab::ui {
namespace {

QString exactText(const RationalVector& v) {
  QStringList items;
  for (const Rational& x : v) items << QString::fromStdString(toString(x));
  return QStringLiteral("(") + items.join(QStringLiteral(", ")) + QStringLiteral(")");
}

QString floatText(const std::vector<double>& v) {
  QStringList items;
  for (double x : v) items << QString::number(x, 'g', 6);
  return QStringLiteral("(") + items.join(QStringLiteral(", ")) + QStringLiteral(")");
}

std::vector<double> doubles(const RationalVector& v) {
  std::vector<double> out;
  for (const Rational& x : v) out.push_back(toDouble(x));
  return out;
}

}  // namespace

ParameterSweepView sweepView(const BimatrixSweep& sweep, const QString& parameter, const QStringList& playerNames,
                             const std::vector<QStringList>& strategyNames) {
  ParameterSweepView view;
  view.parameter = parameter;
  view.lo = sweep.lo;
  view.hi = sweep.hi;
  view.breakpoints = sweep.breakpoints;
  view.zeroSum = sweep.zeroSum;
  view.playerNames = playerNames;
  view.strategyNames = strategyNames;
  for (const SweepPiece& piece : sweep.pieces) {
    ParameterSweepView::Piece p{piece.from, piece.to, {}};
    for (const ParametricEquilibrium& e : piece.equilibria)
      p.equilibria.push_back({{e.strategies[0], e.strategies[1]}, {e.payoffs[0], e.payoffs[1]}});
    view.pieces.push_back(std::move(p));
  }
  for (const BreakpointEquilibria& b : sweep.atBreakpoints) {
    ParameterSweepView::Point point;
    point.at = b.at;
    if (b.exact) {
      for (const Equilibrium& e : b.equilibria) {
        point.strategies.push_back({doubles(e.strategies[0]), doubles(e.strategies[1])});
        point.payoffs.push_back(doubles(e.payoffs));
        point.text << exactText(e.strategies[0]) + QStringLiteral(", ") + exactText(e.strategies[1]);
      }
    } else {
      for (const auto& e : b.approximate) {
        point.strategies.push_back({e[0], e[1]});
        point.payoffs.emplace_back();
        point.text << QStringLiteral("≈ ") + floatText(e[0]) + QStringLiteral(", ") + floatText(e[1]);
      }
    }
    view.points.push_back(std::move(point));
  }
  return view;
}

ParameterSweepView sweepView(const TreeSweep& sweep, const QString& parameter, const QStringList& playerNames) {
  ParameterSweepView view;
  view.parameter = parameter;
  view.lo = sweep.lo;
  view.hi = sweep.hi;
  view.breakpoints = sweep.breakpoints;
  view.treeSpe = true;
  view.playerNames = playerNames;
  for (const TreeSweepPiece& piece : sweep.pieces)
    view.pieces.push_back({piece.from, piece.to, {ParameterSweepView::Equilibrium{{}, piece.payoffs}}});
  for (const TreeSweepPoint& b : sweep.atBreakpoints) {
    ParameterSweepView::Point point;
    point.at = b.at;
    point.payoffs.push_back(b.payoffsFloat);
    point.text << (b.exact ? exactText(b.payoffs) : QStringLiteral("≈ ") + floatText(b.payoffsFloat));
    view.points.push_back(std::move(point));
  }
  return view;
}

}  // namespace gamelab::ui
