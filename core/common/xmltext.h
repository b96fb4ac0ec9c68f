#pragma once
/// Text for XML and SVG documents (the tree, thermograph and imputation-triangle SVG writers),
/// and the drawings' numbers (also the TikZ export's).
#include <string>

namespace gamelab {

/// `text` with &, <, >, " and ' as entities; newlines and tabs as spaces; other control
/// characters (not allowed in XML 1.0) dropped.
std::string escapeXml(const std::string& text);

/// A coordinate for a drawing: locale-independent fixed point with at most `decimals` decimals,
/// no trailing zeros ("-0" written "0"). The TikZ export uses 3, SVG 2 (svgNumber).
std::string fixedNumber(double value, int decimals);

/// A coordinate or length for SVG: fixedNumber with 2 decimals.
inline std::string svgNumber(double value) { return fixedNumber(value, 2); }

}  // namespace gamelab
