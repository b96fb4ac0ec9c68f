#pragma once
/// Exact, cheap functions of a duopoly market for the plots of spec §3.2 (reaction curves,
/// iso-profit contours, the Bertrand undercutting picture, the entry-deterrence curves): the GUI
/// only samples them. Precondition of every function: validateDuopolyMarket(market) is nullopt
/// and `actions` has firmCount(market) entries (quantities for quantity models, prices for
/// price models); firms are numbered from 0.
#include "core/common/rational.h"
#include "core/duopoly/duopoly.h"

#include <cstddef>
#include <optional>

namespace gamelab {

/// Firm `firm`'s profit (net of fixed costs) when the firms play `actions`:
/// quantity models q_i·((a − Q)⁺ − c_i); homogeneous Bertrand (p_i − c)·(a − p_i)⁺ for the
/// lowest price, shared equally on a tie, 0 above; differentiated (p_i − c)·(a − p_i + b·p_j)⁺.
/// Entry: the incumbent (firm 0) always pays F, the entrant (firm 1) only when q_1 > 0;
/// Cournot: firm i pays fixedCosts[i] (when given) whatever it produces.
Rational duopolyProfit(const DuopolyMarket& market, std::size_t firm, const RationalVector& actions);

/// Firm `firm`'s best response to the other firms' actions (its own entry of `actions` is
/// ignored): quantity models (a − c_i − Σ_{j≠i} q_j)⁺/2 (Cournot, Stackelberg follower; the
/// entrant of the entry model replies 0 when its best profit is ≤ 0); differentiated price
/// models p_i = (a + c + b·p_j)/2. Homogeneous Bertrand: nullopt (see bertrandBestReply).
std::optional<Rational> duopolyBestResponse(const DuopolyMarket& market, std::size_t firm,
                                            const RationalVector& actions);

/// Homogeneous Bertrand: firm i's profit against the other's price p_j jumps at p_i = p_j.
struct BertrandBestReply {
  enum class Kind {
    Monopoly,  ///< p_j > (a + c)/2: the monopoly price (a + c)/2 is the unique best reply
    Undercut,  ///< c < p_j ≤ (a + c)/2: no best reply; the profit approaches `supremum` as p_i ↑ p_j
    NoProfit,  ///< p_j ≤ c: the best profit is 0, earned by every p_i > p_j (and by p_i = c when p_j = c)
  };
  Kind kind = Kind::NoProfit;
  Rational supremum;                  ///< sup over p_i of the profit
  std::optional<Rational> bestPrice;  ///< Monopoly: (a + c)/2; Undercut: none; NoProfit: none (a set)
  /// The discontinuity at p_i = p_j (min(p_j, a) actually): the profit just below, at and just above.
  Rational profitBelow;  ///< (p_j − c)(a − p_j)⁺: the whole market
  Rational profitAt;     ///< half of it: the market split
  Rational profitAbove;  ///< 0
};
/// Precondition: homogeneous Bertrand market.
BertrandBestReply bertrandBestReply(const DuopolyMarket& market, const Rational& otherPrice);

/// Entry model: the entrant's best profit against the incumbent's output q_1 if it enters,
/// ((a − c − q_1)⁺/2)² − F (T30: (16 − q_1)²/4 − 9, zero at 10). Negative means it stays out
/// (and earns 0).
Rational entrantBestProfit(const DuopolyMarket& market, const Rational& incumbentQuantity);

/// Sequential models (Stackelberg, entry, Stackelberg–Bertrand): the leader's profit when it
/// plays `leaderAction` and the follower best-responds (the entrant staying out when its best
/// profit is ≤ 0). Precondition: one of those models.
Rational leaderProfit(const DuopolyMarket& market, const Rational& leaderAction);

/// Iso-profit contour of a two-firm market: the other firm's action at which firm `firm`
/// earns `level` when it plays `ownAction`; nullopt where there is none (own quantity 0, own
/// price at cost, a negative result, or a result outside the region where the demand formula
/// is positive). Quantity models: q_j = a − c_i − q_i − level/q_i; differentiated:
/// p_j = (level/(p_i − c) − a + p_i)/b. Homogeneous Bertrand: nullopt.
std::optional<Rational> isoProfitOther(const DuopolyMarket& market, std::size_t firm, const Rational& level,
                                       const Rational& ownAction);

/// Two-firm Cournot IESDS bounds in quantities (T26), for the animation: the first `count`
/// of (a−c)/2, (a−c)/4, 3(a−c)/8, … (x_{k+1} = (1 − x_k)/2 in units of a − c). Precondition:
/// 0 ≤ count ≤ kDuopolyMaxIesdsBounds.
RationalVector cournotIesdsBounds(const Rational& a, const Rational& c, int count);

}  // namespace gamelab
