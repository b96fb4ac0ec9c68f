#pragma once
/// Exact numbers as text for the GUI, and the one reading of a number a person typed.
#include "core/algebra/quadraticsurd.h"
#include "core/common/rational.h"

#include <QString>

#include <optional>

namespace gamelab::ui {

/// Lowest terms: "3", "-2/7".
QString formatRational(const Rational& value);
/// Decimal rounded half away from zero to `digits` places, trailing zeros dropped: 2/7 -> "0.2857",
/// 1/4 -> "0.25", -1/3 -> "-0.3333", 5 -> "5".
QString formatDecimal(const Rational& value, int digits = 4);
/// True when formatDecimal(value, digits) is exactly value.
bool isExactDecimal(const Rational& value, int digits = 4);
/// Fraction with its decimal value: "-2/7 ≈ -0.2857", "1/4 = 0.25"; integers alone: "3".
QString formatRationalWithDecimal(const Rational& value, int digits = 4);
/// The GUI's one text of a square-root number (a rational as formatRational): "√7 − 2",
/// "(10 − √30)/7", "5√2/2", "−√3", "1 + 2√5", with "−" for minus and a coefficient 1 left out.
QString formatSurd(const QuadraticSurd& value);
/// formatSurd with its decimal value: "10 − 2√5 ≈ 5.5279"; a rational as formatRationalWithDecimal.
QString formatSurdWithDecimal(const QuadraticSurd& value, int digits = 4);

/// A number a person typed, in parseRational's notation ("3/4", "-2", "1.5e3"), read the same
/// in every field and cell: spaces around it ignored, full-width characters (an IME's "１／２")
/// read as their ASCII forms, and the minus signs "−" (U+2212) and "－" as "-". nullopt when it
/// is not a number.
std::optional<Rational> parseTypedNumber(const QString& text);

}  // namespace gamelab::ui
