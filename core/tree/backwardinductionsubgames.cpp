// Imperfect information: subgame by subgame. (Interim: waits for the strategic form and the
// sequence form to land; replaced in this session.)
#include "core/tree/backwardinductiondetail.h"

namespace gamelab::detail {

Expected<SubgamePerfectResult> solveBySubgames(const GameTree&, const SubgamePerfectOptions&, const Progress&,
                                               const CancelToken&) {
  return makeError(ErrorCode::Internal, {"imperfect-information subgames are not solved yet"});
}

}  // namespace gamelab::detail
