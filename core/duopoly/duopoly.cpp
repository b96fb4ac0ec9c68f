#include "core/duopoly/duopoly.h"

#include "core/duopoly/duopolycurves.h"

#include <algorithm>
#include <array>

namespace gamelab {
namespace {

constexpr std::array<const char*, 5> kModelNames = {"cournot", "stackelberg", "bertrand", "stackelberg-bertrand",
                                                    "entry"};

Error invalid(Problem problem, std::vector<std::string> values) {
  return makeProblemError(ErrorCode::InvalidArgument, problem, std::move(values));
}

std::string costName(const DuopolyMarket& market, std::size_t firm) {
  return market.costs.empty() ? std::string("c") : "c_" + std::to_string(firm + 1);
}

/// The unit costs of every firm.
RationalVector allCosts(const DuopolyMarket& market) {
  if (!market.costs.empty()) return market.costs;
  return RationalVector(firmCount(market), market.c);
}

/// Cournot quantities of the interior formula q_i = (a + Σc_j)/(N+1) − c_i.
RationalVector cournotQuantities(const Rational& a, const RationalVector& costs) {
  Rational sum = 0;
  for (const Rational& c : costs) sum += c;
  const Rational price = (a + sum) / Rational(static_cast<long>(costs.size()) + 1);
  RationalVector q;
  q.reserve(costs.size());
  for (const Rational& c : costs) q.push_back(price - c);
  return q;
}

/// A quantity profile with price P = (a − Q)⁺, profits q_i(P − c_i) − F_i and surplus Q²/2.
DuopolyProfile quantityProfile(const Rational& a, const std::vector<QuadraticSurd>& quantities,
                               const RationalVector& costs, const RationalVector& fixed) {
  DuopolyProfile p;
  p.quantities = quantities;
  QuadraticSurd total;
  for (const auto& q : quantities) total = total + q;
  p.totalQuantity = total;
  QuadraticSurd price = QuadraticSurd(a) - total;
  if (price.sign() < 0) price = QuadraticSurd();
  for (std::size_t i = 0; i < quantities.size(); ++i) {
    p.prices.push_back(price);
    p.profits.push_back(quantities[i] * (price - QuadraticSurd(costs[i])) - QuadraticSurd(fixed[i]));
  }
  p.consumerSurplus = total * total * QuadraticSurd(Rational(1, 2));
  return p;
}

DuopolyProfile quantityProfile(const Rational& a, const RationalVector& quantities, const RationalVector& costs,
                               const RationalVector& fixed) {
  return quantityProfile(a, std::vector<QuadraticSurd>(quantities.begin(), quantities.end()), costs, fixed);
}

/// Differentiated demand: q_i = (a − p_i + b·p_j)⁺, profits (p_i − c)q_i, surplus ½qᵀMq (b < 1).
DuopolyProfile priceProfile(const Rational& a, const Rational& c, const Rational& b, const RationalVector& prices) {
  DuopolyProfile p;
  Rational total = 0;
  RationalVector q(2);
  for (std::size_t i = 0; i < 2; ++i) {
    q[i] = std::max(Rational(0), Rational(a - prices[i] + b * prices[1 - i]));
    total += q[i];
    p.quantities.emplace_back(q[i]);
    p.prices.emplace_back(prices[i]);
    p.profits.emplace_back(Rational((prices[i] - c) * q[i]));
  }
  p.totalQuantity = total;
  if (b < 1) p.consumerSurplus = QuadraticSurd(Rational((q[0] * q[0] + 2 * b * q[0] * q[1] + q[1] * q[1]) /
                                                        (2 * (1 - b * b))));
  return p;
}

MonopolyComparison monopolyOf(const Rational& a, const Rational& c, const Rational& fixed) {
  const Rational m = a - c;
  return {m / 2, (a + c) / 2, m * m / 4 - fixed};
}

/// Joint-profit maximum with linear demand P = a − Q, shared by the cheapest firms.
CartelComparison linearCartel(const Rational& a, const RationalVector& costs) {
  const Rational cheapest = *std::min_element(costs.begin(), costs.end());
  const auto sharing = std::count(costs.begin(), costs.end(), cheapest);
  const Rational m = a - cheapest;
  CartelComparison cartel;
  for (const Rational& c : costs) {
    const bool produces = c == cheapest;
    cartel.quantities.push_back(produces ? Rational(m / 2 / sharing) : Rational(0));
    cartel.prices.push_back((a + cheapest) / 2);
    cartel.profits.push_back(produces ? Rational(m * m / 4 / sharing) : Rational(0));
  }
  return cartel;
}

/// Joint-profit maximum with differentiated demand (concave for b < 1): the symmetric price
/// p = (a + c(1 − b))/(2(1 − b)).
CartelComparison differentiatedCartel(const Rational& a, const Rational& c, const Rational& b) {
  const Rational p = (a + c * (1 - b)) / (2 * (1 - b));
  const Rational q = a - (1 - b) * p;
  return {{q, q}, {p, p}, {(p - c) * q, (p - c) * q}};
}

DuopolyProfile differentiatedBertrand(const Rational& a, const Rational& c, const Rational& b) {
  const Rational p = (a + c) / (2 - b);
  return priceProfile(a, c, b, {p, p});
}

DuopolyOutcome solveCournot(const DuopolyMarket& market, const DuopolyOptions& options) {
  DuopolyOutcome out;
  const RationalVector costs = allCosts(market);
  const RationalVector q = cournotQuantities(market.a, costs);
  const RationalVector fixed = market.fixedCosts.empty() ? RationalVector(costs.size(), 0) : market.fixedCosts;
  out.equilibrium = quantityProfile(market.a, q, costs, fixed);
  out.marketPrice = out.equilibrium.prices.front();
  const Rational cheapest = *std::min_element(costs.begin(), costs.end());
  out.monopoly = monopolyOf(market.a, cheapest, 0);
  out.cartel = linearCartel(market.a, costs);
  if (costs.size() == 2 && costs[0] == costs[1])
    out.iesdsBounds = cournotIesdsBounds(market.a, costs[0], options.iesdsBounds);
  return out;
}

DuopolyOutcome solveStackelberg(const DuopolyMarket& market) {
  DuopolyOutcome out;
  const Rational m = market.a - market.c;
  const RationalVector costs(2, market.c);
  const RationalVector none(2, 0);
  out.equilibrium = quantityProfile(market.a, RationalVector{m / 2, m / 4}, costs, none);
  out.marketPrice = out.equilibrium.prices.front();
  out.monopoly = monopolyOf(market.a, market.c, 0);
  out.cartel = linearCartel(market.a, costs);
  out.simultaneous = quantityProfile(market.a, cournotQuantities(market.a, costs), costs, none);
  return out;
}

DuopolyOutcome solveBertrand(const DuopolyMarket& market) {
  DuopolyOutcome out;
  const Rational& a = market.a;
  const Rational& c = market.c;
  if (market.b) {
    const Rational& b = *market.b;
    out.equilibrium = differentiatedBertrand(a, c, b);
    if (b < 1) out.cartel = differentiatedCartel(a, c, b);
    return out;
  }
  // Homogeneous: both price at cost and split the demand a − c.
  DuopolyProfile p;
  const Rational half = (a - c) / 2;
  p.quantities = {half, half};
  p.prices = {c, c};
  p.profits = {Rational(0), Rational(0)};
  p.totalQuantity = QuadraticSurd(Rational(a - c));
  p.consumerSurplus = QuadraticSurd((a - c) * (a - c) / 2);
  out.equilibrium = p;
  out.marketPrice = QuadraticSurd(c);
  out.monopoly = monopolyOf(a, c, 0);
  out.cartel = linearCartel(a, {c, c});
  return out;
}

DuopolyOutcome solveStackelbergBertrand(const DuopolyMarket& market) {
  DuopolyOutcome out;
  const Rational& a = market.a;
  const Rational& c = market.c;
  const Rational& b = *market.b;
  // Leader's first-order condition along the follower's reaction p_2 = (a + c + b·p_1)/2.
  const Rational p1 = (a * (2 + b) + c * (2 + b - b * b)) / (2 * (2 - b * b));
  const Rational p2 = (a + c + b * p1) / 2;
  out.equilibrium = priceProfile(a, c, b, {p1, p2});
  out.simultaneous = differentiatedBertrand(a, c, b);
  if (b < 1) out.cartel = differentiatedCartel(a, c, b);
  return out;
}

DuopolyOutcome solveEntry(const DuopolyMarket& market) {
  DuopolyOutcome out;
  const Rational& a = market.a;
  const Rational& c = market.c;
  const Rational& f = *market.fixedCost;
  const Rational m = a - c;
  const RationalVector costs(2, c);
  const RationalVector bothPay(2, f);
  const RationalVector incumbentPays{f, 0};

  EntryAnalysis entry;
  entry.monopoly = monopolyOf(a, c, f);
  const Rational reply = *duopolyBestResponse(market, 1, {m / 2, 0});
  entry.entryAgainstMonopoly =
      quantityProfile(a, RationalVector{m / 2, reply}, costs, reply > 0 ? bothPay : incumbentPays);
  QuadraticSurd deterrence = QuadraticSurd(m) - QuadraticSurd(2) * squareRoot(f);
  if (deterrence.sign() < 0) deterrence = QuadraticSurd();
  entry.deterrenceQuantity = deterrence;
  entry.deterrenceProfit = deterrence * (QuadraticSurd(m) - deterrence) - QuadraticSurd(f);
  entry.stackelberg = quantityProfile(a, RationalVector{m / 2, m / 4}, costs, bothPay);
  entry.cournot = quantityProfile(a, cournotQuantities(a, costs), costs, bothPay);

  // Blockaded when the entrant cannot profit against the monopoly output; otherwise the
  // incumbent deters (at equal profits too) or accommodates as Stackelberg leader.
  const Rational accommodation = m * m / 8 - f;
  if (entrantBestProfit(market, m / 2) <= 0) {
    entry.regime = EntryRegime::Blockaded;
    out.equilibrium = quantityProfile(a, RationalVector{m / 2, 0}, costs, incumbentPays);
  } else if (!(entry.deterrenceProfit < QuadraticSurd(accommodation))) {
    entry.regime = EntryRegime::Deterred;
    out.equilibrium = quantityProfile(a, {deterrence, QuadraticSurd()}, costs, incumbentPays);
  } else {
    entry.regime = EntryRegime::Accommodated;
    out.equilibrium = entry.stackelberg;
  }
  out.marketPrice = out.equilibrium.prices.front();
  out.monopoly = entry.monopoly;
  out.simultaneous = entry.cournot;
  out.entry = std::move(entry);
  return out;
}

}  // namespace

const char* duopolyModelName(DuopolyModel model) { return kModelNames[static_cast<std::size_t>(model)]; }

std::optional<DuopolyModel> duopolyModelFromName(const std::string& name) {
  for (std::size_t k = 0; k < kModelNames.size(); ++k)
    if (name == kModelNames[k]) return static_cast<DuopolyModel>(k);
  return std::nullopt;
}

const char* entryRegimeName(EntryRegime regime) {
  switch (regime) {
    case EntryRegime::Blockaded: return "blockaded";
    case EntryRegime::Deterred: return "deterred";
    case EntryRegime::Accommodated: return "accommodated";
  }
  return "";
}

bool isPriceModel(DuopolyModel model) {
  return model == DuopolyModel::Bertrand || model == DuopolyModel::StackelbergBertrand;
}

bool isDifferentiated(const DuopolyMarket& market) {
  return market.model == DuopolyModel::StackelbergBertrand ||
         (market.model == DuopolyModel::Bertrand && market.b.has_value());
}

Rational firmCost(const DuopolyMarket& market, std::size_t firm) {
  return firm < market.costs.size() ? market.costs[firm] : market.c;
}

std::size_t firmCount(const DuopolyMarket& market) {
  return market.model == DuopolyModel::Cournot && market.firms > 0 ? static_cast<std::size_t>(market.firms) : 2;
}

std::optional<Error> validateDuopolyMarket(const DuopolyMarket& market) {
  const std::string model = duopolyModelName(market.model);
  const bool cournot = market.model == DuopolyModel::Cournot;
  if (market.b && !isPriceModel(market.model)) return invalid(Problem::DuopolyParameterNotUsed, {model, "b"});
  if (!market.b && market.model == DuopolyModel::StackelbergBertrand)
    return invalid(Problem::DuopolyMissingParameter, {model, "b"});
  if (market.fixedCost && market.model != DuopolyModel::Entry)
    return invalid(Problem::DuopolyParameterNotUsed, {model, "F"});
  if (!market.fixedCost && market.model == DuopolyModel::Entry)
    return invalid(Problem::DuopolyMissingParameter, {model, "F"});
  if (!cournot && market.firms != 2) return invalid(Problem::DuopolyParameterNotUsed, {model, "firms"});
  if (!cournot && !market.costs.empty()) return invalid(Problem::DuopolyParameterNotUsed, {model, "costs"});
  if (!cournot && !market.fixedCosts.empty())
    return invalid(Problem::DuopolyParameterNotUsed, {model, "fixedCosts"});
  if (market.firms < 1) return invalid(Problem::MustBeAtLeast, {"firms", "1", std::to_string(market.firms)});
  if (market.firms > kDuopolyMaxFirms)
    return invalid(Problem::MustBeAtMost, {"firms", std::to_string(kDuopolyMaxFirms), std::to_string(market.firms)});
  if (!market.costs.empty() && market.costs.size() != static_cast<std::size_t>(market.firms))
    return invalid(Problem::WrongCount,
                   {"costs", std::to_string(market.firms), std::to_string(market.costs.size())});
  if (!market.fixedCosts.empty() && market.fixedCosts.size() != static_cast<std::size_t>(market.firms))
    return invalid(Problem::WrongCount,
                   {"fixedCosts", std::to_string(market.firms), std::to_string(market.fixedCosts.size())});
  for (std::size_t i = 0; i < market.fixedCosts.size(); ++i)
    if (market.fixedCosts[i] < 0)
      return invalid(Problem::MustBeNonNegative, {"F_" + std::to_string(i + 1), toString(market.fixedCosts[i])});
  if (market.a <= 0) return invalid(Problem::MustBePositive, {"a", toString(market.a)});
  const std::size_t n = firmCount(market);
  for (std::size_t i = 0; i < n; ++i) {
    const Rational c = firmCost(market, i);
    if (c < 0) return invalid(Problem::MustBeNonNegative, {costName(market, i), toString(c)});
    if (c >= market.a)
      return invalid(Problem::DuopolyCostNotBelowIntercept, {costName(market, i), toString(c), toString(market.a)});
    if (!market.costs.empty()) continue;
    break;  // equal costs: one check is enough
  }
  if (market.b) {
    const Rational& b = *market.b;
    if (b <= 0 || b >= 2) return invalid(Problem::DuopolySubstitutionOutOfRange, {toString(b)});
    if (market.model == DuopolyModel::StackelbergBertrand && b * b >= 2)
      return invalid(Problem::DuopolyLeaderPriceUnbounded, {toString(b)});
  }
  if (market.fixedCost && *market.fixedCost < 0)
    return invalid(Problem::MustBeNonNegative, {"F", toString(*market.fixedCost)});
  if (cournot && !market.costs.empty()) {
    const RationalVector q = cournotQuantities(market.a, market.costs);
    for (std::size_t i = 0; i < q.size(); ++i)
      if (q[i] < 0) return invalid(Problem::DuopolyNegativeQuantity, {std::to_string(i + 1), toString(q[i])});
  }
  return std::nullopt;
}

Expected<DuopolyOutcome> solveDuopoly(const DuopolyMarket& market, const DuopolyOptions& options, const Progress&,
                                      const CancelToken& cancel) {
  if (auto error = validateDuopolyMarket(market)) return *error;
  if (options.iesdsBounds < 0 || options.iesdsBounds > kDuopolyMaxIesdsBounds)
    return invalid(Problem::MustBeBetween, {"iesdsBounds", "0", std::to_string(kDuopolyMaxIesdsBounds),
                                            std::to_string(options.iesdsBounds)});
  if (cancel.isCancelled()) return stopError(cancel);
  DuopolyOutcome out;
  switch (market.model) {
    case DuopolyModel::Cournot: out = solveCournot(market, options); break;
    case DuopolyModel::Stackelberg: out = solveStackelberg(market); break;
    case DuopolyModel::Bertrand: out = solveBertrand(market); break;
    case DuopolyModel::StackelbergBertrand: out = solveStackelbergBertrand(market); break;
    case DuopolyModel::Entry: out = solveEntry(market); break;
  }
  out.model = market.model;
  return out;
}

}  // namespace gamelab
