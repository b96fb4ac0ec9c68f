#pragma once
/// TikZ export of a tree picture for LaTeX documents: the same layout as the GUI (treelayout.h),
/// movers at nodes (I, II, N), action labels and chance probabilities on edges, payoffs under
/// terminal nodes, information sets as rounded loops, optional behaviour probabilities.
#include "core/tree/gametree.h"
#include "core/tree/treelayout.h"

#include <optional>
#include <string>

namespace gamelab {

struct TikzOptions {
  TreeLayoutOptions layout;
  double unitCm = 1.5;                       ///< one layout unit in cm
  std::optional<BehaviourProfile> behaviour; ///< drawn on edges when given
  bool standalone = false;                   ///< a full \documentclass{standalone} document
};

/// A `tikzpicture` environment (needs only \usetikzlibrary{}); text escaped for LaTeX.
std::string writeTreeTikz(const GameTree& tree, const TikzOptions& options = {});

}  // namespace gamelab
