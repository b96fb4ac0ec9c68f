#include "core/matrix/graphical.h"

#include <algorithm>
#include <string>

namespace gamelab {
namespace {

std::vector<std::string> sizeOf(const MatrixGame& g) { return {matrixSizeText(g.rows, g.cols)}; }

Rational lineAt(const GraphicalLine& l, const Rational& x) { return l.atZero + l.slope * x; }

/// Fills envelope, vertices, touches, optimum and the mixing player's weights over lines.
/// lower = true: lower envelope maximised; false: upper envelope minimised.
RationalVector analyse(GraphicalSolution& s, bool lower) {
  const auto better = [lower](const Rational& a, const Rational& b) { return lower ? a < b : a > b; };
  std::vector<Rational> xs{Rational(0), Rational(1)};
  for (std::size_t a = 0; a < s.lines.size(); ++a)
    for (std::size_t b = a + 1; b < s.lines.size(); ++b) {
      const Rational ds = s.lines[a].slope - s.lines[b].slope;
      if (ds == 0) continue;
      const Rational x = (s.lines[b].atZero - s.lines[a].atZero) / ds;
      if (x > 0 && x < 1) xs.push_back(x);
    }
  std::sort(xs.begin(), xs.end());
  xs.erase(std::unique(xs.begin(), xs.end()), xs.end());

  const auto envAt = [&](const Rational& x) {
    Rational e = lineAt(s.lines[0], x);
    for (const auto& l : s.lines) {
      const Rational y = lineAt(l, x);
      if (better(y, e)) e = y;
    }
    return e;
  };

  for (std::size_t k = 0; k + 1 < xs.size(); ++k) {
    const Rational mid = (xs[k] + xs[k + 1]) / 2;
    const Rational e = envAt(mid);
    std::vector<std::size_t> active;
    for (std::size_t t = 0; t < s.lines.size(); ++t)
      if (lineAt(s.lines[t], mid) == e) active.push_back(t);
    if (!s.envelope.empty() && s.envelope.back().lines == active) {
      s.envelope.back().to = xs[k + 1];
      s.envelope.back().valueTo = lineAt(s.lines[active[0]], xs[k + 1]);
    } else {
      EnvelopeSegment seg;
      seg.from = xs[k];
      seg.to = xs[k + 1];
      seg.valueFrom = lineAt(s.lines[active[0]], xs[k]);
      seg.valueTo = lineAt(s.lines[active[0]], xs[k + 1]);
      seg.lines = active;
      s.envelope.push_back(std::move(seg));
    }
  }
  s.vertices.emplace_back(s.envelope.front().from, s.envelope.front().valueFrom);
  for (const auto& seg : s.envelope) s.vertices.emplace_back(seg.to, seg.valueTo);

  for (auto& l : s.lines)
    for (const auto& [x, y] : s.vertices)
      if (lineAt(l, x) == y) l.touchesEnvelope = true;

  // Optimum of the envelope (concave for lower, convex for upper): a contiguous set of vertices.
  s.value = s.vertices.front().second;
  for (const auto& [x, y] : s.vertices)
    if (better(s.value, y)) s.value = y;
  bool first = true;
  for (const auto& [x, y] : s.vertices) {
    if (y != s.value) continue;
    if (first) s.optimumLow = x;
    s.optimumHigh = x;
    first = false;
  }
  for (auto& l : s.lines)
    if (lineAt(l, s.optimumLow) == s.value || lineAt(l, s.optimumHigh) == s.value) {
      l.throughOptimum = true;
      s.linesThroughOptimum.push_back(l.index);
    }

  // The other player's mixture of lines with combined slope making the optimum its worst case.
  const Rational& x = s.optimumLow;
  const EnvelopeSegment* after = nullptr;
  const EnvelopeSegment* before = nullptr;
  for (const auto& seg : s.envelope) {
    if (seg.from == x) after = &seg;
    if (seg.to == x) before = &seg;
  }
  RationalVector weights(s.lines.size());
  const auto pure = [&](std::size_t t) {
    weights[t] = 1;
    s.subgameLines = {s.lines[t].index};
  };
  if (x == 0) {
    pure(after->lines[0]);
  } else if (x == 1) {
    pure(before->lines[0]);
  } else if (s.lines[after->lines[0]].slope == 0) {
    pure(after->lines[0]);
  } else if (s.lines[before->lines[0]].slope == 0) {
    pure(before->lines[0]);
  } else {
    const std::size_t j1 = before->lines[0], j2 = after->lines[0];
    const Rational& s1 = s.lines[j1].slope;
    const Rational& s2 = s.lines[j2].slope;
    const Rational t = s2 / (s2 - s1);  // t·s1 + (1−t)·s2 = 0
    weights[j1] = t;
    weights[j2] = Rational(1) - t;
    s.subgameLines = {std::min(s.lines[j1].index, s.lines[j2].index), std::max(s.lines[j1].index, s.lines[j2].index)};
  }
  return weights;
}

/// The line of strategy `index` over x = probability of the other player's first line.
GraphicalLine makeLine(std::size_t index, const Rational& atOne, const Rational& atZero) {
  GraphicalLine l;
  l.index = index;
  l.atZero = atZero;
  l.atOne = atOne;
  l.slope = atOne - atZero;
  return l;
}

}  // namespace

Expected<GraphicalSolution> solveGraphicalTwoByN(const MatrixGame& game) {
  if (game.rows != 2 || game.cols == 0) return makeProblemError(ErrorCode::WrongShape, Problem::NotTwoByN, sizeOf(game));
  GraphicalSolution s;
  s.kind = GraphicalKind::TwoByN;
  for (std::size_t j = 0; j < game.cols; ++j) s.lines.push_back(makeLine(j, game.at(0, j), game.at(1, j)));
  s.colStrategy = analyse(s, true);
  s.rowStrategy = {s.optimumLow, Rational(1) - s.optimumLow};
  return s;
}

Expected<GraphicalSolution> solveGraphicalMByTwo(const MatrixGame& game) {
  if (game.cols != 2 || game.rows == 0) return makeProblemError(ErrorCode::WrongShape, Problem::NotMByTwo, sizeOf(game));
  GraphicalSolution s;
  s.kind = GraphicalKind::MByTwo;
  for (std::size_t i = 0; i < game.rows; ++i) s.lines.push_back(makeLine(i, game.at(i, 0), game.at(i, 1)));
  s.rowStrategy = analyse(s, false);
  s.colStrategy = {s.optimumLow, Rational(1) - s.optimumLow};
  return s;
}

Expected<GraphicalSolution> solveGraphical(const MatrixGame& game) {
  if (game.rows == 2) return solveGraphicalTwoByN(game);
  if (game.cols == 2) return solveGraphicalMByTwo(game);
  return makeProblemError(ErrorCode::WrongShape, Problem::NotTwoRowsOrColumns, sizeOf(game));
}

}  // namespace gamelab
