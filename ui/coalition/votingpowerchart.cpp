#include "ui/coalition/votingpowerchart.h"

#include "ui/analysis/charts/chartstyle.h"
#include "ui/common/numberformat.h"

#include <QBarCategoryAxis>
#include <QBarSeries>
#include <QBarSet>
#include <QChart>
#include <QCursor>
#include <QToolTip>
#include <QCategoryAxis>
#include <QValueAxis>

#include <algorithm>
#include <memory>

namespace gamelab::ui::charts {

QChart* VotingPowerChart::create(const CoalitionalGame& game, const PowerIndices& power) {
  auto* chart = new QChart;
  chart->setTitle(tr("Shapley–Shubik index against weight share"));
  const int n = std::min<int>(game.players(), int(power.shapleyShubik.size()));

  // Exact values per set, for the tooltips.
  auto exact = std::make_shared<std::vector<RationalVector>>();
  QStringList setNames;
  auto* series = new QBarSeries;
  auto addSet = [&](const QString& name, const RationalVector& values, const QColor& color) {
    auto* set = new QBarSet(name);
    set->setColor(color);
    set->setBorderColor(color.darker(130));
    for (int i = 0; i < n; ++i) *set << toDouble(values[std::size_t(i)]);
    series->append(set);
    exact->push_back(RationalVector(values.begin(), values.begin() + n));
    setNames << name;
  };
  addSet(tr("Shapley–Shubik index"), power.shapleyShubik, QColor(0x00, 0x72, 0xb2));
  if (const auto& voting = game.voting()) {
    Rational total = 0;
    for (const auto& w : voting->weights) total += w;
    RationalVector share;
    for (const auto& w : voting->weights) share.push_back(total == 0 ? Rational(0) : Rational(w / total));
    addSet(tr("share of the weight"), share, QColor(0x9e, 0x9e, 0x9e));
  }
  addSet(tr("Banzhaf index (normalised)"), power.banzhafNormalized, QColor(0xe6, 0x9f, 0x00));
  chart->addSeries(series);

  QStringList categories;
  for (int i = 0; i < n; ++i) {
    const auto& names = game.playerNames();
    categories << (i < int(names.size()) ? QString::fromStdString(names[std::size_t(i)]) : QString::number(i + 1));
  }
  auto* x = new QBarCategoryAxis;
  // Long names would be cut to "Glen Co..." under bars this narrow: the players are numbered
  // then, and a bar's tool tip names its player.
  if (std::any_of(categories.begin(), categories.end(), [](const QString& c) { return c.size() > 4; })) {
    QStringList numbers;
    for (int i = 0; i < n; ++i) numbers << QString::number(i + 1);
    x->append(numbers);
    x->setTitleText(tr("player (a bar's tool tip names its player)"));
  } else {
    x->append(categories);
    x->setTitleText(tr("player"));
  }
  double top = 0;
  for (const auto& values : *exact)
    for (const auto& v : values) top = std::max(top, toDouble(v));
  auto* y = valueAxis(tr("share"));
  setRoundTicks(y, 0, top <= 0 ? 1 : std::min(1.0, top * 1.1), {}, 5);
  chart->addAxis(x, Qt::AlignBottom);
  chart->addAxis(y, Qt::AlignLeft);
  series->attachAxis(x);
  series->attachAxis(y);

  QObject::connect(series, &QBarSeries::hovered, series, [exact, setNames, categories, series](bool status, int index, QBarSet* set) {
    if (!status) {
      QToolTip::hideText();
      return;
    }
    const int k = int(series->barSets().indexOf(set));
    if (k < 0 || k >= int(exact->size()) || index < 0 || index >= int((*exact)[std::size_t(k)].size())) return;
    QToolTip::showText(QCursor::pos(), QStringLiteral("%1 — %2: %3")
                                           .arg(categories[index], setNames[k],
                                                formatRationalWithDecimal((*exact)[std::size_t(k)][std::size_t(index)])));
  });
  return chart;
}

}  // namespace gamelab::ui::charts
