#include "ui/coalition/coalitionalvotingpage.h"

#include "ui/analysis/charts/chartstyle.h"
#include "ui/coalition/votingpowerchart.h"
#include "ui/common/numberformat.h"
#include "ui/analysis/analysisformat.h"

#include <QChart>
#include <QChartView>
#include <QSplitter>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace gamelab::ui {

namespace {
using T = CoalitionalText;
constexpr std::size_t kCoalitionLimit = 200;
constexpr int kRowLimit = 1000;

QString coalitionList(const CoalitionalGame& g, const std::vector<Coalition>& list) {
  QStringList parts;
  for (auto s : list) parts << QStringLiteral("{%1}").arg(T::coalition(g, s).toHtmlEscaped());
  return parts.join(QLatin1String(", "));
}
}  // namespace

CoalitionalVotingPage::CoalitionalVotingPage(QWidget* parent) : HtmlCoalitionalPage(parent), chart_(new QChartView) {
  // The text above, the chart below, split by the user.
  auto* splitter = new QSplitter(Qt::Vertical);
  layout()->removeWidget(browser());
  splitter->addWidget(browser());
  splitter->addWidget(chart_);
  splitter->setStretchFactor(0, 3);
  splitter->setStretchFactor(1, 2);
  splitter->setChildrenCollapsible(false);
  splitter->setSizes({560, 300});
  static_cast<QVBoxLayout*>(layout())->addWidget(splitter, 1);
  chart_->setRenderHint(QPainter::Antialiasing);
  chart_->setMinimumHeight(240);
  chart_->setVisible(false);
}

void CoalitionalVotingPage::setAnalysis(std::shared_ptr<const CoalitionalAnalysis> analysis, const QString& hint) {
  HtmlCoalitionalPage::setAnalysis(analysis, hint);
  const bool show = analysis && analysis->power && analysis->game.players() <= charts::VotingPowerChart::kMaxPlayers;
  charts::showChart(chart_, show ? charts::VotingPowerChart::create(analysis->game, *analysis->power) : new QChart);
  chart_->setVisible(show);
}

QString CoalitionalVotingPage::render(const CoalitionalAnalysis& a) {
  const auto& g = a.game;
  const int n = g.players();
  QString h = QStringLiteral("<h3>%1</h3>").arg(tr("Voting power"));
  const auto& voting = g.voting();
  if (voting) {
    QStringList weights;
    Rational total = 0;
    for (const auto& w : voting->weights) {
      weights << formatRational(w);
      total += w;
    }
    if (weights.size() > 60) weights = weights.mid(0, 60) << QStringLiteral("…");
    h += QStringLiteral("<p><b>[%1; %2]</b></p>").arg(formatRational(voting->quota), weights.join(QLatin1String(", ")));
    h += QStringLiteral("<p>%1</p>").arg(voting->rule == QuotaRule::Greater
                                             ? tr("A coalition wins when its weight is more than the quota: w(S) > %1 (the source's "
                                                  "definition). Total weight %2.")
                                                   .arg(formatRational(voting->quota), formatRational(total))
                                             : tr("A coalition wins when its weight reaches the quota: w(S) ≥ %1 (\"%1 votes needed\"). "
                                                  "Total weight %2.")
                                                   .arg(formatRational(voting->quota), formatRational(total)));
    if (voting->rule == QuotaRule::Greater && total == 2 * voting->quota)
      h += QStringLiteral("<p>%1</p>").arg(tr("A weighted majority game: the quota is half the total weight."));
  }
  if (!a.power) {
    if (a.powerError) return h + T::unavailable(a.powerError);
    if (!voting && !(g.hasTable() && a.properties && a.properties->simple.holds))
      return h + pagehtml::note(tr("Voting power is defined for simple games (every v(S) is 0 or 1 and v(N) = 1) such as weighted "
                                   "voting games [q; w₁, …, wₙ]. This game is not simple: see the Shapley value instead."));
    return h + T::unavailable(std::nullopt);
  }
  const auto& p = *a.power;
  Rational totalWeight = 0;
  if (voting)
    for (const auto& w : voting->weights) totalWeight += w;
  h += QStringLiteral("<p>%1 %2</p>")
           .arg(tr("Shapley–Shubik index φ (4.7): the share of the %1 orders of arrival in which the player turns a losing "
                   "coalition into a winning one (its pivots).")
                    .arg(QString::fromStdString(factorial(n).get_str())),
                tr("Banzhaf index: the player's swings (losing coalitions that win with it), normalised to sum 1, and absolute "
                   "(swings / 2ⁿ⁻¹ = %1)."
                   ).arg(QString::fromStdString(mpz_class(mpz_class(1) << (n - 1)).get_str())));
  h += QStringLiteral("<p>%1 %2 &nbsp; %3 %4</p>")
           .arg(tr("Shapley–Shubik:"), links_.link(p.shapleyShubik, tr("Shapley–Shubik index"), fmt::vector(p.shapleyShubik).toHtmlEscaped()),
                tr("Banzhaf:"), links_.link(p.banzhafNormalized, tr("Banzhaf index"), fmt::vector(p.banzhafNormalized).toHtmlEscaped()));
  QStringList headers{tr("Player")};
  if (voting) headers << tr("weight") << tr("weight share");
  headers << tr("Shapley–Shubik") << tr("decimal") << tr("pivots") << tr("Banzhaf") << tr("decimal") << tr("absolute") << tr("swings");
  h += fmt::tableStart(headers);
  for (int i = 0; i < n && i < kRowLimit; ++i) {
    const auto k = std::size_t(i);
    QStringList cells{T::playerHtml(g, i)};
    if (voting) {
      cells << formatRational(voting->weights[k])
            << (totalWeight == 0 ? QStringLiteral("–") : formatDecimal(Rational(voting->weights[k] / totalWeight)));
    }
    cells << formatRational(p.shapleyShubik[k]) << formatDecimal(p.shapleyShubik[k]) << QString::fromStdString(p.pivots[k].get_str())
          << formatRational(p.banzhafNormalized[k]) << formatDecimal(p.banzhafNormalized[k]) << formatRational(p.banzhafAbsolute[k])
          << QString::fromStdString(p.swings[k].get_str());
    h += fmt::tableRow(cells, fmt::Align::Right);
  }
  h += QStringLiteral("</table>");
  if (n > kRowLimit) h += pagehtml::note(tr("The first %1 players are listed.").arg(kRowLimit));
  if (n > charts::VotingPowerChart::kMaxPlayers)
    h += pagehtml::note(tr("The bar chart is drawn for up to %1 players.").arg(charts::VotingPowerChart::kMaxPlayers));

  if (!g.hasTable()) {
    return h + pagehtml::note(tr("Winning coalitions, veto players and the core are listed when the game has a table "
                                 "(up to %1 players).").arg(kMaxVotingTablePlayers));
  }
  std::size_t winning = 0;
  for (const auto& v : g.values()) winning += v == 1 ? 1 : 0;
  const auto minimal = winningCoalitions(g, true, kCoalitionLimit);
  const auto all = winningCoalitions(g, false, kCoalitionLimit);
  h += QStringLiteral("<h4>%1</h4><p>%2</p>")
           .arg(tr("Minimal winning coalitions"), coalitionList(g, minimal) + (minimal.size() >= kCoalitionLimit ? QStringLiteral(", …") : QString()));
  h += QStringLiteral("<h4>%1</h4><p>%2</p><p>%3</p>")
           .arg(tr("Winning coalitions"), tr("%n winning coalition(s) of %1:", nullptr, int(winning)).arg(g.coalitionCount()),
                coalitionList(g, all) + (winning > all.size() ? QStringLiteral(", …") : QString()));
  const auto veto = vetoPlayers(g);
  h += QStringLiteral("<h4>%1</h4>").arg(tr("Veto players and the core"));
  if (veto.empty()) {
    h += QStringLiteral("<p>%1</p>").arg(tr("No player has a veto (every v(N − {i}) = 1), so the core of this simple game is empty."));
  } else {
    QStringList names, corners;
    for (int i : veto) {
      names << T::playerHtml(g, i);
      RationalVector e(std::size_t(n), Rational(0));
      e[std::size_t(i)] = 1;
      corners << links_.link(e, fmt::vector(e), fmt::vector(e).toHtmlEscaped());
    }
    h += QStringLiteral("<p>%1 %2</p><p>%3 conv{%4}</p>")
             .arg(tr("Veto players (v(N − {i}) = 0):"), names.join(QLatin1String(", ")),
                  tr("The core gives everything to the veto players: x ≥ 0, Σx = 1, x<sub>i</sub> = 0 for the others, i.e."),
                  corners.join(QLatin1String(", ")));
  }
  return h;
}

QString CoalitionalVotingPage::text() const {
  QString t = HtmlCoalitionalPage::text();
  if (chart_->isVisibleTo(this) && chart_->chart()) t += QLatin1Char('\n') + chart_->chart()->title();
  return t;
}

}  // namespace gamelab::ui
