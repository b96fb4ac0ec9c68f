// liarsDiceTree: Liar's Dice with one N-sided die as a whole extensive-form tree (for the
// sequence form, which must agree with the nested LP + DP value V(1)).
#include "core/liarsdice/liarsdice.h"

#include <cassert>
#include <map>
#include <string>

namespace gamelab {
namespace {

class TreeBuilder {
 public:
  explicit TreeBuilder(int sides) : sides_(sides), tree_(2) {
    tree_.title = "Liar's Dice with one " + std::to_string(sides) + "-sided die";
    tree_.playerNames = {"A", "B"};
    tree_.outcomes.clear();
    tree_.outcomes.push_back(TreeOutcome{"A wins", {Rational(1), Rational(0)}, {}});
    tree_.outcomes.push_back(TreeOutcome{"B wins", {Rational(0), Rational(1)}, {}});
    for (int x = 1; x <= sides; ++x) rollLabels_.push_back(std::to_string(x));
  }

  GameTree build() {
    std::string dice[2];
    roll(tree_.root(), 0, 1, dice, "");
    return std::move(tree_);
  }

 private:
  NodeId addChild(NodeId parent) {
    const auto id = static_cast<NodeId>(tree_.nodes.size());
    tree_.nodes.emplace_back();
    tree_.nodes.back().parent = parent;
    tree_.node(parent).children.push_back(id);
    return id;
  }

  /// The information set of `player` with this key (what the player knows), created on first use.
  int infoSet(int player, const std::string& key, const std::vector<std::string>& actions, const std::string& label) {
    auto [it, inserted] = sets_[player].try_emplace(key, static_cast<int>(tree_.infoSets.size()));
    if (inserted) {
      InfoSet set;
      set.player = player;
      set.number = static_cast<int>(sets_[player].size());
      set.label = label;
      set.actions = actions;
      tree_.infoSets.push_back(std::move(set));
    }
    return it->second;
  }

  static std::string claimLabel(int y, int sides) { return y > sides ? "≥" + std::to_string(y) + " (sure lie)" : "≥" + std::to_string(y); }

  /// Chance rolls the die of `roller`, who then claims at least `bound`. `history` lists the
  /// claims so far; dice[p] the dice player p has seen (its own).
  void roll(NodeId node, int roller, int bound, std::string dice[2], const std::string& history) {
    InfoSet chance;
    chance.player = kChancePlayer;
    chance.number = ++chanceSets_;
    chance.actions = rollLabels_;
    chance.probabilities.assign(static_cast<std::size_t>(sides_), Rational(1, sides_));
    tree_.node(node).infoSet = static_cast<int>(tree_.infoSets.size());
    tree_.infoSets.push_back(std::move(chance));
    for (int x = 1; x <= sides_; ++x) {
      const NodeId child = addChild(node);
      const std::string saved = dice[roller];
      dice[roller] += std::to_string(x) + ",";
      claim(child, roller, bound, x, dice, history);
      dice[roller] = saved;
    }
  }

  void claim(NodeId node, int roller, int bound, int die, std::string dice[2], const std::string& history) {
    std::vector<std::string> actions;
    for (int y = bound; y <= sides_ + 1; ++y) actions.push_back(claimLabel(y, sides_));
    tree_.node(node).infoSet =
        infoSet(roller, dice[roller] + "|" + history, actions,
                "die " + std::to_string(die) + (history.empty() ? std::string{} : ", claims " + history));
    for (int y = bound; y <= sides_ + 1; ++y) {
      const NodeId child = addChild(node);
      respond(child, roller, y, die, dice, history + std::to_string(y) + " ");
    }
  }

  void respond(NodeId node, int roller, int y, int die, std::string dice[2], const std::string& history) {
    const int caller = 1 - roller;
    tree_.node(node).infoSet = infoSet(caller, dice[caller] + "|" + history, {"call", "pass"}, "claims " + history);
    const int rollerWins = roller == 0 ? 0 : 1, callerWins = 1 - rollerWins;
    const NodeId call = addChild(node);
    tree_.node(call).outcome = die >= y ? rollerWins : callerWins;
    const NodeId pass = addChild(node);
    if (y > sides_) {
      // Every later claim is a sure lie that will be called: the claimer of y wins.
      tree_.node(pass).outcome = rollerWins;
      return;
    }
    roll(pass, caller, y + 1, dice, history);
  }

  int sides_;
  GameTree tree_;
  std::vector<std::string> rollLabels_;
  std::map<std::string, int> sets_[2];
  int chanceSets_ = 0;
};

}  // namespace

GameTree liarsDiceTree(int sides) {
  assert(sides >= 2 && sides <= kLiarsDiceMaxTreeSides);
  return TreeBuilder(sides).build();
}

}  // namespace gamelab
