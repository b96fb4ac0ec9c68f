#pragma once
/// A real root isolated by realRootsBetween as an exact number: rational when it is, a quadratic
/// surd when its polynomial's factor is of degree 2, otherwise the polynomial and an isolating
/// interval. The one conversion the parameter sweeps use for their breakpoints.
#include "core/algebra/algebraicnumber.h"
#include "core/algebra/realroots.h"

#include <string>

namespace gamelab {

/// `root` is a root of `p` isolated by realRootsBetween(p, …).
AlgebraicNumber rootNumber(const Polynomial& p, const IsolatedRoot& root);

/// The number as text in the CLI's notation: "1/3", "(-1+sqrt(5))/2", or for a root of higher
/// degree "root of 2*t^3-t-1 near 1.2056" (the polynomial in `variable`, primitive integer
/// coefficients, and the root to 12 significant digits).
std::string rootText(const AlgebraicNumber& x, const std::string& variable);

/// −1, 0, 1 as x < y, x = y, x > y: exact for rational and quadratic numbers, by isolating
/// intervals otherwise (intervals that overlap compare by their midpoints: isolating intervals
/// are narrower than 1e-12).
int compareRoots(const AlgebraicNumber& x, const AlgebraicNumber& y);

/// The number as an AlgebraicNumber of kind Rational.
AlgebraicNumber rationalNumber(const Rational& x);

}  // namespace gamelab
