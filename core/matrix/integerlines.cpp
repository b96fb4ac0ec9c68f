#include "core/matrix/integerlines.h"

#include "core/lp/integervector.h"

#include <algorithm>

namespace gamelab {

std::vector<IntegerLines> orientedIntegerLinesBoth(const MatrixGame& game) {
  std::vector<IntegerLines> out(2);
  out[0].count = out[1].width = game.rows;
  out[0].width = out[1].count = game.cols;
  const auto fits = [](const mpz_class& v) {
    return mpz_cmpabs_ui(v.get_mpz_t(), static_cast<unsigned long>(IntegerLines::kSmallBound)) <= 0;
  };
  const bool integral = std::all_of(game.payoffs.begin(), game.payoffs.end(), [&](const Rational& a) {
    return a.get_den() == 1 && fits(a.get_num());
  });
  if (integral) {  // the common case: no scaling, no GMP integers
    for (IntegerLines& lines : out) {
      lines.fitsSmall = true;
      lines.small.resize(lines.count * lines.width);
    }
    for (std::size_t i = 0; i < game.rows; ++i)
      for (std::size_t j = 0; j < game.cols; ++j) {
        const std::int64_t v = game.at(i, j).get_num().get_si();
        out[0].small[i * game.cols + j] = v;
        out[1].small[j * game.rows + i] = -v;
      }
    return out;
  }
  const IntegerVector scaled = toIntegerVector(game.payoffs);
  if (std::all_of(scaled.numerators.begin(), scaled.numerators.end(), fits)) {
    MatrixGame integer(game.rows, game.cols);
    for (std::size_t a = 0; a < scaled.numerators.size(); ++a) integer.payoffs[a] = Rational(scaled.numerators[a]);
    return orientedIntegerLinesBoth(integer);
  }
  out[0].exact.assign(game.rows, std::vector<mpz_class>(game.cols));
  out[1].exact.assign(game.cols, std::vector<mpz_class>(game.rows));
  for (std::size_t i = 0; i < game.rows; ++i)
    for (std::size_t j = 0; j < game.cols; ++j) {
      const mpz_class& v = scaled.numerators[i * game.cols + j];
      out[0].exact[i][j] = v;
      out[1].exact[j][i] = -v;
    }
  return out;
}

IntegerLines orientedIntegerLines(const MatrixGame& game, int side) {
  return std::move(orientedIntegerLinesBoth(game)[static_cast<std::size_t>(side)]);
}

}  // namespace gamelab
