// Closed-form solutions and the unit-square picture of the continuous poker models.
#include "core/poker/continuouspoker.h"

#include "core/common/problem.h"

#include <cstdlib>
#include <cassert>
#include <utility>

namespace gamelab {

namespace {

using Point = std::pair<Rational, Rational>;

Rational polygonArea(const std::vector<Point>& p) {
  Rational twice = 0;
  for (std::size_t i = 0; i < p.size(); ++i) {
    const auto& a = p[i];
    const auto& b = p[(i + 1) % p.size()];
    twice += a.first * b.second - b.first * a.second;
  }
  return abs(twice) / 2;
}

/// The rectangle [x0,x1]×[y0,y1] clipped to the half-plane x > y (`above` false) or x < y
/// (`above` true), counter-clockwise (Sutherland–Hodgman on one line, exact).
std::vector<Point> clipRect(const Rational& x0, const Rational& x1, const Rational& y0, const Rational& y1,
                            bool above) {
  const std::vector<Point> rect{{x0, y0}, {x1, y0}, {x1, y1}, {x0, y1}};
  auto inside = [&](const Point& p) { return above ? p.second >= p.first : p.first >= p.second; };
  std::vector<Point> out;
  for (std::size_t i = 0; i < rect.size(); ++i) {
    const Point& a = rect[i];
    const Point& b = rect[(i + 1) % rect.size()];
    const bool ina = inside(a), inb = inside(b);
    if (ina) out.push_back(a);
    if (ina != inb) {
      // a + t (b − a) on x = y
      const Rational da = a.first - a.second, db = b.first - b.second;
      const Rational t = da / (da - db);
      Point q{a.first + t * (b.first - a.first), a.second + t * (b.second - a.second)};
      if (out.empty() || out.back() != q) out.push_back(q);
    }
  }
  // drop repeated corners (a corner on the diagonal is both kept and intersected)
  std::vector<Point> clean;
  for (const auto& p : out)
    if (clean.empty() || clean.back() != p) clean.push_back(p);
  while (clean.size() > 1 && clean.front() == clean.back()) clean.pop_back();
  return clean;
}

class RegionList {
 public:
  void rect(const Rational& x0, const Rational& x1, const Rational& y0, const Rational& y1, PokerOutcome outcome,
            const Rational& payoff, bool bluff) {
    if (x0 >= x1 || y0 >= y1) return;
    add({{x0, y0}, {x1, y0}, {x1, y1}, {x0, y1}}, outcome, payoff, bluff);
  }
  /// A showdown rectangle: I wins `stake` where x > y and loses it where x < y.
  void showdown(const Rational& x0, const Rational& x1, const Rational& y0, const Rational& y1,
                PokerOutcome outcome, const Rational& stake, bool bluff) {
    if (x0 >= x1 || y0 >= y1) return;
    add(clipRect(x0, x1, y0, y1, false), outcome, stake, bluff);
    add(clipRect(x0, x1, y0, y1, true), outcome, -stake, bluff);
  }
  std::vector<PokerRegion> take() { return std::move(regions_); }

 private:
  std::vector<PokerRegion> regions_;
  void add(std::vector<Point> polygon, PokerOutcome outcome, const Rational& payoff, bool bluff) {
    if (polygon.size() < 3) return;
    PokerRegion r;
    r.polygon = std::move(polygon);
    if (r.area() == 0) return;
    r.outcome = outcome;
    r.payoff = payoff;
    r.bluff = bluff;
    regions_.push_back(std::move(r));
  }
};

}  // namespace

const std::vector<PokerModel>& allPokerModels() {
  static const std::vector<PokerModel> models{PokerModel::LaRelance, PokerModel::VonNeumann, PokerModel::CheckBack};
  return models;
}

const char* pokerModelName(PokerModel model) {
  switch (model) {
    case PokerModel::LaRelance: return "la-relance";
    case PokerModel::VonNeumann: return "von-neumann";
    case PokerModel::CheckBack: return "check-back";
  }
  return "von-neumann";
}

std::optional<PokerModel> pokerModelFromName(std::string_view name) {
  for (PokerModel m : allPokerModels())
    if (name == pokerModelName(m)) return m;
  return std::nullopt;
}

const Rational& PokerSolution::threshold(std::string_view name) const {
  for (const auto& t : thresholds)
    if (t.name == name) return t.value;
  assert(false && "PokerSolution::threshold: a name of this model's thresholds");
  static const Rational none = 0;
  return none;
}

Rational PokerRegion::area() const { return polygonArea(polygon); }

Expected<PokerSolution> continuousPokerSolution(const PokerGame& game) {
  const Rational& B = game.beta;
  if (sgn(B) <= 0) return makeProblemError(ErrorCode::InvalidArgument, Problem::PokerBetNotPositive, {toString(B)});
  PokerSolution s;
  switch (game.model) {
    case PokerModel::LaRelance: {
      const Rational b = B / (2 + B);
      s.value = -b * b;
      s.thresholds = {{"b", b}, {"b2", b * b}};
      break;
    }
    case PokerModel::VonNeumann: {
      const Rational den = (B + 1) * (B + 4);
      const Rational a = B / den;
      s.value = a;
      s.thresholds = {{"a", a}, {"b", (B * B + 4 * B + 2) / den}, {"c", B * (B + 3) / den}};
      break;
    }
    case PokerModel::CheckBack: {
      const Rational den = 2 * (B + 1) * (B * B + 3 * B + 1);
      s.value = -B * B * B / (2 * den);
      s.thresholds = {{"a", B * (2 * B + 1) / den},
                      {"b", B * (2 * B * B + 6 * B + 3) / den},
                      {"c", B * (B + 2) * (2 * B + 1) / den},
                      {"d", B * (B * B + 4 * B + 2) / den}};
      break;
    }
  }
  return s;
}

Expected<std::vector<PokerRegion>> continuousPokerRegions(const PokerGame& game) {
  auto solved = continuousPokerSolution(game);
  if (!solved) return solved.error();
  const PokerSolution& s = *solved;
  const Rational one = 1, zero = 0, pot = game.beta + 1;
  RegionList r;
  switch (game.model) {
    case PokerModel::LaRelance: {
      const Rational& b = s.threshold("b");
      const Rational& b2 = s.threshold("b2");
      r.rect(zero, b2, zero, one, PokerOutcome::IFolds, -one, false);
      r.rect(b2, b, zero, b, PokerOutcome::BetFolded, one, true);  // a bluff: loses if called
      r.rect(b, one, zero, b, PokerOutcome::BetFolded, one, false);
      r.showdown(b2, b, b, one, PokerOutcome::BetCalled, pot, true);
      r.showdown(b, one, b, one, PokerOutcome::BetCalled, pot, false);
      break;
    }
    case PokerModel::VonNeumann:
    case PokerModel::CheckBack: {
      const Rational& a = s.threshold("a");
      const Rational& b = s.threshold("b");
      const Rational& c = s.threshold("c");
      // bluffs x < a and value bets x > b
      r.rect(zero, a, zero, c, PokerOutcome::BetFolded, one, true);
      r.showdown(zero, a, c, one, PokerOutcome::BetCalled, pot, true);
      r.rect(b, one, zero, c, PokerOutcome::BetFolded, one, false);
      r.showdown(b, one, c, one, PokerOutcome::BetCalled, pot, false);
      if (game.model == PokerModel::VonNeumann) {
        r.showdown(a, b, zero, one, PokerOutcome::ShowdownAntes, one, false);
      } else {
        const Rational& d = s.threshold("d");
        r.rect(a, b, zero, d, PokerOutcome::BothCheck, zero, false);
        r.showdown(a, b, d, one, PokerOutcome::ShowdownAntes, one, false);
      }
      break;
    }
  }
  return r.take();
}

std::vector<Rational> pokerBetaGrid(const Rational& lo, const Rational& hi, int steps) {
  std::vector<Rational> grid;
  if (steps < 1 || sgn(lo) <= 0 || hi <= lo) return grid;
  grid.reserve(static_cast<std::size_t>(steps) + 1);
  for (int i = 0; i <= steps; ++i) grid.push_back(lo + (hi - lo) * i / steps);
  return grid;
}

}  // namespace gamelab
