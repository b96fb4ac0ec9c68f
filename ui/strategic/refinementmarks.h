#pragma once
/// The words of the perfect / proper marks on the equilibria page (translation context
/// "gamelab::ui::RefinementMarks"): one short mark per extreme equilibrium and per component,
/// tooltips that name the dominated strategy and what dominates it, and the explanation panel.
/// Inputs are one analysis's AllEquilibria and the Refinements computed for it (parallel lists).
#include "core/strategic/bimatrixequilibria.h"
#include "core/strategic/refinements.h"
#include "core/strategic/strategicgame.h"

#include <QCoreApplication>
#include <QString>

namespace gamelab::ui {

class RefinementMarks {
  Q_DECLARE_TR_FUNCTIONS(gamelab::ui::RefinementMarks)
 public:
  /// "perfect, proper" / "perfect, not proper" / "perfect, proper: undecided" / "not perfect
  /// (dominated: Player 1's (1/2, 0, 1/2))".
  static QString equilibriumMark(const StrategicGame& game, const EquilibriumRefinement& r);
  /// Why: the dominated strategy and its dominator (and a dominated pure strategy of its
  /// support), or the witness of perfection, then the reason for the proper mark.
  static QString equilibriumTip(const StrategicGame& game, const Refinements& all, std::size_t index);
  /// "perfect" (the whole component), "not perfect", "perfect part: conv{1, 2} ∪ conv{5, 7}"
  /// (equilibrium numbers from 1), or "perfect part: undecided (too many strategies)".
  static QString componentMark(const EquilibriumComponent& component, const PerfectPart& part);
  /// HTML: what perfect and proper mean, and why this game's equilibria pass or fail.
  static QString explanationHtml(const StrategicGame& game, const AllEquilibria& equilibria, const Refinements& refined);
};

}  // namespace gamelab::ui
