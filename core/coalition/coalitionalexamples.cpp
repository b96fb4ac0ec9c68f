#include "core/coalition/coalitionalexamples.h"

#include "core/coalition/generators.h"
#include "core/common/examplename.h"

#include <algorithm>
#include <cassert>
#include <functional>
#include <map>
#include <string>
#include <utility>

namespace gamelab {
namespace {

using Names = std::vector<std::string>;

Rational number(const std::string& text) {
  const auto value = parseRational(text);
  assert(value);
  return *value;
}

/// A game of `names.size()` players whose values are given by coalition strings of player
/// numbers ("13" = {1,3}, players numbered from 1; with letter names "AC"), every other
/// coalition 0.
CoalitionalGame tableGame(const Names& names, const std::map<std::string, std::string>& values) {
  const int n = static_cast<int>(names.size());
  RationalVector v(std::size_t(1) << n, Rational(0));
  for (const auto& [key, text] : values) {
    Coalition s = 0;
    for (char c : key) {
      int player = -1;
      for (int i = 0; i < n; ++i)
        if (names[static_cast<std::size_t>(i)] == std::string(1, c)) player = i;
      assert(player >= 0);
      s |= Coalition(1) << player;
    }
    v[s] = number(text);
  }
  auto game = CoalitionalGame::fromValues(std::move(v), names);
  assert(game);
  return std::move(*game);
}

/// v(S) = f(S) for every coalition of `players` players.
CoalitionalGame functionGame(int players, const std::function<Rational(Coalition)>& f, Names names = {}) {
  RationalVector v(std::size_t(1) << players, Rational(0));
  for (std::size_t s = 1; s < v.size(); ++s) v[s] = f(static_cast<Coalition>(s));
  auto game = CoalitionalGame::fromValues(std::move(v), std::move(names));
  assert(game);
  return std::move(*game);
}

CoalitionalGame votingGame(const std::string& quota, const std::vector<std::string>& weights, QuotaRule rule,
                           Names names = {}) {
  WeightedVotingGame voting;
  voting.quota = number(quota);
  for (const auto& w : weights) voting.weights.push_back(number(w));
  voting.rule = rule;
  auto game = CoalitionalGame::fromVoting(std::move(voting), std::move(names));
  assert(game);
  return std::move(*game);
}

/// A generator's game (asserted to succeed), renamed.
CoalitionalGame generated(Expected<CoalitionalGame> game, const Names& names = {}) {
  assert(game);
  CoalitionalGame out = std::move(*game);
  for (std::size_t i = 0; i < names.size() && i < static_cast<std::size_t>(out.players()); ++i)
    out.setPlayerName(static_cast<int>(i), names[i]);
  return out;
}

const Names kNumbers3{"1", "2", "3"};
const Names kABC{"A", "B", "C"};

/// Three players "1","2","3": v(1), v(2), v(3), v(12), v(13), v(23), v(123).
CoalitionalGame threePlayers(const std::vector<std::string>& v, const Names& names = kNumbers3) {
  assert(v.size() == 7);
  const std::string& a = names[0];
  const std::string& b = names[1];
  const std::string& c = names[2];
  return tableGame(names, {{a, v[0]}, {b, v[1]}, {c, v[2]}, {a + b, v[3]}, {a + c, v[4]}, {b + c, v[5]},
                           {a + b + c, v[6]}});
}

/// Symmetric game v(S) = f(|S|), f(0) = 0.
CoalitionalGame bySize(int players, const std::vector<std::string>& f) {
  return functionGame(players, [&](Coalition s) { return number(f[static_cast<std::size_t>(coalitionSize(s))]); });
}

/// Ex 4.3.5-14: v(S) = a_k for the largest k with {1..k} ⊆ S (a_0 = 0).
CoalitionalGame chainGame(const std::vector<std::string>& a) {
  const int n = static_cast<int>(a.size()) - 1;
  return functionGame(n, [&](Coalition s) {
    int k = 0;
    while (k < n && contains(s, k)) ++k;
    return number(a[static_cast<std::size_t>(k)]);
  });
}

/// Ex 4.3.5-13: buyers with demands x, then sellers with supplies y; v(S) = min(demand, supply).
CoalitionalGame marketGame(const std::vector<int>& demand, const std::vector<int>& supply) {
  const int buyers = static_cast<int>(demand.size());
  const int n = buyers + static_cast<int>(supply.size());
  return functionGame(n, [&](Coalition s) {
    long d = 0, y = 0;
    for (int p : members(s)) {
      if (p < buyers) d += demand[static_cast<std::size_t>(p)];
      else y += supply[static_cast<std::size_t>(p - buyers)];
    }
    return Rational(std::min(d, y));
  });
}

/// Ex 4.3.5-16: one seller (player "0") and buyers valuing the object a_1 > ... > a_m; a
/// coalition is worth the highest value among its buyers if it holds the seller.
CoalitionalGame sellerGame(const std::vector<long>& a) {
  const int n = static_cast<int>(a.size()) + 1;
  Names names;
  for (int i = 0; i < n; ++i) names.push_back(std::to_string(i));
  return functionGame(
      n,
      [&](Coalition s) {
        if (!contains(s, 0)) return Rational(0);
        long best = 0;
        for (int p : members(s))
          if (p > 0) best = std::max(best, a[static_cast<std::size_t>(p - 1)]);
        return Rational(best);
      },
      names);
}

/// Ex 4.4.4-9: landlord (player 1) and m peasants; v(S) = f(|S| − 1) if 1 ∈ S, else 0.
CoalitionalGame landlordGame(const std::vector<std::string>& f) {
  const int n = static_cast<int>(f.size());
  return functionGame(n, [&](Coalition s) {
    return contains(s, 0) ? number(f[static_cast<std::size_t>(coalitionSize(s) - 1)]) : Rational(0);
  });
}

CoalitionalExample example(ExampleName name, std::string section, std::string testCase,
                           CoalitionalGame game) {
  game.setTitle(name.title);
  return CoalitionalExample{std::move(name.id), std::move(name.title), std::move(section), std::move(testCase), std::move(game), {}};
}

std::vector<CoalitionalExample> buildExamples() {
  std::vector<CoalitionalExample> out;
  const auto add = [&](ExampleName name, std::string section, std::string testCase,
                       CoalitionalGame game) {
    out.push_back(example(std::move(name), std::move(section), std::move(testCase), std::move(game)));
  };
  using R = QuotaRule;

  // 4.1: characteristic functions of strategic games by (4.1) (values, errata applied).
  add(GAMELAB_EXAMPLE("CoalitionalExamples", "Three-person game of 4.1.4: characteristic function", "strategic-4-1-4"), "4.1.4", "T59",
      threePlayers({"1/2", "0", "3/4", "3", "5/2", "2", "9"}));
  out.back().origin = threePersonStrategicGame(
      {{{"0,3,1", "2,1,1"}, {"4,2,3", "1,0,0"}}, {{"1,0,0", "1,1,1"}, {"0,0,1", "0,1,1"}}});
  add(GAMELAB_EXAMPLE("CoalitionalExamples", "Three-person zero-sum game (Ex 4.1.5-1)", "zero-sum-three"), "4.1.5", "T60",
      threePlayers({"-3/2", "-4", "-22/5", "22/5", "4", "3/2", "0"}));
  out.back().origin = threePersonStrategicGame(
      {{{"-2,1,1", "1,-4,3"}, {"1,3,-4", "10,-5,-5"}}, {{"-1,-2,3", "-4,2,2"}, {"12,-6,-6", "-1,3,-2"}}});
  add(GAMELAB_EXAMPLE("CoalitionalExamples", "Three-person game of Ex 4.1.5-2: characteristic function", "strategic-ex-4-1-5-2"), "4.1.5", "T61",
      threePlayers({"3/5", "2", "1", "5", "4", "3", "16"}));
  out.back().origin = threePersonStrategicGame(
      {{{"1,2,1", "3,0,1"}, {"-1,6,-3", "3,2,1"}}, {{"-1,2,4", "1,0,3"}, {"7,5,4", "3,2,1"}}});

  // 4.2: imputations and the core.
  add(GAMELAB_EXAMPLE("CoalitionalExamples", "Example 1: a pentagonal core", "example-4-2-4-1"), "4.2.4", "T63",
      threePlayers({"1", "0", "1", "4", "3", "5", "8"}));
  add(GAMELAB_EXAMPLE("CoalitionalExamples", "Selling an object: values 10, 20, 30", "selling-10-20-30"), "4.2.4", "T64",
      threePlayers({"10", "0", "0", "20", "30", "0", "30"}));
  add(GAMELAB_EXAMPLE("CoalitionalExamples", "Battle of the Sexes as a TU game", "battle-of-the-sexes-tu"), "4.2.5", "T65",
      tableGame({"1", "2"}, {{"1", "8/5"}, {"2", "8/5"}, {"12", "6"}}));
  out.back().origin = StrategicGame::bimatrixFromText({{"4,2", "1,1"}, {"0,0", "2,4"}});
  add(GAMELAB_EXAMPLE("CoalitionalExamples", "Core smaller than the imputations (Ex 4.2.5-3)", "ex-4-2-5-3"), "4.2.5", "T66",
      threePlayers({"0", "-1", "1", "3", "2", "4", "5"}));
  add(GAMELAB_EXAMPLE("CoalitionalExamples", "Symmetric three-person game, v(ij) = 1", "symmetric-3-a1"), "4.2.5", "T67", bySize(3, {"0", "0", "1", "3"}));
  add(GAMELAB_EXAMPLE("CoalitionalExamples", "Symmetric three-person game, v(ij) = 3/2", "symmetric-3-a3-2"), "4.2.5", "T67",
      bySize(3, {"0", "0", "3/2", "3"}));
  add(GAMELAB_EXAMPLE("CoalitionalExamples", "Symmetric three-person game, v(ij) = 2", "symmetric-3-a2"), "4.2.5", "T67", bySize(3, {"0", "0", "2", "3"}));
  add(GAMELAB_EXAMPLE("CoalitionalExamples", "Symmetric three-person game, v(ij) = 5/2 (empty core)", "symmetric-3-a5-2"), "4.2.5", "T67",
      bySize(3, {"0", "0", "5/2", "3"}));
  add(GAMELAB_EXAMPLE("CoalitionalExamples", "Symmetric four-person game, v(ij) = 1, v(ijk) = 2", "symmetric-4-a1-b2"), "4.2.5", "T67",
      bySize(4, {"0", "0", "1", "2", "4"}));
  add(GAMELAB_EXAMPLE("CoalitionalExamples", "Symmetric four-person game, v(ij) = 2, v(ijk) = 3", "symmetric-4-a2-b3"), "4.2.5", "T67",
      bySize(4, {"0", "0", "2", "3", "4"}));
  add(GAMELAB_EXAMPLE("CoalitionalExamples", "Symmetric four-person game, v(ij) = 5/2, v(ijk) = 3 (empty core)", "symmetric-4-a5-2-b3"), "4.2.5", "T67",
      bySize(4, {"0", "0", "5/2", "3", "4"}));
  add(GAMELAB_EXAMPLE("CoalitionalExamples", "Three-person majority game", "majority-3"), "4.2.5", "T68", bySize(3, {"0", "0", "1", "1"}));
  add(GAMELAB_EXAMPLE("CoalitionalExamples", "One seller, two buyers and a dummy", "seller-buyers-dummy"), "4.2.5", "T69",
      tableGame({"1", "2", "3", "4"},
                {{"12", "30"}, {"13", "40"}, {"123", "40"}, {"124", "30"}, {"134", "40"}, {"1234", "40"}}));
  add(GAMELAB_EXAMPLE("CoalitionalExamples", "Glove market: two left, two right", "glove-2-2"), "4.2.5", "T70",
      generated(gloveMarket({true, true, false, false})));
  add(GAMELAB_EXAMPLE("CoalitionalExamples", "Glove market: two left, three right", "glove-2-3"), "4.2.5", "T70",
      generated(gloveMarket({true, true, false, false, false})));
  add(GAMELAB_EXAMPLE("CoalitionalExamples", "Two machine owners and three workers", "machines-workers"), "4.2.5", "T71", functionGame(5, [](Coalition s) {
        return Rational(std::min(2 * coalitionSize(s & 0b00011u), coalitionSize(s & 0b11100u)));
      }));

  // 4.3: the Shapley value and voting power.
  add(GAMELAB_EXAMPLE("CoalitionalExamples", "Weighted majority game [50; 10, 20, 30, 40]", "voting-50-10-20-30-40"), "4.3.4", "T72",
      votingGame("50", {"10", "20", "30", "40"}, R::Greater));
  add(GAMELAB_EXAMPLE("CoalitionalExamples", "One seller and two buyers (values 30, 40)", "seller-buyers-30-40"), "4.3.5", "T73",
      threePlayers({"0", "0", "0", "30", "40", "0", "40"}));
  add(GAMELAB_EXAMPLE("CoalitionalExamples", "Shapley value and nucleolus of Ex 4.3.5-2", "ex-4-3-5-2"), "4.3.5", "T74",
      threePlayers({"1", "0", "-4", "2", "-1", "3", "6"}));
  add(GAMELAB_EXAMPLE("CoalitionalExamples", "Weighted majority game [50; 10, 30, 30, 40]", "voting-50-10-30-30-40"), "4.3.5", "T77",
      votingGame("50", {"10", "30", "30", "40"}, R::Greater));
  add(GAMELAB_EXAMPLE("CoalitionalExamples", "[50; 10, 20, 30, 40] with a chairman who breaks ties", "voting-chairman"), "4.3.5", "T79",
      functionGame(5, [](Coalition s) {
        static const int shares[4] = {10, 20, 30, 40};
        int w = 0;
        for (int p : members(s))
          if (p < 4) w += shares[p];
        return Rational(w > 50 || (w == 50 && contains(s, 4)) ? 1 : 0);
      }));
  add(GAMELAB_EXAMPLE("CoalitionalExamples", "Weights 1/3, 2/9, 2/9, 2/9, quota 1/2", "voting-thirds"), "4.3.5", "T80",
      votingGame("1/2", {"1/3", "2/9", "2/9", "2/9"}, R::Greater));
  add(GAMELAB_EXAMPLE("CoalitionalExamples", "Weights 1/3, 1/3, 1/9, 1/9, 1/9, quota 1/2", "voting-two-big-parties"), "4.3.5", "T80",
      votingGame("1/2", {"1/3", "1/3", "1/9", "1/9", "1/9"}, R::Greater));
  const Names nassau{"Hempstead 1", "Hempstead 2", "Oyster Bay", "North Hempstead", "Long Beach", "Glen Cove"};
  add(GAMELAB_EXAMPLE("CoalitionalExamples", "Nassau County board, 1964 (58 of 115 votes)", "nassau-1964"), "4.3.5", "T81",
      votingGame("58", {"31", "31", "28", "21", "2", "2"}, R::AtLeast, nassau));
  add(GAMELAB_EXAMPLE("CoalitionalExamples", "Nassau County board, 1971 (63 of 115 votes)", "nassau-1971"), "4.3.5", "T81",
      votingGame("63", {"31", "31", "28", "21", "2", "2"}, R::AtLeast, nassau));
  std::vector<std::string> council(5, "7");
  council.resize(15, "1");
  add(GAMELAB_EXAMPLE("CoalitionalExamples", "UN Security Council (39 votes, five with 7)", "un-security-council"), "4.3.5", "T82",
      votingGame("39", council, R::AtLeast));
  add(GAMELAB_EXAMPLE("CoalitionalExamples", "Sharing travel costs", "travel-costs"), "4.3.5", "T83", threePlayers({"6", "4", "8", "23", "23", "22", "41"}, kABC));
  add(GAMELAB_EXAMPLE("CoalitionalExamples", "One-product market: buyers 1, 3; sellers 2, 2", "market-1-3-2-2"), "4.3.5", "T84", marketGame({1, 3}, {2, 2}));
  add(GAMELAB_EXAMPLE("CoalitionalExamples", "One-product market: buyers 1, 2, 4; sellers 3, 4", "market-1-2-4-3-4"), "4.3.5", "T84",
      marketGame({1, 2, 4}, {3, 4}));
  add(GAMELAB_EXAMPLE("CoalitionalExamples", "v(S) = largest k with {1..k} in S, 3 players", "chain-3"), "4.3.5", "T85", chainGame({"0", "1", "2", "3"}));
  add(GAMELAB_EXAMPLE("CoalitionalExamples", "v(S) = largest k with {1..k} in S, 4 players", "chain-4"), "4.3.5", "T85", chainGame({"0", "1", "2", "3", "4"}));
  add(GAMELAB_EXAMPLE("CoalitionalExamples", "v(S) = largest k with {1..k} in S, 5 players", "chain-5"), "4.3.5", "T85",
      chainGame({"0", "1", "2", "3", "4", "5"}));
  add(GAMELAB_EXAMPLE("CoalitionalExamples", "Chain game with values 1, 3, 4, 7", "chain-1-3-4-7"), "4.3.5", "T85", chainGame({"0", "1", "3", "4", "7"}));
  add(GAMELAB_EXAMPLE("CoalitionalExamples", "Airport game: costs 2, 5, 9", "airport-2-5-9"), "4.3.5", "T86", generated(airportGame({2, 5, 9})));
  add(GAMELAB_EXAMPLE("CoalitionalExamples", "Airport game: costs 1, 3, 6, 10", "airport-1-3-6-10"), "4.3.5", "T86", generated(airportGame({1, 3, 6, 10})));
  add(GAMELAB_EXAMPLE("CoalitionalExamples", "One seller and buyers valuing 40, 30", "seller-40-30"), "4.3.5", "T87", sellerGame({40, 30}));
  add(GAMELAB_EXAMPLE("CoalitionalExamples", "One seller and buyers valuing 6, 4, 2", "seller-6-4-2"), "4.3.5", "T87", sellerGame({6, 4, 2}));
  add(GAMELAB_EXAMPLE("CoalitionalExamples", "One seller and buyers valuing 10, 7, 3, 1", "seller-10-7-3-1"), "4.3.5", "T87", sellerGame({10, 7, 3, 1}));

  // 4.4: the nucleolus.
  add(GAMELAB_EXAMPLE("CoalitionalExamples", "Bankruptcy: claims 10, 20, 30, estate 36", "bankruptcy-36"), "4.4.1", "T89",
      generated(bankruptcyGame(36, {10, 20, 30}), kABC));
  add(GAMELAB_EXAMPLE("CoalitionalExamples", "Worked nucleolus example of 4.4.3", "example-4-4-3"), "4.4.3", "T91",
      threePlayers({"-1", "0", "1", "3", "4", "2", "5"}, kABC));
  add(GAMELAB_EXAMPLE("CoalitionalExamples", "Three-person constant-sum game", "constant-sum-3"), "4.4.4", "T92",
      threePlayers({"-4", "2", "2", "5", "5", "11", "7"}));
  add(GAMELAB_EXAMPLE("CoalitionalExamples", "Cattle drive", "cattle-drive"), "4.4.4", "T93", threePlayers({"0", "0", "0", "1200", "1200", "0", "1200"}, kABC));
  add(GAMELAB_EXAMPLE("CoalitionalExamples", "Farm roads", "farm-roads"), "4.4.4", "T94", threePlayers({"-1", "-1", "0", "1", "-1", "7", "8"}, kABC));
  add(GAMELAB_EXAMPLE("CoalitionalExamples", "Landlord and two peasants, f(k) = k", "landlord-2"), "4.4.4", "T95", landlordGame({"0", "1", "2"}));
  add(GAMELAB_EXAMPLE("CoalitionalExamples", "Landlord and three peasants, f(k) = k", "landlord-3"), "4.4.4", "T95", landlordGame({"0", "1", "2", "3"}));
  add(GAMELAB_EXAMPLE("CoalitionalExamples", "Landlord and three peasants, f = 0, 1, 3, 4", "landlord-3-0-1-3-4"), "4.4.4", "T95",
      landlordGame({"0", "1", "3", "4"}));
  add(GAMELAB_EXAMPLE("CoalitionalExamples", "Assignment game: two houses, two buyers", "assignment-houses"), "4.4.4", "T96",
      tableGame({"A", "B", "C", "D"}, {{"AC", "4"},
                                       {"ABC", "4"},
                                       {"AD", "8"},
                                       {"ABD", "8"},
                                       {"ACD", "8"},
                                       {"BC", "3"},
                                       {"BD", "5"},
                                       {"BCD", "5"},
                                       {"ABCD", "11"}}));
  add(GAMELAB_EXAMPLE("CoalitionalExamples", "Nucleolus of the chain game, 4 players", "chain-nucleolus-4"), "4.4.4", "T97",
      chainGame({"0", "1", "2", "3", "4"}));
  return out;
}

}  // namespace

StrategicGame threePersonStrategicGame(const std::vector<std::vector<std::vector<std::string>>>& tables) {
  StrategicGame game({tables.size(), tables[0].size(), tables[0][0].size()});
  for (std::size_t s1 = 0; s1 < tables.size(); ++s1)
    for (std::size_t s2 = 0; s2 < tables[s1].size(); ++s2)
      for (std::size_t s3 = 0; s3 < tables[s1][s2].size(); ++s3) {
        const std::string& cell = tables[s1][s2][s3];
        std::size_t start = 0;
        for (std::size_t k = 0; k < 3; ++k) {
          const std::size_t end = cell.find(',', start);
          game.payoff(game.profileIndex({s1, s2, s3}), k) = number(cell.substr(start, end - start));
          start = end + 1;
        }
      }
  return game;
}

const std::vector<CoalitionalExample>& coalitionalExamples() {
  static const std::vector<CoalitionalExample> examples = buildExamples();
  return examples;
}

std::optional<CoalitionalExample> findCoalitionalExample(const std::string& id) {
  for (const auto& example : coalitionalExamples())
    if (example.id == id) return example;
  return std::nullopt;
}

}  // namespace gamelab
