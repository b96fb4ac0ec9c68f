#pragma once
/// Exact numbers for every payoff, probability and result.
///
/// `Rational` is GMP's mpq_class, always kept in canonical form (lowest terms, positive
/// denominator). Use parseRational to read user text and toString to print.
#include <gmpxx.h>

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace gamelab {

using Rational = mpq_class;
using RationalVector = std::vector<Rational>;

/// Parses an exact rational from text: integers ("3", "-12"), fractions ("-2/7", "6/4"),
/// decimals ("0.25", "-.5") and scientific notation ("1e-3", "2.5E+2"). Surrounding
/// whitespace is ignored. Returns nullopt for anything else, including a zero denominator.
std::optional<Rational> parseRational(std::string_view text);

/// Lowest-terms text: "3", "-2/7".
std::string toString(const Rational& value);

/// Nearest double, for plotting and the `_float` fields only.
double toDouble(const Rational& value);

/// Exact conversion of a finite double (every double is a dyadic rational).
Rational fromDouble(double value);

/// Best rational approximation of `value` with denominator at most `maxDenominator`
/// (continued fractions). Used to round floating-point LP answers before exact checks.
Rational approximate(double value, long maxDenominator);

std::vector<std::string> toStrings(const RationalVector& values);

}  // namespace gamelab
