#include "core/duopoly/duopolycurves.h"

#include <algorithm>

namespace gamelab {
namespace {

Rational positivePart(const Rational& x) { return x > 0 ? x : Rational(0); }

bool isQuantityModel(DuopolyModel model) { return !isPriceModel(model); }

/// The fixed cost firm i pays when it produces q_i (entry model only).
Rational fixedCostOf(const DuopolyMarket& market, std::size_t firm, const Rational& quantity) {
  if (market.model == DuopolyModel::Cournot) return firm < market.fixedCosts.size() ? market.fixedCosts[firm] : Rational(0);
  if (market.model != DuopolyModel::Entry) return 0;
  if (firm == 1 && quantity <= 0) return 0;
  return *market.fixedCost;
}

Rational othersTotal(const RationalVector& actions, std::size_t firm) {
  Rational total = 0;
  for (std::size_t j = 0; j < actions.size(); ++j)
    if (j != firm) total += actions[j];
  return total;
}

}  // namespace

Rational duopolyProfit(const DuopolyMarket& market, std::size_t firm, const RationalVector& actions) {
  const Rational& own = actions[firm];
  const Rational c = firmCost(market, firm);
  if (isQuantityModel(market.model)) {
    Rational total = 0;
    for (const Rational& q : actions) total += q;
    return own * (positivePart(market.a - total) - c) - fixedCostOf(market, firm, own);
  }
  const Rational& other = actions[1 - firm];
  if (isDifferentiated(market)) return (own - c) * positivePart(market.a - own + *market.b * other);
  if (own > other) return 0;
  const Rational whole = (own - c) * positivePart(market.a - own);
  return own == other ? Rational(whole / 2) : whole;
}

std::optional<Rational> duopolyBestResponse(const DuopolyMarket& market, std::size_t firm,
                                            const RationalVector& actions) {
  if (isQuantityModel(market.model)) {
    if (market.model == DuopolyModel::Entry && firm == 1 && entrantBestProfit(market, actions[0]) <= 0)
      return Rational(0);
    return positivePart(market.a - firmCost(market, firm) - othersTotal(actions, firm)) / 2;
  }
  if (!isDifferentiated(market)) return std::nullopt;
  return (market.a + market.c + *market.b * actions[1 - firm]) / 2;
}

BertrandBestReply bertrandBestReply(const DuopolyMarket& market, const Rational& otherPrice) {
  const Rational& a = market.a;
  const Rational& c = market.c;
  BertrandBestReply reply;
  reply.profitBelow = (otherPrice - c) * positivePart(a - otherPrice);
  reply.profitAt = reply.profitBelow / 2;
  reply.profitAbove = 0;
  const Rational monopolyPrice = (a + c) / 2;
  if (otherPrice > monopolyPrice) {
    reply.kind = BertrandBestReply::Kind::Monopoly;
    reply.bestPrice = monopolyPrice;
    reply.supremum = (a - c) * (a - c) / 4;
  } else if (otherPrice > c) {
    reply.kind = BertrandBestReply::Kind::Undercut;
    reply.supremum = reply.profitBelow;
  } else {
    reply.kind = BertrandBestReply::Kind::NoProfit;
    reply.supremum = 0;
  }
  return reply;
}

Rational entrantBestProfit(const DuopolyMarket& market, const Rational& incumbentQuantity) {
  const Rational half = positivePart(market.a - market.c - incumbentQuantity) / 2;
  return half * half - market.fixedCost.value_or(0);
}

Rational leaderProfit(const DuopolyMarket& market, const Rational& leaderAction) {
  RationalVector actions{leaderAction, 0};
  actions[1] = duopolyBestResponse(market, 1, actions).value_or(0);
  return duopolyProfit(market, 0, actions);
}

std::optional<Rational> isoProfitOther(const DuopolyMarket& market, std::size_t firm, const Rational& level,
                                       const Rational& ownAction) {
  if (firmCount(market) != 2) return std::nullopt;
  const Rational c = firmCost(market, firm);
  if (isQuantityModel(market.model)) {
    if (ownAction <= 0) return std::nullopt;
    const Rational other =
        market.a - c - ownAction - (level + fixedCostOf(market, firm, ownAction)) / ownAction;
    if (other < 0 || market.a - ownAction - other < 0) return std::nullopt;
    return other;
  }
  if (!isDifferentiated(market) || ownAction == c) return std::nullopt;
  const Rational other = (level / (ownAction - c) - market.a + ownAction) / *market.b;
  if (other < 0 || market.a - ownAction + *market.b * other < 0) return std::nullopt;
  return other;
}

RationalVector cournotIesdsBounds(const Rational& a, const Rational& c, int count) {
  RationalVector bounds;
  if (count <= 0) return bounds;
  bounds.reserve(static_cast<std::size_t>(count));
  Rational x(1, 2);
  for (int k = 0; k < count; ++k) {
    bounds.push_back(x * (a - c));
    x = (1 - x) / 2;
  }
  return bounds;
}

}  // namespace gamelab
