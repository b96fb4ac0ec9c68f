#pragma once
/// Builds two-player zero-sum game trees for the generated poker models: nodes in preorder
/// (parent id < child id), information sets shared by (player, name), outcomes shared by value.
#include "core/tree/gametree.h"

#include <array>
#include <map>
#include <string>
#include <utility>
#include <vector>

namespace gamelab::detail {

/// Appends nodes in preorder (so parent id < child id) and shares information sets by name.
class TreeBuilder {
 public:
  TreeBuilder() : tree_(2) {
    tree_.playerNames = {"I", "II"};
    tree_.nodes.clear();
  }

  /// A new node below `parent` (kNoNode for the root); children must be added in action order.
  NodeId add(NodeId parent) {
    const auto id = static_cast<NodeId>(tree_.nodes.size());
    tree_.nodes.emplace_back();
    tree_.nodes.back().parent = parent;
    if (parent != kNoNode) tree_.node(parent).children.push_back(id);
    return id;
  }

  void setDecision(NodeId id, int player, const std::string& setName, const std::vector<std::string>& actions) {
    auto [it, fresh] = named_.try_emplace({player, setName}, static_cast<int>(tree_.infoSets.size()));
    if (fresh) {
      InfoSet set;
      set.player = player;
      set.number = ++numbers_[static_cast<std::size_t>(player)];
      set.label = setName;
      set.actions = actions;
      tree_.infoSets.push_back(std::move(set));
    }
    tree_.node(id).infoSet = it->second;
  }

  void setChance(NodeId id, std::vector<std::string> actions, RationalVector probabilities) {
    InfoSet set;
    set.player = kChancePlayer;
    set.number = ++chanceNumber_;
    set.actions = std::move(actions);
    set.probabilities = std::move(probabilities);
    tree_.node(id).infoSet = static_cast<int>(tree_.infoSets.size());
    tree_.infoSets.push_back(std::move(set));
  }

  /// Zero-sum leaf: `toI` to player I, its negative to II (outcomes shared by value, labelled
  /// by it). Values are compared, not their texts: writing a 10⁵-digit bet size once per leaf
  /// took seconds with no chance to poll a cancel.
  void setPayoff(NodeId id, const Rational& toI) {
    auto [it, fresh] = outcomes_.try_emplace(toI, static_cast<int>(tree_.outcomes.size()));
    if (fresh) tree_.outcomes.push_back(TreeOutcome{toString(toI), RationalVector{toI, -toI}, {}});
    tree_.node(id).outcome = it->second;
  }

  GameTree take(std::string title) {
    tree_.title = std::move(title);
    return std::move(tree_);
  }

 private:
  GameTree tree_;
  std::map<std::pair<int, std::string>, int> named_;
  std::map<Rational, int> outcomes_;
  std::array<int, 2> numbers_{0, 0};
  int chanceNumber_ = 0;
};

}  // namespace gamelab::detail
