// Temporary stubs so the public headers build; replaced by the real solvers.
#include "core/strategic/cooperative.h"

namespace gamelab {
namespace {
Error notYet() { return makeError(ErrorCode::Internal, {"not implemented yet"}); }
}  // namespace

Expected<TuSolution> solveTuSolution(const StrategicGame&, const Progress&, const CancelToken&) { return notYet(); }
Expected<NashBargainingSolution> solveNashBargaining(const BargainingProblem&, const Progress&, const CancelToken&) {
  return notYet();
}
Expected<NashBargainingSolution> solveNashBargaining(const StrategicGame&, const NashBargainingOptions&, const Progress&,
                                                     const CancelToken&) {
  return notYet();
}
Expected<LambdaTransferPoint> lambdaTransferPoint(const StrategicGame&, const Rational&, const CancelToken&) {
  return notYet();
}
Expected<LambdaTransferSolution> solveLambdaTransfer(const StrategicGame&, const LambdaTransferOptions&, const Progress&,
                                                     const CancelToken&) {
  return notYet();
}
Expected<CooperativeSolution> solveCooperative(const StrategicGame&, const CooperativeOptions&, const Progress&,
                                               const CancelToken&) {
  return notYet();
}

}  // namespace gamelab
