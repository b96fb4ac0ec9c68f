// Playing an ImpartialPosition: the analysis a hint mode shows, the computer's move, the "why"
// panel's mex explanation and random positions. Moves are in playmoves.cpp, the per-family
// normal-play theory in playanalysis.cpp, the misère brute force in playsearch.cpp.
#include "core/impartial/play.h"

#include "core/impartial/cointurning.h"
#include "core/impartial/heapvalues.h"
#include "core/impartial/nim.h"
#include "core/impartial/playdetail.h"

#include <algorithm>
#include <numeric>
#include <set>

namespace gamelab {

using namespace playdetail;

bool supportsMisere(const ImpartialPosition& position) {
  return !std::holds_alternative<NorthcottPosition>(position) && !std::holds_alternative<GraphPosition>(position);
}

namespace {

bool allNim(const HeapPosition& p) {
  return std::all_of(p.rules.begin(), p.rules.end(), [](const HeapRule& r) { return r == HeapRule::nim(); });
}

/// A rule whose moves never leave more than one heap (so solveMisereHeapOutcomes applies).
bool nonSplitting(const HeapRule& rule) {
  if (rule.kind == HeapRule::Kind::Grundy) return false;
  if (rule.kind != HeapRule::Kind::TakeBreak) return true;
  return std::all_of(rule.code.digits.begin(), rule.code.digits.end(), [](std::uint8_t d) { return (d & ~3U) == 0; });
}

Expected<PositionAnalysis> misereAnalysis(const ImpartialPosition& position, const CancelToken& cancel) {
  PositionAnalysis a;
  a.convention = PlayConvention::Misere;
  if (const auto* p = std::get_if<HeapPosition>(&position); p && p->variant == HeapPosition::Variant::Sum) {
    if (allNim(*p)) {
      for (std::size_t h = 0; h < p->heaps.size(); ++h) {
        ComponentValue c;
        c.index = h;
        c.value.value = p->heaps[h];
        a.components.push_back(c);
        a.total ^= p->heaps[h];
      }
      a.outcome = nimOutcome(p->heaps, PlayConvention::Misere);
      for (const auto& m : nimWinningMoves(p->heaps, PlayConvention::Misere))
        a.winningMoves.push_back(HeapMove{m.heap, m.newSize ? std::vector<HeapSize>{m.newSize} : std::vector<HeapSize>{}, {}, 0});
      return a;
    }
    std::vector<std::size_t> nonEmpty;
    for (std::size_t h = 0; h < p->heaps.size(); ++h)
      if (p->heaps[h] > 0) nonEmpty.push_back(h);
    if (nonEmpty.size() == 1 && nonSplitting(p->ruleOf(nonEmpty[0]))) {
      const std::size_t h = nonEmpty[0];
      const HeapRule& rule = p->ruleOf(h);
      auto outcomes = solveMisereHeapOutcomes(rule, {.upTo = p->heaps[h]}, Progress::none(), cancel);
      if (!outcomes) return outcomes.error();
      a.outcome = (*outcomes)[p->heaps[h]];
      if (a.outcome == Outcome::N)
        for (auto& option : heapOptions(rule, p->heaps[h])) {
          const HeapSize left = option.parts.empty() ? 0 : option.parts[0];
          if ((*outcomes)[left] == Outcome::P) a.winningMoves.push_back(HeapMove{h, std::move(option.parts), {}, 0});
        }
      return a;
    }
  }
  auto result = bruteForce(position, PlayConvention::Misere, kBruteForceStates, cancel);
  if (!result) return result.error();
  a.outcome = result->outcome;
  a.winningMoves = std::move(result->winningMoves);
  return a;
}

}  // namespace

Expected<PositionAnalysis> solvePosition(const ImpartialPosition& position, const PositionOptions& options,
                                         const Progress&, const CancelToken& cancel) {
  const PlayConvention convention = options.convention;
  if (convention == PlayConvention::Misere) {
    if (!supportsMisere(position))
      return makeProblemError(ErrorCode::InvalidArgument, Problem::MisereNotSupported);
    return misereAnalysis(position, cancel);
  }
  auto analysis = normalAnalysis(position, kWinningMoveLimit, cancel);
  if (analysis) analysis->convention = PlayConvention::Normal;
  return analysis;
}

namespace {

template <class T>
const T& pick(const std::vector<T>& items, std::mt19937_64& rng) {
  std::uniform_int_distribution<std::size_t> index(0, items.size() - 1);
  return items[index(rng)];
}

bool blackMove(const ImpartialMove& m) {
  const auto* n = std::get_if<NorthcottMove>(&m);
  return n == nullptr || !n->white;
}

}  // namespace

/// Remoteness of one token on `graph` by retrograde analysis: a vertex without moves loses at
/// once (0); a winning vertex has 1 + the least remoteness of its losing followers, a losing one
/// 1 + the largest remoteness of its followers (all winning); -1 for draws.
std::vector<int> graphRemoteness(const Digraph& graph) {
  const auto n = static_cast<std::size_t>(graph.vertices);
  std::vector<std::vector<int>> predecessors(n);
  std::vector<int> unlabelledFollowers(n, 0);
  for (const auto& [from, to] : graph.arcs) {
    predecessors[static_cast<std::size_t>(to)].push_back(from);
    ++unlabelledFollowers[static_cast<std::size_t>(from)];
  }
  std::vector<int> remoteness(n, -1);
  std::vector<bool> winning(n, false);
  std::vector<int> queue;
  for (std::size_t v = 0; v < n; ++v)
    if (unlabelledFollowers[v] == 0) {
      remoteness[v] = 0;
      queue.push_back(static_cast<int>(v));
    }
  // Breadth-first in order of labelling, so the first losing follower found is the nearest.
  for (std::size_t head = 0; head < queue.size(); ++head) {
    const auto v = static_cast<std::size_t>(queue[head]);
    for (int u : predecessors[v]) {
      const auto w = static_cast<std::size_t>(u);
      if (remoteness[w] >= 0) continue;
      if (!winning[v]) {  // v loses, so moving there wins
        winning[w] = true;
        remoteness[w] = remoteness[v] + 1;
        queue.push_back(u);
      } else if (--unlabelledFollowers[w] == 0) {  // every follower of w wins: w loses
        remoteness[w] = remoteness[v] + 1;
        queue.push_back(u);
      }
    }
  }
  return remoteness;
}

Expected<ImpartialMove> solveComputerMove(const ImpartialPosition& position, const ComputerOptions& options,
                                          const Progress&, const CancelToken& cancel) {
  std::mt19937_64 rng(options.seed);
  // Northcott: the computer plays Black.
  auto moves = legalMoves(position, 20000);
  moves.erase(std::remove_if(moves.begin(), moves.end(), [](const ImpartialMove& m) { return !blackMove(m); }),
              moves.end());
  if (moves.empty()) return makeProblemError(ErrorCode::InvalidArgument, Problem::NoMovePossible);
  if (options.mistakeProbability > 0) {
    std::bernoulli_distribution mistake(std::min(1.0, options.mistakeProbability));
    if (mistake(rng)) return pick(moves, rng);
  }
  auto analysis = solvePosition(position, {.convention = options.convention}, Progress::none(), cancel);
  if (!analysis) {
    if (analysis.error().code == ErrorCode::TooLarge) return pick(moves, rng);  // beyond the brute force
    return analysis.error();
  }
  std::vector<ImpartialMove> winning;
  for (const auto& m : analysis->winningMoves)
    if (blackMove(m)) winning.push_back(m);
  if (const auto* graph = std::get_if<GraphPosition>(&position); graph && graph->tokens.size() == 1) {
    // One token on a graph that may have cycles: a move to any P-vertex keeps the win, but only
    // moves that bring the end nearer make sure the game ends; when losing, put it off longest.
    const std::vector<int> remoteness = graphRemoteness(graph->graph);
    const auto distance = [&](const ImpartialMove& m) { return remoteness[std::get<GraphMove>(m).to]; };
    if (!winning.empty())
      return *std::min_element(winning.begin(), winning.end(),
                               [&](const auto& a, const auto& b) { return distance(a) < distance(b); });
    if (analysis->outcome == Outcome::P)
      return *std::max_element(moves.begin(), moves.end(),
                               [&](const auto& a, const auto& b) { return distance(a) < distance(b); });
  }
  if (!winning.empty()) return pick(winning, rng);
  if (analysis->outcome == Outcome::Draw) {
    // Keep the draw: a move after which the opponent cannot win either.
    std::vector<ImpartialMove> keeping;
    for (const auto& m : moves) {
      if (cancel.isCancelled()) return stopError(cancel);
      auto after = solvePosition(applyMove(position, m), {.convention = options.convention}, Progress::none(), cancel);
      if (after && after->outcome == Outcome::Draw) keeping.push_back(m);
    }
    if (!keeping.empty()) return pick(keeping, rng);
  }
  return pick(moves, rng);
}

namespace {

MexExplanation finish(MexExplanation e) {
  std::vector<Nimber> values = e.values;
  e.mex = mex(values);
  return e;
}

Error noComponent(std::size_t component) {
  return makeProblemError(ErrorCode::InvalidArgument, Problem::NoSuchComponent, {std::to_string(component)});
}

Expected<MexExplanation> explainHeap(const HeapPosition& p, std::size_t h, const CancelToken& cancel) {
  if (h >= p.heaps.size()) return noComponent(h);
  MexExplanation e;
  const HeapSize n = p.heaps[h];
  if (p.variant != HeapPosition::Variant::Sum || p.ruleOf(h) == HeapRule::nim()) {
    // A Nim heap (Moore's and the staircase's steps are explained as the Nim heaps they stand for).
    for (HeapSize k = 0; k < n; ++k) {
      e.followers.push_back(std::to_string(k));
      e.values.push_back(k);
    }
    return finish(std::move(e));
  }
  const HeapRule& rule = p.ruleOf(h);
  auto table = heapTable(rule, n, cancel);
  if (!table) return table.error();
  for (const auto& option : heapOptions(rule, n)) {
    Nimber g = 0;
    for (HeapSize part : option.parts) g ^= (*table)[part];
    e.followers.push_back(partsText(option.parts));
    e.values.push_back(g);
  }
  return finish(std::move(e));
}

Expected<MexExplanation> explainCoin(const CoinRowPosition& p, std::size_t x, const CancelToken& cancel) {
  if (x >= p.heads.size()) return noComponent(x);
  auto table = coinTable(p.rule, p.heads.size(), cancel);
  if (!table) return table.error();
  MexExplanation e;
  for (const auto& set : coinMovesAt(p.rule, x)) {
    std::vector<std::size_t> others;
    Nimber g = 0;
    for (std::size_t c : set)
      if (c != x) {
        others.push_back(c);
        g ^= (*table)[c];
      }
    e.followers.push_back(setText(others, static_cast<std::size_t>(p.rule.origin())));
    e.values.push_back(g);
  }
  return finish(std::move(e));
}

std::string cellText(std::size_t r, std::size_t c) { return "(" + std::to_string(r) + ", " + std::to_string(c) + ")"; }

Expected<MexExplanation> explainGrid(const CoinGridPosition& p, std::size_t cell, const CancelToken& cancel) {
  if (cell >= p.rows * p.cols) return noComponent(cell);
  auto table = solveCoinGridValues(p.rule, {.rows = p.rows, .cols = p.cols}, Progress::none(), cancel);
  if (!table) return table.error();
  const std::size_t r = cell / p.cols, c = cell % p.cols;
  MexExplanation e;
  for (const auto& set : gridMovesAt(p.rule, r, c)) {
    std::string text = "{";
    Nimber g = 0;
    for (const auto& [i, j] : set) {
      if (i == r && j == c) continue;
      text += (text.size() > 1 ? ", " : "") + cellText(i, j);
      g ^= (*table)[i * p.cols + j];
    }
    e.followers.push_back(text + "}");
    e.values.push_back(g);
  }
  return finish(std::move(e));
}

Expected<MexExplanation> explainQueen(const QueensPosition& p, std::size_t q, const CancelToken& cancel) {
  if (q >= p.queens.size()) return noComponent(q);
  const auto [x, y] = p.queens[q];
  if (x >= p.size || y >= p.size) return queenOffBoard(p, q);
  auto table = wythoffCached(p.size, cancel);
  if (!table) return table.error();
  MexExplanation e;
  auto add = [&](std::size_t tx, std::size_t ty) {
    e.followers.push_back(cellText(tx, ty));
    e.values.push_back((*table)[tx * p.size + ty]);
  };
  for (std::size_t tx = 0; tx < x; ++tx) add(tx, y);
  for (std::size_t ty = 0; ty < y; ++ty) add(x, ty);
  for (std::size_t d = 1; d <= std::min(x, y); ++d) add(x - d, y - d);
  return finish(std::move(e));
}

Expected<MexExplanation> explainHackenbush(const HackenbushPosition& p, std::size_t edge, const CancelToken& cancel) {
  for (const auto& piece : hackenbushPieces(p.picture)) {
    if (piece.front() != edge) continue;
    const HackenbushPicture sub = subPicture(p.picture, piece);
    MexExplanation e;
    for (std::size_t k = 0; k < piece.size(); ++k) {
      auto value = solveHackenbushValue(cutEdge(sub, k), Progress::none(), cancel);
      if (!value) return value.error();
      e.followers.push_back("cut edge " + std::to_string(piece[k] + 1));
      e.values.push_back(*value);
    }
    return finish(std::move(e));
  }
  return noComponent(edge);
}

Expected<MexExplanation> explainGraph(const GraphPosition& p, std::size_t t, const CancelToken& cancel) {
  if (t >= p.tokens.size()) return noComponent(t);
  auto graph = graphCached(p.graph, cancel);
  if (!graph) return graph.error();
  const int from = p.tokens[t];
  if (from < 0 || from >= p.graph.vertices) return vertexOutOfRange("tokens/" + std::to_string(t), from, p.graph.vertices);
  MexExplanation e;
  std::set<int> seen;
  for (const auto& [a, b] : p.graph.arcs) {
    if (a != from || !seen.insert(b).second) continue;
    const auto& v = graph->values[static_cast<std::size_t>(b)];
    if (v.infinite) continue;  // only finite followers take part in the mex
    const std::size_t ub = static_cast<std::size_t>(b);
    e.followers.push_back(ub < p.graph.labels.size() && !p.graph.labels[ub].empty() ? p.graph.labels[ub]
                                                                                     : std::to_string(b));
    e.values.push_back(v.value);
  }
  return finish(std::move(e));
}

}  // namespace

Expected<MexExplanation> solveMexExplanation(const ImpartialPosition& position, const MexExplanationOptions& options,
                                             const Progress&, const CancelToken& cancel) {
  const std::size_t component = options.component;
  struct Visitor {
    std::size_t component;
    const CancelToken& cancel;
    Expected<MexExplanation> operator()(const HeapPosition& p) const { return explainHeap(p, component, cancel); }
    Expected<MexExplanation> operator()(const NimblePosition& p) const {
      if (component >= p.coins.size()) return noComponent(component);
      HeapPosition heap;
      heap.heaps = {p.coins[component]};
      return explainHeap(heap, 0, cancel);
    }
    Expected<MexExplanation> operator()(const CoinRowPosition& p) const { return explainCoin(p, component, cancel); }
    Expected<MexExplanation> operator()(const CoinGridPosition& p) const { return explainGrid(p, component, cancel); }
    Expected<MexExplanation> operator()(const QueensPosition& p) const { return explainQueen(p, component, cancel); }
    Expected<MexExplanation> operator()(const NorthcottPosition& p) const {
      if (component >= p.rows.size()) return noComponent(component);
      const auto [w, b] = p.rows[component];
      HeapPosition heap;
      heap.heaps = {(w > b ? w - b : b - w) - 1};
      return explainHeap(heap, 0, cancel);
    }
    Expected<MexExplanation> operator()(const HackenbushPosition& p) const {
      return explainHackenbush(p, component, cancel);
    }
    Expected<MexExplanation> operator()(const GraphPosition& p) const { return explainGraph(p, component, cancel); }
  };
  return std::visit(Visitor{component, cancel}, position);
}

namespace {

std::size_t uniform(std::mt19937_64& rng, std::size_t lo, std::size_t hi) {
  if (hi <= lo) return lo;
  return std::uniform_int_distribution<std::size_t>(lo, hi)(rng);
}

}  // namespace

ImpartialPosition randomPosition(const ImpartialPosition& shape, std::size_t size, std::mt19937_64& rng) {
  size = std::max<std::size_t>(size, 1);
  ImpartialPosition out = shape;
  std::visit(
      [&](auto& p) {
        using P = std::decay_t<decltype(p)>;
        if constexpr (std::is_same_v<P, HeapPosition>) {
          if (p.heaps.empty()) p.heaps.resize(3);
          if (p.rules.size() != 1 && p.rules.size() != p.heaps.size()) p.rules.resize(1);
          const std::size_t lo = p.variant == HeapPosition::Variant::Staircase ? 0 : 1;
          for (auto& h : p.heaps) h = uniform(rng, lo, size);
        } else if constexpr (std::is_same_v<P, NimblePosition>) {
          p.squares = std::max<std::size_t>(p.squares, 2);
          p.coins.assign(std::min(size, p.squares * 4), 0);
          for (auto& c : p.coins) c = uniform(rng, 1, p.squares - 1);
        } else if constexpr (std::is_same_v<P, CoinRowPosition>) {
          if (p.heads.empty()) p.heads.resize(16);
          std::vector<std::size_t> cells(p.heads.size());
          std::iota(cells.begin(), cells.end(), 0);
          std::shuffle(cells.begin(), cells.end(), rng);
          p.heads.assign(p.heads.size(), false);
          for (std::size_t i = 0; i < std::min(size, cells.size()); ++i) p.heads[cells[i]] = true;
        } else if constexpr (std::is_same_v<P, CoinGridPosition>) {
          p.heads.assign(p.rows * p.cols, false);
          std::vector<std::size_t> cells(p.heads.size());
          std::iota(cells.begin(), cells.end(), 0);
          std::shuffle(cells.begin(), cells.end(), rng);
          for (std::size_t i = 0; i < std::min(size, cells.size()); ++i) p.heads[cells[i]] = true;
        } else if constexpr (std::is_same_v<P, QueensPosition>) {
          p.size = std::max<std::size_t>(p.size, 2);
          p.queens.assign(size, {0, 0});
          for (auto& q : p.queens) q = {uniform(rng, 0, p.size - 1), uniform(rng, 0, p.size - 1)};
        } else if constexpr (std::is_same_v<P, NorthcottPosition>) {
          p.width = std::max<std::size_t>(p.width, 3);
          p.rows.assign(size, {0, 1});
          for (auto& row : p.rows) {
            const std::size_t a = uniform(rng, 0, p.width - 1);
            std::size_t b = uniform(rng, 0, p.width - 2);
            if (b >= a) ++b;
            row = std::bernoulli_distribution(0.5)(rng) ? std::pair{std::min(a, b), std::max(a, b)}
                                                        : std::pair{std::max(a, b), std::min(a, b)};
          }
        } else if constexpr (std::is_same_v<P, HackenbushPosition>) {
          // A random grounded forest with `size` edges, an occasional extra edge closing a cycle.
          HackenbushPicture picture;
          picture.vertices = 1;
          std::vector<double> x{0};
          std::vector<double> y{0};
          for (std::size_t e = 0; e < size; ++e) {
            if (picture.vertices > 2 && std::bernoulli_distribution(0.1)(rng)) {
              const int a = static_cast<int>(uniform(rng, 0, static_cast<std::size_t>(picture.vertices - 1)));
              const int b = static_cast<int>(uniform(rng, 0, static_cast<std::size_t>(picture.vertices - 1)));
              picture.edges.emplace_back(a, b);
              continue;
            }
            const int parent = static_cast<int>(uniform(rng, 0, static_cast<std::size_t>(picture.vertices - 1)));
            picture.edges.emplace_back(parent, picture.vertices);
            const double px = parent == 0 ? static_cast<double>(uniform(rng, 0, 20)) : x[static_cast<std::size_t>(parent)];
            x.push_back(px + std::uniform_real_distribution<double>(-1, 1)(rng));
            y.push_back(y[static_cast<std::size_t>(parent)] + 1);
            ++picture.vertices;
          }
          for (int v = 0; v < picture.vertices; ++v)
            picture.coordinates.emplace_back(x[static_cast<std::size_t>(v)], y[static_cast<std::size_t>(v)]);
          p.picture = std::move(picture);
        } else {
          if (p.graph.vertices <= 0) return;
          p.tokens.assign(size, 0);
          for (auto& t : p.tokens) t = static_cast<int>(uniform(rng, 0, static_cast<std::size_t>(p.graph.vertices - 1)));
        }
      },
      out);
  return out;
}

std::size_t componentNumber(const ImpartialPosition& position, std::size_t index) {
  const auto* hackenbush = std::get_if<HackenbushPosition>(&position);
  if (!hackenbush) return index + 1;
  const auto pieces = hackenbushPieces(hackenbush->picture);
  for (std::size_t k = 0; k < pieces.size(); ++k)
    if (pieces[k].front() == index) return k + 1;
  return 0;
}

}  // namespace gamelab
