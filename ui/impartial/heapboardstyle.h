#pragma once
/// Layout shared by HeapBoard's input code (heapboard.cpp) and its painters
/// (heapboardpainting.cpp): margins, column widths and row heights in pixels.
namespace gamelab::ui::heapstyle {

inline constexpr double kMargin = 12;
inline constexpr double kLabelWidth = 96;
inline constexpr double kRowHeight = 42;
inline constexpr double kValueWidth = 78;
inline constexpr double kRemoveWidth = 26;
inline constexpr double kStairIndent = 22;
inline constexpr double kSquare = 46;

}  // namespace gamelab::ui::heapstyle
