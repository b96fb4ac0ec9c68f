#pragma once
/// Text for XML and SVG documents (the tree and thermograph SVG writers).
#include <string>

namespace gamelab {

/// `text` with &, <, >, " and ' as entities; newlines and tabs as spaces; other control
/// characters (not allowed in XML 1.0) dropped.
std::string escapeXml(const std::string& text);

}  // namespace gamelab
