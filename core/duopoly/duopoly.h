#pragma once
/// Duopoly and oligopoly models of source 000 §3.3 (digest ferguson-ch3-general-sum.md §1
/// 3.3.1–3.3.4, test cases T25–T34 with the errata applied): Cournot with N firms and equal or
/// individual unit costs, Stackelberg (firm 1 leads in quantity), Bertrand (homogeneous, or
/// differentiated when b is given), Stackelberg–Bertrand (firm 1 sets its price first) and
/// entry deterrence. Everything is exact; the one irrational answer (the deterrence output
/// a − c − 2√F when F is not a square) is a QuadraticSurd.
///
/// Demand: quantity models (Cournot, Stackelberg, entry) have the price P = (a − Q)⁺ for the
/// total output Q; homogeneous Bertrand has the demand Q = (a − P)⁺ at the lowest price (equal
/// prices split it); differentiated Bertrand has q_i = (a − p_i + b·p_j)⁺. Firm i's cost is
/// c_i·q_i (plus F for a firm that produces, in the entry model; the incumbent always pays F).
/// The plotting functions the GUI samples are in duopolycurves.h.
#include "core/common/cancel.h"
#include "core/common/expected.h"
#include "core/common/rational.h"
#include "core/algebra/quadraticsurd.h"

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

namespace gamelab {

enum class DuopolyModel {
  Cournot,              ///< simultaneous quantities, N firms
  Stackelberg,          ///< firm 1 chooses its quantity first, firm 2 observes it
  Bertrand,             ///< simultaneous prices; differentiated demand when `b` is set
  StackelbergBertrand,  ///< firm 1 sets its price first (needs `b`)
  Entry,                ///< incumbent (firm 1) commits to a quantity, the entrant may stay out (needs F)
};

/// The most firms a Cournot market may have (sizes are checked before allocating).
inline constexpr int kDuopolyMaxFirms = 10000;
/// The most IESDS bounds solveDuopoly computes (their denominators double each step).
inline constexpr int kDuopolyMaxIesdsBounds = 200;

/// A market: the "game" of the duopoly kind.
struct DuopolyMarket {
  DuopolyModel model = DuopolyModel::Cournot;
  Rational a = 17;  ///< demand intercept (the source's running example: a = 17, c = 1)
  Rational c = 1;   ///< unit cost of every firm (unless `costs` is given)
  /// Substitution parameter of differentiated demand, 0 < b < 2 (the source has 0 < b ≤ 1).
  /// Bertrand: differentiated when set, homogeneous when not; StackelbergBertrand: required
  /// (and b² < 2); the other models: must be unset.
  std::optional<Rational> b;
  int firms = 2;        ///< Cournot only (1 ≤ N ≤ kDuopolyMaxFirms); the other models have 2
  /// Cournot only: one unit cost per firm (size == firms), replacing c; empty = all equal c.
  RationalVector costs;
  /// Entry: the fixed cost F ≥ 0 (required); the other models: must be unset.
  std::optional<Rational> fixedCost;
  /// Cournot only: one fixed cost per firm (size == firms, each ≥ 0), sunk: subtracted from
  /// the profits, the quantities unchanged (T32: costs x + 2 and 3y + 1); empty = none.
  RationalVector fixedCosts;
};

/// Stable id as in CLI.md: "cournot", "stackelberg", "bertrand", "stackelberg-bertrand", "entry".
const char* duopolyModelName(DuopolyModel model);
/// The model with this id, or nullopt.
std::optional<DuopolyModel> duopolyModelFromName(const std::string& name);

/// True for Bertrand and StackelbergBertrand (actions are prices).
bool isPriceModel(DuopolyModel model);
/// True for Bertrand with b set, and for StackelbergBertrand.
bool isDifferentiated(const DuopolyMarket& market);
/// The unit cost of firm i (from 0): costs[i] when given, else c.
Rational firmCost(const DuopolyMarket& market, std::size_t firm);
/// Number of firms: market.firms for Cournot, 2 for the other models.
std::size_t firmCount(const DuopolyMarket& market);

/// Every check solveDuopoly makes on the parameters, as the error it would return (nullopt:
/// valid). Errors: InvalidArgument with
///   DuopolyCostNotBelowIntercept (c ≥ a, or some c_i ≥ a; args "c"/"c_2", value, a),
///   MustBeNonNegative ("c", "c_2", "F" negative), MustBePositive ("a"),
///   DuopolySubstitutionOutOfRange (b ≤ 0 or b ≥ 2),
///   DuopolyLeaderPriceUnbounded (StackelbergBertrand with b² ≥ 2),
///   DuopolyMissingParameter (StackelbergBertrand without b: "b"; Entry without F: "F"),
///   DuopolyParameterNotUsed (b, F, firms ≠ 2, costs or fixedCosts on a model that has no use
///     for them: "b", "F", "firms", "costs", "fixedCosts"),
///   MustBeAtLeast / MustBeAtMost ("firms", 1 / kDuopolyMaxFirms, N),
///   WrongCount ("costs" or "fixedCosts", N, count), MustBeNonNegative ("F_2", …),
///   DuopolyNegativeQuantity (Cournot with costs whose interior formula gives a negative
///     quantity; args: firm from 1, the quantity).
std::optional<Error> validateDuopolyMarket(const DuopolyMarket& market);

/// One profile of actions with what follows from it.
struct DuopolyProfile {
  std::vector<QuadraticSurd> quantities;  ///< one per firm
  std::vector<QuadraticSurd> prices;      ///< one per firm (all equal in quantity models)
  std::vector<QuadraticSurd> profits;     ///< one per firm, net of fixed costs
  QuadraticSurd totalQuantity;
  /// Consumer surplus: Q²/2 for linear demand (quantity models and homogeneous Bertrand);
  /// ½·qᵀM q with M the inverse of [[1,−b],[−b,1]] for differentiated demand with 0 < b < 1
  /// (the quadratic utility behind that demand); nullopt for b ≥ 1, where no such utility exists.
  std::optional<QuadraticSurd> consumerSurplus;
};

/// A single firm with the market to itself (unit cost: the least of the firms' costs).
struct MonopolyComparison {
  Rational quantity;  ///< (a − c)/2
  Rational price;     ///< (a + c)/2
  Rational profit;    ///< (a − c)²/4, minus F in the entry model
};

/// Firms maximising their joint profit and sharing it equally (T25: (a−c)/4 each for two
/// firms). With unequal costs only the cheapest firms produce (the others get 0). Fixed costs
/// of Cournot firms are left out of this comparison (and of the monopoly one).
struct CartelComparison {
  RationalVector quantities;
  RationalVector prices;
  RationalVector profits;
};

/// How the incumbent of the entry model keeps or shares its market (names as in CLI.md).
enum class EntryRegime {
  Blockaded,     ///< the monopoly output already leaves the entrant no profit (F ≥ (a−c)²/16)
  Deterred,      ///< the incumbent produces the deterrence output, the entrant stays out
  Accommodated,  ///< the entrant enters; the incumbent plays the Stackelberg leader
};
/// "blockaded", "deterred", "accommodated".
const char* entryRegimeName(EntryRegime regime);

/// The numbers of the entry model (T30, with a = 17, c = 1, F = 9).
struct EntryAnalysis {
  EntryRegime regime = EntryRegime::Accommodated;
  MonopolyComparison monopoly;          ///< q = 8, price 9, profit 55 (net of F)
  /// The incumbent keeps the monopoly output and the entrant best-responds (T30: (8, 4),
  /// price 5, profits 23 and 7 — the source prints 18 for the incumbent, an arithmetic slip).
  DuopolyProfile entryAgainstMonopoly;
  /// The least output at which the entrant's best profit is 0: a − c − 2√F (T30: 10), or 0
  /// when that is negative.
  QuadraticSurd deterrenceQuantity;
  /// The incumbent's profit at the deterrence output with the entrant out (T30: 51).
  QuadraticSurd deterrenceProfit;
  /// Stackelberg outcome with both firms in (T30: (8, 4), price 5, profits 23 and 7).
  DuopolyProfile stackelberg;
  /// Cournot outcome with both firms in (T30: 16/3 each, price 19/3, profit 175/9 each).
  DuopolyProfile cournot;
};

struct DuopolyOptions {
  /// How many IESDS bounds to list for two-firm Cournot (T26 lists 8).
  int iesdsBounds = 8;
};

struct DuopolyOutcome {
  DuopolyModel model = DuopolyModel::Cournot;
  /// The equilibrium: Nash (Cournot, Bertrand), subgame perfect (Stackelberg,
  /// Stackelberg–Bertrand, entry). Homogeneous Bertrand: p_1 = p_2 = c, profits 0, the
  /// demand a − c split equally.
  DuopolyProfile equilibrium;
  /// The market price for quantity models and homogeneous Bertrand (the lowest price).
  std::optional<QuadraticSurd> marketPrice;
  /// Where it applies: all models with linear demand P = a − Q or Q = a − P (not the
  /// differentiated ones).
  std::optional<MonopolyComparison> monopoly;
  /// Where it applies: every model except differentiated demand with b ≥ 1 (joint profit
  /// unbounded there).
  std::optional<CartelComparison> cartel;
  /// The simultaneous-move equilibrium, for the sequential models (Stackelberg: Cournot;
  /// Stackelberg–Bertrand: differentiated Bertrand, T34's comparison).
  std::optional<DuopolyProfile> simultaneous;
  /// Two-firm Cournot with equal costs: the IESDS bounds in quantities, alternately upper and
  /// lower: (a−c)/2, (a−c)/4, 3(a−c)/8, … (T26; options.iesdsBounds of them), converging to
  /// (a−c)/3.
  RationalVector iesdsBounds;
  /// Entry model only.
  std::optional<EntryAnalysis> entry;
};

/// Solves the market (closed forms, so it never runs long). Errors: those of
/// validateDuopolyMarket; MustBeBetween ("iesdsBounds", 0, kDuopolyMaxIesdsBounds, k).
Expected<DuopolyOutcome> solveDuopoly(const DuopolyMarket& market, const DuopolyOptions& options = {},
                                      const Progress& progress = Progress::none(),
                                      const CancelToken& cancel = CancelToken::none());

}  // namespace gamelab
