#include "ui/kinds/builtinkinds.h"

#include "ui/coalition/coalitionalkind.h"
#include "ui/duopoly/duopolykind.h"
#include "ui/stochastic/stochastickind.h"
#include "ui/impartial/impartialkind.h"
#include "ui/liarsdice/liarsdicekind.h"
#include "ui/matrix/matrixkind.h"
#include "ui/parameters/parameterexamples.h"
#include "ui/partizan/partizankind.h"
#include "ui/poker/pokerkind.h"
#include "ui/strategic/strategickind.h"
#include "ui/tree/treekind.h"

namespace gamelab::ui {

void registerBuiltinKinds() {
  registerMatrixKind();
  registerStrategicKind();
  registerCoalitionalKind();
  registerImpartialKind();
  registerTreeKind();
  registerLiarsDiceKind();
  registerDuopolyKind();
  registerStochasticKind();
  registerPokerKind();
  registerPartizanKind();
  registerParameterExamples();
}

}  // namespace gamelab::ui
