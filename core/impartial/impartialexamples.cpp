#include "core/impartial/impartialexamples.h"

#include "core/common/examplename.h"

#include <cassert>

namespace gamelab {
namespace {

HeapRule rule(const std::string& spec) {
  auto r = HeapRule::parse(spec);
  assert(r);
  return *r;
}

CoinRule coinRule(const std::string& spec) {
  auto r = CoinRule::parse(spec);
  assert(r);
  return *r;
}

HeapPosition heaps(std::vector<HeapSize> sizes, std::vector<std::string> specs = {"nim"}) {
  HeapPosition p;
  p.heaps = std::move(sizes);
  p.rules.clear();
  for (const auto& s : specs) p.rules.push_back(rule(s));
  return p;
}

/// A finite take-and-break code d1 d2 … dn for heaps up to n (1.4.5 ex 1 and ex 2 alternate digits).
std::string octalUpTo(std::size_t n, const std::string& pattern) {
  std::string code = "octal:0.";
  for (std::size_t k = 1; k <= n; ++k) code.push_back(pattern[(k - 1) % pattern.size()]);
  return code;
}

std::vector<bool> row(const std::string& ht) {
  std::vector<bool> out;
  for (char c : ht) out.push_back(c == 'H');
  return out;
}

CoinGridPosition grid(CoinGridRule r, std::size_t rows, std::size_t cols,
                      const std::vector<std::pair<std::size_t, std::size_t>>& heads) {
  CoinGridPosition p;
  p.rule = std::move(r);
  p.rows = rows;
  p.cols = cols;
  p.heads.assign(rows * cols, false);
  for (const auto& [a, b] : heads) p.heads[a * cols + b] = true;
  return p;
}

CoinGridRule tartan(const std::string& rows, const std::string& cols) {
  CoinGridRule r;
  r.kind = CoinGridRule::Kind::Tartan;
  r.rows = coinRule(rows);
  r.cols = coinRule(cols);
  return r;
}

/// Adds a bamboo stalk of `length` edges standing at x.
void stalk(HackenbushPicture& p, int from, int length, double x, double y0) {
  int below = from;
  for (int k = 1; k <= length; ++k) {
    p.edges.emplace_back(below, p.vertices);
    p.coordinates.emplace_back(x, y0 + k);
    below = p.vertices++;
  }
}

HackenbushPicture ground() {
  HackenbushPicture p;
  p.vertices = 1;
  p.coordinates = {{0, 0}};
  return p;
}

HackenbushPosition bamboo() {
  HackenbushPicture p = ground();
  stalk(p, 0, 3, 0, 0);
  stalk(p, 0, 4, 2, 0);
  stalk(p, 0, 5, 4, 0);
  return HackenbushPosition{p};
}

/// T101: a trunk of 1 with branches of 3, 2 and 6 at its top (g = 1 + (3 ⊕ 2 ⊕ 6) = 8).
HackenbushPosition tree() {
  HackenbushPicture p = ground();
  stalk(p, 0, 1, 0, 0);
  const int top = 1;
  // Branches drawn as stalks leaning left, up and right.
  for (auto [length, dx] : {std::pair{3, -1.0}, std::pair{2, 0.0}, std::pair{6, 1.0}}) {
    int below = top;
    for (int k = 1; k <= length; ++k) {
      p.edges.emplace_back(below, p.vertices);
      p.coordinates.emplace_back(dx * k * 0.6, 1 + k);
      below = p.vertices++;
    }
  }
  return HackenbushPosition{p};
}

/// T103: a door (a triangle through the ground, g = 1) and a 1-stalk with a triangle on top (g = 2).
HackenbushPosition doorAndTriangle() {
  HackenbushPicture p = ground();
  p.vertices = 6;
  p.coordinates = {{0, 0}, {0, 2}, {1, 2}, {4, 1}, {3.5, 2}, {4.5, 2}};
  p.edges = {{0, 1}, {1, 2}, {2, 0}, {0, 3}, {3, 4}, {4, 5}, {5, 3}};
  return HackenbushPosition{p};
}

/// A house in the spirit of Figure 1.6.5 (redrawn; the source's figure is missing): two walls
/// on the ground, a ceiling, a roof, a chimney on the roof and a window hanging inside.
HackenbushPosition house() {
  HackenbushPicture p;
  p.vertices = 8;
  p.coordinates = {{1, 0}, {0, 2}, {2, 2}, {1, 3}, {1.5, 2.5}, {1.5, 3.5}, {0.7, 1.6}, {1.3, 1.6}};
  p.edges = {{0, 1}, {0, 2}, {1, 2}, {1, 3}, {3, 2}, {4, 5}, {3, 4}, {1, 6}, {6, 7}, {7, 2}, {0, 0}};
  return HackenbushPosition{p};
}

GraphPosition figure134() {
  GraphPosition g;
  g.graph.vertices = 5;
  g.graph.labels = {"a", "b", "c", "d", "e"};
  g.graph.arcs = {{0, 1}, {1, 2}, {2, 0}, {2, 3}, {3, 4}};
  g.graph.coordinates = {{0, 0}, {2, 0}, {1, 1.5}, {3, 2.5}, {5, 2.5}};
  g.tokens = {0};
  return g;
}

NorthcottPosition northcott() {
  NorthcottPosition p;
  p.width = 8;
  const std::size_t gaps[] = {4, 2, 3, 5, 3, 6, 2, 1};
  std::size_t r = 0;
  for (std::size_t g : gaps) {
    // Alternate which side White is on and leave room behind where the board allows.
    const std::size_t left = (8 - (g + 2)) / 2;
    if (r++ % 2 == 0) p.rows.emplace_back(left, left + g + 1);
    else p.rows.emplace_back(left + g + 1, left);
  }
  return p;
}

std::vector<ImpartialExample> build() {
  std::vector<ImpartialExample> e;
  auto add = [&](ExampleName name, std::string section, std::string test, ImpartialPosition p,
                 PlayConvention c = PlayConvention::Normal) {
    e.push_back(ImpartialExample{std::move(name.id), std::move(name.title), std::move(section), std::move(test), std::move(p), c});
  };
  add(GAMELAB_EXAMPLE("ImpartialExamples", "Take 1, 2 or 3 from 21 chips", "subtraction-123-21"), "1.1.1", "T1", heaps({21}, {"subtraction:1,2,3"}));
  add(GAMELAB_EXAMPLE("ImpartialExamples", "Subtraction game {1, 3, 4} from 100 chips", "subtraction-134-100"), "1.1.4", "T4",
      heaps({100}, {"subtraction:1,3,4"}));
  add(GAMELAB_EXAMPLE("ImpartialExamples", "Nim (5, 7, 9)", "nim-5-7-9"), "1.2.1", "T18", heaps({5, 7, 9}));
  add(GAMELAB_EXAMPLE("ImpartialExamples", "Nim (13, 12, 8)", "nim-13-12-8"), "1.2.2", "T20", heaps({13, 12, 8}));
  add(GAMELAB_EXAMPLE("ImpartialExamples", "Nim (12, 19, 27)", "nim-12-19-27"), "1.2.6", "T23", heaps({12, 19, 27}));
  add(GAMELAB_EXAMPLE("ImpartialExamples", "Nim (13, 17, 19, 23)", "nim-13-17-19-23"), "1.2.6", "T24", heaps({13, 17, 19, 23}));
  add(GAMELAB_EXAMPLE("ImpartialExamples", "Misère Nim (1, 1, 5)", "misere-nim-1-1-5"), "1.2.5", "T26", heaps({1, 1, 5}), PlayConvention::Misere);
  add(GAMELAB_EXAMPLE("ImpartialExamples", "Misère Nim (12, 19, 27)", "misere-nim-12-19-27"), "1.2.6", "T25", heaps({12, 19, 27}), PlayConvention::Misere);
  {
    NimblePosition p;
    p.squares = 16;
    p.coins = {4, 8, 8, 9, 10, 13};
    add(GAMELAB_EXAMPLE("ImpartialExamples", "Nimble: coins on 4, 8, 8, 9, 10, 13", "nimble-t28"), "1.2.6", "T28", p);
    p.mooreK = 2;
    add(GAMELAB_EXAMPLE("ImpartialExamples", "Nimble moving one or two coins (Moore's Nim₂)", "nimble-moore-t33"), "1.2.6", "T33", p);
  }
  add(GAMELAB_EXAMPLE("ImpartialExamples", "Turning Turtles: T H T T H T T T H H T H T", "turning-turtles-t29"), "1.2.6", "T29",
      CoinRowPosition{coinRule("turning-turtles"), row("THTTHTTTHHTHT")});
  add(GAMELAB_EXAMPLE("ImpartialExamples", "Northcott's game: gaps 4, 2, 3, 5, 3, 6, 2, 1", "northcott-t30"), "1.2.6", "T30", northcott());
  {
    HeapPosition p = heaps({2, 7, 3, 9});
    p.variant = HeapPosition::Variant::Staircase;
    add(GAMELAB_EXAMPLE("ImpartialExamples", "Staircase Nim (2, 7, 3, 9)", "staircase-2-7-3-9"), "1.2.6", "T31", p);
    HeapPosition m = heaps({4, 8, 8, 9, 10, 13});
    m.variant = HeapPosition::Variant::MooreNim;
    m.mooreK = 2;
    add(GAMELAB_EXAMPLE("ImpartialExamples", "Moore's Nim₂ (4, 8, 8, 9, 10, 13)", "moore-nim2-t33"), "1.2.6", "T33", m);
  }
  {
    QueensPosition q;
    q.size = 8;
    q.queens = {{7, 6}};
    add(GAMELAB_EXAMPLE("ImpartialExamples", "Wythoff's queen on an 8 × 8 board", "wythoff-queen"), "1.3.5", "T40", q);
    q.queens = {{7, 6}, {5, 2}, {3, 7}};
    add(GAMELAB_EXAMPLE("ImpartialExamples", "Three Wythoff queens", "wythoff-queens"), "1.3.5", "T40", q);
  }
  add(GAMELAB_EXAMPLE("ImpartialExamples", "The cyclic graph of Figure 1.3.4", "graph-figure-1-3-4"), "1.3.4", "T44", figure134());
  add(GAMELAB_EXAMPLE("ImpartialExamples", "G(3) + G(5) + G(7) at (9, 10, 14)", "subtraction-sum-t46"), "1.4.3", "T46",
      heaps({9, 10, 14}, {"subtraction:1,2,3", "subtraction:1,2,3,4,5", "subtraction:1,2,3,4,5,6,7"}));
  add(GAMELAB_EXAMPLE("ImpartialExamples", "Even-if-not-all 18 + At-Least-Half 17 + Nim 7", "mixed-sum-t49"), "1.4.3", "T49",
      heaps({18, 17, 7}, {"even-if-not-all", "at-least-half", "nim"}));
  add(GAMELAB_EXAMPLE("ImpartialExamples", "Piles 18, 17, 7 under the rules of 1.4.5 ex 1, ex 2 and Nim", "mixed-sum-t59"), "1.4.5", "T59",
      heaps({18, 17, 7}, {"octal:0.1" + octalUpTo(18, "03").substr(9), octalUpTo(17, "012"), "nim"}));
  add(GAMELAB_EXAMPLE("ImpartialExamples", "Lasker's Nim (2, 5, 7)", "lasker-2-5-7"), "1.4.4", "T51", heaps({2, 5, 7}, {"lasker"}));
  add(GAMELAB_EXAMPLE("ImpartialExamples", "Dawson's chess: a row of 18 squares", "dawson-18"), "1.4.4", "T54", heaps({18}, {"dawson"}));
  add(GAMELAB_EXAMPLE("ImpartialExamples", "Grundy's game (5, 8, 13)", "grundy-5-8-13"), "1.4.5", "T56", heaps({5, 8, 13}, {"grundy"}));
  add(GAMELAB_EXAMPLE("ImpartialExamples", "Kayles: Dudeney and Loyd's 13 pins without the second", "kayles-dudeney-loyd"), "1.4.5", "T60",
      heaps({1, 11}, {"kayles"}));
  add(GAMELAB_EXAMPLE("ImpartialExamples", "Turning Turtles: T H H T T H", "coins-thhtth"), "1.5", "T72",
      CoinRowPosition{coinRule("turning-turtles"), row("THHTTH")});
  add(GAMELAB_EXAMPLE("ImpartialExamples", "Turning Turtles: T T H T H H T T H", "coins-t90-turtles"), "1.5.5", "T90",
      CoinRowPosition{coinRule("turning-turtles"), row("TTHTHHTTH")});
  add(GAMELAB_EXAMPLE("ImpartialExamples", "Twins: T T H T H H T T H", "coins-t90-twins"), "1.5.5", "T90",
      CoinRowPosition{coinRule("twins"), row("TTHTHHTTH")});
  add(GAMELAB_EXAMPLE("ImpartialExamples", "Mock Turtles: T T H T H H T T H", "coins-t90-mock-turtles"), "1.5.5", "T90",
      CoinRowPosition{coinRule("mock-turtles"), row("TTHTHHTTH")});
  const std::vector<std::pair<std::size_t, std::size_t>> array15{{1, 3}, {3, 2}, {4, 4}};
  add(GAMELAB_EXAMPLE("ImpartialExamples", "Acrostic Twins on the array (1.5)", "acrostic-twins-t80"), "1.5.2", "T80",
      grid(CoinGridRule{CoinGridRule::Kind::AcrosticTwins, {}, {}}, 5, 5, array15));
  add(GAMELAB_EXAMPLE("ImpartialExamples", "Turning Corners on the array (1.5)", "turning-corners-t83"), "1.5.2", "T83",
      grid(CoinGridRule{CoinGridRule::Kind::TurningCorners, {}, {}}, 5, 5, array15));
  add(GAMELAB_EXAMPLE("ImpartialExamples", "(Turning Turtles)² on the array (1.5)", "turning-turtles-squared-t85"), "1.5.4", "T85",
      grid(tartan("turning-turtles", "turning-turtles"), 5, 5, array15));
  add(GAMELAB_EXAMPLE("ImpartialExamples", "Rugs on the array (1.5)", "rugs-t87"), "1.5.4", "T87", grid(tartan("ruler", "ruler"), 5, 5, array15));
  add(GAMELAB_EXAMPLE("ImpartialExamples", "(Mock Turtles)², 5 × 6", "mock-turtles-squared-t89"), "1.5.4", "T89",
      grid(tartan("mock-turtles", "mock-turtles"), 5, 6, {{0, 1}, {4, 5}}));
  add(GAMELAB_EXAMPLE("ImpartialExamples", "Green Hackenbush: bamboo stalks 3, 4, 5", "hackenbush-bamboo"), "1.6.1", "T99", bamboo());
  add(GAMELAB_EXAMPLE("ImpartialExamples", "Green Hackenbush: a tree (trunk 1, branches 3, 2, 6)", "hackenbush-tree"), "1.6.2", "T101", tree());
  add(GAMELAB_EXAMPLE("ImpartialExamples", "Green Hackenbush: a door and a stalk with a triangle", "hackenbush-door"), "1.6.3", "T103", doorAndTriangle());
  add(GAMELAB_EXAMPLE("ImpartialExamples", "Green Hackenbush: a house", "hackenbush-house"), "1.6.3", "T104", house());
  return e;
}

}  // namespace

const std::vector<ImpartialExample>& impartialExamples() {
  static const std::vector<ImpartialExample> examples = build();
  return examples;
}

std::optional<ImpartialExample> findImpartialExample(const std::string& id) {
  for (const auto& e : impartialExamples())
    if (e.id == id) return e;
  return std::nullopt;
}

}  // namespace gamelab
