#pragma once
/// What the Kingmakers page draws on the tree: forced-win nodes filled in their player's
/// colour, strict / generalised kingmakers framed (tool tip: owner and candidate winners), the
/// kingmaker(s) of the game ringed, W(v) beside the nodes, the kmn-η class of every edge as a
/// line style, the allowed edges of the SP-1EP (or kmn-η) as bands, and the chosen edges of a
/// pure SPE or of maxn.
#include "core/kingmaker/spe.h"
#include "ui/tree/treekingmakeranalysis.h"
#include "ui/tree/treeoverlay.h"

namespace gamelab::ui {

struct KingmakerOverlayOptions {
  enum class WinnerSet { Reachable, KmnEta, Sp1ep, None };
  enum class Draw { Allowed, Spe, Maxn };
  WinnerSet winnerSet = WinnerSet::Sp1ep;
  Draw draw = Draw::Allowed;
  bool kmnEtaOnly = false;
  const kingmaker::PureProfile* spe = nullptr;  ///< Draw::Spe
  int maxNodeTexts = 3000;
};

TreeOverlay kingmakerOverlay(const KingmakerAnalysis& a, const GameTree& tree, const KingmakerOverlayOptions& options);

}  // namespace gamelab::ui
