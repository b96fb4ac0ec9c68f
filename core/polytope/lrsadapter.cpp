#include "core/polytope/lrsadapter.h"

#include <algorithm>
#include <csignal>
#include <cstdio>
#include <iterator>
#include <mutex>
#include <string>
#include <vector>

#include <gmp.h>
#include <gmpxx.h>

// lrslib's headers are C without extern "C" guards and define many short function-like
// macros (copy, zero, reduce, ...): include them last, and only here.
#define GMP
#define MA
extern "C" {
#include <lrslib/lrsdriver.h>
#include <lrslib/lrslib.h>
}

namespace gamelab::detail {
namespace {

/// lrs keeps its state in globals: one computation at a time per process.
std::mutex& lrsMutex() {
  static std::mutex mutex;
  return mutex;
}

/// lrs_init exactly once per process. lrs_init prints a banner to lrs_ofp and installs its own
/// handlers for SIGHUP, SIGINT, SIGUSR1, SIGALRM and SIGTERM; the banner goes to /dev/null and
/// the program's previous handlers are put back. Afterwards all lrs output goes to /dev/null.
bool ensureLrsInitialised() {
  static const bool ok = [] {
    FILE* sink = std::fopen("/dev/null", "w");
    if (sink == nullptr) return false;
    const int signals[] = {SIGHUP, SIGINT, SIGUSR1, SIGALRM, SIGTERM};
    struct sigaction saved[std::size(signals)];
    for (std::size_t k = 0; k < std::size(signals); ++k) sigaction(signals[k], nullptr, &saved[k]);
    lrs_ofp = sink;
    static char name[] = "gamelab";
    const bool initialised = lrs_init(name) != 0;
    for (std::size_t k = 0; k < std::size(signals); ++k) sigaction(signals[k], &saved[k], nullptr);
    lrs_ofp = sink;  // lrs_init pointed it at stdout
    return initialised;
  }();
  return ok;
}

Rational ratio(const mpz_t numerator, const mpz_t denominator) {
  Rational r{mpz_class(numerator), mpz_class(denominator)};
  r.canonicalize();
  return r;
}

/// Owns lrs's structures for one run.
class LrsRun {
 public:
  /// `nonnegative`: x >= 0 is implied and not among the rows (lrs then starts at the origin's
  /// basis without pivoting).
  LrsRun(long rows, long cols, bool nonnegative = false) {
    static char name[] = "gamelab";
    Q_ = lrs_alloc_dat(name);
    if (Q_ == nullptr) return;
    Q_->messages = FALSE;  // lrs_warning would write to stderr
    Q_->m = rows;
    Q_->n = cols;
    if (nonnegative) Q_->nonnegative = TRUE;
    P_ = lrs_alloc_dic(Q_);
    if (P_ == nullptr) return;
    output_ = lrs_alloc_mp_vector(cols);
    num_ = lrs_alloc_mp_vector(cols);
    den_ = lrs_alloc_mp_vector(cols);
    cols_ = cols;
  }
  ~LrsRun() {
    if (output_ != nullptr) lrs_clear_mp_vector(output_, cols_);
    if (num_ != nullptr) lrs_clear_mp_vector(num_, cols_);
    if (den_ != nullptr) lrs_clear_mp_vector(den_, cols_);
    if (lin_ != nullptr && Q_ != nullptr) lrs_clear_mp_matrix(lin_, Q_->nredundcol, Q_->n);
    // lrs keeps the dictionaries of the current path in a ring (its cache, Q->Qhead ... Q->Qtail)
    // and P_ is always its tail. lrs_free_dic(P, Q) frees from P forward until it meets Qhead
    // again: given the tail after an early stop (cancel, timeout, a sink that returned false) it
    // would leave Qhead ... Qtail->prev behind. Starting at Qhead frees the whole ring whatever
    // the depth the enumeration stopped at.
    if (P_ != nullptr) lrs_free_dic(Q_->Qhead, Q_);
    if (Q_ != nullptr) lrs_free_dat(Q_);
  }
  LrsRun(const LrsRun&) = delete;
  LrsRun& operator=(const LrsRun&) = delete;

  bool ok() const { return P_ != nullptr && output_ != nullptr; }

  void setRow(long row, const RationalVector& coefficients, bool equality) {
    for (long j = 0; j < cols_; ++j) {
      mpz_set(num_[j], coefficients[static_cast<std::size_t>(j)].get_num_mpz_t());
      mpz_set(den_[j], coefficients[static_cast<std::size_t>(j)].get_den_mpz_t());
    }
    lrs_set_row_mp(P_, Q_, row, num_, den_, equality ? EQ : GE);
  }

  Expected<VertexEnumerationResult> run(const Progress& progress, const CancelToken& cancel) {
    VertexEnumerationResult result;
    auto collected = stream(
        [&result](RationalVector&& point, bool vertex) {
          (vertex ? result.vertices : result.rays).push_back(std::move(point));
          return true;
        },
        progress, cancel);
    if (!collected) return collected.error();
    return result;
  }

  /// Feeds every vertex (vertex = true) and ray (false) to `sink` as lrs reports it; lines of
  /// a lineality space come first, as two opposite rays. `sink` returns false to stop.
  template <class Sink>
  Expected<bool> stream(Sink&& sink, const Progress& progress, const CancelToken& cancel) {
    const auto d = static_cast<std::size_t>(cols_ - 1);
    // FALSE: the set is empty (no feasible basis).
    if (!lrs_getfirstbasis(&P_, Q_, &lin_, TRUE)) return true;

    for (long k = 0; k < Q_->nredundcol; ++k) {
      RationalVector line(d), opposite(d);
      for (std::size_t i = 0; i < d; ++i) {
        line[i] = Rational(mpz_class(lin_[k][i + 1]));
        opposite[i] = -line[i];
      }
      if (!sink(std::move(line), false) || !sink(std::move(opposite), false)) return true;
    }

    long bases = 0;
    do {
      if (cancel.isCancelled())
        return stopError(cancel);
      for (long col = 0; col <= P_->d; ++col) {
        if (!lrs_getsolution(P_, Q_, output_, col)) continue;
        RationalVector point(d);
        if (mpz_sgn(output_[0]) != 0) {
          for (std::size_t i = 0; i < d; ++i) point[i] = ratio(output_[i + 1], output_[0]);
          if (!sink(std::move(point), true)) return true;
        } else {
          for (std::size_t i = 0; i < d; ++i) point[i] = Rational(mpz_class(output_[i + 1]));
          if (!sink(std::move(point), false)) return true;
        }
      }
      if (++bases % 256 == 0) progress.report(-1.0, "vertices");
    } while (lrs_getnextbasis(&P_, Q_, FALSE));
    return true;
  }

 private:
  lrs_dat* Q_ = nullptr;
  lrs_dic* P_ = nullptr;
  lrs_mp_matrix lin_ = nullptr;
  lrs_mp_vector output_ = nullptr;
  lrs_mp_vector num_ = nullptr;
  lrs_mp_vector den_ = nullptr;
  long cols_ = 0;
};

}  // namespace

Expected<VertexEnumerationResult> lrsEnumerate(const HRepresentation& polyhedron, const Progress& progress,
                                               const CancelToken& cancel) {
  std::lock_guard<std::mutex> lock(lrsMutex());
  if (!ensureLrsInitialised()) return makeError(ErrorCode::Internal, {"lrs_init failed"});

  const long rows = static_cast<long>(polyhedron.inequalities.size() + polyhedron.equalities.size());
  const long cols = polyhedron.dimension + 1L;
  LrsRun run(rows, cols);
  if (!run.ok()) return makeError(ErrorCode::Internal, {"lrs could not allocate the problem"});
  long row = 1;
  // lrs wants its linearities first.
  for (const auto& equality : polyhedron.equalities) run.setRow(row++, equality, true);
  for (const auto& inequality : polyhedron.inequalities) run.setRow(row++, inequality, false);
  return run.run(progress, cancel);
}

}  // namespace gamelab::detail

namespace gamelab {

Expected<std::size_t> visitVertices(const HRepresentation& polyhedron,
                                    const std::function<bool(const RationalVector&)>& visit, const Progress& progress,
                                    const CancelToken& cancel) {
  if (polyhedron.dimension < 1)
    return makeError(ErrorCode::Internal, {"polyhedron dimension " + std::to_string(polyhedron.dimension)});
  const auto width = static_cast<std::size_t>(polyhedron.dimension) + 1;
  // Rows with no variable are either always true (dropped) or never (no vertex).
  std::vector<const RationalVector*> equalities, inequalities;
  for (int pass = 0; pass < 2; ++pass) {
    const bool equality = pass == 0;
    for (const auto& row : equality ? polyhedron.equalities : polyhedron.inequalities) {
      if (row.size() != width)
        return makeError(ErrorCode::Internal, {"polyhedron row of " + std::to_string(row.size()) + " entries, expected " +
                                                        std::to_string(width)});
      if (std::all_of(row.begin() + 1, row.end(), [](const Rational& a) { return sgn(a) == 0; })) {
        if (equality ? sgn(row[0]) != 0 : sgn(row[0]) < 0) return std::size_t{0};
        continue;
      }
      (equality ? equalities : inequalities).push_back(&row);
    }
  }
  if (equalities.empty() && inequalities.empty()) return std::size_t{0};  // all of R^d: no vertex
  // x >= 0 given row by row ([0, e_k]) is better left to lrs's nonnegative option: the first
  // basis is then the origin's, found without pivoting (a large saving for big problems).
  bool nonnegative = false;
  if (equalities.empty()) {
    std::vector<bool> covered(width - 1, false);
    std::vector<const RationalVector*> rest;
    for (const auto* row : inequalities) {
      std::size_t nonzero = 0, at = 0;
      for (std::size_t k = 1; k < width; ++k)
        if (sgn((*row)[k]) != 0) {
          ++nonzero;
          at = k - 1;
        }
      if (sgn((*row)[0]) == 0 && nonzero == 1 && sgn((*row)[at + 1]) > 0 && !covered[at]) covered[at] = true;
      else rest.push_back(row);
    }
    if (!rest.empty() && std::all_of(covered.begin(), covered.end(), [](bool c) { return c; })) {
      nonnegative = true;
      inequalities = std::move(rest);
    }
  }
  if (cancel.isCancelled()) return stopError(cancel);

  std::lock_guard<std::mutex> lock(detail::lrsMutex());
  if (!detail::ensureLrsInitialised()) return makeError(ErrorCode::Internal, {"lrs_init failed"});
  detail::LrsRun run(static_cast<long>(equalities.size() + inequalities.size()), polyhedron.dimension + 1L,
                     nonnegative);
  if (!run.ok()) return makeError(ErrorCode::Internal, {"lrs could not allocate the problem"});
  long row = 1;
  for (const auto* equality : equalities) run.setRow(row++, *equality, true);  // linearities first
  for (const auto* inequality : inequalities) run.setRow(row++, *inequality, false);
  std::size_t count = 0;
  auto streamed = run.stream(
      [&](RationalVector&& point, bool vertex) {
        if (!vertex) return true;
        ++count;
        return visit(point);
      },
      progress, cancel);
  if (!streamed) return streamed.error();
  return count;
}

}  // namespace gamelab
