#include "app/cli/clistreams.h"
#include "app/cli/duopolycommand.h"

#include "app/cli/clierror.h"
#include "app/cli/clioptions.h"
#include "app/cli/jsonoutput.h"

#include <iostream>

namespace gamelab::cli {
namespace {

Error optionError(const std::string& option, const std::string& reason) {
  return makeError(ErrorCode::InvalidArgument, {option, reason});
}

Expected<Rational> rationalOption(const std::string& option, const std::string& text) {
  auto value = parseRational(text);
  if (!value) return optionError(option, "'" + text + "' is not an exact number (such as 3, -2/7 or 0.25)");
  return *value;
}

Expected<RationalVector> rationalListOption(const std::string& option, const std::string& text) {
  RationalVector values;
  for (const std::string& item : commaItems(text)) {
    auto value = rationalOption(option, item);
    if (!value) return value.error();
    values.push_back(*value);
  }
  return values;
}

/// An exact string, or null for an irrational number (its `_float` twin carries it).
Json surd(const QuadraticSurd& value) { return value.isRational() ? exact(value.value()) : Json(nullptr); }

Json surdList(const std::vector<QuadraticSurd>& values) {
  Json list = Json::array();
  for (const auto& v : values) list.push_back(surd(v));
  return list;
}

Json floatList(const std::vector<QuadraticSurd>& values) {
  Json list = Json::array();
  for (const auto& v : values) list.push_back(v.toDouble());
  return list;
}

/// quantities, prices, profits (and their float twins), total_quantity, consumer_surplus.
void putProfile(Json& out, const DuopolyProfile& p) {
  out["quantities"] = surdList(p.quantities);
  out["prices"] = surdList(p.prices);
  out["profits"] = surdList(p.profits);
  out["quantities_float"] = floatList(p.quantities);
  out["prices_float"] = floatList(p.prices);
  out["profits_float"] = floatList(p.profits);
  out["total_quantity"] = surd(p.totalQuantity);
  if (p.consumerSurplus) out["consumer_surplus"] = surd(*p.consumerSurplus);
}

Json profileJson(const DuopolyProfile& p) {
  Json out;
  putProfile(out, p);
  return out;
}

Json monopolyJson(const MonopolyComparison& m) {
  Json out;
  out["quantity"] = exact(m.quantity);
  out["price"] = exact(m.price);
  out["profit"] = exact(m.profit);
  return out;
}

bool allRational(const DuopolyProfile& p) {
  for (const auto* list : {&p.quantities, &p.prices, &p.profits})
    for (const auto& v : *list)
      if (!v.isRational()) return false;
  return true;
}

int solve(const DuopolyCommandOptions& options) {
  auto outcome = solveDuopoly(options.market);
  if (!outcome) return reportError(outcome.error());
  const DuopolyOutcome& o = *outcome;
  const DuopolyMarket& m = options.market;
  Json out;
  out["model"] = duopolyModelName(o.model);
  if (o.marketPrice) {
    out["price"] = surd(*o.marketPrice);
    out["price_float"] = o.marketPrice->toDouble();
  }
  putProfile(out, o.equilibrium);
  if (o.monopoly) out["monopoly"] = monopolyJson(*o.monopoly);
  if (o.cartel) {
    Json cartel;
    cartel["quantities"] = exactList(o.cartel->quantities);
    cartel["prices"] = exactList(o.cartel->prices);
    cartel["profits"] = exactList(o.cartel->profits);
    out["cartel"] = std::move(cartel);
  }
  if (o.simultaneous) out["simultaneous"] = profileJson(*o.simultaneous);
  if (!o.iesdsBounds.empty()) out["iesds_bounds"] = exactList(o.iesdsBounds);
  if (o.entry) {
    const EntryAnalysis& e = *o.entry;
    out["regime"] = entryRegimeName(e.regime);
    Json entry;
    entry["monopoly"] = monopolyJson(e.monopoly);
    entry["entry_against_monopoly"] = profileJson(e.entryAgainstMonopoly);
    entry["deterrence_quantity"] = surd(e.deterrenceQuantity);
    entry["deterrence_quantity_float"] = e.deterrenceQuantity.toDouble();
    entry["deterrence_profit"] = surd(e.deterrenceProfit);
    entry["deterrence_profit_float"] = e.deterrenceProfit.toDouble();
    entry["stackelberg"] = profileJson(e.stackelberg);
    entry["cournot"] = profileJson(e.cournot);
    out["entry"] = std::move(entry);
  }
  out["exact"] = allRational(o.equilibrium);
  Json parameters;
  parameters["a"] = exact(m.a);
  if (m.costs.empty()) parameters["c"] = exact(m.c);
  else parameters["costs"] = exactList(m.costs);
  if (m.b) parameters["b"] = exact(*m.b);
  parameters["firms"] = static_cast<int>(firmCount(m));
  if (m.fixedCost) parameters["fixed"] = exact(*m.fixedCost);
  if (!m.fixedCosts.empty()) parameters["fixed"] = exactList(m.fixedCosts);
  out["parameters"] = std::move(parameters);
  printJson(cliOut(), out);
  cliOut().flush();
  return kExitOk;
}

}  // namespace

Expected<DuopolyCommandOptions> parseDuopolyOptions(const std::vector<std::string>& args) {
  DuopolyCommandOptions options;
  DuopolyMarket& market = options.market;
  std::string modelName;
  bool haveModel = false, haveC = false, haveFirms = false;
  std::optional<RationalVector> fixed;
  for (std::size_t k = 0; k < args.size(); ++k) {
    const std::string& a = args[k];
    if (a == "--help" || a == "-h") {
      options.help = true;
      continue;
    }
    struct Numeric {
      const char* name;
      const char* what;
    };
    bool matched = false;
    for (const Numeric& option : {Numeric{"--a", "A"}, Numeric{"--c", "C"}, Numeric{"--b", "B"},
                                  Numeric{"--firms", "N"}, Numeric{"--costs", "C1,C2,..."}, Numeric{"--fixed", "F"}}) {
      auto text = optionValue(args, k, option.name, option.what);
      if (!text) continue;
      matched = true;
      if (!*text) return text->error();
      const std::string name = option.name;
      if (name == "--firms") {
        const std::string& s = **text;
        if (s.empty() || s.size() > 9 || s.find_first_not_of("0123456789") != std::string::npos)
          return optionError("--firms", "'" + s + "' is not a whole number of firms");
        market.firms = std::stoi(s);
        haveFirms = true;
      } else if (name == "--costs" || name == "--fixed") {
        auto list = rationalListOption(name, **text);
        if (!list) return list.error();
        if (name == "--costs") market.costs = std::move(*list);
        else fixed = std::move(*list);
      } else {
        auto value = rationalOption(name, **text);
        if (!value) return value.error();
        if (name == "--a") market.a = *value;
        if (name == "--c") {
          market.c = *value;
          haveC = true;
        }
        if (name == "--b") market.b = *value;
      }
      break;
    }
    if (matched) continue;
    if (a.size() > 1 && a[0] == '-' && !parseRational(a)) return optionError("option", "unknown option " + a);
    if (haveModel) return optionError("arguments", "more than one MODEL ('" + modelName + "' and '" + a + "')");
    modelName = a;
    haveModel = true;
  }
  if (options.help) return options;
  if (!haveModel)
    return optionError("arguments", "missing MODEL (cournot, stackelberg, bertrand, stackelberg-bertrand or entry)");
  auto model = duopolyModelFromName(modelName);
  if (!model)
    return optionError("MODEL", "'" + modelName +
                                    "' is not one of cournot, stackelberg, bertrand, stackelberg-bertrand, entry");
  market.model = *model;
  if (haveC && !market.costs.empty()) return optionError("--costs", "give either --c or --costs, not both");
  if (!market.costs.empty() && !haveFirms) market.firms = static_cast<int>(market.costs.size());
  if (fixed) {
    if (market.model == DuopolyModel::Entry) {
      if (fixed->size() != 1) return optionError("--fixed", "the entry model takes one fixed cost F");
      market.fixedCost = fixed->front();
    } else if (market.model == DuopolyModel::Cournot && fixed->size() == 1 && market.firms >= 1 &&
               market.firms <= kDuopolyMaxFirms) {
      market.fixedCosts.assign(static_cast<std::size_t>(market.firms), fixed->front());
    } else if (market.model == DuopolyModel::Cournot) {
      market.fixedCosts = std::move(*fixed);
    } else {
      market.fixedCost = fixed->front();  // solveDuopoly reports that the model does not use F
    }
  }
  return options;
}

const char* duopolyUsage() {
  return "usage: gamelab-cli duopoly MODEL [--a A] [--c C] [--b B] [--firms N] [--costs C1,C2,...]\n"
         "                              [--fixed F]\n"
         "\n"
         "Duopoly and oligopoly models (source 000 §3.3), all parameters exact rationals (3, -2/7,\n"
         "0.25). Quantity models have the price P = (a - Q)+; price models the demand Q = (a - P)+.\n"
         "MODEL is one of\n"
         "  cournot               N firms choose quantities at once (equal cost c or costs c_i)\n"
         "  stackelberg           firm 1 chooses its quantity first, firm 2 follows\n"
         "  bertrand              firms choose prices; with --b differentiated demand\n"
         "                        q_i = (a - p_i + b*p_j)+\n"
         "  stackelberg-bertrand  firm 1 sets its price first (needs --b, b*b < 2)\n"
         "  entry                 entry deterrence: the incumbent commits to a quantity, each\n"
         "                        firm's cost is c*q + F (needs --fixed)\n"
         "\n"
         "  --a A             demand intercept (default 17, the source's running example)\n"
         "  --c C             unit cost of every firm (default 1)\n"
         "  --b B             substitution parameter, 0 < b < 2 (bertrand, stackelberg-bertrand)\n"
         "  --firms N         number of firms (cournot; default 2, or the number of --costs)\n"
         "  --costs C1,C2,..  one unit cost per firm (cournot, instead of --c)\n"
         "  --fixed F         fixed cost: entry (one F); cournot (one F for every firm, or\n"
         "                    F1,F2,... one per firm; sunk, subtracted from the profits)\n"
         "\n"
         "Output: {\"model\": \"cournot\", \"quantities\": [\"16/3\",\"16/3\"], \"price\": \"19/3\",\n"
         "\"prices\": [...], \"profits\": [\"256/9\",\"256/9\"], \"monopoly\": {\"quantity\", \"price\",\n"
         "\"profit\"}, \"cartel\": {\"quantities\", \"prices\", \"profits\"}, ...}: one entry per firm,\n"
         "profits net of fixed costs, plus total_quantity, consumer_surplus, simultaneous (the\n"
         "simultaneous-move equilibrium of the sequential models), iesds_bounds (two-firm\n"
         "cournot), and for entry \"regime\" (blockaded, deterred or accommodated) and \"entry\"\n"
         "(monopoly, entry_against_monopoly, deterrence_quantity, deterrence_profit,\n"
         "stackelberg, cournot). Exact numbers are strings; an irrational one (the deterrence\n"
         "output a - c - 2*sqrt(F)) is null next to its _float twin, and \"exact\" is false.\n"
         "Exit codes: 0 ok, 2 bad input (also parameters without an interior solution, such as\n"
         "c >= a or b >= 2).\n";
}

int runDuopoly(const std::vector<std::string>& args) {
  auto options = parseDuopolyOptions(args);
  if (!options) return reportError(options.error());
  if (options->help) {
    cliOut() << duopolyUsage();
    return kExitOk;
  }
  return solve(*options);
}

}  // namespace gamelab::cli
