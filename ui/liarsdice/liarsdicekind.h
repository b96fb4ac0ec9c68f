#pragma once
/// Registration of Liar's Dice (source 004, digest liars-dice.md) with the shell: document kind
/// "liarsdice" ({"sides": N} plus the game in progress), File ▸ New "Liar's Dice…", and start-page
/// examples (N = 2, 3, 6). The tab shows the solution (V(M) table, the subgame's claim matrix and
/// call probabilities, the LP written out, checks against every pure reply), the chart of V(1)
/// against N with the line 1 − 1/e, and a play mode against the optimal computer; small N open as
/// a full tree document (solved by the sequence form). registerBuiltinKinds() calls it.
#include "ui/document/gamedocument.h"

namespace gamelab::ui {

void registerLiarsDiceKind();

/// The document of File ▸ New ▸ Liar's Dice…: asks N (default 6; nullptr when cancelled);
/// without a dialog (tests, `interactive` false): N = 6.
DocumentPtr newLiarsDiceDocument(bool interactive);

}  // namespace gamelab::ui
