#include "ui/strategic/refinementmarks.h"

#include "ui/strategic/strategicpage.h"

#include <QStringList>

namespace gamelab::ui {

namespace {

using T = StrategicText;

/// "Player 1's (1/2, 0, 1/2)" / "Player 2's L".
QString owned(const StrategicGame& game, std::size_t player, const RationalVector& strategy) {
  return RefinementMarks::tr("%1's %2").arg(T::playerName(game, player), T::strategy(game, player, strategy));
}

QString polytopeText(const std::vector<std::size_t>& polytope) {
  QStringList numbers;
  for (std::size_t k : polytope) numbers << QString::number(k + 1);
  return polytope.size() == 1 ? numbers.front() : QStringLiteral("conv{%1}").arg(numbers.join(QLatin1String(", ")));
}

}  // namespace

QString RefinementMarks::equilibriumMark(const StrategicGame& game, const EquilibriumRefinement& r) {
  if (!r.perfect) {
    const auto& d = r.dominations.front();
    return tr("not perfect (dominated: %1)").arg(owned(game, d.player, d.dominated));
  }
  if (!r.proper) return tr("perfect, proper: undecided");
  return *r.proper ? tr("perfect, proper") : tr("perfect, not proper");
}

QString RefinementMarks::equilibriumTip(const StrategicGame& game, const Refinements& all, std::size_t index) {
  const auto& r = all.equilibria[index];
  QStringList lines;
  if (!r.perfect) {
    for (const auto& d : r.dominations) {
      lines << tr("%1 is weakly dominated by %2: that never pays less and pays more against some strategy of "
                  "the opponent, so %1 is a best response to no completely mixed strategy.")
                   .arg(owned(game, d.player, d.dominated), T::strategy(game, d.player, d.dominator));
      if (d.dominatedPure && T::pureIndex(d.dominated) < 0)
        lines << tr("Its pure strategy %1 is itself weakly dominated by %2.")
                     .arg(T::strategyName(game, d.player, *d.dominatedPure), T::strategy(game, d.player, d.pureDominator));
    }
    lines << tr("Not perfect, hence not proper.");
    return lines.join(QLatin1Char('\n'));
  }
  lines << tr("Perfect: neither strategy is weakly dominated, so each is a best response to some completely mixed "
              "strategy of the opponent and the equilibrium survives small trembles.");
  switch (r.properReason) {
    case ProperReason::Strict:
      lines << tr("Proper: a strict equilibrium (each strategy the only best response) is proper.");
      break;
    case ProperReason::DresherOptimal:
      lines << tr("Proper: in a zero-sum game the proper equilibria are the pairs of Dresher-optimal strategies "
                  "(optimal, then best against the opponent's mistakes in turn), and both strategies are.");
      break;
    case ProperReason::NotDresherOptimal: {
      QStringList players;
      for (std::size_t p = 0; p < 2 && p < all.dresherOptimal.size(); ++p)
        if (index < all.dresherOptimal[p].size() && !all.dresherOptimal[p][index]) players << T::playerName(game, p);
      lines << tr("Not proper: in a zero-sum game the proper equilibria are the pairs of Dresher-optimal strategies, "
                  "and the strategy of %1 is not one: against the opponent's likelier mistakes another optimal "
                  "strategy does better.")
                   .arg(players.join(QLatin1String(", ")));
      break;
    }
    case ProperReason::NotPerfect:
    case ProperReason::Undecided:
      lines << tr("Proper: undecided. Properness is decided here for strict equilibria, imperfect ones and zero-sum "
                  "games; this one is none of them.");
      break;
  }
  return lines.join(QLatin1Char('\n'));
}

QString RefinementMarks::componentMark(const EquilibriumComponent& component, const PerfectPart& part) {
  if (!part.decided) return tr("perfect part: undecided (too many strategies)");
  if (part.polytopes.empty()) return tr("not perfect");
  if (part.polytopes.size() == 1 && part.polytopes.front() == component.equilibria) return tr("perfect");
  QStringList pieces;
  for (const auto& polytope : part.polytopes) pieces << polytopeText(polytope);
  return tr("perfect part: %1").arg(pieces.join(QStringLiteral(" ∪ ")));
}

QString RefinementMarks::explanationHtml(const StrategicGame& game, const AllEquilibria& equilibria,
                                         const Refinements& refined) {
  QString h = QStringLiteral("<h4>%1</h4>").arg(tr("Perfect and proper equilibria"));
  h += QStringLiteral("<p>%1</p>")
           .arg(tr("An equilibrium is <b>perfect</b> (trembling-hand perfect, Selten) when it stays an equilibrium "
                   "after every strategy is played by mistake with a tiny probability. With two players this holds "
                   "exactly when neither player's strategy is weakly dominated. It is <b>proper</b> (Myerson) when it "
                   "survives trembles in which a costlier mistake is far less likely than a cheaper one; every proper "
                   "equilibrium is perfect."));
  const std::size_t total = refined.equilibria.size();
  std::size_t perfect = 0, undecided = 0;
  QStringList failures;
  for (std::size_t k = 0; k < total; ++k) {
    const auto& r = refined.equilibria[k];
    if (r.perfect) ++perfect;
    if (!r.proper) ++undecided;
    if (!r.perfect && failures.size() < 8) {
      const auto& d = r.dominations.front();
      failures << tr("equilibrium %1: %2 is weakly dominated by %3")
                      .arg(k + 1)
                      .arg(owned(game, d.player, d.dominated).toHtmlEscaped(),
                           T::strategy(game, d.player, d.dominator).toHtmlEscaped());
    }
  }
  h += QStringLiteral("<p>%1</p>").arg(tr("Here %1 of the %n extreme equilibria are perfect.", nullptr, int(total)).arg(perfect));
  if (!failures.isEmpty())
    h += QStringLiteral("<p>%1 %2.</p>").arg(tr("Not perfect:"), failures.join(QLatin1String("; ")));
  bool split = false;
  for (std::size_t c = 0; c < refined.components.size() && c < equilibria.components.size(); ++c) {
    const auto& part = refined.components[c];
    if (part.decided && !part.polytopes.empty() &&
        !(part.polytopes.size() == 1 && part.polytopes.front() == equilibria.components[c].equilibria))
      split = true;
  }
  if (split)
    h += QStringLiteral("<p>%1</p>")
             .arg(tr("Some components are perfect only in part. The perfect part of a component is a union of its "
                     "faces (the strategies that are best responses to one completely mixed strategy together), "
                     "not the convex hull of its perfect extreme equilibria: a mixture of two perfect vertices can "
                     "be weakly dominated."));
  if (refined.zeroSum)
    h += QStringLiteral("<p>%1</p>")
             .arg(tr("The game is zero-sum: its proper equilibria are the pairs of Dresher-optimal strategies, which "
                     "decides properness for every extreme equilibrium."));
  else if (undecided > 0)
    h += QStringLiteral("<p>%1</p>")
             .arg(tr("Properness is decided for strict equilibria (proper) and imperfect ones (not proper); %n "
                     "equilibrium(s) are neither and are marked undecided rather than guessed.", nullptr, int(undecided)));
  return h;
}

}  // namespace gamelab::ui
