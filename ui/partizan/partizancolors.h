#pragma once
/// The colours of the partizan views: Left blue, Right red, green for either player (the
/// conventions of Hackenbush and of the spec's figures), and the board's neutral tones.
#include <QColor>

namespace gamelab::ui::partizancolors {

inline QColor left() { return {0x1f, 0x5f, 0xd0}; }
inline QColor right() { return {0xd0, 0x2a, 0x2a}; }
inline QColor green() { return {0x1f, 0x9a, 0x3a}; }
inline QColor ground() { return {0x6b, 0x55, 0x3a}; }
inline QColor emptyCell() { return {0xf4, 0xf1, 0xe8}; }
inline QColor filledCell() { return {0x55, 0x55, 0x5c}; }
inline QColor gridLine() { return {0x9a, 0x96, 0x8a}; }

}  // namespace gamelab::ui::partizancolors
