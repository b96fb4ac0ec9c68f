#include "ui/coalition/coalitionalshapleypage.h"

#include "ui/common/numberformat.h"
#include "ui/common/playercolors.h"
#include "ui/analysis/analysisformat.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QSignalBlocker>
#include <QVBoxLayout>

namespace gamelab::ui {

namespace {
using T = CoalitionalText;
constexpr std::size_t kTermLimit = 200;
constexpr std::size_t kFormulaRowLimit = 256;

/// "123" / "B A C": the players in order of arrival.
QString orderText(const CoalitionalGame& game, const std::vector<int>& order) {
  bool single = true;
  for (int i : order) single = single && T::playerName(game, i).size() == 1;
  QStringList names;
  for (int i : order) names << T::playerName(game, i);
  return names.join(single ? QString() : QStringLiteral(" "));
}

/// "3 w<sub>12</sub>" terms joined with signs: "w1 + w3 + 3 w12 − 2 w123".
QString decompositionHtml(const CoalitionalGame& game, const RationalVector& dividends, std::size_t* count) {
  QString h;
  *count = 0;
  for (Coalition s : allCoalitions(game.players(), CoalitionOrder::SizeThenLexicographic)) {
    const Rational& c = dividends[s];
    if (s == 0 || c == 0) continue;
    if (++*count > kTermLimit) continue;
    const bool negative = c < 0;
    const Rational magnitude = negative ? Rational(-c) : c;
    const QString coefficient = magnitude == 1 ? QString() : formatRational(magnitude) + QLatin1Char(' ');
    const QString term = QStringLiteral("%1w<sub>%2</sub>").arg(coefficient, T::coalition(game, s).toHtmlEscaped());
    if (h.isEmpty()) h = negative ? QStringLiteral("−") + term : term;
    else h += (negative ? QStringLiteral(" − ") : QStringLiteral(" + ")) + term;
  }
  if (*count > kTermLimit) h += QStringLiteral(" + …");
  return h.isEmpty() ? QStringLiteral("0") : h;
}
}  // namespace

CoalitionalShapleyPage::CoalitionalShapleyPage(QWidget* parent) : HtmlCoalitionalPage(parent), player_(new QComboBox) {
  auto* bar = new QHBoxLayout;
  bar->setContentsMargins(6, 4, 6, 0);
  bar->addWidget(new QLabel(tr("Formula (4.6) for player")));
  bar->addWidget(player_);
  bar->addStretch(1);
  player_->setToolTip(tr("Show φ_i = Σ_{S∋i} (|S|−1)!(n−|S|)!/n! · [v(S) − v(S−{i})] term by term for this player"));
  static_cast<QVBoxLayout*>(layout())->insertLayout(0, bar);
  connect(player_, &QComboBox::currentIndexChanged, this, [this](int) { refresh(); });
}

void CoalitionalShapleyPage::setAnalysis(std::shared_ptr<const CoalitionalAnalysis> analysis, const QString& hint) {
  {
    const QSignalBlocker block(player_);
    const int previous = player_->currentIndex();
    player_->clear();
    if (analysis && analysis->game.hasTable())
      for (int i = 0; i < analysis->game.players(); ++i) player_->addItem(T::playerName(analysis->game, i));
    player_->setCurrentIndex(previous >= 0 && previous < player_->count() ? previous : (player_->count() > 0 ? 0 : -1));
    player_->setEnabled(player_->count() > 0);
  }
  HtmlCoalitionalPage::setAnalysis(std::move(analysis), hint);
}

void CoalitionalShapleyPage::setFormulaPlayer(int player) { player_->setCurrentIndex(player); }

QString CoalitionalShapleyPage::render(const CoalitionalAnalysis& a) {
  const auto& g = a.game;
  const int n = g.players();
  QString h = QStringLiteral("<h3>%1</h3>").arg(tr("Shapley value"));
  if (!g.hasTable()) return h + pagehtml::note(tr("The Shapley value needs the table of every coalition; for this voting game see "
                                                  "the Shapley–Shubik index on the Voting power page."));
  if (!a.shapley) return h + T::unavailable(a.shapleyError);
  const auto& phi = *a.shapley;
  h += QStringLiteral("<p>%1</p>").arg(tr("φ = %1").arg(links_.link(phi, tr("Shapley value"), fmt::vector(phi).toHtmlEscaped())));
  h += fmt::tableStart({tr("Player"), tr("φ<sub>i</sub>"), tr("decimal")});
  for (int i = 0; i < n; ++i)
    h += fmt::tableRow({T::playerHtml(g, i), formatRational(phi[std::size_t(i)]), formatDecimal(phi[std::size_t(i)])}, fmt::Align::Right);
  Rational total = 0;
  for (const auto& v : phi) total += v;
  h += fmt::tableRow({tr("Σ"), formatRational(total), formatDecimal(total)}, fmt::Align::Right, QStringLiteral("#f5f5f5"));
  h += QStringLiteral("</table>");
  if (total == g.value(g.grand())) h += QStringLiteral("<p>%1</p>").arg(tr("Efficient: Σφ<sub>i</sub> = v(N) = %1.").arg(formatRational(total)));

  const auto m = coreMembership(g, phi, 5);
  if (m.inCore()) {
    h += pagehtml::ok(tr("The Shapley value is in the core."));
  } else {
    QStringList parts;
    for (const auto& v : m.violated)
      parts << tr("%1 (excess %2)").arg(T::coalition(g, v.coalition).toHtmlEscaped(), formatRational(v.excess));
    if (m.violatedCount > m.violated.size()) parts << QStringLiteral("…");
    h += QStringLiteral("<p>%1</p>").arg(tr("The Shapley value is <b>not</b> in the core: it is unstable via %1.").arg(parts.join(QLatin1String(", "))));
  }

  // Dividends (4.4) and the decomposition.
  h += QStringLiteral("<h3>%1</h3>").arg(tr("Dividends and unanimity games (4.3.2)"));
  if (a.dividends) {
    std::size_t count = 0;
    const QString decomposition = decompositionHtml(g, *a.dividends, &count);
    h += QStringLiteral("<p>%1</p><p><b>v = %2</b></p>")
             .arg(tr("c<sub>T</sub> = v(T) − Σ<sub>S⊊T</sub> c<sub>S</sub>, so that v = Σ c<sub>S</sub> w<sub>S</sub> with the unanimity "
                     "games w<sub>S</sub> (w<sub>S</sub>(T) = 1 when S ⊆ T). Each member of S receives c<sub>S</sub>/|S|, which "
                     "adds up to φ (4.3). %n non-zero dividend(s):", nullptr, int(count)),
                  decomposition);
    h += fmt::tableStart({tr("S"), tr("v(S)"), tr("c<sub>S</sub>"), tr("c<sub>S</sub>/|S| to each member")});
    std::size_t rows = 0;
    for (Coalition s : allCoalitions(n, CoalitionOrder::SizeThenLexicographic)) {
      const Rational& c = (*a.dividends)[s];
      if (s == 0 || c == 0) continue;
      if (++rows > kTermLimit) break;
      h += fmt::tableRow({T::coalition(g, s).toHtmlEscaped(), formatRational(g.value(s)), formatRational(c),
                        formatRational(c / coalitionSize(s))}, fmt::Align::Right);
    }
    h += QStringLiteral("</table>");
    if (rows > kTermLimit) h += pagehtml::note(tr("The first %1 are listed.").arg(kTermLimit));
  } else {
    h += pagehtml::note(tr("The dividends are listed for up to %1 players.").arg(kMaxDividendPlayers));
  }

  // The random-order table (4.3.3).
  h += QStringLiteral("<h3>%1</h3>").arg(tr("Marginal contributions in every order (4.3.3)"));
  if (a.permutations) {
    h += QStringLiteral("<p>%1</p>").arg(tr("The players join one at a time; each row gives what each player adds on arrival. "
                                            "φ<sub>i</sub> is player i's average over the %1 orders.")
                                             .arg(QString::fromStdString(factorial(n).get_str())));
    QStringList headers{tr("Order")};
    for (int i = 0; i < n; ++i) headers << T::playerHtml(g, i);
    h += fmt::tableStart(headers);
    RationalVector sums(std::size_t(n), Rational(0));
    for (const auto& row : *a.permutations) {
      QStringList cells{orderText(g, row.order).toHtmlEscaped()};
      for (int i = 0; i < n; ++i) {
        cells << formatRational(row.contributions[std::size_t(i)]);
        sums[std::size_t(i)] += row.contributions[std::size_t(i)];
      }
      h += fmt::tableRow(cells, fmt::Align::Right);
    }
    QStringList averages{tr("average")};
    const Rational count(factorial(n));
    for (int i = 0; i < n; ++i) averages << QStringLiteral("<b>%1</b>").arg(formatRational(Rational(sums[std::size_t(i)] / count)));
    h += fmt::tableRow(averages, fmt::Align::Right, QStringLiteral("#fff3c4")) + QStringLiteral("</table>");
  } else {
    h += pagehtml::note(tr("The table of all n! orders is shown for up to %1 players.").arg(kMaxPermutationTablePlayers));
  }

  const int player = player_->currentIndex();
  if (player >= 0 && player < n) h += formulaHtml(a, player);
  return h;
}

QString CoalitionalShapleyPage::formulaHtml(const CoalitionalAnalysis& a, int player) const {
  const auto& g = a.game;
  const int n = g.players();
  QString h = QStringLiteral("<h3>%1</h3>").arg(tr("Formula (4.6) for %1").arg(T::playerHtml(g, player)));
  h += QStringLiteral("<p>%1</p>").arg(tr("φ<sub>i</sub> = Σ<sub>S∋i</sub> (|S|−1)!(n−|S|)!/n! · [v(S) − v(S−{i})]: the chance that i "
                                          "arrives just after S−{i}, times what i adds to it."));
  const Rational nFactorial(factorial(n));
  h += fmt::tableStart({tr("S"), tr("weight"), tr("v(S) − v(S−{i})"), tr("product")});
  Rational sum = 0;
  std::size_t rows = 0;
  for (Coalition s : allCoalitions(n, CoalitionOrder::SizeThenLexicographic)) {
    if (!contains(s, player)) continue;
    const int size = coalitionSize(s);
    const Rational weight = Rational(factorial(size - 1) * factorial(n - size)) / nFactorial;
    const Rational marginal = g.value(s) - g.value(s & ~(Coalition(1) << player));
    const Rational product = weight * marginal;
    sum += product;
    if (++rows <= kFormulaRowLimit)
      h += fmt::tableRow({T::coalition(g, s).toHtmlEscaped(), formatRational(weight), formatRational(marginal), formatRational(product)}, fmt::Align::Right);
  }
  if (rows > kFormulaRowLimit) h += fmt::tableRow({QStringLiteral("…"), QString(), QString(), QString()}, fmt::Align::Right);
  h += fmt::tableRow({tr("φ<sub>%1</sub>").arg(T::playerName(g, player).toHtmlEscaped()), QString(), QString(),
                    QStringLiteral("<b>%1</b>").arg(formatRational(sum))}, fmt::Align::Right,
                   QStringLiteral("#fff3c4"));
  return h + QStringLiteral("</table>");
}

}  // namespace gamelab::ui
