#include "ui/partizan/partizanvaluepage.h"

#include "core/partizan/nimbersum.h"
#include "ui/analysis/analysisformat.h"
#include "ui/common/errortext.h"
#include "ui/partizan/partizancolors.h"

#include <QCoreApplication>

namespace gamelab::ui {

using partizan::Outcome;
using partizan::Relation;

namespace {

QString esc(const QString& text) { return text.toHtmlEscaped(); }
QString esc(const std::string& text) { return QString::fromStdString(text).toHtmlEscaped(); }

QString coloured(const QString& text, const QColor& colour) {
  return QStringLiteral("<span style='color:%1'>%2</span>").arg(colour.name(), text);
}

QString list(const std::vector<std::string>& items) {
  if (items.empty()) return QCoreApplication::translate("PartizanValuePage", "none");
  QStringList escaped;
  for (const std::string& s : items) escaped << QStringLiteral("<code>%1</code>").arg(esc(s));
  return escaped.join(QStringLiteral(", "));
}

QString incentiveList(const std::vector<partizan::IncentiveText>& items) {
  if (items.empty()) return QCoreApplication::translate("PartizanValuePage", "none");
  QStringList out;
  for (const auto& i : items)
    out << QStringLiteral("<code>%1</code>").arg(esc(i.text)) +
               (i.incomparable ? QStringLiteral(" <span title='%1'>∥</span>").arg(QCoreApplication::translate("PartizanValuePage", "incomparable with another incentive"))
                               : QString());
  return out.join(QStringLiteral(", "));
}

}  // namespace

QString outcomeSentence(Outcome outcome) {
  switch (outcome) {
    case Outcome::L: return QCoreApplication::translate("PartizanPage", "L — Left wins whoever starts");
    case Outcome::R: return QCoreApplication::translate("PartizanPage", "R — Right wins whoever starts");
    case Outcome::N: return QCoreApplication::translate("PartizanPage", "N — the first player wins");
    case Outcome::P: return QCoreApplication::translate("PartizanPage", "P — the second player wins");
  }
  return {};
}

QString relationSymbol(Relation relation) {
  switch (relation) {
    case Relation::Greater: return QStringLiteral(">");
    case Relation::Less: return QStringLiteral("<");
    case Relation::Equal: return QStringLiteral("=");
    case Relation::Fuzzy: return QStringLiteral("∥");
  }
  return {};
}

PartizanValuePage::PartizanValuePage(QWidget* parent) : HtmlPageOf(parent) {
  setToolTip(tr("The value of the sum G of the components: canonical form, outcome, stops, incentives"));
}

QString PartizanValuePage::render(const partizan::SumAnalysis& a) const {
  QString h;
  h += QStringLiteral("<h3>%1</h3>").arg(tr("G = %1").arg(esc(a.name.value_or(a.canonical))));
  h += QStringLiteral("<p>%1 <code>%2</code></p>").arg(tr("Canonical form:"), esc(a.canonical));
  h += QStringLiteral("<p>%1</p>").arg(a.name ? tr("Name: <b>%1</b>").arg(esc(*a.name)) : tr("No conventional name."));
  h += QStringLiteral("<p>%1 <b>%2</b></p>").arg(tr("Outcome class:"), outcomeSentence(a.outcome));
  const QString left = coloured(tr("Left"), partizancolors::left());
  const QString right = coloured(tr("Right"), partizancolors::right());
  h += QStringLiteral("<ul><li>%1</li><li>%2</li></ul>")
           .arg(a.leftWinsFirst ? tr("%1 moves first: %1 wins").arg(left) : tr("%1 moves first: %1 loses (%2 wins)").arg(left, right),
                a.rightWinsFirst ? tr("%1 moves first: %1 wins").arg(right)
                                 : tr("%1 moves first: %1 loses (%2 wins)").arg(right, left));
  h += fmt::tableStart({tr("Property"), tr("Value")});
  h += fmt::tableRow({tr("Winning moves for Left"), list(a.leftWinningMoves)});
  h += fmt::tableRow({tr("Winning moves for Right"), list(a.rightWinningMoves)});
  h += fmt::tableRow({tr("Number"), a.number ? fmt::exact(*a.number) : tr("not a number")});
  h += fmt::tableRow({tr("Birthday"), QString::fromStdString(a.birthday)});
  h += fmt::tableRow({tr("Left stop / right stop"), fmt::exact(a.leftStop) + QStringLiteral(" / ") + fmt::exact(a.rightStop)});
  h += fmt::tableRow({tr("Mean"), fmt::exact(a.mean)});
  h += fmt::tableRow({tr("Temperature"), fmt::exact(a.temperature)});
  h += fmt::tableRow({tr("Left incentives G<sup>L</sup> − G (largest first)"), incentiveList(a.leftIncentives)});
  h += fmt::tableRow({tr("Right incentives G − G<sup>R</sup> (largest first)"), incentiveList(a.rightIncentives)});
  // GameStore::treeSize saturates: its largest value means "at least that many".
  const auto nodes = [](std::uint64_t n) { return n == UINT64_MAX ? tr("more than 10¹⁹") : QString::number(n); };
  h += fmt::tableRow({tr("Nodes of the game tree"), tr("%1 as given, %2 canonical").arg(nodes(a.formTreeSize), nodes(a.canonicalTreeSize))});
  h += QStringLiteral("</table>");
  if (a.optionsPerSide)
    h += pagehtml::note(tr("G is a number x plus the nimber *n with n = %1, computed symbolically: each player has %1 "
                           "options, x + *k for every k below n; the lists show the first %2, and the game trees are "
                           "not drawn.")
                            .arg(QString::fromStdString(*a.optionsPerSide))
                            .arg(partizan::kNimberSumListed));
  if (!a.formIsSum)
    h += pagehtml::note(tr("The sum-rule form of G would have more than %1 positions; G is taken as its canonical value.")
                            .arg(partizan::kMaxAnalysedSumFormPositions));
  if (!a.componentValues.empty()) {
    h += QStringLiteral("<h4>%1</h4>").arg(tr("Components"));
    h += fmt::tableStart({tr("#"), tr("Position"), tr("Value")});
    for (std::size_t i = 0; i < a.componentValues.size(); ++i) {
      const auto& c = a.session.components[i];
      QString text = QString::fromStdString(c.position.text);
      if (text.size() > 40) text = text.left(39) + QStringLiteral("…");
      h += fmt::tableRow({QString::number(i + 1), QStringLiteral("<code>%1</code>").arg(esc(text)),
                          QStringLiteral("<code>%1</code>").arg(esc(a.componentValues[i]))});
    }
    h += QStringLiteral("</table>");
  }
  return h;
}

PartizanComparePage::PartizanComparePage(QWidget* parent) : HtmlPageOf(parent) {
  setToolTip(tr("G (the sum) against H (the expression under the components): G − H decides"));
}

QString PartizanComparePage::render(const partizan::SumAnalysis& a) const {
  const QString g = esc(a.name.value_or(a.canonical));
  if (!a.comparison)
    return pagehtml::note(tr("Type a game H under the components (\"Compare with H\") to compare G = %1 with it.").arg(g));
  const partizan::ComparisonText& c = *a.comparison;
  if (c.error) return pagehtml::warning(tr("H = %1: %2").arg(esc(c.h), errorText(*c.error).toHtmlEscaped()));
  QString h;
  h += QStringLiteral("<h2 style='text-align:center'>G %1 H</h2>").arg(relationSymbol(c.relation));
  h += QStringLiteral("<p>G = <code>%1</code>, H = <code>%2</code></p>").arg(g, esc(c.h));
  h += QStringLiteral("<p>%1 <code>%2</code></p>").arg(tr("G − H ="), esc(c.difference));
  h += QStringLiteral("<p>%1 <b>%2</b></p>").arg(tr("Outcome of G − H:"), outcomeSentence(c.differenceOutcome));
  QString why;
  switch (c.relation) {
    case Relation::Greater: why = tr("G − H > 0: Left wins G − H whoever starts, so G > H."); break;
    case Relation::Less: why = tr("G − H < 0: Right wins G − H whoever starts, so G < H."); break;
    case Relation::Equal: why = tr("G − H = 0: the second player wins G − H, so G = H."); break;
    case Relation::Fuzzy: why = tr("G − H ∥ 0: the first player wins G − H, so G and H are incomparable."); break;
  }
  h += pagehtml::ok(why);
  h += pagehtml::note(tr("G ≥ H exactly when Left wins G − H moving second; G ≤ H exactly when Right does."));
  return h;
}

}  // namespace gamelab::ui
