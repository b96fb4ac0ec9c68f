#include "core/stochastic/stochasticmatrix.h"

#include <utility>

#include <cstddef>

namespace gamelab::stochastic {

namespace {
std::size_t idx(int i) { return static_cast<std::size_t>(i); }
}  // namespace

/// A^(k)(v) in floating point, row-major.
std::vector<double> floatMatrix(const StochasticState& s, const std::vector<double>& v) {
  std::vector<double> m(idx(s.rows * s.cols));
  for (int i = 0; i < s.rows; ++i) {
    for (int j = 0; j < s.cols; ++j) {
      const StochasticCell& c = s.cell(i, j);
      double e = toDouble(c.payoff);
      for (const Transition& t : c.next) e += toDouble(t.probability) * v[idx(t.state)];
      m[idx(i * s.cols + j)] = e;
    }
  }
  return m;
}

/// A^(k)(v) in Q(√c) for values in that field.
std::vector<QuadraticSurd> fieldMatrix(const StochasticState& s, const std::vector<QuadraticSurd>& v) {
  std::vector<QuadraticSurd> m(idx(s.rows * s.cols));
  for (int i = 0; i < s.rows; ++i) {
    for (int j = 0; j < s.cols; ++j) {
      const StochasticCell& c = s.cell(i, j);
      QuadraticSurd e = c.payoff;
      for (const Transition& t : c.next) e += v[idx(t.state)] * t.probability;
      m[idx(i * s.cols + j)] = std::move(e);
    }
  }
  return m;
}

MatrixGame rationalMatrix(const StochasticState& s, const RationalVector& v) {
  MatrixGame g(static_cast<std::size_t>(s.rows), static_cast<std::size_t>(s.cols));
  for (int i = 0; i < s.rows; ++i) {
    for (int j = 0; j < s.cols; ++j) {
      const StochasticCell& c = s.cell(i, j);
      Rational e = c.payoff;
      for (const Transition& t : c.next) e += t.probability * v[idx(t.state)];
      g.at(idx(i), idx(j)) = e;
    }
  }
  return g;
}

}  // namespace gamelab::stochastic
