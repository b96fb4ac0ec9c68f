// The only file of Gamelab that includes FLINT headers.
#include "core/lp/dixonsolver.h"

#include "core/lp/fractionfreesolver.h"

#include <flint/flint.h>
#include <flint/fmpq_mat.h>
#include <flint/fmpz.h>
#include <flint/fmpz_mat.h>
#include <flint/nmod_mat.h>

#include <algorithm>
#include <chrono>
#include <condition_variable>
#include <cstddef>
#include <memory>
#include <mutex>
#include <thread>

namespace gamelab {
namespace {

/// Owns an fmpz_mat_t.
class FmpzMatrix {
 public:
  FmpzMatrix(std::size_t rows, std::size_t cols) { fmpz_mat_init(m_, static_cast<slong>(rows), static_cast<slong>(cols)); }
  ~FmpzMatrix() { fmpz_mat_clear(m_); }
  FmpzMatrix(const FmpzMatrix&) = delete;
  FmpzMatrix& operator=(const FmpzMatrix&) = delete;
  fmpz* at(std::size_t i, std::size_t j) { return fmpz_mat_entry(m_, static_cast<slong>(i), static_cast<slong>(j)); }
  fmpz_mat_struct* get() { return m_; }

 private:
  fmpz_mat_t m_;
};

/// Owns an nmod_mat_t (matrix modulo a word-size prime).
class NmodMatrix {
 public:
  NmodMatrix(std::size_t rows, std::size_t cols, mp_limb_t modulus) {
    nmod_mat_init(m_, static_cast<slong>(rows), static_cast<slong>(cols), modulus);
  }
  ~NmodMatrix() { nmod_mat_clear(m_); }
  NmodMatrix(const NmodMatrix&) = delete;
  NmodMatrix& operator=(const NmodMatrix&) = delete;
  nmod_mat_struct* get() { return m_; }

 private:
  nmod_mat_t m_;
};

/// Owns an fmpz_t.
class Fmpz {
 public:
  Fmpz() { fmpz_init(v_); }
  ~Fmpz() { fmpz_clear(v_); }
  Fmpz(const Fmpz&) = delete;
  Fmpz& operator=(const Fmpz&) = delete;
  fmpz* get() { return v_; }

 private:
  fmpz_t v_;
};

/// Owns an fmpq_mat_t.
class FmpqMatrix {
 public:
  FmpqMatrix(std::size_t rows, std::size_t cols) { fmpq_mat_init(m_, static_cast<slong>(rows), static_cast<slong>(cols)); }
  ~FmpqMatrix() { fmpq_mat_clear(m_); }
  FmpqMatrix(const FmpqMatrix&) = delete;
  FmpqMatrix& operator=(const FmpqMatrix&) = delete;
  fmpq_mat_struct* get() { return m_; }

 private:
  fmpq_mat_t m_;
};

/// The right-hand sides as the columns of a k×c matrix.
void setColumns(FmpzMatrix& b, const std::vector<std::vector<mpz_class>>& columns) {
  for (std::size_t c = 0; c < columns.size(); ++c)
    for (std::size_t i = 0; i < columns[c].size(); ++i) fmpz_set_mpz(b.at(i, c), columns[c][i].get_mpz_t());
}

/// A·X = B from A's inverse modulo p: x = Σ y_i p^i with y_i = A⁻¹ d_i mod p and
/// d_{i+1} = (d_i − A y_i) / p, until p^i > 2·max(N, D)² (FLINT's Cramer/Hadamard bounds:
/// |numerators| <= N, denominators <= D), then rational reconstruction of each entry.
Expected<std::vector<IntegerVector>> lift(FmpzMatrix& a, NmodMatrix& aInv, mp_limb_t p, FmpzMatrix& b,
                                          std::size_t k, std::size_t columns, const CancelToken& cancel) {
  Fmpz numBound, denBound, bound, ppow;
  fmpz_mat_solve_bound(numBound.get(), denBound.get(), a.get(), b.get());
  fmpz_mul(bound.get(), fmpz_cmpabs(numBound.get(), denBound.get()) < 0 ? denBound.get() : numBound.get(),
           fmpz_cmpabs(numBound.get(), denBound.get()) < 0 ? denBound.get() : numBound.get());
  fmpz_mul_ui(bound.get(), bound.get(), 2);
  FmpzMatrix d(k, columns), x(k, columns), y(k, columns), ay(k, columns);
  fmpz_mat_set(d.get(), b.get());
  NmodMatrix dMod(k, columns, p), yMod(k, columns, p);
  fmpz_one(ppow.get());
  for (;;) {
    if (cancel.isCancelled()) return stopError(cancel);
    fmpz_mat_get_nmod_mat(dMod.get(), d.get());
    nmod_mat_mul(yMod.get(), aInv.get(), dMod.get());
    fmpz_mat_scalar_addmul_nmod_mat_fmpz(x.get(), yMod.get(), ppow.get());
    fmpz_mul_ui(ppow.get(), ppow.get(), p);
    if (fmpz_cmp(ppow.get(), bound.get()) > 0) break;
    fmpz_mat_set_nmod_mat_unsigned(y.get(), yMod.get());
    fmpz_mat_mul(ay.get(), a.get(), y.get());
    fmpz_mat_sub(d.get(), d.get(), ay.get());
    fmpz_mat_scalar_divexact_ui(d.get(), d.get(), p);
  }
  FmpqMatrix xq(k, columns);
  if (!fmpq_mat_set_fmpz_mat_mod_fmpz(xq.get(), x.get(), ppow.get()))
    return makeError(ErrorCode::Internal, {"p-adic solve: rational reconstruction failed"});
  FmpzMatrix numerators(k, columns);
  Fmpz den;
  fmpq_mat_get_fmpz_mat_matwise(numerators.get(), den.get(), xq.get());
  std::vector<IntegerVector> out(columns);
  for (std::size_t c = 0; c < columns; ++c) {
    fmpz_get_mpz(out[c].denominator.get_mpz_t(), den.get());
    out[c].numerators.resize(k);
    for (std::size_t i = 0; i < k; ++i) fmpz_get_mpz(out[c].numerators[i].get_mpz_t(), numerators.at(i, c));
  }
  return out;
}


/// Below this size K's inverse modulo p takes well under 0.1 s and is computed in place.
constexpr std::size_t kThreadedInverseSize = 200;

/// K's inverse modulo a word-size prime p (p = 0: K is singular). Every FLINT object of the
/// job lives and dies on the thread that computes it, from the job's own copy of K.
struct InverseJob {
  std::vector<std::vector<mpz_class>> matrix;
  std::vector<mp_limb_t> inverse;  ///< row-major, k×k
  mp_limb_t prime = 0;
  std::mutex mutex;
  std::condition_variable finished;
  bool done = false;

  void run() {
    const std::size_t k = matrix.size();
    FmpzMatrix a(k, k);
    for (std::size_t i = 0; i < k; ++i)
      for (std::size_t j = 0; j < k; ++j) fmpz_set_mpz(a.at(i, j), matrix[i][j].get_mpz_t());
    Fmpz numBound, detBound;  // Hadamard bound on |det K|
    FmpzMatrix one(k, 1);
    fmpz_one(one.at(0, 0));
    fmpz_mat_solve_bound(numBound.get(), detBound.get(), a.get(), one.get());
    NmodMatrix inv(k, k, 1);
    const mp_limb_t p = fmpz_mat_find_good_prime_and_invert(inv.get(), a.get(), detBound.get());
    std::vector<mp_limb_t> entries;
    if (p != 0) {
      entries.reserve(k * k);
      for (std::size_t i = 0; i < k; ++i)
        for (std::size_t j = 0; j < k; ++j)
          entries.push_back(nmod_mat_entry(inv.get(), static_cast<slong>(i), static_cast<slong>(j)));
    }
    const std::lock_guard lock(mutex);
    inverse = std::move(entries);
    prime = p;
    done = true;
    finished.notify_all();
  }
};

/// Runs the job, on a helper thread for large K so that `cancel` is answered within 20 ms:
/// FLINT's inversion (O(k³) word operations, about a second for k = 1000) cannot be
/// interrupted; after a cancel the helper finishes on its own and frees the job.
Expected<std::shared_ptr<InverseJob>> invertModP(const std::vector<std::vector<mpz_class>>& matrix,
                                                 const CancelToken& cancel) {
  auto job = std::make_shared<InverseJob>();
  job->matrix = matrix;
  if (matrix.size() < kThreadedInverseSize) {
    job->run();
    return job;
  }
  std::thread([job] {
    job->run();
    flint_cleanup();  // FLINT's per-thread caches of integers would outlive the thread
  }).detach();
  std::unique_lock lock(job->mutex);
  while (!job->done) {
    if (cancel.isCancelled()) return stopError(cancel);
    job->finished.wait_for(lock, std::chrono::milliseconds(20));
  }
  return job;
}

/// Bits per row of K beyond which Dixon loses to fraction-free elimination: every lifting step
/// multiplies by K and the number of steps grows with the entries' size, so Dixon's cost is
/// quadratic in it (a 2×2 block with a million-digit entry took minutes), while Bareiss does
/// O(k³) products of numbers of about k times that size, which GMP multiplies in quasi-linear
/// time. Ordinary games (entries of a few words, k in the hundreds) stay with Dixon.
constexpr std::size_t kFractionFreeBitsPerRow = 4096;

std::size_t maxBits(const std::vector<std::vector<mpz_class>>& rows) {
  std::size_t most = 0;
  for (const auto& row : rows)
    for (const auto& x : row) most = std::max(most, mpz_sizeinbase(x.get_mpz_t(), 2));
  return most;
}

/// K·x = b and Kᵀ·y = c by Bareiss' elimination (fractionfreesolver.h), as DixonSolution.
Expected<DixonSolution> solveByFractionFree(const std::vector<std::vector<mpz_class>>& matrix,
                                            const std::vector<std::vector<mpz_class>>& rhs,
                                            const std::vector<std::vector<mpz_class>>& transposedRhs,
                                            const CancelToken& cancel) {
  DixonSolution out;
  const auto collect = [&out](const FractionFreeSolution& f, std::vector<IntegerVector>& into) {
    if (f.singular) {
      out.singular = true;
      return;
    }
    const int sign = sgn(f.denominator);  // IntegerVector wants a positive denominator
    for (const auto& numerators : f.numerators) {
      IntegerVector v{numerators, f.denominator * sign};
      if (sign < 0)
        for (auto& x : v.numerators) x = -x;
      into.push_back(std::move(v));
    }
  };
  if (!rhs.empty()) {
    auto x = solveFractionFree(matrix, rhs, cancel);
    if (!x) return x.error();
    collect(*x, out.solutions);
  }
  if (!transposedRhs.empty() && !out.singular) {
    std::vector<std::vector<mpz_class>> transposed(matrix.size(), std::vector<mpz_class>(matrix.size()));
    for (std::size_t i = 0; i < matrix.size(); ++i)
      for (std::size_t j = 0; j < matrix.size(); ++j) transposed[j][i] = matrix[i][j];
    auto y = solveFractionFree(transposed, transposedRhs, cancel);
    if (!y) return y.error();
    collect(*y, out.transposed);
  }
  if (out.singular) {
    out.solutions.clear();
    out.transposed.clear();
  }
  return out;
}

}  // namespace

Expected<DixonSolution> solveDixon(const std::vector<std::vector<mpz_class>>& matrix,
                                   const std::vector<std::vector<mpz_class>>& rhs,
                                   const std::vector<std::vector<mpz_class>>& transposedRhs,
                                   const CancelToken& cancel) {
  if (cancel.isCancelled()) return stopError(cancel);
  const std::size_t k = matrix.size();
  DixonSolution out;
  if (k == 0) {
    out.solutions.assign(rhs.size(), IntegerVector{});
    out.transposed.assign(transposedRhs.size(), IntegerVector{});
    return out;
  }
  if (std::max({maxBits(matrix), maxBits(rhs), maxBits(transposedRhs)}) > kFractionFreeBitsPerRow * k)
    return solveByFractionFree(matrix, rhs, transposedRhs, cancel);
  auto job = invertModP(matrix, cancel);
  if (!job) return job.error();
  const mp_limb_t p = (*job)->prime;
  if (p == 0) {
    out.singular = true;
    return out;
  }
  FmpzMatrix a(k, k);
  NmodMatrix aInv(k, k, p);
  for (std::size_t i = 0; i < k; ++i)
    for (std::size_t j = 0; j < k; ++j) {
      fmpz_set_mpz(a.at(i, j), matrix[i][j].get_mpz_t());
      nmod_mat_entry(aInv.get(), static_cast<slong>(i), static_cast<slong>(j)) = (*job)->inverse[i * k + j];
    }
  job->reset();
  if (!rhs.empty()) {
    FmpzMatrix b(k, rhs.size());
    setColumns(b, rhs);
    auto x = lift(a, aInv, p, b, k, rhs.size(), cancel);
    if (!x) return x.error();
    out.solutions = std::move(*x);
  }
  if (!transposedRhs.empty()) {
    FmpzMatrix at(k, k), c(k, transposedRhs.size());
    fmpz_mat_transpose(at.get(), a.get());
    NmodMatrix atInv(k, k, p);
    nmod_mat_transpose(atInv.get(), aInv.get());
    setColumns(c, transposedRhs);
    auto y = lift(at, atInv, p, c, k, transposedRhs.size(), cancel);
    if (!y) return y.error();
    out.transposed = std::move(*y);
  }
  return out;
}

}  // namespace gamelab
