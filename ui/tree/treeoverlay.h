#pragma once
/// What an analysis draws on the tree (source 000 §2.5.8: behaviour strategies on the
/// branches; §3.2: the equilibrium path). The analysis panel builds it from a core result; the
/// tree view draws it over the tree until the tree changes (then it is cleared: stale).
#include "core/tree/gametree.h"

#include <QString>

#include <vector>

namespace gamelab::ui {

struct TreeOverlay {
  /// Per information set, one probability per action, printed on the edges (empty = none).
  /// Chance sets are not printed from here (the tree shows their probabilities anyway).
  BehaviourProfile behaviour;
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

  bool empty() const {
    return behaviour.empty() && chosenEdge.empty() && onPath.empty() && subgameRoot.empty() && nodeText.empty() &&
           caption.isEmpty();
  }
};

}  // namespace gamelab::ui
