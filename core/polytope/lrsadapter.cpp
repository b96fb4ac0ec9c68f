#include "core/polytope/lrsadapter.h"

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
  LrsRun(long rows, long cols) {
    static char name[] = "gamelab";
    Q_ = lrs_alloc_dat(name);
    if (Q_ == nullptr) return;
    Q_->messages = FALSE;  // lrs_warning would write to stderr
    Q_->m = rows;
    Q_->n = cols;
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
    if (P_ != nullptr) lrs_free_dic(P_, Q_);
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
    const auto d = static_cast<std::size_t>(cols_ - 1);
    // FALSE: the set is empty (no feasible basis).
    if (!lrs_getfirstbasis(&P_, Q_, &lin_, TRUE)) return result;

    for (long k = 0; k < Q_->nredundcol; ++k) {
      RationalVector line(d), opposite(d);
      for (std::size_t i = 0; i < d; ++i) {
        line[i] = Rational(mpz_class(lin_[k][i + 1]));
        opposite[i] = -line[i];
      }
      result.rays.push_back(std::move(line));
      result.rays.push_back(std::move(opposite));
    }

    long bases = 0;
    do {
      if (cancel.isCancelled())
        return makeError(cancel.timedOut() ? ErrorCode::Timeout : ErrorCode::Cancelled);
      for (long col = 0; col <= P_->d; ++col) {
        if (!lrs_getsolution(P_, Q_, output_, col)) continue;
        RationalVector point(d);
        if (mpz_sgn(output_[0]) != 0) {
          for (std::size_t i = 0; i < d; ++i) point[i] = ratio(output_[i + 1], output_[0]);
          result.vertices.push_back(std::move(point));
        } else {
          for (std::size_t i = 0; i < d; ++i) point[i] = Rational(mpz_class(output_[i + 1]));
          result.rays.push_back(std::move(point));
        }
      }
      if (++bases % 256 == 0) progress.report(-1.0, "vertices");
    } while (lrs_getnextbasis(&P_, Q_, FALSE));
    return result;
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
