// CancelToken's time limits (issue 36): a limit the steady clock cannot reach sets no deadline
// instead of overflowing into one that has already passed.
#include "core/common/cancel.h"

#include <gtest/gtest.h>

#include <chrono>

namespace gamelab {

TEST(CancelToken, TimeLimitBeyondTheClockIsNoLimit) {
  CancelToken token;
  token.setTimeLimit(std::chrono::steady_clock::duration::max());
  EXPECT_FALSE(token.isCancelled());
  EXPECT_FALSE(token.timedOut());
  CancelToken years;
  years.setTimeLimit(std::chrono::hours(24 * 365 * 200));  // 200 years: representable, far off
  EXPECT_FALSE(years.isCancelled());
}

TEST(CancelToken, PastAndNearLimits) {
  CancelToken passed;
  passed.setTimeLimit(std::chrono::steady_clock::duration::zero());
  EXPECT_TRUE(passed.timedOut());
  EXPECT_EQ(stopError(passed).code, ErrorCode::Timeout);
  CancelToken negative;
  negative.setTimeLimit(std::chrono::seconds(-5));
  EXPECT_TRUE(negative.timedOut());
  CancelToken hour;
  hour.setTimeLimit(std::chrono::hours(1));
  EXPECT_FALSE(hour.timedOut());
  hour.cancel();
  EXPECT_TRUE(hour.isCancelled());
  EXPECT_EQ(stopError(hour).code, ErrorCode::Cancelled);
}

}  // namespace gamelab
