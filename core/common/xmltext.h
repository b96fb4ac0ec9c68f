#pragma once
/// Text for XML and SVG documents (the tree, thermograph and imputation-triangle SVG writers).
#include <string>

namespace gamelab {

/// `text` with &, <, >, " and ' as entities; newlines and tabs as spaces; other control
/// characters (not allowed in XML 1.0) dropped.
std::string escapeXml(const std::string& text);

/// A coordinate or length for SVG: locale-independent fixed point, at most 2 decimals, no
/// trailing zeros ("-0" written "0").
std::string svgNumber(double value);

}  // namespace gamelab
