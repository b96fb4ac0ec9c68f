#include "core/common/cancel.h"

namespace gamelab {

Error stopError(const CancelToken& cancel) {
  return makeError(cancel.timedOut() ? ErrorCode::Timeout : ErrorCode::Cancelled);
}

}  // namespace gamelab
