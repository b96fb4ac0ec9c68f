#pragma once
/// Building block of solveStochastic (not a solver): exact arithmetic in one field Q(√c)
/// (c > 1 square-free, or c = 0 for Q itself) and the exact optimality test of a matrix game
/// whose entries lie in that field.
#include "core/common/rational.h"

#include <optional>
#include <vector>

namespace gamelab::stochastic {

/// a + b√c; c is the field's, kept outside the number.
struct FieldNumber {
  Rational a, b;
};

class QuadraticField {
 public:
  explicit QuadraticField(mpz_class c) : c_(std::move(c)) {}
  const mpz_class& radicand() const { return c_; }

  FieldNumber add(const FieldNumber& x, const FieldNumber& y) const { return {x.a + y.a, x.b + y.b}; }
  FieldNumber sub(const FieldNumber& x, const FieldNumber& y) const { return {x.a - y.a, x.b - y.b}; }
  FieldNumber mul(const FieldNumber& x, const FieldNumber& y) const;
  /// Precondition: x ≠ 0.
  FieldNumber inverse(const FieldNumber& x) const;
  /// −1, 0 or 1, exactly (compares a² with b²c when the signs of a and b differ).
  int sign(const FieldNumber& x) const;
  int compare(const FieldNumber& x, const FieldNumber& y) const { return sign(sub(x, y)); }
  double toDouble(const FieldNumber& x) const;

 private:
  mpz_class c_;
};

struct FieldGameSolution {
  std::vector<FieldNumber> row, col;
  FieldNumber value;
};

/// The equalizing strategies of the square subgame on `rows` × `cols` (same size) of the
/// rows×cols game `payoffs` (row-major), then the exact test that they are mixed strategies
/// optimal in the whole game: min_j (pᵀA)_j = value = max_i (Aq)_i. nullopt when the
/// subgame's system is singular or the test fails.
std::optional<FieldGameSolution> proveOnSupport(const QuadraticField& field, const std::vector<FieldNumber>& payoffs,
                                                int rowCount, int colCount, const std::vector<int>& rows,
                                                const std::vector<int>& cols);

}  // namespace gamelab::stochastic
