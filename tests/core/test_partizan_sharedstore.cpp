// SharedStore (core/partizan/sharedstore.h): the jobs of one document share one store, one at
// a time; a value one job computed is found by the next; a waiting job stops when cancelled;
// a job that runs out of nodes on a used store runs again on a fresh one; memory is bounded.
#include "core/partizan/sharedstore.h"

#include <gtest/gtest.h>

#include <atomic>
#include <chrono>
#include <future>
#include <thread>

namespace gamelab::partizan {
namespace {

const Position kBoard{Ruleset::Domineering, "..../..../...."};

Expected<GameId> valueOf(SharedStore& shared, const Position& position) {
  return shared.use<GameId>(CancelToken::none(), [&](GameStore&, PositionValues& values) {
    return values.solveValue(position);
  });
}

TEST(PartizanSharedStore, SecondJobFindsTheValueTheFirstComputed) {
  SharedStore shared;
  auto first = valueOf(shared, kBoard);
  ASSERT_TRUE(first);
  const std::size_t nodes = shared.nodes();
  EXPECT_GT(nodes, 10u);
  auto second = valueOf(shared, kBoard);
  ASSERT_TRUE(second);
  EXPECT_EQ(*second, *first);
  EXPECT_EQ(shared.nodes(), nodes);  // nothing computed again
}

TEST(PartizanSharedStore, OneJobAtATime) {
  SharedStore shared;
  std::atomic<int> inside{0}, most{0};
  const auto job = [&] {
    return shared.use<int>(CancelToken::none(), [&](GameStore&, PositionValues&) -> Expected<int> {
      most = std::max(most.load(), ++inside);
      std::this_thread::sleep_for(std::chrono::milliseconds(30));
      --inside;
      return 1;
    });
  };
  auto a = std::async(std::launch::async, job);
  auto b = std::async(std::launch::async, job);
  auto c = std::async(std::launch::async, job);
  EXPECT_TRUE(a.get() && b.get() && c.get());
  EXPECT_EQ(most.load(), 1);
}

TEST(PartizanSharedStore, WaitingJobStopsWhenCancelled) {
  SharedStore shared;
  std::promise<void> holding, release;
  auto holder = std::async(std::launch::async, [&] {
    return shared.use<int>(CancelToken::none(), [&](GameStore&, PositionValues&) -> Expected<int> {
      holding.set_value();
      release.get_future().wait();
      return 1;
    });
  });
  holding.get_future().wait();
  CancelToken cancel;
  bool ran = false;
  auto waiter = std::async(std::launch::async, [&] {
    return shared.use<int>(cancel, [&](GameStore&, PositionValues&) -> Expected<int> {
      ran = true;
      return 2;
    });
  });
  std::this_thread::sleep_for(std::chrono::milliseconds(30));
  const auto asked = std::chrono::steady_clock::now();
  cancel.cancel();
  auto stopped = waiter.get();
  const auto late = std::chrono::steady_clock::now() - asked;
  ASSERT_FALSE(stopped);
  EXPECT_EQ(stopped.error().code, ErrorCode::Cancelled);
  EXPECT_FALSE(ran);
  EXPECT_LT(late, std::chrono::milliseconds(100));
  release.set_value();
  EXPECT_TRUE(holder.get());
}

TEST(PartizanSharedStore, OutOfNodesOnAUsedStoreRunsAgainOnAFreshOne) {
  SharedStore shared;
  ASSERT_TRUE(valueOf(shared, kBoard));
  int calls = 0;
  // The job fails as a full store would unless the store is fresh (it holds only 0).
  auto result = shared.use<int>(CancelToken::none(), [&](GameStore& store, PositionValues&) -> Expected<int> {
    ++calls;
    if (store.size() > 1) return makeProblemError(ErrorCode::TooLarge, Problem::TooManyPositions, {"4000000"});
    return 7;
  });
  ASSERT_TRUE(result);
  EXPECT_EQ(*result, 7);
  EXPECT_EQ(calls, 2);
  // On a fresh store the failure is the answer: no second run.
  calls = 0;
  SharedStore fresh;
  auto full = fresh.use<int>(CancelToken::none(), [&](GameStore&, PositionValues&) -> Expected<int> {
    ++calls;
    return makeProblemError(ErrorCode::TooLarge, Problem::TooManyPositions, {"1"});
  });
  EXPECT_FALSE(full);
  EXPECT_EQ(calls, 1);
}

TEST(PartizanSharedStore, StorePastHalfItsBudgetIsReplaced) {
  GameStore::Limits limits;
  limits.maxNodes = 400;
  SharedStore shared(limits);
  ASSERT_TRUE(shared.use<bool>(CancelToken::none(), [](GameStore& store, PositionValues&) -> Expected<bool> {
    for (unsigned n = 1; n <= 250; ++n) store.nimber(n);  // more than half of 400 nodes
    return true;
  }));
  EXPECT_GT(shared.nodes(), 200u);
  ASSERT_TRUE(shared.use<bool>(CancelToken::none(), [](GameStore& store, PositionValues&) -> Expected<bool> {
    return store.size() == 1;
  }).value());
}

}  // namespace
}  // namespace gamelab::partizan
