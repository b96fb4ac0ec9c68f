#include "core/impartial/graphgame.h"

#include "core/impartial/boostgraphadapter.h"

#include <algorithm>
#include <deque>
#include <string>

namespace gamelab {

namespace {

constexpr std::size_t kMaxArcs = 10000000;

/// Adjacency in compressed rows: the neighbours of v are at[start[v] .. start[v + 1]).
struct Rows {
  std::vector<std::size_t> start;
  std::vector<int> at;
};

Rows buildRows(std::size_t n, const std::vector<std::pair<int, int>>& arcs, bool reverse) {
  Rows rows;
  rows.start.assign(n + 1, 0);
  for (const auto& [from, to] : arcs) ++rows.start[(reverse ? to : from) + 1];
  for (std::size_t v = 0; v < n; ++v) rows.start[v + 1] += rows.start[v];
  rows.at.resize(arcs.size());
  std::vector<std::size_t> fill(rows.start.begin(), rows.start.end() - 1);
  for (const auto& [from, to] : arcs) {
    const int key = reverse ? to : from;
    rows.at[fill[key]++] = reverse ? from : to;
  }
  return rows;
}

Error stopped(const CancelToken& cancel) { return stopError(cancel); }

/// mex of the values at `ids` with a reusable marker (`seen` holds stamps).
class MexScratch {
 public:
  Nimber mexOf(const Rows& rows, int v, const std::vector<Nimber>& value, const std::vector<char>* finite = nullptr) {
    ++stamp_;
    const std::size_t degree = rows.start[v + 1] - rows.start[v];
    if (seen_.size() < degree + 1) seen_.resize(degree + 1, 0);
    for (std::size_t k = rows.start[v]; k < rows.start[v + 1]; ++k) {
      const int w = rows.at[k];
      if (finite && !(*finite)[w]) continue;
      if (value[w] <= degree) seen_[value[w]] = stamp_;
    }
    Nimber m = 0;
    while (seen_[m] == stamp_) ++m;
    return m;
  }

 private:
  std::vector<std::uint64_t> seen_;
  std::uint64_t stamp_ = 0;
};

/// Normal-play retrograde analysis: P, N, or Draw for every vertex. O(V + E).
std::vector<Outcome> retrograde(std::size_t n, const Rows& out, const Rows& in) {
  std::vector<Outcome> outcome(n, Outcome::Draw);
  std::vector<char> known(n, 0);
  std::vector<std::size_t> open(n);
  std::deque<int> queue;
  for (std::size_t v = 0; v < n; ++v) {
    open[v] = out.start[v + 1] - out.start[v];
    if (open[v] == 0) {
      outcome[v] = Outcome::P;
      known[v] = 1;
      queue.push_back(static_cast<int>(v));
    }
  }
  while (!queue.empty()) {
    const int v = queue.front();
    queue.pop_front();
    for (std::size_t k = in.start[v]; k < in.start[v + 1]; ++k) {
      const int p = in.at[k];
      if (known[p]) continue;
      if (outcome[v] == Outcome::P) {
        outcome[p] = Outcome::N;
        known[p] = 1;
        queue.push_back(p);
      } else if (--open[p] == 0) {
        outcome[p] = Outcome::P;
        known[p] = 1;
        queue.push_back(p);
      }
    }
  }
  return outcome;
}

}  // namespace

Outcome GeneralisedValue::outcome() const {
  if (!infinite) return value == 0 ? Outcome::P : Outcome::N;
  return std::find(followerValues.begin(), followerValues.end(), Nimber{0}) != followerValues.end() ? Outcome::N
                                                                                                 : Outcome::Draw;
}

Error vertexOutOfRange(const std::string& place, int vertex, int vertices) {
  return makeProblemError(ErrorCode::InvalidArgument, Problem::VertexOutOfRange,
                          {place, std::to_string(vertex), std::to_string(vertices)});
}

std::optional<Error> badEnd(std::pair<int, int> ends, int vertices, const std::string& place) {
  const auto outside = [vertices](int v) { return v < 0 || v >= vertices; };
  if (outside(ends.first)) return vertexOutOfRange(place + "/0", ends.first, vertices);
  if (outside(ends.second)) return vertexOutOfRange(place + "/1", ends.second, vertices);
  return std::nullopt;
}

Expected<GraphAnalysis> solveGraphGame(const Digraph& graph, const Progress& progress, const CancelToken& cancel) {
  if (graph.vertices < 0)
    return makeProblemError(ErrorCode::InvalidArgument, Problem::MustBeNonNegative,
                            {"vertices", std::to_string(graph.vertices)});
  if (graph.arcs.size() > kMaxArcs)
    return makeProblemError(ErrorCode::TooLarge, Problem::TooManyArcs,
                            {std::to_string(graph.arcs.size()), std::to_string(kMaxArcs)});
  for (std::size_t i = 0; i < graph.arcs.size(); ++i)
    if (auto bad = badEnd(graph.arcs[i], graph.vertices, "arcs/" + std::to_string(i))) return *bad;
  const std::size_t n = static_cast<std::size_t>(graph.vertices);
  progress.report(0.0, "graph");
  const Rows out = buildRows(n, graph.arcs, false);
  GraphAnalysis analysis;
  analysis.values.resize(n);
  std::vector<Nimber> value(n, 0);
  MexScratch scratch;

  if (auto order = boostgraph::followersFirstOrder(n, graph.arcs)) {
    // Acyclic: the Sprague–Grundy function in reverse topological order.
    for (std::size_t k = 0; k < order->size(); ++k) {
      if ((k & 0xFFFF) == 0 && cancel.isCancelled()) return stopped(cancel);
      const int v = (*order)[k];
      value[v] = scratch.mexOf(out, v, value);
    }
    for (std::size_t v = 0; v < n; ++v) analysis.values[v].value = value[v];
    progress.report(1.0, "graph");
    return analysis;
  }
  analysis.acyclic = false;
  if (cancel.isCancelled()) return stopped(cancel);
  const Rows in = buildRows(n, graph.arcs, true);

  // The part that cannot reach a cycle keeps its ordinary values (peeled from the sinks).
  enum : char { Finite = 0, Unlabelled = 1, Infinite = 2 };
  std::vector<char> state(n, Unlabelled);
  {
    std::vector<std::size_t> open(n);
    std::vector<int> queue;
    for (std::size_t v = 0; v < n; ++v) {
      open[v] = out.start[v + 1] - out.start[v];
      if (open[v] == 0) queue.push_back(static_cast<int>(v));
    }
    for (std::size_t head = 0; head < queue.size(); ++head) {
      const int v = queue[head];
      value[v] = scratch.mexOf(out, v, value);
      state[v] = Finite;
      for (std::size_t k = in.start[v]; k < in.start[v + 1]; ++k)
        if (--open[in.at[k]] == 0) queue.push_back(in.at[k]);
    }
  }
  // For the rest: the values of their finite (peeled) followers, sorted, and a cursor per stage.
  std::vector<int> active;
  for (std::size_t v = 0; v < n; ++v)
    if (state[v] != Finite) active.push_back(static_cast<int>(v));
  std::vector<std::vector<Nimber>> peeledFollowers(n);
  for (int v : active) {
    auto& list = peeledFollowers[v];
    for (std::size_t k = out.start[v]; k < out.start[v + 1]; ++k)
      if (state[out.at[k]] == Finite) list.push_back(value[out.at[k]]);
    std::sort(list.begin(), list.end());
    list.erase(std::unique(list.begin(), list.end()), list.end());
  }
  std::vector<std::size_t> cursor(n, 0);

  // Smith / Fraenkel–Yesha: stage m labels m every unlabelled u with no follower labelled m
  // whose unlabelled or ∞ followers all have a follower labelled m; then every unlabelled
  // vertex without a follower labelled m becomes ∞.
  std::vector<char> hasM(n, 0);
  std::vector<std::size_t> count(n, 0);
  std::vector<int> queue;
  std::size_t unlabelled = active.size();
  for (Nimber m = 0; unlabelled > 0; ++m) {
    if (cancel.isCancelled()) return stopped(cancel);
    progress.report(-1.0, "graph");
    for (int v : active) {
      auto& list = peeledFollowers[v];
      while (cursor[v] < list.size() && list[cursor[v]] < m) ++cursor[v];
      hasM[v] = cursor[v] < list.size() && list[cursor[v]] == m;
    }
    queue.clear();
    for (int v : active) {
      if (state[v] != Unlabelled) continue;
      std::size_t c = 0;
      for (std::size_t k = out.start[v]; k < out.start[v + 1]; ++k) {
        const int w = out.at[k];
        if (state[w] != Finite && !hasM[w]) ++c;
      }
      count[v] = c;
      if (c == 0 && !hasM[v]) queue.push_back(v);
    }
    for (std::size_t head = 0; head < queue.size(); ++head) {
      if ((head & 0xFFFF) == 0 && cancel.isCancelled()) return stopped(cancel);
      const int u = queue[head];
      if (state[u] != Unlabelled || hasM[u]) continue;
      state[u] = Finite;
      value[u] = m;
      --unlabelled;
      for (std::size_t k = in.start[u]; k < in.start[u + 1]; ++k) {
        const int p = in.at[k];
        if (state[p] == Finite || hasM[p]) continue;
        hasM[p] = 1;
        for (std::size_t j = in.start[p]; j < in.start[p + 1]; ++j) {
          const int q = in.at[j];
          if (state[q] != Unlabelled || hasM[q]) continue;
          if (--count[q] == 0) queue.push_back(q);
        }
      }
    }
    std::vector<int> next;
    next.reserve(active.size());
    for (int v : active) {
      if (state[v] == Unlabelled && !hasM[v]) {
        state[v] = Infinite;
        --unlabelled;
      }
      if (state[v] != Finite) next.push_back(v);
    }
    active.swap(next);
  }

  const std::vector<Outcome> outcomes = retrograde(n, out, in);
  for (std::size_t v = 0; v < n; ++v) {
    GeneralisedValue& g = analysis.values[v];
    if (state[v] == Finite) {
      g.value = value[v];
    } else {
      g.infinite = true;
      for (std::size_t k = out.start[v]; k < out.start[v + 1]; ++k)
        if (state[out.at[k]] == Finite) g.followerValues.push_back(value[out.at[k]]);
      std::sort(g.followerValues.begin(), g.followerValues.end());
      g.followerValues.erase(std::unique(g.followerValues.begin(), g.followerValues.end()), g.followerValues.end());
    }
    if (g.outcome() != outcomes[v])
      return makeError(ErrorCode::Internal, {"generalised SG value disagrees with retrograde analysis at vertex " +
                                             std::to_string(v)});
  }
  progress.report(1.0, "graph");
  return analysis;
}

}  // namespace gamelab
