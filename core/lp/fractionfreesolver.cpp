#include "core/lp/fractionfreesolver.h"

#include <cstddef>
#include <utility>

namespace gamelab {

Expected<FractionFreeSolution> solveFractionFree(const std::vector<std::vector<mpz_class>>& matrix,
                                                 const std::vector<std::vector<mpz_class>>& rhs,
                                                 const CancelToken& cancel) {
  const std::size_t k = matrix.size();
  const std::size_t nr = rhs.size();
  const std::size_t w = k + nr;  // augmented width
  FractionFreeSolution out;
  if (k == 0) {
    out.numerators.assign(nr, {});
    return out;
  }
  // Augmented row-major copy [K | B].
  std::vector<mpz_class> a(k * w);
  for (std::size_t i = 0; i < k; ++i) {
    for (std::size_t j = 0; j < k; ++j) a[i * w + j] = matrix[i][j];
    for (std::size_t c = 0; c < nr; ++c) a[i * w + k + c] = rhs[c][i];
  }
  auto at = [&](std::size_t i, std::size_t j) -> mpz_ptr { return a[i * w + j].get_mpz_t(); };

  mpz_class prev(1), t;
  for (std::size_t p = 0; p < k; ++p) {
    if (cancel.isCancelled())
      return stopError(cancel);
    // Pivot: the non-zero entry of smallest size in column p (keeps the minors small).
    std::size_t best = k;
    std::size_t bestSize = 0;
    for (std::size_t i = p; i < k; ++i) {
      if (mpz_sgn(at(i, p)) == 0) continue;
      const std::size_t size = mpz_size(at(i, p));
      if (best == k || size < bestSize) { best = i; bestSize = size; }
    }
    if (best == k) {
      out.singular = true;
      return out;
    }
    if (best != p)
      for (std::size_t j = p; j < w; ++j) mpz_swap(at(p, j), at(best, j));
    const mpz_ptr piv = at(p, p);
    const bool prevIsOne = mpz_cmp_ui(prev.get_mpz_t(), 1) == 0;
    for (std::size_t i = p + 1; i < k; ++i) {
      if ((i & 15) == 0 && cancel.isCancelled())
        return stopError(cancel);
      const mpz_ptr lead = at(i, p);
      const bool leadZero = mpz_sgn(lead) == 0;
      for (std::size_t j = p + 1; j < w; ++j) {
        const mpz_ptr e = at(i, j);
        // e = (piv*e - lead*a[p][j]) / prev
        mpz_mul(t.get_mpz_t(), piv, e);
        if (!leadZero) mpz_submul(t.get_mpz_t(), lead, at(p, j));
        if (prevIsOne) mpz_swap(e, t.get_mpz_t());
        else mpz_divexact(e, t.get_mpz_t(), prev.get_mpz_t());
      }
      mpz_set_ui(lead, 0);
    }
    prev = a[p * w + p];
  }
  // Back substitution: X = det · x is integral (Cramer), det = last pivot.
  out.denominator = prev;
  out.numerators.assign(nr, std::vector<mpz_class>(k));
  for (std::size_t c = 0; c < nr; ++c) {
    auto& x = out.numerators[c];
    for (std::size_t ii = k; ii-- > 0;) {
      if ((ii & 15) == 0 && cancel.isCancelled())
        return stopError(cancel);
      mpz_mul(t.get_mpz_t(), prev.get_mpz_t(), at(ii, k + c));
      for (std::size_t j = ii + 1; j < k; ++j)
        if (mpz_sgn(at(ii, j)) != 0) mpz_submul(t.get_mpz_t(), at(ii, j), x[j].get_mpz_t());
      mpz_divexact(x[ii].get_mpz_t(), t.get_mpz_t(), at(ii, ii));
    }
  }
  return out;
}

}  // namespace gamelab
