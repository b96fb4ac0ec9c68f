#pragma once
/// Internals of play.cpp shared by its per-family files (not an interface for other layers):
/// cached value tables, the misère brute force and small helpers.
#include "core/impartial/play.h"

#include <string>
#include <vector>

namespace gamelab::playdetail {

/// g(0..upTo) of `rule` (at least upTo + 1 entries), cached per rule across calls (thread-safe).
/// Nim is answered without a table.
Expected<std::vector<Nimber>> heapTable(const HeapRule& rule, HeapSize upTo, const CancelToken& cancel);
/// Grundy value of one heap of size n under `rule` using `table` (Nim: n itself).
inline Nimber heapValue(const HeapRule& rule, const std::vector<Nimber>& table, HeapSize n) {
  return rule == HeapRule::nim() ? Nimber(n) : table[n];
}
/// g(0..n−1) of a coin rule, cached.
Expected<std::vector<Nimber>> coinTable(const CoinRule& rule, std::size_t n, const CancelToken& cancel);
/// Wythoff g(x, y), row-major by x, for a board of `size`, cached.
Expected<std::vector<Nimber>> wythoffCached(std::size_t size, const CancelToken& cancel);
/// solveGraphGame, cached for the last graph seen.
Expected<GraphAnalysis> graphCached(const Digraph& graph, const CancelToken& cancel);

/// Misère (or normal, for cross-checks) outcome of a position by exhaustive search over its
/// followers (iterative, memoised by canonical key). Errors: TooLarge beyond `stateLimit`
/// positions; Cancelled.
struct BruteForce {
  Outcome outcome = Outcome::P;
  std::vector<ImpartialMove> winningMoves;
};
Expected<BruteForce> bruteForce(const ImpartialPosition& position, PlayConvention convention, std::size_t stateLimit,
                                const CancelToken& cancel);
inline constexpr std::size_t kBruteForceStates = 50000;

/// A canonical text key of a position (equal for positions that are the same game up to the
/// order of components).
std::string positionKey(const ImpartialPosition& position);

/// InvalidArgument QueenOffBoard for queen `q` of `p`, which stands outside the board.
Error queenOffBoard(const QueensPosition& p, std::size_t q);

/// "3 + 4", "0" for none.
std::string partsText(const std::vector<HeapSize>& parts);
/// "{2, 5}" with each entry + origin.
std::string setText(const std::vector<std::size_t>& items, std::size_t origin = 0);

/// Hackenbush: the components (edge lists, each increasing) of the grounded part of a picture,
/// split at the ground, in order of their smallest edge.
std::vector<std::vector<std::size_t>> hackenbushPieces(const HackenbushPicture& picture);
/// The picture with only `edges` (same vertices and coordinates).
HackenbushPicture subPicture(const HackenbushPicture& picture, const std::vector<std::size_t>& edges);

/// Coin-grid moves whose SE coin is (r, c), each a list of cells (not checked against heads).
std::vector<std::vector<std::pair<std::size_t, std::size_t>>> gridMovesAt(const CoinGridRule& rule, std::size_t r,
                                                                           std::size_t c);

/// Per-family parts of the public functions (play.cpp dispatches).
MoveCheck checkHeapMove(const HeapPosition& p, const HeapMove& m);
MoveCheck checkNimbleMove(const NimblePosition& p, const NimbleMove& m);
MoveCheck checkCoinMove(const CoinRowPosition& p, const CoinMove& m);
MoveCheck checkGridMove(const CoinGridPosition& p, const CoinGridMove& m);
MoveCheck checkQueenMove(const QueensPosition& p, const QueenMove& m);
MoveCheck checkNorthcottMove(const NorthcottPosition& p, const NorthcottMove& m);
MoveCheck checkHackenbushMove(const HackenbushPosition& p, const HackenbushMove& m);
MoveCheck checkGraphMove(const GraphPosition& p, const GraphMove& m);

/// Normal-play analysis by the family's theory (components, total, outcome, winning moves up to
/// `limit`).
Expected<PositionAnalysis> normalAnalysis(const ImpartialPosition& position, std::size_t limit,
                                          const CancelToken& cancel);

inline constexpr std::size_t kWinningMoveLimit = 1000;

/// The outcome of a sum of generalised SG values (Smith; Fraenkel): all finite -> their nim-sum
/// (P iff 0); one ∞(K) and the rest summing to s -> N iff s ∈ K, else Draw; two or more ∞ ->
/// Draw. `finiteTotal` (optional) receives the nim-sum of the finite values.
Outcome sumOutcome(const std::vector<GeneralisedValue>& values, Nimber* finiteTotal);

}  // namespace gamelab::playdetail
