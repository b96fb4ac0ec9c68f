#include "core/io/treetikz.h"

// Skeleton: implemented with the tree layout.
namespace gamelab {

std::string writeTreeTikz(const GameTree&, const TikzOptions&) { return {}; }

}  // namespace gamelab
