#pragma once
/// Playing an ImpartialPosition: legal moves, applying them, the analysis a hint mode shows
/// (each component's Grundy value, the nim-sum, the outcome, the winning moves, the mex of a
/// position's followers) and the computer's move, perfect or with mistakes.
#include "core/common/cancel.h"
#include "core/common/expected.h"
#include "core/impartial/position.h"

#include <cstdint>
#include <random>
#include <string>
#include <vector>

namespace gamelab {

/// Whether the position's family supports misère analysis (Nim exactly by Bouton; other
/// families by brute force on small positions; see solvePosition).
bool supportsMisere(const ImpartialPosition& position);

MoveCheck checkMove(const ImpartialPosition& position, const ImpartialMove& move);
/// Requires checkMove(...).legal(); the position after the move.
ImpartialPosition applyMove(const ImpartialPosition& position, const ImpartialMove& move);
/// Every legal move, at most `limit` (boards show positions small enough for all of them).
std::vector<ImpartialMove> legalMoves(const ImpartialPosition& position, std::size_t limit = 100000);

/// One component of the sum (a heap, a head coin, a queen, a Hackenbush tree, a token…).
struct ComponentValue {
  std::size_t index = 0;        ///< family-specific: heap index, coin position, queen index, …
  GeneralisedValue value;       ///< finite for every family but cyclic graphs
};

struct PositionAnalysis {
  PlayConvention convention = PlayConvention::Normal;
  std::vector<ComponentValue> components;  ///< normal-play values (empty for misère brute force)
  Nimber total = 0;                        ///< nim-sum of the finite component values
  Outcome outcome = Outcome::P;
  std::vector<ImpartialMove> winningMoves;  ///< moves to a P-position (all of them, up to a limit)
  /// Approximate: false everywhere except when a misère brute force hit its state limit.
  bool complete = true;
};

struct PositionOptions {
  PlayConvention convention = PlayConvention::Normal;
};

/// The analysis of `position` under options.convention. No progress is reported. Errors:
/// InvalidArgument MisereNotSupported, or a problem of the position (VertexOutOfRange,
/// QueenOffBoard, …); TooLarge when a brute force would exceed its state limit; Cancelled.
Expected<PositionAnalysis> solvePosition(const ImpartialPosition& position, const PositionOptions& options = {},
                                         const Progress& progress = Progress::none(),
                                         const CancelToken& cancel = CancelToken::none());

/// The mex explanation of one component (the "why" panel): its followers, their values, and
/// the mex. For a heap: the options' parts and values; for a coin: the move sets.
struct MexExplanation {
  std::vector<std::string> followers;  ///< plain notation of each follower ("3 + 4", "{2, 5}")
  std::vector<Nimber> values;          ///< their Grundy values (nim-sums of parts)
  Nimber mex = 0;
};
struct MexExplanationOptions {
  std::size_t component = 0;   ///< which component of the position (as in ComponentValue::index)
};
/// No progress is reported.
Expected<MexExplanation> solveMexExplanation(const ImpartialPosition& position,
                                             const MexExplanationOptions& options = {},
                                             const Progress& progress = Progress::none(),
                                             const CancelToken& cancel = CancelToken::none());

struct ComputerOptions {
  PlayConvention convention = PlayConvention::Normal;
  double mistakeProbability = 0;   ///< 0 = perfect; else a random legal move with this probability
  /// Seeds the std::mt19937_64 that draws the random choices (the same seed, the same move).
  std::uint64_t seed = std::mt19937_64::default_seed;
};

/// The computer's move: a winning move when there is one (a random one among them), else a
/// random legal move (a losing position). No progress is reported. Errors: InvalidArgument
/// NoMovePossible; Cancelled.
Expected<ImpartialMove> solveComputerMove(const ImpartialPosition& position, const ComputerOptions& options = {},
                                          const Progress& progress = Progress::none(),
                                          const CancelToken& cancel = CancelToken::none());

/// The component ComponentValue::index stands for, numbered from 1 in the order the
/// components are listed: index + 1 for most families, but a Hackenbush component is indexed
/// by its smallest edge, so its number counts the trees before it. 0 when there is none.
std::size_t componentNumber(const ImpartialPosition& position, std::size_t index);

/// Remoteness of a single token on `graph` (moves to the end with best play; -1 on draws).
/// The computer wins by the nearest losing follower and, when it loses, delays the longest, so
/// play on a graph with cycles always ends when a win exists.
std::vector<int> graphRemoteness(const Digraph& graph);

/// A random position like `shape` (same family, rules, board size) with about `size` pieces
/// (heaps up to `size` counters, `size` coins/queens/…).
ImpartialPosition randomPosition(const ImpartialPosition& shape, std::size_t size, std::mt19937_64& rng);

}  // namespace gamelab
