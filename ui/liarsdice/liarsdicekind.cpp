#include "ui/liarsdice/liarsdicekind.h"

namespace gamelab::ui {

// Filled in with the Liar's Dice document: kind, New action and examples.
void registerLiarsDiceKind() {}

}  // namespace gamelab::ui
