#pragma once
/// Text of the Liar's Dice solution view (digest liars-dice.md §4, §8): numbers formatted
/// exactly or as decimals (float solutions), the LP of a subgame G(M) written out with its
/// numbers (as the digest's N = 2 instance), and the verdicts of the optimality checks.
#include "core/liarsdice/liarsdice.h"

#include <QCoreApplication>
#include <QString>

namespace gamelab::ui {

/// Translation context "gamelab::ui::LiarsDiceText".
class LiarsDiceText {
  Q_DECLARE_TR_FUNCTIONS(gamelab::ui::LiarsDiceText)
};

/// "41/60" when exact, "0.6833" (4 decimals) otherwise.
QString liarsDiceNumber(const Rational& value, bool exact);
/// The claim y as a column title: "≥ 3"; y = N+1: "≥ 7 (sure lie)".
QString liarsDiceClaimTitle(int y, int sides);
/// Whether a and b are equal (exactly, or within 1e-9 for float solutions).
bool liarsDiceSame(const Rational& a, const Rational& b, bool exact);

/// The roller's LP of G(M) (§4) with the numbers of `solution` (c_y = 1 − V(y+1), 1/N), its
/// optimum (V(M), the claims used, w_y) and the caller's LP with q_y, as HTML. Long sums are
/// shortened with "…" (at most `maxTerms` terms written). `subgame` is index M−1.
QString liarsDiceLpHtml(const LiarsDiceSolution& solution, int bound, int maxTerms = 6);

/// One line per die value / claim saying why the strategies are optimal, as HTML: the roller's
/// claims used with die x all reach the row's best payoff; each call probability is 0, 1 or
/// makes the roller indifferent (call payoff = pass payoff).
QString liarsDiceChecksSummaryHtml(const LiarsDiceSubgame& subgame, const LiarsDiceChecks& checks, int sides,
                                   bool exact);

}  // namespace gamelab::ui
