#include "ui/coalition/coalitionaloriginpage.h"

#include "ui/common/numberformat.h"
#include "ui/common/playercolors.h"
#include "ui/analysis/analysisformat.h"

namespace gamelab::ui {

namespace {
using T = CoalitionalText;
/// Matrices with more cells are summarised by their size.
constexpr std::size_t kMaxShownCells = 400;

/// Labels of the joint pure strategies of `players` (the first member's strategy fastest).
QStringList jointLabels(const StrategicGame& game, const std::vector<int>& players) {
  QStringList out{QString()};
  for (int p : players) {
    QStringList next;
    const std::size_t m = game.strategies(std::size_t(p));
    for (std::size_t s = 0; s < m; ++s)
      for (const auto& prefix : out)
        next << (prefix.isEmpty() ? QString() : prefix + QLatin1Char(',')) + QString::fromStdString(game.strategyLabel(std::size_t(p), s));
    out = next;
  }
  return out;
}
}  // namespace

QString CoalitionalOriginPage::render(const CoalitionalAnalysis& a) {
  const auto& g = a.game;
  QString h = QStringLiteral("<h3>%1</h3>").arg(tr("Characteristic function of the strategic game (4.1)"));
  if (!a.origin) return h + pagehtml::note(tr("This game was not built from a strategic-form game."));
  if (!a.originMatrices) return h + T::unavailable(a.originError);
  const auto& origin = *a.origin;
  const auto& cf = *a.originMatrices;
  const int n = cf.game.players();
  const bool comparable = g.hasTable() && g.players() == n;
  h += QStringLiteral("<p>%1</p>").arg(tr("v(S) is the value of the zero-sum game in which S, acting as one player with joint pure "
                                          "strategies, maximises the total payoff Σ<sub>i∈S</sub> u<sub>i</sub> of its members against "
                                          "N − S: the coalition's safety level."));
  int differences = 0;
  for (Coalition s : allCoalitions(n, CoalitionOrder::SizeThenLexicographic)) {
    if (s == 0 || s > cf.matrices.size()) continue;
    const auto& m = cf.matrices[s - 1];
    const Coalition rest = cf.game.grand() & ~s;
    h += QStringLiteral("<h4>%1</h4>")
             .arg(rest == 0 ? tr("S = %1: the largest total payoff, v(N) = %2").arg(T::coalition(cf.game, s).toHtmlEscaped(), formatRational(m.value))
                            : tr("S = %1 against %2: v(S) = Val = %3")
                                  .arg(T::coalition(cf.game, s).toHtmlEscaped(), T::coalition(cf.game, rest).toHtmlEscaped(),
                                       formatRationalWithDecimal(m.value).toHtmlEscaped()));
    if (comparable && g.value(s) != m.value) {
      ++differences;
      h += pagehtml::warning(tr("The table has v(%1) = %2, not %3: it was edited after it was generated.")
                                 .arg(T::coalition(g, s).toHtmlEscaped(), formatRational(g.value(s)), formatRational(m.value)));
    }
    if (rest == 0) continue;
    const std::size_t rows = m.matrix.size(), cols = rows ? m.matrix.front().size() : 0;
    if (rows * cols > kMaxShownCells) {
      h += pagehtml::note(tr("A %1 × %2 matrix (too large to show).").arg(rows).arg(cols));
      continue;
    }
    const QStringList rowLabels = jointLabels(origin, members(s));
    const QStringList colLabels = jointLabels(origin, members(rest));
    QStringList headers{QString()};
    for (std::size_t j = 0; j < cols; ++j) headers << (int(j) < colLabels.size() ? colLabels[int(j)].toHtmlEscaped() : QString::number(j + 1));
    h += fmt::tableStart(headers);
    for (std::size_t i = 0; i < rows; ++i) {
      QStringList cells{QStringLiteral("<b>%1</b>").arg(int(i) < rowLabels.size() ? rowLabels[int(i)].toHtmlEscaped() : QString::number(i + 1))};
      for (const auto& v : m.matrix[i]) cells << formatRational(v);
      h += fmt::tableRow(cells, fmt::Align::Right);
    }
    h += QStringLiteral("</table>");
  }
  if (comparable && differences == 0) h += pagehtml::ok(tr("Every v(S) of the table equals the value computed from the strategic game."));
  return h;
}

}  // namespace gamelab::ui
