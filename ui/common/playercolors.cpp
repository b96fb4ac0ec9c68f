#include "ui/common/playercolors.h"

namespace gamelab::ui {

QColor playerColor(int player) {
  static const QRgb colors[kPlayerColorCount] = {
      0x0072B2,  // blue
      0xD55E00,  // vermilion
      0x009E73,  // bluish green
      0xCC79A7,  // reddish purple
      0xE69F00,  // orange
      0x56B4E9,  // sky blue
      0xB8A000,  // dark yellow (Okabe-Ito yellow darkened to read on white)
      0x555555,  // grey
  };
  const int k = ((player % kPlayerColorCount) + kPlayerColorCount) % kPlayerColorCount;
  return QColor::fromRgb(colors[k]);
}

QColor playerTint(int player) {
  QColor c = playerColor(player);
  return QColor::fromRgbF(0.8f + 0.2f * c.redF(), 0.8f + 0.2f * c.greenF(), 0.8f + 0.2f * c.blueF());
}

}  // namespace gamelab::ui
