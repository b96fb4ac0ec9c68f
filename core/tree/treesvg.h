#pragma once
/// SVG drawing of a game tree (for notebooks and web pages), from the same layout as the GUI and
/// the TikZ export (treelayout.h): decision nodes filled in their player's colour (the GUI's
/// palette, ui/common/playercolors.cpp), chance nodes hollow, movers' names by the nodes, action
/// labels and chance probabilities on the edges, payoffs by the terminal nodes (each player's
/// in their colour; I's only when every outcome sums to 0 for two players), information sets
/// as rounded outlines (members neighbouring on one level) or dashed links. Text is XML-escaped.
#include "core/common/expected.h"
#include "core/tree/gametree.h"
#include "core/tree/treelayout.h"

#include <cstddef>
#include <string>

namespace gamelab {

/// Beyond this many nodes the picture is refused (TooLarge): a browser would not show it.
inline constexpr std::size_t kMaxTreeSvgNodes = 200000;

struct SvgOptions {
  TreeLayoutOptions layout;
  double unitPx = 64;  ///< one layout unit in pixels
};

/// A standalone `<svg>` document (UTF-8, with the XML declaration). O(nodes), no recursion.
/// TooLarge (args: the node count, the limit) beyond kMaxTreeSvgNodes.
Expected<std::string> writeTreeSvg(const GameTree& tree, const SvgOptions& options = {});

}  // namespace gamelab
