#include "ui/stochastic/stochasticanalysis.h"

#include "ui/common/numberformat.h"

#include <QCoreApplication>
#include <QStringList>

#include <algorithm>
#include <cmath>

namespace gamelab::ui {

using stochastic::AlgebraicNumber;

namespace {

constexpr int kCurveSamples = 241;

/// f(v) − v for the one state.
double gap(const stochastic::StochasticGame& game, double v) {
  return stochastic::oneShotValue(game, 0, {v}) - v;
}

/// Samples the curve over a range holding Q, the value and the interval of fixed points, and
/// locates the sign changes of Val(A(v)) − v (bisection to 1e-10). Intervals of fixed points
/// show as runs of zeros; only their ends are listed.
void sampleCurve(StochasticAnalysis& out, const CancelToken& cancel) {
  const auto& game = out.game;
  double lo = 0, hi = 0;
  const auto include = [&](double x) {
    if (!std::isfinite(x)) return;
    lo = std::min(lo, x);
    hi = std::max(hi, x);
  };
  if (game.infinitePlay) include(toDouble(*game.infinitePlay));
  include(out.solution.values.front().approx);
  if (const auto& interval = out.solution.fixedPointInterval) {
    include(toDouble(interval->first));
    include(toDouble(interval->second));
  }
  for (const auto& cell : game.states.front().cells) include(toDouble(cell.payoff));
  const double margin = std::max(1.0, 0.25 * (hi - lo));
  lo -= margin;
  hi += margin;
  double previous = 0;
  for (int k = 0; k < kCurveSamples; ++k) {
    if (cancel.isCancelled()) return;
    const double v = lo + (hi - lo) * k / (kCurveSamples - 1);
    const double f = stochastic::oneShotValue(game, 0, {v});
    out.curve.emplace_back(v, f);
    const double g = f - v;
    const bool zero = std::abs(g) < 1e-12;
    if (zero) {
      if (k == 0 || std::abs(previous) >= 1e-12) out.fixedPoints.push_back(v);  // a run starts
    } else if (k > 0 && std::abs(previous) < 1e-12 && out.fixedPoints.back() != out.curve[k - 1].x()) {
      out.fixedPoints.push_back(out.curve[static_cast<std::size_t>(k - 1)].x());  // the run ended
    } else if (k > 0 && (previous < 0) != (g < 0) && std::abs(previous) >= 1e-12) {
      double a = out.curve[static_cast<std::size_t>(k - 1)].x(), b = v;
      for (int step = 0; step < 60 && b - a > 1e-12; ++step) {
        const double m = (a + b) / 2;
        if ((gap(game, m) < 0) == (previous < 0)) a = m;
        else b = m;
      }
      out.fixedPoints.push_back((a + b) / 2);
    }
    previous = g;
  }
}

QString polynomialText(const std::vector<mpz_class>& coefficients) {
  static const QString superscripts = QStringLiteral("⁰¹²³⁴⁵⁶⁷⁸⁹");
  QString out;
  for (int k = static_cast<int>(coefficients.size()) - 1; k >= 0; --k) {
    const mpz_class& a = coefficients[static_cast<std::size_t>(k)];
    if (a == 0) continue;
    const mpz_class m = abs(a);
    out += out.isEmpty() ? (a < 0 ? QStringLiteral("−") : QString()) : (a < 0 ? QStringLiteral(" − ") : QStringLiteral(" + "));
    if (m != 1 || k == 0) out += QString::fromStdString(m.get_str());
    if (k >= 1) out += QStringLiteral("x");
    if (k >= 2) out += superscripts.at(k % 10);
  }
  return out;
}

}  // namespace

Expected<StochasticAnalysis> analyseStochastic(const stochastic::StochasticGame& game, const Progress& progress,
                                               const CancelToken& cancel) {
  StochasticAnalysis out;
  out.game = game;
  auto solution = stochastic::solveStochastic(game, {}, progress, cancel);
  if (!solution) return solution.error();
  out.solution = std::move(solution).value();
  stochastic::ShapleyIterationOptions options;
  options.tolerance = 1e-9;
  options.maxIterations = 400;
  options.startFromInfinitePlay = game.infinitePlay.has_value();
  auto iteration = stochastic::solveShapleyIteration(game, options, Progress::none(), cancel);
  if (!iteration) return iteration.error();
  out.iteration = std::move(iteration).value();
  if (game.stateCount() == 1 && game.infinitePlay && !out.solution.values.empty()) sampleCurve(out, cancel);
  if (cancel.isCancelled()) return stopError(cancel);
  return out;
}

QString exactValueText(const AlgebraicNumber& value) {
  switch (value.kind) {
    case AlgebraicNumber::Kind::Rational:
      return formatRational(value.rational);
    case AlgebraicNumber::Kind::Quadratic:
      return formatSurd(value.quadratic);
    case AlgebraicNumber::Kind::Algebraic:
      return QCoreApplication::translate("StochasticAnalysis", "root of %1 in [%2, %3]")
          .arg(polynomialText(value.minimalPolynomial), formatDecimal(value.low, 6), formatDecimal(value.high, 6));
    case AlgebraicNumber::Kind::Float:
      break;
  }
  return {};
}

QString decimalValueText(const AlgebraicNumber& value) {
  return QString::number(value.approx, 'f', 6).replace(QLatin1Char('-'), QStringLiteral("−"));
}

std::vector<QStringList> oneShotMatrix(const stochastic::StochasticGame& game, int state,
                                       const stochastic::StochasticSolution& solution) {
  const bool exact = std::all_of(solution.values.begin(), solution.values.end(),
                                 [](const AlgebraicNumber& v) { return v.kind == AlgebraicNumber::Kind::Rational; });
  const auto& s = game.states[static_cast<std::size_t>(state)];
  std::vector<QStringList> rows;
  for (int i = 0; i < s.rows; ++i) {
    QStringList row;
    for (int j = 0; j < s.cols; ++j) {
      const auto& cell = s.cell(i, j);
      if (exact) {
        Rational x = cell.payoff;
        for (const auto& t : cell.next) x += t.probability * solution.values[static_cast<std::size_t>(t.state)].rational;
        row << formatRational(x);
      } else {
        double x = toDouble(cell.payoff);
        for (const auto& t : cell.next)
          x += toDouble(t.probability) * solution.values[static_cast<std::size_t>(t.state)].approx;
        row << QString::number(x, 'f', 4).replace(QLatin1Char('-'), QStringLiteral("−"));
      }
    }
    rows.push_back(row);
  }
  return rows;
}

}  // namespace gamelab::ui
