#include "core/impartial/nimber.h"

#include <algorithm>

namespace gamelab {

Nimber mex(std::vector<Nimber>& values) {
  std::sort(values.begin(), values.end());
  Nimber candidate = 0;
  for (Nimber v : values) {
    if (v == candidate) ++candidate;
    else if (v > candidate) break;
  }
  return candidate;
}

}  // namespace gamelab
