#include "ui/coalition/coalitionalpropertiesbar.h"

#include "ui/common/numberformat.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>

namespace gamelab::ui {

namespace {
enum Chip { Superadditive, Convex, Monotone, Essential, ConstantSum, Simple, Symmetric, ChipCount };

QString label(Coalition s, const CoalitionalGame& game) {
  return QString::fromStdString(coalitionLabel(s, game.playerNames()));
}
QString player(int k, const CoalitionalGame& game) {
  return k >= 0 && k < game.players() ? QString::fromStdString(game.playerNames()[std::size_t(k)]) : QString();
}
QString value(Coalition s, const CoalitionalGame& game) { return formatRational(game.value(s)); }
}  // namespace

CoalitionalPropertiesBar::CoalitionalPropertiesBar(QWidget* parent)
    : QWidget(parent), hint_(new QLabel), normalise_(new QPushButton(tr("(0,1)-normalise"))) {
  auto* layout = new QHBoxLayout(this);
  layout->setContentsMargins(4, 2, 4, 2);
  layout->setSpacing(4);
  for (int k = 0; k < ChipCount; ++k) {
    auto* chip = new QLabel;
    chip->setObjectName(QStringLiteral("propertyChip%1").arg(k));
    chip->setTextFormat(Qt::PlainText);
    chips_.push_back(chip);
    layout->addWidget(chip);
  }
  hint_->setStyleSheet(QStringLiteral("color: #757575;"));
  hint_->setToolTip(tr("Games with more than 10 players get their properties from the full analysis (Solve, F5)."));
  layout->addWidget(hint_);
  layout->addStretch(1);
  normalise_->setObjectName(QStringLiteral("normaliseButton"));
  normalise_->setToolTip(tr("Replace the game by its (0,1)-normalised form v'(S) = (v(S) − Σ_{i∈S} v(i)) / (v(N) − Σ v(i)), "
                            "so that every v'(i) = 0 and v'(N) = 1 (essential games only; undoable)"));
  layout->addWidget(normalise_);
  connect(normalise_, &QPushButton::clicked, this, &CoalitionalPropertiesBar::normaliseRequested);
}

void CoalitionalPropertiesBar::setChip(int chip, const QString& name, const PropertyCheck* check, const QString& definition,
                                       const QString& witness) {
  QLabel* l = chips_[std::size_t(chip)];
  QString css = QStringLiteral("QLabel { border-radius: 8px; padding: 1px 7px; %1 }");
  QString tip = definition;
  if (!check) {
    l->setStyleSheet(css.arg(QStringLiteral("border: 1px dashed #bdbdbd; color: #9e9e9e;")));
    tip += QLatin1Char('\n') + tr("Not known yet.");
    l->setProperty("state", QStringLiteral("unknown"));
  } else if (!check->checked) {
    l->setStyleSheet(css.arg(QStringLiteral("border: 1px dashed #bdbdbd; color: #9e9e9e;")));
    tip += QLatin1Char('\n') + tr("Not checked: the game has too many players for this test.");
    l->setProperty("state", QStringLiteral("unchecked"));
  } else if (check->holds) {
    l->setStyleSheet(css.arg(QStringLiteral("background: #c8e6c9; color: #1b5e20; border: 1px solid #81c784;")));
    tip += QLatin1Char('\n') + tr("Holds.");
    l->setProperty("state", QStringLiteral("yes"));
  } else {
    l->setStyleSheet(css.arg(QStringLiteral("background: #eeeeee; color: #616161; border: 1px solid #e0e0e0; "
                                            "text-decoration: line-through;")));
    tip += QLatin1Char('\n') + tr("Does not hold: %1").arg(witness);
    l->setProperty("state", QStringLiteral("no"));
  }
  l->setText(name);
  l->setToolTip(tip);
  l->setProperty("witness", check && check->checked && !check->holds ? witness : QString());
}

void CoalitionalPropertiesBar::setProperties(const GameProperties* p, const CoalitionalGame& game, const QString& hint) {
  if (!game.hasTable()) p = nullptr;
  hint_->setText(hint);
  normalise_->setEnabled(p && p->essential && game.hasTable());
  if (!p) {
    setChip(Superadditive, tr("superadditive"), nullptr, tr("v(S ∪ T) ≥ v(S) + v(T) for disjoint S, T."), {});
    setChip(Convex, tr("convex"), nullptr, tr("v(S ∪ T) + v(S ∩ T) ≥ v(S) + v(T) for all S, T."), {});
    setChip(Monotone, tr("monotone"), nullptr, tr("v(S) ≤ v(T) whenever S ⊆ T."), {});
    setChip(Essential, tr("essential"), nullptr, tr("Σ v(i) < v(N): cooperation pays."), {});
    setChip(ConstantSum, tr("constant-sum"), nullptr, tr("v(S) + v(N − S) = v(N) for every S."), {});
    setChip(Simple, tr("simple"), nullptr, tr("Every v(S) is 0 or 1, and v(N) = 1."), {});
    setChip(Symmetric, tr("symmetric"), nullptr, tr("v(S) depends on |S| only."), {});
    return;
  }
  const auto& sa = p->superadditive;
  setChip(Superadditive, tr("superadditive"), &sa, tr("v(S ∪ T) ≥ v(S) + v(T) for disjoint S, T."),
          tr("v(%1) + v(%2) = %3 + %4 > v(%5) = %6.")
              .arg(label(sa.first, game), label(sa.second, game), value(sa.first, game), value(sa.second, game),
                   label(sa.first | sa.second, game), value(sa.first | sa.second, game)));
  const auto& cv = p->convex;
  {
    const Coalition i = cv.player >= 0 ? Coalition(1) << cv.player : 0;
    const Coalition j = cv.otherPlayer >= 0 ? Coalition(1) << cv.otherPlayer : 0;
    setChip(Convex, tr("convex"), &cv, tr("v(S ∪ T) + v(S ∩ T) ≥ v(S) + v(T) for all S, T: a player's marginal "
                                           "contribution grows with the coalition it joins."),
            tr("%1 adds %2 to %3 but only %4 to %5.")
                .arg(player(cv.player, game), formatRational(game.value(cv.first | i) - game.value(cv.first)),
                     label(cv.first, game), formatRational(game.value(cv.first | i | j) - game.value(cv.first | j)),
                     label(cv.first | j, game)));
  }
  const auto& mo = p->monotone;
  {
    const Coalition i = mo.player >= 0 ? Coalition(1) << mo.player : 0;
    setChip(Monotone, tr("monotone"), &mo, tr("v(S) ≤ v(T) whenever S ⊆ T."),
            tr("v(%1) = %2 > v(%3) = %4.")
                .arg(label(mo.first, game), value(mo.first, game), label(mo.first | i, game), value(mo.first | i, game)));
  }
  PropertyCheck essential;
  essential.holds = p->essential;
  setChip(Essential, tr("essential"), &essential,
          tr("Σ v(i) < v(N): cooperation pays (surplus v(N) − Σ v(i) = %1).").arg(formatRational(p->surplus)),
          tr("the surplus v(N) − Σ v(i) = %1 is not positive, so the only imputation is (v(1), …, v(n)).")
              .arg(formatRational(p->surplus)));
  const auto& cs = p->constantSum;
  setChip(ConstantSum, tr("constant-sum"), &cs, tr("v(S) + v(N − S) = v(N) for every S."),
          tr("v(%1) + v(%2) = %3, but v(N) = %4.")
              .arg(label(cs.first, game), label(game.grand() & ~cs.first, game),
                   formatRational(game.value(cs.first) + game.value(game.grand() & ~cs.first)), value(game.grand(), game)));
  const auto& si = p->simple;
  setChip(Simple, tr("simple"), &si, tr("Every v(S) is 0 or 1, and v(N) = 1 (a voting game: S wins or loses)."),
          tr("v(%1) = %2.").arg(label(si.first, game), value(si.first, game)));
  const auto& sy = p->symmetric;
  setChip(Symmetric, tr("symmetric"), &sy, tr("v(S) depends on |S| only."),
          tr("v(%1) = %2 but v(%3) = %4.")
              .arg(label(sy.first, game), value(sy.first, game), label(sy.second, game), value(sy.second, game)));
}

QString CoalitionalPropertiesBar::text() const {
  QStringList lines;
  for (QLabel* chip : chips_) {
    const QString state = chip->property("state").toString();
    QString line = chip->text() + QStringLiteral(": ") + state;
    const QString witness = chip->property("witness").toString();
    if (!witness.isEmpty()) line += QStringLiteral(" — ") + witness;
    lines << line;
  }
  return lines.join(QLatin1Char('\n'));
}

}  // namespace gamelab::ui
