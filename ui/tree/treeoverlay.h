#pragma once
/// What an analysis draws on the tree (source 000 §2.5.8: behaviour strategies on the
/// branches; §3.2: the equilibrium path). The analysis panel builds it from a core result; the
/// tree view draws it over the tree until the tree changes (then it is cleared: stale).
#include "core/tree/gametree.h"

#include <QColor>
#include <QString>

#include <cstdint>
#include <vector>

namespace gamelab::ui {

struct TreeOverlay {
  /// Per information set, one probability per action, printed on the edges (empty = none).
  /// Chance sets are not printed from here (the tree shows their probabilities anyway).
  BehaviourProfile behaviour;
  /// Print `behaviour` as decimals (3 places) instead of fractions: approximate profiles (QRE).
  bool behaviourAsDecimals = false;
  /// Per node: the edge into this node is chosen (drawn thick in the mover's colour).
  std::vector<bool> chosenEdge;
  /// Per node: on the equilibrium path (reached with positive probability), drawn highlighted.
  std::vector<bool> onPath;
  /// Per node: roots of proper subgames (drawn with a dashed frame around the subtree's root).
  std::vector<bool> subgameRoot;
  /// Per node: text beside the node (e.g. the subgame's equilibrium payoffs "(1/2, 1)").
  std::vector<QString> nodeText;
  /// One line above the tree ("Subgame-perfect equilibrium: payoffs (1, 0)").
  QString caption;

  // --- kingmaker analysis (source 001) ---------------------------------------------------
  /// Per node: a disc behind the node in this colour (invalid = none; e.g. forced-win nodes
  /// in their player's colour).
  std::vector<QColor> nodeFill;
  /// Per node: a combination of the NodeMark bits, drawn as frames around the node.
  enum NodeMark : std::uint8_t {
    StrictKingmaker = 1,       ///< solid square frame
    GeneralisedKingmaker = 2,  ///< dashed square frame
    KeyNode = 4,               ///< "the kingmaker of this game": a star-like double ring
  };
  std::vector<std::uint8_t> nodeMark;
  /// Per node: the tree view's tool tip for the node gets this line (empty = nothing added).
  std::vector<QString> nodeToolTip;
  /// Per node: the class of the edge into this node, drawn as a thin line style over it.
  enum EdgeClass : std::uint8_t { NoClass = 0, NoChance = 1, Chance = 2, OwnWin = 3 };
  std::vector<std::uint8_t> edgeClass;
  /// Per node: the edge into this node is allowed (a wide light band under the edge).
  std::vector<bool> allowedEdge;

  bool empty() const {
    return behaviour.empty() && chosenEdge.empty() && onPath.empty() && subgameRoot.empty() && nodeText.empty() &&
           caption.isEmpty() && nodeFill.empty() && nodeMark.empty() && nodeToolTip.empty() && edgeClass.empty() &&
           allowedEdge.empty();
  }
};

}  // namespace gamelab::ui
