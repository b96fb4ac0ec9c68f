// Kuhn poker (digest T71) and Leduc hold'em (Southey et al. 2005) as game trees.
#include "core/tree/treeexamples.h"
#include "core/poker/pokertreebuilder.h"

#include <array>
#include <map>
#include <string>
#include <utility>

namespace gamelab {

namespace {

using detail::TreeBuilder;

// ---- Leduc hold'em ----

struct LeducDeal {
  int card[2];  ///< 0..5: rank = card / 2 (J, Q, K), suit = card % 2
  int board = -1;
};

std::string cardName(int card) {
  static const char* names[] = {"Js", "Jh", "Qs", "Qh", "Ks", "Kh"};
  return names[card];
}

/// Payoff to I at a showdown with both players having put `stake` in the pot.
Rational showdown(const LeducDeal& deal, int stake) {
  const int board = deal.board / 2;
  const int r0 = deal.card[0] / 2, r1 = deal.card[1] / 2;
  const bool pair0 = r0 == board, pair1 = r1 == board;
  if (pair0 != pair1) return pair0 ? stake : -stake;
  if (r0 == r1) return 0;
  return r0 > r1 ? stake : -stake;
}

class LeducBuilder {
 public:
  explicit LeducBuilder(TreeBuilder& b) : b_(b) {}

  void deal(NodeId id) {
    std::vector<std::string> names;
    for (int c = 0; c < 6; ++c) names.push_back(cardName(c));
    b_.setChance(id, names, RationalVector(6, Rational(1, 6)));
    for (int c0 = 0; c0 < 6; ++c0) {
      const NodeId second = b_.add(id);
      std::vector<std::string> rest;
      for (int c1 = 0; c1 < 6; ++c1)
        if (c1 != c0) rest.push_back(cardName(c1));
      b_.setChance(second, rest, RationalVector(5, Rational(1, 5)));
      for (int c1 = 0; c1 < 6; ++c1) {
        if (c1 == c0) continue;
        LeducDeal d{{c0, c1}, -1};
        betting(b_.add(second), d, 0, "", 1, 0, 0);
      }
    }
  }

 private:
  TreeBuilder& b_;

  /// One betting round state: `history` of this round, `stake` each has in the pot before the
  /// outstanding bet, `raises` made this round, `toCall` = 0 or the raise size outstanding.
  void betting(NodeId id, const LeducDeal& d, int round, const std::string& prefix, int stake, int raises,
               int toCall, const std::string& history = "") {
    const int player = static_cast<int>(history.size() % 2);
    const int size = round == 0 ? 2 : 4;
    std::string name = cardName(d.card[player]);
    if (round == 1) name += " " + cardName(d.board);
    name += ":" + prefix + history;
    if (toCall == 0) {
      b_.setDecision(id, player, name, {"check", "raise"});
      // check: ends the round if the other already checked
      const NodeId c = b_.add(id);
      if (history == "c") endRound(c, d, round, prefix + history + "c", stake);
      else betting(c, d, round, prefix, stake, raises, 0, history + "c");
      betting(b_.add(id), d, round, prefix, stake, raises + 1, size, history + "r");
      return;
    }
    const bool canRaise = raises < 2;
    b_.setDecision(id, player, name,
                   canRaise ? std::vector<std::string>{"fold", "call", "raise"} : std::vector<std::string>{"fold", "call"});
    // fold: the folder loses what it has in the pot (`stake`); the bettor's extra is returned
    b_.setPayoff(b_.add(id), player == 0 ? Rational(-stake) : Rational(stake));
    endRound(b_.add(id), d, round, prefix + history + "c", stake + toCall);
    if (canRaise) betting(b_.add(id), d, round, prefix, stake + toCall, raises + 1, size, history + "r");
  }

  void endRound(NodeId id, const LeducDeal& d, int round, const std::string& history, int stake) {
    if (round == 1) {
      b_.setPayoff(id, showdown(d, stake));
      return;
    }
    std::vector<std::string> names;
    for (int c = 0; c < 6; ++c)
      if (c != d.card[0] && c != d.card[1]) names.push_back(cardName(c));
    b_.setChance(id, names, RationalVector(4, Rational(1, 4)));
    for (int c = 0; c < 6; ++c) {
      if (c == d.card[0] || c == d.card[1]) continue;
      LeducDeal next = d;
      next.board = c;
      betting(b_.add(id), next, 1, history + "/", stake, 0, 0);
    }
  }
};

}  // namespace

GameTree kuhnPoker() {
  TreeBuilder b;
  const NodeId root = b.add(kNoNode);
  std::vector<std::string> deals;
  std::vector<std::pair<int, int>> cards;
  for (int a = 1; a <= 3; ++a)
    for (int c = 1; c <= 3; ++c)
      if (a != c) {
        deals.push_back("(" + std::to_string(a) + "," + std::to_string(c) + ")");
        cards.emplace_back(a, c);
      }
  b.setChance(root, deals, RationalVector(6, Rational(1, 6)));
  for (const auto& [a, c] : cards) {
    const std::string sa = std::to_string(a), sc = std::to_string(c);
    const int s = a > c ? 1 : -1;
    const NodeId first = b.add(root);
    b.setDecision(first, 0, sa, {"check", "bet"});
    const NodeId afterCheck = b.add(first);
    b.setDecision(afterCheck, 1, sc + ",chk", {"check", "bet"});
    b.setPayoff(b.add(afterCheck), s);
    const NodeId checkBet = b.add(afterCheck);
    b.setDecision(checkBet, 0, sa + ",cb", {"fold", "call"});
    b.setPayoff(b.add(checkBet), -1);
    b.setPayoff(b.add(checkBet), 2 * s);
    const NodeId afterBet = b.add(first);
    b.setDecision(afterBet, 1, sc + ",bet", {"fold", "call"});
    b.setPayoff(b.add(afterBet), 1);
    b.setPayoff(b.add(afterBet), 2 * s);
  }
  return b.take("Kuhn poker");
}

GameTree leducPoker() {
  TreeBuilder b;
  LeducBuilder leduc(b);
  leduc.deal(b.add(kNoNode));
  return b.take("Leduc hold'em");
}

}  // namespace gamelab
