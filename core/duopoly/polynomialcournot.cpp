#include "core/duopoly/polynomialcournot.h"

#include "core/algebra/realroots.h"

#include <algorithm>
#include <cmath>

namespace gamelab {
namespace {

Error invalid(Problem problem, std::vector<std::string> values) {
  return makeProblemError(ErrorCode::InvalidArgument, problem, std::move(values));
}

RealValue exactValue(const Rational& x) { return RealValue{x, toDouble(x)}; }

/// u_1(q_1, q_2) on the polynomial piece as a polynomial in q_1: q_1·(P(q_1 + q_2) − c).
Polynomial profitPolynomial(const PolynomialDemand& demand, const Rational& q2) {
  Polynomial shifted = shiftedPolynomial(demand.coefficients, q2);
  if (shifted.empty()) shifted.push_back(0);
  shifted[0] -= demand.cost;
  return multiplyPolynomials(shifted, {0, 1});
}

/// a ≥ b, exactly when both are exact; otherwise within 1e-9 (relative to the magnitudes).
bool atLeast(const RealValue& a, const RealValue& b) {
  if (a.isExact() && b.isExact()) return *a.exact >= *b.exact;
  return a.approx >= b.approx - 1e-9 * std::max(1.0, std::max(std::fabs(a.approx), std::fabs(b.approx)));
}

Expected<PolynomialBestResponse> bestResponseTo(const PolynomialDemand& demand, const Rational& q2,
                                                const CancelToken& cancel) {
  PolynomialBestResponse answer;
  const Rational limit = demand.quantityLimit - q2;  // end of the polynomial piece for q_1
  const Rational beyondMargin = demand.priceBeyond - demand.cost;
  answer.candidates.push_back({ResponseCandidate::Kind::Boundary, exactValue(0), exactValue(0), true});
  if (limit > 0) {
    const Polynomial u = profitPolynomial(demand, q2);
    auto roots = realRootsBetween(derivativeOf(u), 0, limit, cancel);
    if (!roots) return roots.error();
    for (const IsolatedRoot& root : *roots) {
      ResponseCandidate candidate;
      candidate.kind = ResponseCandidate::Kind::CriticalPoint;
      if (root.exact) {
        candidate.quantity = exactValue(*root.exact);
        candidate.profit = exactValue(evaluatePolynomial(u, *root.exact));
      } else {
        const Rational mid = (root.low + root.high) / 2;
        candidate.quantity = RealValue{std::nullopt, root.approx};
        candidate.profit = RealValue{std::nullopt, toDouble(evaluatePolynomial(u, mid))};
        answer.exact = false;
      }
      answer.candidates.push_back(std::move(candidate));
    }
    answer.candidates.push_back(
        {ResponseCandidate::Kind::Boundary, exactValue(limit), exactValue(evaluatePolynomial(u, limit)), true});
  }
  // Beyond Q_max the profit q_1·(P_beyond − c) is linear: unbounded, zero, or decreasing from
  // the left end (a supremum not attained there).
  const Rational leftEnd = std::max(limit, Rational(0));
  answer.unbounded = beyondMargin > 0;
  answer.candidates.push_back({ResponseCandidate::Kind::Beyond, exactValue(leftEnd),
                               exactValue(leftEnd * beyondMargin), beyondMargin == 0});
  if (answer.unbounded) return answer;

  std::size_t bestAttained = 0;
  for (std::size_t k = 0; k < answer.candidates.size(); ++k)
    if (answer.candidates[k].attained && !atLeast(answer.candidates[bestAttained].profit, answer.candidates[k].profit))
      bestAttained = k;
  const RealValue top = answer.candidates[bestAttained].profit;
  const ResponseCandidate& beyond = answer.candidates.back();
  if (!beyond.attained && !atLeast(top, beyond.profit)) {
    answer.bestProfit = beyond.profit;  // a supremum no quantity reaches
    return answer;
  }
  answer.bestProfit = top;
  for (std::size_t k = 0; k < answer.candidates.size(); ++k)
    if (answer.candidates[k].attained && atLeast(answer.candidates[k].profit, top)) answer.best.push_back(k);
  return answer;
}

}  // namespace

PolynomialDemand cubicPriceExample() {
  PolynomialDemand demand;
  demand.coefficients = {26, -5, Rational(1, 4)};
  demand.quantityLimit = 10;
  demand.priceBeyond = 1;
  demand.cost = 1;
  return demand;
}

Rational polynomialPrice(const PolynomialDemand& demand, const Rational& totalQuantity) {
  return totalQuantity <= demand.quantityLimit ? evaluatePolynomial(demand.coefficients, totalQuantity)
                                               : demand.priceBeyond;
}

Rational polynomialProfit(const PolynomialDemand& demand, const Rational& q1, const Rational& q2) {
  return q1 * (polynomialPrice(demand, q1 + q2) - demand.cost);
}

std::optional<Error> validatePolynomialDemand(const PolynomialDemand& demand) {
  if (demand.coefficients.empty()) return invalid(Problem::MustBeNonEmptyList, {"coefficients"});
  const std::size_t degree = demand.coefficients.size() - 1;
  if (degree > kPolynomialDemandMaxDegree)
    return invalid(Problem::MustBeAtMost,
                   {"degree", std::to_string(kPolynomialDemandMaxDegree), std::to_string(degree)});
  if (demand.quantityLimit <= 0) return invalid(Problem::MustBePositive, {"Q_max", toString(demand.quantityLimit)});
  if (demand.cost < 0) return invalid(Problem::MustBeNonNegative, {"c", toString(demand.cost)});
  return std::nullopt;
}

Expected<PolynomialBestResponse> polynomialBestResponse(const PolynomialDemand& demand, const Rational& otherQuantity) {
  if (auto error = validatePolynomialDemand(demand)) return *error;
  if (otherQuantity < 0) return invalid(Problem::MustBeNonNegative, {"q_2", toString(otherQuantity)});
  return bestResponseTo(demand, otherQuantity, CancelToken::none());
}

Expected<PolynomialCournotResult> solvePolynomialCournot(const PolynomialDemand& demand, const Progress& progress,
                                                        const CancelToken& cancel) {
  if (auto error = validatePolynomialDemand(demand)) return *error;
  PolynomialCournotResult result;
  auto monopoly = bestResponseTo(demand, 0, cancel);
  if (!monopoly) return monopoly.error();
  result.monopoly = std::move(*monopoly);

  // Symmetric first-order condition h(q) = P(2q) − c + q·P′(2q) on (0, Q_max/2).
  Polynomial h = scaledPolynomial(demand.coefficients, 2);
  h[0] -= demand.cost;
  h = addPolynomials(h, multiplyPolynomials({0, 1}, scaledPolynomial(derivativeOf(demand.coefficients), 2)));
  const Rational half = demand.quantityLimit / 2;
  auto roots = realRootsBetween(h, 0, half, cancel);
  if (!roots) return roots.error();

  struct Point {
    RealValue quantity;
    Rational probe;  // q itself, or the midpoint of its interval
  };
  std::vector<Point> points{{exactValue(0), 0}};
  for (const IsolatedRoot& root : *roots)
    points.push_back(root.exact ? Point{exactValue(*root.exact), *root.exact}
                                : Point{RealValue{std::nullopt, root.approx}, (root.low + root.high) / 2});
  points.push_back({exactValue(half), half});
  points.push_back({exactValue(demand.quantityLimit), demand.quantityLimit});

  for (std::size_t k = 0; k < points.size(); ++k) {
    progress.report(static_cast<double>(k) / static_cast<double>(points.size()), "symmetric-equilibria");
    const Point& point = points[k];
    SymmetricCandidate candidate;
    candidate.quantity = point.quantity;
    const Rational profit = polynomialProfit(demand, point.probe, point.probe);
    candidate.profit = point.quantity.isExact() ? exactValue(profit) : RealValue{std::nullopt, toDouble(profit)};
    auto reply = bestResponseTo(demand, point.probe, cancel);
    if (!reply) return reply.error();
    candidate.exact = point.quantity.isExact() && reply->exact;
    candidate.equilibrium = !reply->unbounded && !reply->best.empty() && atLeast(candidate.profit, reply->bestProfit);
    result.symmetric.push_back(std::move(candidate));
  }
  return result;
}

}  // namespace gamelab
