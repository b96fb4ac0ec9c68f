#include "core/matrix/indifference.h"

#include <algorithm>
#include <string>

namespace gamelab {
namespace {

std::optional<Error> checkIndices(const std::vector<std::size_t>& idx, std::size_t limit, const char* name) {
  if (idx.empty()) return makeProblemError(ErrorCode::InvalidArgument, Problem::EmptyIndexList, {name});
  std::vector<std::size_t> sorted = idx;
  std::sort(sorted.begin(), sorted.end());
  if (sorted.back() >= limit)
    return makeProblemError(ErrorCode::InvalidArgument, Problem::IndexOutOfRange,
                            {name, std::to_string(sorted.back()), std::to_string(limit)});
  if (std::adjacent_find(sorted.begin(), sorted.end()) != sorted.end())
    return makeProblemError(ErrorCode::InvalidArgument, Problem::DuplicateIndex, {name});
  return std::nullopt;
}

RationalVector columnPayoffs(const MatrixGame& g, const RationalVector& p) {
  RationalVector out(g.cols);
  for (std::size_t j = 0; j < g.cols; ++j)
    for (std::size_t i = 0; i < g.rows; ++i) out[j] += p[i] * g.at(i, j);
  return out;
}

RationalVector rowPayoffs(const MatrixGame& g, const RationalVector& q) {
  RationalVector out(g.rows);
  for (std::size_t i = 0; i < g.rows; ++i)
    for (std::size_t j = 0; j < g.cols; ++j) out[i] += g.at(i, j) * q[j];
  return out;
}

/// rowSide: unknown p on `support` (rows), indifferent over `lines` (columns).
IndifferenceSystem buildAndSolve(const MatrixGame& g, bool rowSide, const std::vector<std::size_t>& support,
                                 const std::vector<std::size_t>& lines) {
  IndifferenceSystem s;
  s.support = support;
  const std::size_t k = support.size();
  const auto entry = [&](std::size_t own, std::size_t other) { return rowSide ? g.at(own, other) : g.at(other, own); };
  for (std::size_t line : lines) {
    RationalVector row(k + 1);
    for (std::size_t t = 0; t < k; ++t) row[t] = entry(support[t], line);
    row[k] = -1;
    s.coefficients.push_back(std::move(row));
    s.rhs.push_back(Rational(0));
    s.equationLines.push_back(line);
  }
  RationalVector ones(k + 1, Rational(1));
  ones[k] = 0;
  s.coefficients.push_back(std::move(ones));
  s.rhs.push_back(Rational(1));
  const auto solved = solveLinearSystem(s.coefficients, s.rhs, k + 1);
  s.status = solved.status;
  if (solved.status == LinearSystemStatus::Inconsistent) return s;
  const std::size_t own = rowSide ? g.rows : g.cols;
  s.probabilities.assign(own, Rational(0));
  for (std::size_t t = 0; t < k; ++t) {
    s.probabilities[support[t]] = solved.solution[t];
    if (solved.solution[t] < 0) s.negative.push_back(support[t]);
  }
  std::sort(s.negative.begin(), s.negative.end());
  s.value = solved.solution[k];
  s.payoffs = rowSide ? columnPayoffs(g, s.probabilities) : rowPayoffs(g, s.probabilities);
  for (std::size_t o = 0; o < s.payoffs.size(); ++o) {
    if (std::find(lines.begin(), lines.end(), o) != lines.end()) continue;
    if (rowSide ? s.payoffs[o] < s.value : s.payoffs[o] > s.value) s.violatedUnused.push_back(o);
  }
  s.valid = s.status == LinearSystemStatus::Unique && s.negative.empty() && s.violatedUnused.empty();
  return s;
}

}  // namespace

Expected<InverseFormulaResult> applyInverseFormula(const MatrixGame& game) {
  if (game.rows != game.cols) return makeProblemError(ErrorCode::WrongShape, Problem::NotSquare, {matrixSizeText(game.rows, game.cols)});
  std::vector<std::size_t> all(game.rows);
  for (std::size_t i = 0; i < all.size(); ++i) all[i] = i;
  return applyInverseFormula(game, all, all);
}

Expected<InverseFormulaResult> applyInverseFormula(const MatrixGame& game, const std::vector<std::size_t>& rows,
                                                   const std::vector<std::size_t>& cols) {
  if (game.empty()) return makeError(ErrorCode::EmptyGame);
  if (auto e = checkIndices(rows, game.rows, "rows")) return *e;
  if (auto e = checkIndices(cols, game.cols, "cols")) return *e;
  if (rows.size() != cols.size()) return makeProblemError(ErrorCode::WrongShape, Problem::NotSquare, {matrixSizeText(rows.size(), cols.size())});
  InverseFormulaResult r;
  r.rows = rows;
  r.cols = cols;
  const std::size_t n = rows.size();
  r.matrix.assign(n, RationalVector(n));
  for (std::size_t a = 0; a < n; ++a)
    for (std::size_t b = 0; b < n; ++b) r.matrix[a][b] = game.at(rows[a], cols[b]);
  auto inv = invertMatrix(r.matrix);
  if (!inv) {
    r.singular = true;
    return r;
  }
  r.inverse = std::move(*inv);
  r.inverseColumnSums.assign(n, Rational(0));
  r.inverseRowSums.assign(n, Rational(0));
  for (std::size_t a = 0; a < n; ++a)
    for (std::size_t b = 0; b < n; ++b) {
      r.inverseColumnSums[b] += r.inverse[a][b];
      r.inverseRowSums[a] += r.inverse[a][b];
      r.onesInverseOnes += r.inverse[a][b];
    }
  if (r.onesInverseOnes == 0) {
    r.sumIsZero = true;
    return r;
  }
  r.value = Rational(1) / r.onesInverseOnes;
  r.fullRowStrategy.assign(game.rows, Rational(0));
  r.fullColStrategy.assign(game.cols, Rational(0));
  for (std::size_t t = 0; t < n; ++t) {
    r.p.push_back(r.value * r.inverseColumnSums[t]);
    r.q.push_back(r.value * r.inverseRowSums[t]);
    if (r.p[t] < 0) r.negativeP.push_back(t);
    if (r.q[t] < 0) r.negativeQ.push_back(t);
    r.fullRowStrategy[rows[t]] = r.p[t];
    r.fullColStrategy[cols[t]] = r.q[t];
  }
  r.pValid = r.negativeP.empty();
  r.qValid = r.negativeQ.empty();
  bool ok = r.pValid && r.qValid;
  if (r.pValid) {
    r.fullColumnPayoffs = columnPayoffs(game, r.fullRowStrategy);
    for (const auto& x : r.fullColumnPayoffs) ok = ok && x >= r.value;
  }
  if (r.qValid) {
    r.fullRowPayoffs = rowPayoffs(game, r.fullColStrategy);
    for (const auto& x : r.fullRowPayoffs) ok = ok && x <= r.value;
  }
  r.optimalInWholeGame = ok;
  return r;
}

Expected<IndifferenceResult> solveByIndifference(const MatrixGame& game, const std::vector<std::size_t>& rowSupport,
                                                 const std::vector<std::size_t>& colSupport) {
  if (game.empty()) return makeError(ErrorCode::EmptyGame);
  if (auto e = checkIndices(rowSupport, game.rows, "rowSupport")) return *e;
  if (auto e = checkIndices(colSupport, game.cols, "colSupport")) return *e;
  IndifferenceResult r;
  r.rowPlayer = buildAndSolve(game, true, rowSupport, colSupport);
  r.colPlayer = buildAndSolve(game, false, colSupport, rowSupport);
  r.valuesAgree = r.rowPlayer.status == LinearSystemStatus::Unique && r.colPlayer.status == LinearSystemStatus::Unique &&
                  r.rowPlayer.value == r.colPlayer.value;
  r.optimal = r.valuesAgree && r.rowPlayer.valid && r.colPlayer.valid;
  return r;
}

}  // namespace gamelab
