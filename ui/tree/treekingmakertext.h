#pragma once
/// The words of the Kingmakers page (translation context "gamelab::ui::TreeKingmakerText"): the
/// result as HTML, the help, trace entries and option names.
#include "core/kingmaker/spe.h"
#include "ui/tree/treekingmakeranalysis.h"

#include <QCoreApplication>
#include <QString>

#include <gmpxx.h>

namespace gamelab::ui {

class TreeKingmakerText {
  Q_DECLARE_TR_FUNCTIONS(gamelab::ui::TreeKingmakerText)
 public:
  /// "{a, b}" with the players' names in their colours.
  static QString playerSetHtml(const GameTree& tree, kingmaker::PlayerSet set);
  /// "{a, b}" plain.
  static QString playerSetText(const GameTree& tree, kingmaker::PlayerSet set);
  /// "927 260 837 325 672 264 114 176": digits in groups of three (thin spaces).
  static QString groupedDigits(const mpz_class& n);
  static QString readingName(kingmaker::Reading reading);
  static QString tieRuleName(kingmaker::TieRule rule);
  /// One line of the SP-1EP trace (plain text).
  static QString traceEntry(const KingmakerAnalysis& a, const GameTree& tree, const kingmaker::Restriction& r);
  /// The page's HTML: counts, the SP-1EP (or kmn-η) result, SPE counts, maxn, Tables 5.1 and
  /// 5.2, the kingmaker nodes; `speNumber` > 0 names the pure SPE drawn.
  static QString resultHtml(const KingmakerAnalysis& a, const GameTree& tree, bool kmnEtaOnly, int speNumber,
                            const kingmaker::PureProfile* spe);
  /// Plain definitions (forced-win node, kingmaker, kmn-η, 1EP, SP-1EP) with the Fig. 3.3
  /// example, and the warning that the thesis is informal and the reading changes results.
  static QString helpHtml();
};

}  // namespace gamelab::ui
