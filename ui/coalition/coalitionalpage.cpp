#include "ui/coalition/coalitionalpage.h"

#include "ui/common/errortext.h"
#include "ui/common/numberformat.h"
#include "ui/common/playercolors.h"

#include <QRegularExpression>
#include <QTextBrowser>

namespace gamelab::ui {

QString PointLinks::link(const RationalVector& x, const QString& name, const QString& html) {
  points_.emplace_back(x, name);
  return QStringLiteral("<a href='point:%1'>%2</a>").arg(points_.size() - 1).arg(html);
}

std::optional<std::pair<RationalVector, QString>> PointLinks::find(const QString& anchor) const {
  if (!anchor.startsWith(QLatin1String("point:"))) return std::nullopt;
  bool ok = false;
  const int k = anchor.mid(6).toInt(&ok);
  if (!ok || k < 0 || k >= int(points_.size())) return std::nullopt;
  return points_[std::size_t(k)];
}

HtmlCoalitionalPage::HtmlCoalitionalPage(QWidget* parent) : CoalitionalPage(parent) {
  QTextBrowser* browser = addBrowser();
  browser->setToolTip(tr("Click an allocation to show its excesses on the table"));
  connect(browser, &QTextBrowser::anchorClicked, this, [this](const QUrl& url) { activateLink(url.toString()); });
}

bool HtmlCoalitionalPage::activateLink(const QString& anchor) {
  const auto point = links_.find(anchor);
  if (!point) return false;
  emit pointSelected(point->first, point->second);
  return true;
}

void HtmlCoalitionalPage::setAnalysis(std::shared_ptr<const CoalitionalAnalysis> analysis, const QString& hint) {
  analysis_ = std::move(analysis);
  hint_ = hint;
  refresh();
}

void HtmlCoalitionalPage::refresh() {
  links_.clear();
  if (analysis_) showHtml(render(*analysis_));
  else showHint(hint_);
}

QString CoalitionalText::playerName(const CoalitionalGame& game, int player) {
  const auto& names = game.playerNames();
  if (player >= 0 && player < int(names.size()) && !names[std::size_t(player)].empty())
    return QString::fromStdString(names[std::size_t(player)]);
  return QString::number(player + 1);
}

QString CoalitionalText::playerHtml(const CoalitionalGame& game, int player) {
  return QStringLiteral("<b style='color:%1'>%2</b>").arg(playerColor(player).name(), playerName(game, player).toHtmlEscaped());
}

QString CoalitionalText::coalition(const CoalitionalGame& game, Coalition s) {
  return QString::fromStdString(coalitionLabel(s, game.playerNames()));
}

QString CoalitionalText::allocationHtml(const CoalitionalGame& game, const RationalVector& x) {
  QStringList parts;
  for (std::size_t i = 0; i < x.size(); ++i)
    parts << QStringLiteral("%1 %2").arg(playerHtml(game, int(i)), formatRationalWithDecimal(x[i]).toHtmlEscaped());
  return parts.join(QLatin1String(", "));
}

QString CoalitionalText::notComputed() {
  return tr("Not computed automatically for a game this size — press Solve (F5).");
}

QString CoalitionalText::unavailable(const std::optional<Error>& error) {
  return error ? pagehtml::warning(errorText(*error)) : pagehtml::note(notComputed());
}

std::optional<RationalVector> CoalitionalText::parsePoint(const QString& text, int players, QString* message) {
  QString t = text.trimmed();
  if (t.startsWith(QLatin1Char('(')) && t.endsWith(QLatin1Char(')'))) t = t.mid(1, t.size() - 2);
  const QStringList parts = t.split(QRegularExpression(QStringLiteral("[,;\\s]+")), Qt::SkipEmptyParts);
  if (int(parts.size()) != players) {
    if (message) *message = tr("Type %n number(s), one per player, e.g. \"1, 3, 4\" (found %1).", nullptr, players).arg(parts.size());
    return std::nullopt;
  }
  RationalVector x;
  for (const auto& part : parts) {
    QString p = part;
    p.replace(QChar(0x2212), QLatin1Char('-'));
    auto value = parseTypedNumber(p);
    if (!value) {
      if (message) *message = tr("\"%1\" is not a number (use 3, -1/2 or 0.25).").arg(part);
      return std::nullopt;
    }
    x.push_back(*value);
  }
  return x;
}

QString CoalitionalText::coalitionSum(const CoalitionalGame& game, Coalition s) {
  QStringList terms;
  for (int i : members(s)) terms << QStringLiteral("x<sub>%1</sub>").arg(playerName(game, i).toHtmlEscaped());
  return terms.join(QLatin1String(" + "));
}

mpz_class factorial(int n) {
  mpz_class f;
  mpz_fac_ui(f.get_mpz_t(), static_cast<unsigned long>(n < 0 ? 0 : n));
  return f;
}

}  // namespace gamelab::ui
