#pragma once
/// Cournot duopoly with a general inverse demand (source 000 Ex 3.3.5-4, T35): a polynomial
/// price P(Q) = Σ_k coefficients[k]·Q^k with rational coefficients for 0 ≤ Q ≤ Q_max and a
/// constant price P_beyond for Q > Q_max, unit cost c for both firms; firm 1's profit is
/// u_1(q_1, q_2) = q_1·(P(q_1 + q_2) − c).
///
/// Best responses are found by global maximisation, not by the first-order condition alone:
/// every critical point of u_1(·, q_2) on [0, Q_max − q_2] (real roots of a polynomial: exact
/// when rational, otherwise isolated with exact Sturm sequences and bisected to 1e-12, then
/// labelled approximate), the boundaries 0 and Q_max − q_2, and the region beyond Q_max (where
/// u_1 = q_1·(P_beyond − c) is linear) are each evaluated. T35: P = Q²/4 − 5Q + 26 for
/// Q ≤ 10, 1 after, c = 1: monopoly 10/3 with profit 1000/27; against q_2 = 5/2 the best
/// response is 5/2 (profit 125/8), so (5/2, 5/2) is a PSE.
#include "core/common/cancel.h"
#include "core/common/expected.h"
#include "core/common/rational.h"

#include <cstddef>
#include <optional>
#include <vector>

namespace gamelab {

/// The largest polynomial degree accepted (the first-order condition has this degree).
inline constexpr std::size_t kPolynomialDemandMaxDegree = 12;

struct PolynomialDemand {
  RationalVector coefficients;  ///< P(Q) = Σ coefficients[k]·Q^k on [0, Q_max]; non-empty
  Rational quantityLimit = 10;  ///< Q_max > 0
  Rational priceBeyond = 1;     ///< the price for Q > Q_max
  Rational cost = 1;            ///< unit cost c ≥ 0
};

/// T35's demand: P = Q²/4 − 5Q + 26 on [0, 10], 1 after, c = 1.
PolynomialDemand cubicPriceExample();

/// A real number that is exact when rational and otherwise known to 1e-12.
struct RealValue {
  std::optional<Rational> exact;  ///< set when the number is known exactly
  double approx = 0;              ///< always set (equal to toDouble(*exact) when exact)
  bool isExact() const { return exact.has_value(); }
};

/// One point examined for the best response.
struct ResponseCandidate {
  enum class Kind {
    Boundary,       ///< q_1 = 0, or q_1 = Q_max − q_2 (the end of the polynomial piece)
    CriticalPoint,  ///< a root of ∂u_1/∂q_1 inside (0, Q_max − q_2)
    Beyond,         ///< the region q_1 > Q_max − q_2: its supremum, at its left end (not attained
                    ///< when P is discontinuous there) — or unbounded (see the answer's flag)
  };
  Kind kind = Kind::Boundary;
  RealValue quantity;
  RealValue profit;
  bool attained = true;  ///< false for a supremum that no quantity reaches
};

struct PolynomialBestResponse {
  /// Every candidate, by increasing quantity (Beyond last).
  std::vector<ResponseCandidate> candidates;
  /// True when P_beyond > c: the profit beyond Q_max grows without bound; no best response.
  bool unbounded = false;
  /// Indices into `candidates` of the attained candidates whose profit is the maximum (empty
  /// when unbounded or when a non-attained supremum beats every attained value).
  std::vector<std::size_t> best;
  /// The best (or supremal) profit; meaningless when unbounded.
  RealValue bestProfit;
  /// True when every number the comparison used was exact.
  bool exact = true;
};

/// Firm 1's profit u_1(q_1, q_2), exact. Precondition: valid demand, q_1, q_2 ≥ 0.
Rational polynomialProfit(const PolynomialDemand& demand, const Rational& q1, const Rational& q2);

/// The price P(Q), exact. Precondition: Q ≥ 0.
Rational polynomialPrice(const PolynomialDemand& demand, const Rational& totalQuantity);

/// Errors: InvalidArgument with MustBeNonEmptyList ("coefficients"), MustBeAtMost ("degree",
/// kPolynomialDemandMaxDegree, degree), MustBePositive ("Q_max"), MustBeNonNegative ("c",
/// "q_2").
std::optional<Error> validatePolynomialDemand(const PolynomialDemand& demand);

/// Global best response of firm 1 to q_2 ≥ 0 (cheap: a few root isolations). Errors: those of
/// validatePolynomialDemand.
Expected<PolynomialBestResponse> polynomialBestResponse(const PolynomialDemand& demand, const Rational& otherQuantity);

/// A candidate for a symmetric equilibrium (q, q).
struct SymmetricCandidate {
  RealValue quantity;
  RealValue profit;  ///< each firm's profit at (q, q)
  /// q is a best response to q (checked by polynomialBestResponse; exactly when `exact`).
  bool equilibrium = false;
  bool exact = true;
};

struct PolynomialCournotResult {
  /// The monopoly: the best response to q_2 = 0 (T35: 10/3, profit 1000/27).
  PolynomialBestResponse monopoly;
  /// The roots in (0, Q_max/2) of the symmetric first-order condition
  /// P(2q) − c + q·P'(2q) = 0, plus q = 0, q = Q_max/2 and q = Q_max, each checked by the
  /// global best response, by increasing q (T35: 5/2 is an equilibrium, 5 is not).
  std::vector<SymmetricCandidate> symmetric;
};

/// Errors: those of validatePolynomialDemand; Cancelled/Timeout.
Expected<PolynomialCournotResult> solvePolynomialCournot(const PolynomialDemand& demand,
                                                        const Progress& progress = Progress::none(),
                                                        const CancelToken& cancel = CancelToken::none());

}  // namespace gamelab
