// Writes the sequence-form LP of a random private-type tree (tests/bench/privatetypetree.h) as
// raw little-endian arrays that numpy reads with np.fromfile (zs_sequence_highs.py), so that
// HiGHS solves exactly the LP that Gamelab hands to Clp (buildSequenceLp, side 0).
//
//   gamelab_sequence_lp_export TYPES PUBLIC_NODES SEED OUT_DIR [--time-clp | --time-clp-barrier]
//
// With --time-clp it then solves the same LpProblem by Gamelab's Clp adapter in floating point
// (solveLp, exact = false): by the barrier as given and presolved, and by the dual simplex; prints one
// JSON line per run: algorithm, seconds (wall, the solveLp call only), status, objective.
// --time-clp-barrier times the barrier only (the dual simplex takes many minutes at 10⁶ nodes).
// OUT_DIR/meta.json: {"n", "m", "nnz", "firstTauRow", "sense": "max", "nodes", ...};
// rows.i32, cols.i32, vals.f64 (the nnz coefficients as triplets), cost.f64 (n),
// collo.f64 / colup.f64 (n), rowlo.f64 / rowup.f64 (m); a missing bound is ±inf.
#include "../privatetypetree.h"
#include "core/tree/sequenceformdata.h"
#include "core/tree/sequenceformlp.h"

#include <chrono>
#include <cstdint>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <limits>
#include <string>
#include <vector>

namespace {

template <typename T>
bool writeArray(const std::string& path, const std::vector<T>& values) {
  std::ofstream out(path, std::ios::binary);
  out.write(reinterpret_cast<const char*>(values.data()), static_cast<std::streamsize>(values.size() * sizeof(T)));
  return static_cast<bool>(out);
}

double bound(const std::optional<gamelab::Rational>& b, double missing) { return b ? gamelab::toDouble(*b) : missing; }

}  // namespace

int main(int argc, char** argv) {
  const std::string timing = argc == 6 ? argv[5] : "";
  if (argc != 5 && !(argc == 6 && (timing == "--time-clp" || timing == "--time-clp-barrier"))) {
    std::cerr << "usage: gamelab_sequence_lp_export TYPES PUBLIC_NODES SEED OUT_DIR [--time-clp | --time-clp-barrier]\n";
    return 2;
  }
  const int types = std::stoi(argv[1]), publicNodes = std::stoi(argv[2]);
  const auto seed = static_cast<std::uint64_t>(std::stoull(argv[3]));
  const std::string dir = argv[4];
  const auto t0 = std::chrono::steady_clock::now();
  const gamelab::GameTree tree = gamelab::bench::privateTypeTree(types, publicNodes, seed);
  auto data = gamelab::buildSequenceForm(tree);
  if (!data) {
    std::cerr << "buildSequenceForm failed\n";
    return 1;
  }
  const gamelab::SequenceLp lp = *gamelab::buildSequenceLp(tree, *data, 0);
  const double buildSeconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  const gamelab::LpProblem& p = lp.problem;
  const double inf = std::numeric_limits<double>::infinity();
  std::vector<std::int32_t> rows, cols;
  std::vector<double> vals, cost, collo, colup, rowlo, rowup;
  for (int r = 0; r < p.numRows(); ++r) {
    for (const auto& t : p.rows[static_cast<std::size_t>(r)].terms) {
      rows.push_back(r);
      cols.push_back(t.variable);
      vals.push_back(gamelab::toDouble(t.coefficient));
    }
    rowlo.push_back(bound(p.rows[static_cast<std::size_t>(r)].lower, -inf));
    rowup.push_back(bound(p.rows[static_cast<std::size_t>(r)].upper, inf));
  }
  for (int j = 0; j < p.numVariables(); ++j) {
    cost.push_back(gamelab::toDouble(p.objective[static_cast<std::size_t>(j)]));
    collo.push_back(bound(p.lower[static_cast<std::size_t>(j)], -inf));
    colup.push_back(bound(p.upper[static_cast<std::size_t>(j)], inf));
  }
  bool ok = writeArray(dir + "/rows.i32", rows) && writeArray(dir + "/cols.i32", cols) &&
            writeArray(dir + "/vals.f64", vals) && writeArray(dir + "/cost.f64", cost) &&
            writeArray(dir + "/collo.f64", collo) && writeArray(dir + "/colup.f64", colup) &&
            writeArray(dir + "/rowlo.f64", rowlo) && writeArray(dir + "/rowup.f64", rowup);
  std::ofstream meta(dir + "/meta.json");
  meta << "{\"n\": " << p.numVariables() << ", \"m\": " << p.numRows() << ", \"nnz\": " << vals.size()
       << ", \"firstTauRow\": " << lp.firstTauRow << ", \"sense\": \""
       << (p.sense == gamelab::LpSense::Maximize ? "max" : "min") << "\", \"nodes\": " << tree.nodeCount()
       << ", \"sequences\": [" << data->players[0].count << ", " << data->players[1].count
       << "], \"build_seconds\": " << buildSeconds << "}\n";
  ok = ok && static_cast<bool>(meta);
  if (!ok) {
    std::cerr << "cannot write to " << dir << "\n";
    return 1;
  }
  if (!timing.empty()) {
    using gamelab::LpAlgorithm;
    for (const auto algorithm : {LpAlgorithm::BarrierNoPresolve, LpAlgorithm::Barrier, LpAlgorithm::DualSimplex}) {
      if (algorithm == LpAlgorithm::DualSimplex && timing == "--time-clp-barrier") break;
      const auto start = std::chrono::steady_clock::now();
      auto solution = gamelab::solveLp(p, {.exact = false, .algorithm = algorithm});
      const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
      std::printf("{\"solver\": \"clp-%s\", \"seconds\": %.3f, \"status\": \"%s\", \"objective\": %.15g}\n",
                  algorithm == LpAlgorithm::Barrier             ? "barrier-presolved"
                  : algorithm == LpAlgorithm::BarrierNoPresolve ? "barrier"
                                                                : "dual",
                  seconds, !solution ? "error" : solution->status == gamelab::LpStatus::Optimal ? "optimal" : "not optimal",
                  solution && solution->status == gamelab::LpStatus::Optimal ? solution->objectiveFloat : 0.0);
      std::fflush(stdout);
    }
  }
  return 0;
}
