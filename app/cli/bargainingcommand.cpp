#include "app/cli/bargainingcommand.h"

#include "app/cli/cliinput.h"
#include "app/cli/clierror.h"
#include "app/cli/clioptions.h"
#include "app/cli/jsonoutput.h"
#include "core/strategic/gameloader.h"
#include "core/strategic/cooperative.h"

#include <algorithm>
#include <cmath>
#include <iostream>
#include <limits>
#include <optional>

namespace gamelab::cli {

const char* bargainingUsage() {
  return "usage: gamelab-cli bargaining [--status-quo safety|X,Y] [--timeout SECONDS] FILE|-\n"
         "\n"
         "Two-person cooperative solutions of a bimatrix game (source 000 §3.4), exactly: the TU\n"
         "solution (sigma, the threat game A-B, its value delta, the optimal threats, the\n"
         "disagreement point D, phi* = ((sigma+delta)/2, (sigma-delta)/2) and the side payment from\n"
         "each cooperative cell), the Nash bargaining solution of the NTU set (the convex hull of\n"
         "the payoff pairs) and the NTU solution by lambda-transfer (lambda* and its point). FILE\n"
         "is a two-player Gambit .nfg or a .gamelab document of kind \"strategic\" or \"zerosum\";\n"
         "- reads stdin.\n"
         "\n"
         "  --status-quo Q  the Nash solution's status quo: \"safety\" (default: the safety\n"
         "                  levels) or a point X,Y of exact numbers (\"1/2,3\")\n"
         "  --param N=V     a .gamelab document's parameter N at the exact value V (repeatable)\n"
         "  --timeout S     give up after S seconds (exit code 3)\n"
         "\n"
         "Output: {\"tu\": {\"sigma\": \"9\", \"cooperative_cells\": [[1,1]], \"threat_game_value\": \"2\",\n"
         "\"threats\": [[...],[...]], \"disagreement\": [...], \"solution\": [...], \"side_payment\":\n"
         "{\"from\": 2, \"to\": 1, \"amount\": \"5/2\", \"cell\": [1,1]}, ...}, \"nash\": {\"status_quo\":\n"
         "[...], \"solution\": [...], ...}, \"lambda_transfer\": {\"lambda\": \"3/2\", \"solution\": [...],\n"
         "...}}. Exact numbers are strings with _float twins; cells are [row, column] from 0,\n"
         "players 1 (rows) and 2 (columns); an irrational lambda* is null (see lambda_float).\n"
         "Exit codes: 0 ok, 1 internal error, 2 bad input, 3 cancelled or timed out.\n";
}

namespace {

struct BargainingOptions {
  std::string input;
  std::optional<PayoffPoint> statusQuo;  ///< nullopt: the safety levels
  ParameterOverrides parameters;         ///< --param NAME=VALUE
  std::optional<double> timeoutSeconds;
  bool help = false;
};

Expected<PayoffPoint> parseStatusQuo(const std::string& text) {
  const auto comma = text.find(',');
  const auto bad = [&]() {
    return makeError(ErrorCode::InvalidArgument,
                     {"--status-quo", "'" + text + "' is neither safety nor a point X,Y of exact numbers"});
  };
  if (comma == std::string::npos || text.find(',', comma + 1) != std::string::npos) return bad();
  auto u = parseRational(std::string_view(text).substr(0, comma));
  auto v = parseRational(std::string_view(text).substr(comma + 1));
  if (!u || !v) return bad();
  return PayoffPoint{*u, *v};
}

Expected<BargainingOptions> parseBargainingOptions(const std::vector<std::string>& args) {
  BargainingOptions options;
  if (auto error = parseFileArguments(args, options, [&](std::size_t& k) -> Expected<bool> {
    if (auto value = optionValue(args, k, "--status-quo", "status quo (safety or X,Y)")) {
      if (!*value) return value->error();
      if (**value == "safety") {
        options.statusQuo.reset();
      } else {
        auto point = parseStatusQuo(**value);
        if (!point) return point.error();
        options.statusQuo = *point;
      }
      return true;
    }
    return false;
  }))
    return *error;
  return options;
}

Json point(const PayoffPoint& p) { return Json::array({exact(p.u), exact(p.v)}); }
Json pointFloat(const PayoffPoint& p) { return Json::array({toDouble(p.u), toDouble(p.v)}); }
Json cell(const BimatrixCell& c) { return Json::array({c.row, c.col}); }

Json floatLists(const std::vector<RationalVector>& lists) {
  Json out = Json::array();
  for (const auto& list : lists) out.push_back(floatList(list));
  return out;
}

Json points(const std::vector<PayoffPoint>& ps) {
  Json out = Json::array();
  for (const auto& p : ps) out.push_back(point(p));
  return out;
}

Json sidePaymentJson(const SidePayment& pay) {
  Json j;
  j["from"] = pay.from;
  j["to"] = pay.to;
  j["amount"] = exact(pay.amount);
  j["amount_float"] = toDouble(pay.amount);
  j["cell"] = cell(pay.cell);
  j["payoff_before"] = Json();  // filled by the caller
  return j;
}

Json tuJson(const TuSolution& tu, const StrategicGame& game) {
  Json j;
  j["sigma"] = exact(tu.sigma);
  j["sigma_float"] = toDouble(tu.sigma);
  j["min_sum"] = exact(tu.strip.minSum);
  j["min_sum_float"] = toDouble(tu.strip.minSum);
  Json cells = Json::array();
  for (const auto& c : tu.cooperativeCells) cells.push_back(cell(c));
  j["cooperative_cells"] = std::move(cells);
  std::vector<RationalVector> rows;
  for (std::size_t i = 0; i < tu.threatGame.rows; ++i)
    rows.emplace_back(tu.threatGame.payoffs.begin() + static_cast<std::ptrdiff_t>(i * tu.threatGame.cols),
                      tu.threatGame.payoffs.begin() + static_cast<std::ptrdiff_t>((i + 1) * tu.threatGame.cols));
  j["threat_game"] = exactLists(rows);
  j["threat_game_value"] = exact(tu.delta);
  j["threat_game_value_float"] = toDouble(tu.delta);
  j["threats"] = exactLists({tu.rowThreat, tu.colThreat});
  j["threats_float"] = floatLists({tu.rowThreat, tu.colThreat});
  j["row_threat_vertices"] = exactLists(tu.rowThreats);
  j["col_threat_vertices"] = exactLists(tu.colThreats);
  j["disagreement"] = point(tu.disagreement);
  j["disagreement_float"] = pointFloat(tu.disagreement);
  std::vector<PayoffPoint> distinct;
  for (const auto& d : tu.disagreements)
    if (std::find(distinct.begin(), distinct.end(), d.point) == distinct.end()) distinct.push_back(d.point);
  j["disagreements"] = points(distinct);
  j["disagreement_segment"] = points({tu.disagreementLow, tu.disagreementHigh});
  j["solution"] = point(tu.solution);
  j["solution_float"] = pointFloat(tu.solution);
  Json payments = Json::array();
  for (const auto& pay : tu.sidePayments) {
    Json p = sidePaymentJson(pay);
    p["payoff_before"] = point({game.payoff({pay.cell.row, pay.cell.col}, 0), game.payoff({pay.cell.row, pay.cell.col}, 1)});
    payments.push_back(std::move(p));
  }
  j["side_payment"] = payments.empty() ? Json() : payments[0];
  j["side_payments"] = std::move(payments);
  return j;
}

const char* caseName(NashBargainingCase kind) {
  switch (kind) {
    case NashBargainingCase::Regular: return "regular";
    case NashBargainingCase::Degenerate: return "degenerate";
    case NashBargainingCase::NoIndividuallyRationalPoint: return "no-individually-rational-point";
  }
  return "";
}

Json nashJson(const NashBargainingSolution& nash, bool safety) {
  Json j;
  j["status_quo"] = point(nash.statusQuo);
  j["status_quo_float"] = pointFloat(nash.statusQuo);
  j["status_quo_source"] = safety ? "safety" : "given";
  j["status_quo_feasible"] = nash.statusQuoFeasible;
  j["case"] = caseName(nash.kind);
  j["solution"] = nash.solution ? point(*nash.solution) : Json();
  j["solution_float"] = nash.solution ? pointFloat(*nash.solution) : Json();
  j["product"] = exact(nash.product);
  j["product_float"] = toDouble(nash.product);
  return j;
}

Json lambdaOrNull(const std::optional<Rational>& x) { return x ? exact(*x) : Json(); }
Json floatOrNull(double x) { return std::isfinite(x) ? Json(x) : Json(); }

Json rateJson(const LambdaTransferRate& rate) {
  Json j;
  j["lambda"] = lambdaOrNull(rate.lambda);
  j["lambda_float"] = rate.lambdaFloat;
  j["exact"] = rate.exact;
  if (!rate.exact) j["lambda_tolerance"] = rate.lambdaTolerance;
  j["solution"] = point(rate.point);
  j["solution_float"] = pointFloat(rate.point);
  j["kind"] = rate.kind == LambdaCandidate::Edge ? "edge" : "vertex";
  if (rate.interval) {
    j["lambda_interval"] = Json::array({lambdaOrNull(rate.intervalLow), lambdaOrNull(rate.intervalHigh)});
    j["lambda_interval_float"] = Json::array({floatOrNull(rate.intervalLowFloat), floatOrNull(rate.intervalHighFloat)});
  }
  return j;
}

Json lambdaJson(const LambdaTransferSolution& lt) {
  Json j;
  if (lt.rates.empty()) {
    j["lambda"] = Json();
    j["lambda_float"] = Json();
    j["exact"] = false;
    j["solution"] = Json();
    j["solution_float"] = Json();
  } else {
    j = rateJson(lt.rates.front());
  }
  j["fixed_threat_point"] = lt.fixedThreatPoint;
  j["threat_point"] = lt.fixedThreat ? point(*lt.fixedThreat) : Json();
  j["threat_cell"] = lt.fixedThreatCell ? cell(*lt.fixedThreatCell) : Json();
  Json rates = Json::array();
  for (const auto& rate : lt.rates) rates.push_back(rateJson(rate));
  j["rates"] = std::move(rates);
  return j;
}

int printBargaining(const BargainingOptions& options, const StrategicGame& game, const std::string& fileName,
                    const CancelToken& cancel, Watchdog& watchdog) {
  CooperativeOptions cooperative;
  cooperative.statusQuo = options.statusQuo;
  auto solution = solveCooperative(game, cooperative, Progress::none(), cancel);
  if (!solution) {
    Error error = solution.error();
    if (error.problem == Problem::NotTwoPlayers && error.where.file.empty()) error.where.file = fileName;
    return reportError(error);
  }
  Json out;
  out["tu"] = tuJson(solution->tu, game);
  out["nash"] = nashJson(solution->nash, solution->statusQuoIsSafety);
  out["lambda_transfer"] = lambdaJson(solution->lambda);
  out["hull"] = points(solution->region.hull);
  out["pareto_frontier"] = points(solution->region.paretoFrontier);
  return printAnswer(out, watchdog);
}

}  // namespace

int runBargaining(const std::vector<std::string>& args) {
  return runGameCommand(
      parseBargainingOptions(args), bargainingUsage(),
      [](const std::string& text, const std::string& fileName, const BargainingOptions& options) {
        return loadStrategicGame(text, fileName, options.parameters);
      },
      printBargaining);
}

}  // namespace gamelab::cli
