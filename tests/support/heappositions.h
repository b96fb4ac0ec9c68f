#pragma once
/// Heap positions for the impartial GUI tests: the sizes given, every heap played under the one
/// rule `spec` (read by HeapRule::parse, which must accept it). Written once here.
#include "core/impartial/play.h"

#include <utility>
#include <vector>

namespace gamelab::testsupport {

inline HeapPosition heaps(std::vector<HeapSize> sizes, const char* spec = "nim") {
  HeapPosition p;
  p.heaps = std::move(sizes);
  p.rules = {*HeapRule::parse(spec)};
  return p;
}

}  // namespace gamelab::testsupport
