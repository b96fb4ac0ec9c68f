#include "ui/strategic/strategiccorrelatedpage.h"

#include "ui/common/numberformat.h"
#include "ui/analysis/analysisformat.h"

namespace gamelab::ui {

namespace {
using T = StrategicText;
constexpr std::size_t kVertexLimit = 24;
constexpr std::size_t kTableCells = 144;

/// The distribution: a table like the game (two players, small), else the cells with positive
/// probability.
QString distributionHtml(const StrategicGame& g, const RationalVector& pi) {
  if (g.players() == 2 && g.profileCount() <= kTableCells) {
    return T::gameTableHtml(
        g,
        [&pi](std::size_t t) {
          return pi[t] == 0 ? QStringLiteral("<span style='color:#9e9e9e'>0</span>") : QStringLiteral("<b>%1</b>").arg(formatRational(pi[t]));
        },
        [&pi](std::size_t t) { return pi[t] == 0 ? QString() : QStringLiteral("#fff3c4"); });
  }
  QStringList cells;
  for (std::size_t t = 0; t < pi.size(); ++t)
    if (pi[t] != 0) cells << QStringLiteral("%1: <b>%2</b>").arg(T::cell(g, t).toHtmlEscaped(), formatRational(pi[t]));
  return QStringLiteral("<p>%1</p>").arg(cells.join(QLatin1String(", &nbsp; ")));
}

/// "(A, a): 1/3, (B, b): 2/3" — a vertex in one line.
QString distributionLine(const StrategicGame& g, const RationalVector& pi) {
  QStringList cells;
  for (std::size_t t = 0; t < pi.size(); ++t)
    if (pi[t] != 0) cells << QStringLiteral("%1: %2").arg(T::cell(g, t).toHtmlEscaped(), formatRational(pi[t]));
  return cells.join(QLatin1String(", "));
}

Rational total(const RationalVector& v) {
  Rational s = 0;
  for (const auto& x : v) s += x;
  return s;
}
}  // namespace

QString StrategicCorrelatedPage::render(const StrategicAnalysis& a) const {
  const auto& g = a.game;
  QString h = T::heading(tr("Correlated equilibria"),
                         tr("A mediator draws a cell at random from a distribution π and tells each player only its "
                            "own strategy in that cell. π is a correlated equilibrium when no player gains by "
                            "disobeying any recommendation. These distributions form a polytope that contains every "
                            "Nash equilibrium; the one maximising the total payoff is found by exact linear programming."));
  if (g.players() < 2) return h + pagehtml::note(tr("Correlated equilibria need at least two players."));
  if (!a.correlated) return h + T::unavailable(a.correlatedError);
  const auto& c = *a.correlated;
  h += QStringLiteral("<h4>%1</h4>").arg(tr("The correlated equilibrium with the largest total payoff"));
  h += distributionHtml(g, c.bestDistribution);
  QStringList payoffs;
  for (std::size_t k = 0; k < c.bestPayoffs.size(); ++k)
    payoffs << QStringLiteral("%1 %2").arg(T::playerHtml(g, k), formatRationalWithDecimal(c.bestPayoffs[k]));
  h += QStringLiteral("<p>%1 %2<br>%3 <b>%4</b></p>")
           .arg(tr("Expected payoffs:"), payoffs.join(QLatin1String(", ")), tr("Total:"), formatRationalWithDecimal(c.bestTotalPayoff));
  h += c.verified ? pagehtml::ok(tr("verified ✓ (exactly: every obedience constraint holds)"))
                  : pagehtml::warning(tr("not verified exactly"));

  // Against the Nash equilibria.
  std::vector<RationalVector> nash;
  QString nashSource;
  if (g.players() == 2 && a.equilibria) {
    for (const auto& e : a.equilibria->equilibria) nash.push_back(e.payoffs);
    nashSource = tr("over all Nash equilibria");
  } else if (g.players() >= 3 && a.nPerson) {
    for (const auto& e : a.nPerson->found.equilibria) nash.push_back(e.payoffs);
    nashSource = tr("over the Nash equilibria found");
  } else if (a.stars) {
    for (auto t : a.stars->pureEquilibria) {
      RationalVector v;
      for (std::size_t k = 0; k < g.players(); ++k) v.push_back(g.payoff(t, k));
      nash.push_back(v);
    }
    nashSource = tr("over the pure Nash equilibria");
  }
  h += QStringLiteral("<h4>%1</h4>").arg(tr("Compared with the Nash equilibria"));
  if (nash.empty()) {
    h += QStringLiteral("<p>%1</p>").arg(tr("No Nash equilibrium to compare with was computed."));
  } else {
    std::size_t best = 0;
    for (std::size_t k = 1; k < nash.size(); ++k)
      if (total(nash[k]) > total(nash[best])) best = k;
    const Rational nashTotal = total(nash[best]);
    h += QStringLiteral("<p>%1</p>").arg(tr("Largest total payoff %1: %2, with payoffs %3.")
                                             .arg(nashSource, formatRationalWithDecimal(nashTotal), fmt::vector(nash[best])));
    if (c.bestTotalPayoff > nashTotal)
      h += pagehtml::ok(tr("Correlation helps: the best correlated equilibrium gives %1 more in total.")
                            .arg(formatRationalWithDecimal(c.bestTotalPayoff - nashTotal)));
    else
      h += QStringLiteral("<p>%1</p>").arg(tr("Correlation does not raise the total payoff here: the best Nash equilibrium is as good."));
  }

  h += QStringLiteral("<h4>%1</h4>").arg(tr("The polytope of correlated equilibria"));
  if (!c.verticesComputed) {
    h += pagehtml::note(tr("Its vertices are enumerated only for games with at most 16 cells."));
  } else {
    h += QStringLiteral("<p>%1</p>").arg(tr("It has %n vertex/vertices; every correlated equilibrium is a mixture of them.", nullptr,
                                            int(c.vertices.size())));
    if (c.vertices.size() <= kVertexLimit) {
      h += QStringLiteral("<ol>");
      for (const auto& v : c.vertices) h += QStringLiteral("<li>%1</li>").arg(distributionLine(g, v));
      h += QStringLiteral("</ol>");
    }
  }
  return h;
}

}  // namespace gamelab::ui
