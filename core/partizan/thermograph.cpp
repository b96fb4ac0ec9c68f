#include "core/partizan/thermograph.h"

#include <algorithm>
#include <optional>

namespace gamelab::partizan {
namespace {

using Point = std::pair<Rational, Rational>;

/// A continuous piecewise-linear function on [−1, ∞) with a final slope after its last
/// breakpoint (a Wall is one with final slope 0).
struct Piecewise {
  std::vector<Point> points;  ///< points[0].first == −1, increasing t
  Rational slope = 0;

  Rational at(const Rational& t) const {
    auto after = std::upper_bound(points.begin(), points.end(), t,
                                  [](const Rational& x, const Point& p) { return x < p.first; });
    if (after == points.begin()) return points.front().second;
    const Point& p = *(after - 1);
    if (after == points.end()) return p.second + slope * (t - p.first);
    const Point& q = *after;
    return p.second + (q.second - p.second) * (t - p.first) / (q.first - p.first);
  }
};

/// Drops breakpoints where the slope does not change.
void simplify(Piecewise& f) {
  std::vector<Point> kept;
  for (std::size_t i = 0; i < f.points.size(); ++i) {
    const Point& p = f.points[i];
    if (!kept.empty() && kept.back().first == p.first) continue;
    if (!kept.empty()) {
      // Is p on the line through kept.back() and the next point (or the final slope)?
      const Point& a = kept.back();
      Rational outSlope;
      if (i + 1 < f.points.size()) {
        const Point& b = f.points[i + 1];
        outSlope = (b.second - p.second) / (b.first - p.first);
      } else {
        outSlope = f.slope;
      }
      const Rational inSlope = (p.second - a.second) / (p.first - a.first);
      if (inSlope == outSlope) continue;
    }
    kept.push_back(p);
  }
  f.points = std::move(kept);
}

Piecewise fromWall(const Wall& wall, const Rational& slope) {
  Piecewise f{wall.points, slope};
  for (auto& [t, v] : f.points) v += slope * t;
  return f;
}

/// max(a, b) when `takeMax`, else min(a, b).
Piecewise combine(const Piecewise& a, const Piecewise& b, bool takeMax) {
  std::vector<Rational> ts;
  for (const auto& p : a.points) ts.push_back(p.first);
  for (const auto& p : b.points) ts.push_back(p.first);
  std::sort(ts.begin(), ts.end());
  ts.erase(std::unique(ts.begin(), ts.end()), ts.end());
  auto better = [&](const Rational& x, const Rational& y) { return takeMax ? (x >= y ? x : y) : (x <= y ? x : y); };
  Piecewise out;
  for (std::size_t i = 0; i < ts.size(); ++i) {
    const Rational va = a.at(ts[i]), vb = b.at(ts[i]);
    out.points.emplace_back(ts[i], better(va, vb));
    const Rational d0 = va - vb;
    if (i + 1 < ts.size()) {
      const Rational d1 = a.at(ts[i + 1]) - b.at(ts[i + 1]);
      if (sgn(d0) * sgn(d1) < 0) {
        const Rational t = ts[i] + (ts[i + 1] - ts[i]) * d0 / (d0 - d1);
        out.points.emplace_back(t, a.at(t));
      }
      continue;
    }
    // The tails: a_n + sa (t − t_n) and b_n + sb (t − t_n).
    const Rational ds = a.slope - b.slope;
    if (sgn(d0) * sgn(ds) < 0) {
      const Rational t = ts[i] - d0 / ds;
      out.points.emplace_back(t, a.at(t));
      out.slope = takeMax ? std::max(a.slope, b.slope) : std::min(a.slope, b.slope);
    } else if (d0 == 0) {
      out.slope = takeMax ? std::max(a.slope, b.slope) : std::min(a.slope, b.slope);
    } else {
      out.slope = ((d0 > 0) == takeMax) ? a.slope : b.slope;
    }
  }
  simplify(out);
  return out;
}

/// The least t ≥ −1 with l(t) ≤ r(t) (l − r is non-increasing).
Rational meetingPoint(const Piecewise& l, const Piecewise& r) {
  std::vector<Rational> ts;
  for (const auto& p : l.points) ts.push_back(p.first);
  for (const auto& p : r.points) ts.push_back(p.first);
  std::sort(ts.begin(), ts.end());
  ts.erase(std::unique(ts.begin(), ts.end()), ts.end());
  Rational previous = l.at(ts[0]) - r.at(ts[0]);
  if (previous <= 0) return ts[0];
  for (std::size_t i = 1; i < ts.size(); ++i) {
    const Rational d = l.at(ts[i]) - r.at(ts[i]);
    if (d <= 0) return ts[i - 1] + (ts[i] - ts[i - 1]) * previous / (previous - d);
    previous = d;
  }
  const Rational ds = l.slope - r.slope;
  if (ds >= 0) return ts.back();  // not for short games: both sides have options
  return ts.back() - previous / ds;
}

/// The wall `f` below `temperature`, then the mast at `mean`.
Wall truncated(const Piecewise& f, const Rational& temperature, const Rational& mean) {
  Wall wall;
  for (const auto& p : f.points)
    if (p.first < temperature) wall.points.push_back(p);
  if (wall.points.empty() || wall.points.back().first < temperature) wall.points.emplace_back(temperature, mean);
  Piecewise tidy{wall.points, 0};
  simplify(tidy);
  wall.points = std::move(tidy.points);
  return wall;
}

Thermograph numberThermograph(const Rational& x) {
  Thermograph th;
  th.left.points = {{Rational(-1), x}};
  th.right = th.left;
  th.mean = x;
  const mpz_class& den = x.get_den();
  th.temperature = den == 1 ? Rational(-1) : Rational(mpz_class(-1), den);
  return th;
}

/// Calls visit(x) once for each position x of the DAG below `root` (itself included) for
/// which known(x) is false, after its options; numbers are leaves. An explicit stack: no
/// recursion as deep as the game.
template <class Known, class Visit>
void forEachPostOrder(GameStore& store, GameId root, Known known, Visit visit) {
  std::vector<std::pair<GameId, bool>> stack{{root, false}};
  while (!stack.empty()) {
    auto [x, expanded] = stack.back();
    stack.pop_back();
    if (known(x)) continue;
    if (!expanded && !store.isNumber(x)) {
      stack.emplace_back(x, true);
      for (Side side : {Side::Left, Side::Right})
        for (GameId o : store.options(x, side))
          if (!known(o)) stack.emplace_back(o, false);
      continue;
    }
    visit(x);
  }
}

}  // namespace

Rational Wall::at(const Rational& t) const { return Piecewise{points, 0}.at(t); }

ThermographTable::ThermographTable(GameStore& store) : store_(store) {}

const Thermograph& ThermographTable::of(GameId g) {
  const GameId root = store_.canonical(g);
  auto known = [&](GameId x) { return x < byId_.size() && byId_[x]; };
  forEachPostOrder(store_, root, known, [&](GameId x) {
    if (byId_.size() <= x) byId_.resize(static_cast<std::size_t>(x) + 1);
    if (auto value = store_.numberValue(x)) {
      byId_[x] = std::make_unique<Thermograph>(numberThermograph(*value));
      return;
    }
    const auto left = store_.leftOptions(x);
    const auto right = store_.rightOptions(x);
    std::optional<Piecewise> l, r;
    for (GameId o : left) {
      Piecewise f = fromWall(byId_[o]->right, -1);
      l = l ? combine(*l, f, true) : f;
    }
    for (GameId o : right) {
      Piecewise f = fromWall(byId_[o]->left, 1);
      r = r ? combine(*r, f, false) : f;
    }
    // A canonical non-number has options on both sides; guard anyway with a mast.
    if (!l) l = Piecewise{r->points, 0};
    if (!r) r = Piecewise{l->points, 0};
    auto th = std::make_unique<Thermograph>();
    th->temperature = meetingPoint(*l, *r);
    th->mean = l->at(th->temperature);
    th->left = truncated(*l, th->temperature, th->mean);
    th->right = truncated(*r, th->temperature, th->mean);
    byId_[x] = std::move(th);
  });
  return *byId_[root];
}

const ThermographTable::Stops& ThermographTable::stopsOf(GameId g) {
  const GameId root = store_.canonical(g);
  auto known = [&](GameId x) { return x < stopsById_.size() && stopsById_[x]; };
  forEachPostOrder(store_, root, known, [&](GameId x) {
    if (stopsById_.size() <= x) stopsById_.resize(static_cast<std::size_t>(x) + 1);
    if (auto value = store_.numberValue(x)) {
      stopsById_[x] = std::make_unique<Stops>(Stops{*value, *value});
      return;
    }
    const auto left = store_.leftOptions(x);
    const auto right = store_.rightOptions(x);
    std::optional<Rational> ls, rs;
    for (GameId o : left)
      if (!ls || stopsById_[o]->right > *ls) ls = stopsById_[o]->right;
    for (GameId o : right)
      if (!rs || stopsById_[o]->left < *rs) rs = stopsById_[o]->left;
    if (!ls) ls = rs;  // not for canonical non-numbers (both sides have options)
    if (!rs) rs = ls;
    stopsById_[x] = std::make_unique<Stops>(Stops{*ls, *rs});
  });
  return *stopsById_[root];
}

Rational ThermographTable::leftStop(GameId g) { return stopsOf(g).left; }
Rational ThermographTable::rightStop(GameId g) { return stopsOf(g).right; }

}  // namespace gamelab::partizan
