#include "core/coalition/nucleolusexcesslp.h"

#include "core/lp/lpproblem.h"

#include <algorithm>
#include <cmath>
#include <string>

namespace gamelab::coalitiondetail {

bool coalitionBefore(Coalition a, Coalition b) {
  const int sa = coalitionSize(a), sb = coalitionSize(b);
  if (sa != sb) return sa < sb;
  const Coalition difference = a ^ b;
  if (difference == 0) return false;
  const Coalition lowest = difference & (~difference + 1);
  return (a & lowest) != 0;
}

ExcessScreen::ExcessScreen(const CoalitionalGame& game) {
  const int n = game.players();
  lowBits_ = n / 2;
  lowMask_ = (Coalition(1) << lowBits_) - 1;
  values_.resize(game.coalitionCount());
  for (std::size_t s = 0; s < values_.size(); ++s) {
    values_[s] = toDouble(game.value(static_cast<Coalition>(s)));
    valueScale_ = std::max(valueScale_, std::abs(values_[s]));
  }
  low_.assign(std::size_t(1) << lowBits_, 0.0);
  high_.assign(std::size_t(1) << (n - lowBits_), 0.0);
}

void ExcessScreen::setPoint(const RationalVector& x) {
  std::vector<double> xd;
  pointScale_ = 0;
  for (const auto& v : x) {
    xd.push_back(toDouble(v));
    pointScale_ += std::abs(xd.back());
  }
  for (std::size_t s = 1; s < low_.size(); ++s) {
    const int lowest = std::countr_zero(s);
    low_[s] = low_[s & (s - 1)] + xd[static_cast<std::size_t>(lowest)];
  }
  for (std::size_t s = 1; s < high_.size(); ++s) {
    const int lowest = std::countr_zero(s);
    high_[s] = high_[s & (s - 1)] + xd[static_cast<std::size_t>(lowest + lowBits_)];
  }
}

double ExcessScreen::tolerance(double t) const {
  return 1e-9 * (1.0 + valueScale_ + pointScale_ + std::abs(t));
}

namespace {

std::vector<LpTerm> sumTerms(Coalition s, int tVariable) {
  std::vector<LpTerm> terms;
  for (int p : members(s)) terms.push_back({p, Rational(1)});
  if (tVariable >= 0) terms.push_back({tVariable, Rational(1)});
  return terms;
}

}  // namespace

Expected<ExcessLpResult> solveExcessLp(const CoalitionalGame& game, ExcessScreen& screen,
                                       const ExcessLpSpec& spec, std::vector<Coalition>& workingSet,
                                       const CancelToken& cancel) {
  const int n = game.players();
  const Coalition grand = game.grand();
  const auto& state = *spec.state;
  const std::size_t batch = static_cast<std::size_t>(std::max(16, 2 * n));
  ExcessLpResult result;

  // Drop coalitions that are no longer active; remove duplicates.
  std::erase_if(workingSet, [&](Coalition s) { return state[s] != RowState::Active; });
  std::sort(workingSet.begin(), workingSet.end());
  workingSet.erase(std::unique(workingSet.begin(), workingSet.end()), workingSet.end());

  for (;;) {
    if (cancel.isCancelled()) return stopError(cancel);
    LpProblem lp;
    lp.sense = LpSense::Minimize;
    for (int i = 0; i < n; ++i) {
      std::optional<Rational> lower;
      if (spec.imputationBounds) lower = game.value(Coalition(1) << i);
      lp.addVariable(spec.withT ? Rational(0) : Rational(1), lower, std::nullopt);
    }
    const int tVariable = spec.withT ? lp.addVariable(Rational(1), std::nullopt, std::nullopt) : -1;
    for (const auto& [f, value] : spec.fixed) lp.addRow(sumTerms(f, -1), value, value);
    if (spec.efficiency) lp.addRow(sumTerms(grand, -1), game.value(grand), game.value(grand));
    const int firstWorkingRow = lp.numRows();
    for (Coalition s : workingSet) lp.addRow(sumTerms(s, tVariable), game.value(s), std::nullopt);

    auto solved = solveLp(lp, LpOptions{}, Progress::none(), cancel);
    ++result.linearProgrammes;
    if (!solved) return solved.error();
    if (solved->status != LpStatus::Optimal || !solved->exact)
      return makeError(ErrorCode::NumericalFailure,
                       {solved->status == LpStatus::Optimal ? "excess LP not exact" : "excess LP not optimal"});

    RationalVector x(solved->x.begin(), solved->x.begin() + n);
    const Rational t = spec.withT ? solved->x[static_cast<std::size_t>(tVariable)] : Rational(0);

    // Every active coalition's excess at x against t: screen in doubles, decide exactly.
    screen.setPoint(x);
    const double td = toDouble(t);
    const double threshold = td - screen.tolerance(td);
    std::vector<std::pair<Rational, Coalition>> violated;
    const std::size_t count = game.coalitionCount();
    for (std::size_t s = 1; s + 1 < count; ++s) {
      if (state[s] != RowState::Active) continue;
      if ((s & 0xFFF) == 0 && cancel.isCancelled()) return stopError(cancel);
      const Coalition c = static_cast<Coalition>(s);
      if (screen.excess(c) <= threshold) continue;
      Rational e = game.value(c) - coalitionTotal(c, x);
      if (e > t) violated.emplace_back(std::move(e), c);
    }
    if (violated.empty()) {
      result.x = std::move(x);
      result.t = t;
      result.objective = solved->objective;
      for (std::size_t k = 0; k < workingSet.size(); ++k) {
        const Rational& dual = solved->duals[static_cast<std::size_t>(firstWorkingRow) + k];
        if (dual > 0) result.positiveDuals.emplace_back(workingSet[k], dual);
      }
      std::sort(result.positiveDuals.begin(), result.positiveDuals.end(),
                [](const auto& a, const auto& b) { return coalitionBefore(a.first, b.first); });
      return result;
    }
    const std::size_t take = std::min(batch, violated.size());
    std::partial_sort(violated.begin(), violated.begin() + static_cast<std::ptrdiff_t>(take), violated.end(),
                      [](const auto& a, const auto& b) {
                        if (a.first != b.first) return a.first > b.first;
                        return a.second < b.second;
                      });
    for (std::size_t k = 0; k < take; ++k) workingSet.push_back(violated[k].second);
  }
}

}  // namespace gamelab::coalitiondetail
