// The only file of Gamelab that includes FLINT headers.
#include "core/lp/dixonsolver.h"

#include <flint/fmpz.h>
#include <flint/fmpz_mat.h>

#include <cstddef>

namespace gamelab {
namespace {

/// Owns an fmpz_mat_t (RAII).
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

/// Owns an fmpz_t (RAII).
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

}  // namespace

Expected<FractionFreeSolution> solveDixon(const std::vector<std::vector<mpz_class>>& matrix,
                                          const std::vector<std::vector<mpz_class>>& rhs, bool transposed,
                                          const CancelToken& cancel) {
  if (cancel.isCancelled()) return stopError(cancel);
  const std::size_t k = matrix.size();
  const std::size_t nr = rhs.size();
  FractionFreeSolution out;
  if (k == 0) {
    out.numerators.assign(nr, {});
    return out;
  }
  FmpzMatrix a(k, k), b(k, nr), x(k, nr);
  for (std::size_t i = 0; i < k; ++i)
    for (std::size_t j = 0; j < k; ++j)
      fmpz_set_mpz(transposed ? a.at(j, i) : a.at(i, j), matrix[i][j].get_mpz_t());
  for (std::size_t c = 0; c < nr; ++c)
    for (std::size_t i = 0; i < k; ++i) fmpz_set_mpz(b.at(i, c), rhs[c][i].get_mpz_t());
  Fmpz den;
  const int nonsingular = fmpz_mat_solve_dixon_den(x.get(), den.get(), a.get(), b.get());
  if (cancel.isCancelled()) return stopError(cancel);
  if (!nonsingular) {
    out.singular = true;
    return out;
  }
  fmpz_get_mpz(out.denominator.get_mpz_t(), den.get());
  out.numerators.assign(nr, std::vector<mpz_class>(k));
  for (std::size_t c = 0; c < nr; ++c)
    for (std::size_t i = 0; i < k; ++i) fmpz_get_mpz(out.numerators[c][i].get_mpz_t(), x.at(i, c));
  if (out.denominator < 0) {  // keep the denominator positive
    out.denominator = -out.denominator;
    for (auto& col : out.numerators)
      for (auto& v : col) v = -v;
  }
  return out;
}

}  // namespace gamelab
