#pragma once
/// Look shared by GridBoard's input code (gridboard.cpp) and its painters (gridboardpainting.cpp):
/// margins, board colours, the ⊕ separator, and the distance of two board coordinates.
#include <QColor>
#include <QString>

#include <cstddef>

namespace gamelab::ui::gridstyle {

inline constexpr double kMargin = 10;

inline QString xorSeparator() { return QStringLiteral(" \u2295 "); }

inline QColor lightSquare() { return {0xF0, 0xD9, 0xB5}; }
inline QColor darkSquare() { return {0xB5, 0x88, 0x63}; }
inline QColor felt() { return {0x2E, 0x6B, 0x4A}; }

inline std::size_t dist(std::size_t a, std::size_t b) { return a > b ? a - b : b - a; }

}  // namespace gamelab::ui::gridstyle
