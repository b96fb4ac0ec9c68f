// The built-in trees of source 000 §2.5 (digest ferguson-ch2-zero-sum.md §3.4, values recomputed
// there — never the printed errata), ch3 T21 and a centipede game. Kuhn and Leduc poker live
// in pokertrees.cpp.
#include "core/tree/treeexamples.h"

#include "core/common/playernumeral.h"
#include "core/common/examplename.h"

#include "core/tree/treenotation.h"

#include <cassert>
#include <cassert>

namespace gamelab {
namespace {

/// A notation tree with players "I", "II" (the texts below are fixed, so a parse error is a bug).
GameTree fromNotation(const char* text, const std::string& title) {
  auto tree = parseTreeNotation(text);
  assert(tree && "a built-in tree parses");
  tree->playerNames.assign(static_cast<std::size_t>(tree->players()), std::string());
  for (int p = 0; p < tree->players(); ++p) tree->playerNames[static_cast<std::size_t>(p)] = playerNumeral(p);
  tree->title = title;
  return std::move(*tree);
}

TreeExample example(ExampleName name, std::string section, std::string testCase, GameTree tree,
                    std::optional<Rational> value) {
  tree.title = name.title;
  return TreeExample{std::move(name.id), std::move(name.title), std::move(section), std::move(testCase), std::move(tree),
                     std::move(value)};
}

TreeExample notationExample(ExampleName name, std::string section, std::string testCase,
                            const char* text, std::optional<Rational> value) {
  GameTree tree = fromNotation(text, name.title);
  return example(std::move(name), std::move(section), std::move(testCase), std::move(tree),
                 std::move(value));
}

// T65: I sees the card (wins w.p. 1/4), bets or checks; II calls or folds without seeing it.
const char* kBasicEndgame =
    "N{1/4 win: I[win]{b: II[after bet]{c: 3, f: 1}, c: 1},"
    " 3/4 lose: I[lose]{b: II[after bet]{c: -3, f: 1}, c: -1}}";

// §2.5.4: a simultaneous 2×4 game (the matrix of T13) as a tree: II moves in one set.
const char* kSimultaneous =
    "I{r1: II[columns]{c1: 2, c2: 3, c3: 1, c4: 5}, r2: II[columns]{c1: 4, c2: 1, c3: 6, c4: 0}}";

// T67: II hides the dollar; I searches one room; found w.p. 1/2 in room 1, 1/3 in room 2.
const char* kSilverDollar =
    "II[hide]{1: I[search]{1: N{1/2 found: 1, 1/2 missed: 0}, 2: 0},"
    " 2: I[search]{1: 0, 2: N{1/3 found: 1, 2/3 missed: 0}}}";

// T68, perfect-recall variant: the second search's set depends on the first room searched.
const char* kTwoGuesses =
    "II[hide]{"
    "1: I[first]{1: N{1/2 found: 1, 1/2 missed: I[second after 1]{1: N{1/2 found: 1, 1/2 missed: 0}, 2: 0}},"
    "            2: I[second after 2]{1: N{1/2 found: 1, 1/2 missed: 0}, 2: 0}},"
    "2: I[first]{1: I[second after 1]{1: 0, 2: N{1/3 found: 1, 2/3 missed: 0}},"
    "            2: N{1/3 found: 1, 2/3 missed: I[second after 2]{1: 0, 2: N{1/3 found: 1, 2/3 missed: 0}}}}}";

// T69: I picks the fair (f) or biased (b) coin, tosses, announces the side; II guesses the coin.
const char* kStatistical =
    "I[coin]{f: N{1/2 H: II[heard H]{f: 0, b: 1}, 1/2 T: II[heard T]{f: 0, b: 1}},"
    " b: N{1/3 H: II[heard H]{f: 1, b: 0}, 2/3 T: II[heard T]{f: 1, b: 0}}}";

// T70: I sees the coin and bets; II hears the bet and guesses; I (the partner) forgets the coin.
const char* kForgetful =
    "N{1/2 H: I[coin H]{1: II[bet 1]{H: I[bet 1, guess H]{pass: -2, double: -4}, T: I[bet 1, guess T]{pass: 2, double: 4}},"
    "                   2: II[bet 2]{H: I[bet 2, guess H]{pass: -3, double: -6}, T: I[bet 2, guess T]{pass: 3, double: 6}}},"
    "  1/2 T: I[coin T]{1: II[bet 1]{H: I[bet 1, guess H]{pass: 1, double: 2}, T: I[bet 1, guess T]{pass: -1, double: -2}},"
    "                   2: II[bet 2]{H: I[bet 2, guess H]{pass: 2, double: 4}, T: I[bet 2, guess T]{pass: -2, double: -4}}}}";

// T66 with (p, b) = (1/2, 1): a bet of 1, so a called bet pays ±2.
const char* kGeneralisedEndgame =
    "N{1/2 win: I[win]{b: II[after bet]{c: 2, f: 1}, c: 1},"
    " 1/2 lose: I[lose]{b: II[after bet]{c: -2, f: 1}, c: -1}}";

// T74: I predicts h (coin A) or t (coin B); II learns only whether I was right and guesses the coin.
const char* kCoins =
    "I[predict]{h: N{1/2 right: II[I right]{A: -1, B: 2}, 1/2 wrong: II[I wrong]{A: -1, B: 0}},"
    " t: N{2/3 right: II[I right]{A: 2, B: -1}, 1/3 wrong: II[I wrong]{A: 0, B: -1}}}";

// T75: a face card (3/13) forces a bet of 5; otherwise I bets 1 (II doubles: -2) or 5.
const char* kBeasley =
    "N{3/13 face: II[bet 5]{c: 5, d: 10}, 10/13 other: I[non-face]{1: -2, 5: II[bet 5]{c: 5, d: -10}}}";

// ch3 T21 (Ex 3.2.5-9): I plays A (ends at (0,1)) or B; then II plays a (1,0) or b (-10,-1).
const char* kSubgamePerfection = "I{A: (0, 1), B: II{a: (1, 0), b: (-10, -1)}}";

// Beyond Nash (issue 31): textbook trees for the refinements; not from the sources, so no
// section or digest case. Selten's horse (1975): III cannot tell whether I played D or I played
// C and II played d.
const char* kSeltenHorse =
    "I{C: II{c: (1, 1, 1), d: III[horse]{L: (4, 4, 0), R: (1, 1, 1)}}, D: III[horse]{L: (3, 3, 2), R: (0, 0, 0)}}";

// Cho and Kreps (1987): the sender is strong (9/10) or weak; the receiver sees only breakfast.
// The sender gains 1 for the breakfast its type prefers and 2 when not challenged; the receiver
// gains 1 for a duel with the weak type or for letting the strong one go.
const char* kBeerQuiche =
    "N{9/10 strong: I[strong]{beer: II[beer]{duel: (1, 0), not: (3, 1)}, quiche: II[quiche]{duel: (0, 0), not: (2, 1)}},"
    " 1/10 weak: I[weak]{beer: II[beer]{duel: (0, 1), not: (2, 0)}, quiche: II[quiche]{duel: (1, 1), not: (3, 0)}}}";

// Entry deterrence: the threat to fight is a Nash equilibrium, but not credible.
const char* kEntryDeterrence = "I{out: (0, 2), in: II{fight: (-1, -1), accommodate: (1, 1)}}";

// No proper subgame, so (A, r) is subgame perfect; but r is weakly dominated and no belief of
// II makes it optimal: not perfect, not sequential.
const char* kUnreasonableSpe = "I{A: (2, 2), B: II[after B or C]{l: (3, 1), r: (0, 0)}, C: II[after B or C]{l: (1, 1), r: (0, 0)}}";

std::vector<TreeExample> buildExamples() {
  std::vector<TreeExample> list;
  list.push_back(notationExample(GAMELAB_EXAMPLE("TreeExamples", "Basic Endgame in poker", "basic-endgame"), "2.5.2, 2.5.6", "T65", kBasicEndgame,
                                 Rational(-1, 4)));
  list.push_back(notationExample(GAMELAB_EXAMPLE("TreeExamples", "A simultaneous 2×4 game as a tree", "simultaneous-2x4"), "2.5.4", "T13",
                                 kSimultaneous, Rational(17, 7)));
  list.push_back(notationExample(GAMELAB_EXAMPLE("TreeExamples", "The Silver Dollar", "silver-dollar"), "2.5.9 Ex.1", "T67", kSilverDollar,
                                 Rational(1, 5)));
  list.push_back(notationExample(GAMELAB_EXAMPLE("TreeExamples", "Two Guesses for the Silver Dollar", "two-guesses"), "2.5.9 Ex.2", "T68",
                                 kTwoGuesses, Rational(5, 13)));
  list.push_back(notationExample(GAMELAB_EXAMPLE("TreeExamples", "A Statistical Game", "statistical-game"), "2.5.9 Ex.3", "T69", kStatistical,
                                 Rational(3, 7)));
  list.push_back(notationExample(GAMELAB_EXAMPLE("TreeExamples", "The Forgetful Player", "forgetful-player"), "2.5.9 Ex.4", "T70", kForgetful,
                                 Rational(2, 5)));
  list.push_back(example(GAMELAB_EXAMPLE("TreeExamples", "Kuhn poker", "kuhn-poker"), "2.5.9 Ex.5", "T71", kuhnPoker(), Rational(-1, 18)));
  list.push_back(notationExample(GAMELAB_EXAMPLE("TreeExamples", "Generalised Basic Endgame (p = 1/2, bet 1)", "generalised-endgame"), "2.5.9 Ex.6",
                                 "T66", kGeneralisedEndgame, Rational(1, 3)));
  list.push_back(notationExample(GAMELAB_EXAMPLE("TreeExamples", "Coins A and B", "coins-a-b"), "2.5.9 Ex.9", "T74", kCoins, Rational(0)));
  list.push_back(notationExample(GAMELAB_EXAMPLE("TreeExamples", "Beasley's game", "beasley"), "2.5.9 Ex.12", "T75", kBeasley, Rational(2, 13)));
  list.push_back(notationExample(GAMELAB_EXAMPLE("TreeExamples", "Subgame perfection (a credible threat?)", "subgame-perfection"), "3.2.5 Ex.9",
                                 "T21", kSubgamePerfection, std::nullopt));
  list.push_back(example(GAMELAB_EXAMPLE("TreeExamples", "Centipede game, 6 moves (textbook payoffs; not from the source)", "centipede"), "3.2.5", "",
                         centipede(6), std::nullopt));
  list.push_back(notationExample(GAMELAB_EXAMPLE("TreeExamples", "Selten's horse (three players)", "selten-horse"), "", "",
                                 kSeltenHorse, std::nullopt));
  list.push_back(notationExample(GAMELAB_EXAMPLE("TreeExamples", "Beer–Quiche (Cho and Kreps)", "beer-quiche"), "", "", kBeerQuiche,
                                 std::nullopt));
  list.push_back(notationExample(GAMELAB_EXAMPLE("TreeExamples", "Entry deterrence: an incredible threat", "entry-deterrence"), "", "",
                                 kEntryDeterrence, std::nullopt));
  list.push_back(notationExample(GAMELAB_EXAMPLE("TreeExamples", "A subgame-perfect equilibrium no tremble supports", "unreasonable-spe"),
                                 "", "", kUnreasonableSpe, std::nullopt));
  return list;
}

}  // namespace

const std::vector<TreeExample>& treeExamples() {
  static const std::vector<TreeExample> examples = buildExamples();
  return examples;
}

std::optional<TreeExample> findTreeExample(const std::string& id) {
  for (const auto& e : treeExamples())
    if (e.id == id) return e;
  return std::nullopt;
}

GameTree centipede(int rounds) {
  assert(rounds >= 1);
  // Move k (1-based) belongs to I when k is odd, II when even. Taking at move k gives the mover
  // k + 1 and the other player k - 1; if every move passes, the last mover gets `rounds` and the
  // other `rounds` + 2. Backward induction: take at once, (2, 0).
  GameTree tree(2);
  tree.playerNames = {"I", "II"};
  tree.title = "Centipede game (" + std::to_string(rounds) + " moves)";
  NodeId at = tree.root();
  for (int k = 1; k <= rounds; ++k) {
    const int mover = (k - 1) % 2;
    const int set = tree.makeDecision(at, mover, 2);
    auto& info = tree.infoSets[static_cast<std::size_t>(set)];
    info.actions = {"take", "pass"};
    info.label = "move " + std::to_string(k);
    const NodeId take = tree.node(at).children[0];
    RationalVector pay(2);
    pay[static_cast<std::size_t>(mover)] = k + 1;
    pay[static_cast<std::size_t>(1 - mover)] = k - 1;
    tree.node(take).outcome = tree.addOutcome("take at " + std::to_string(k), pay);
    at = tree.node(at).children[1];
  }
  const int last = (rounds - 1) % 2;
  RationalVector pay(2);
  pay[static_cast<std::size_t>(last)] = rounds;
  pay[static_cast<std::size_t>(1 - last)] = rounds + 2;
  tree.node(at).outcome = tree.addOutcome("everyone passes", pay);
  return tree;
}

}  // namespace gamelab
