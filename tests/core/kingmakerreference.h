#pragma once
// The SP-1EP / essence / match tests: trees from bracket text, random small trees, the reference
// cases of tests/data/kingmaker/sp1ep_cases.txt (written by make_sp1ep_cases.py from
// spec/reference/kingmaker_lib.py) and the per-node summary format those cases use.
#include "core/kingmaker/binarygame.h"
#include "core/kingmaker/sp1ep.h"

#include <cctype>
#include <fstream>
#include <map>
#include <random>
#include <sstream>
#include <string>
#include <vector>

namespace gamelab::kingmaker::testing {

/// Bracket text as diamond_tree.txt ("c(a(C,B),b(C,A))"); no error handling (test input).
inline BinaryGame bracketTree(const std::string& text, int players = 3) {
  BinaryGameBuilder b(players);
  for (std::size_t at = 0; at < text.size(); ++at) {
    const char ch = text[at];
    if (std::islower(static_cast<unsigned char>(ch))) {
      b.beginNode(ch - 'a');
      ++at;  // '('
    } else if (std::isupper(static_cast<unsigned char>(ch))) {
      b.leaf(ch - 'A');
    } else if (ch == ')') {
      b.endNode();
    }
  }
  return b.finish();
}

/// A random tree of about `budget` nodes: 1–3 children (single children included), movers and
/// winners among `players`.
inline BinaryGame randomSmallTree(std::mt19937& rng, int players, int budget) {
  BinaryGameBuilder b(players);
  std::uniform_int_distribution<int> player(0, players - 1), kids(1, 3), coin(0, 99);
  int left = budget;
  // Explicit stack of the number of children still to make per open node.
  std::vector<int> open;
  auto makeNode = [&](bool root) {
    --left;
    if (!root && (left <= 0 || coin(rng) < 40)) {
      b.leaf(player(rng));
      return;
    }
    b.beginNode(player(rng));
    open.push_back(kids(rng));
  };
  makeNode(true);
  while (!open.empty()) {
    if (open.back() == 0) {
      open.pop_back();
      b.endNode();
      continue;
    }
    --open.back();
    makeNode(false);
  }
  return b.finish();
}

/// The P_k{…} notation of spec part 3 ("P3{P1{[3],[2]},[1]}"), players from 1.
inline std::string braceOf(const BinaryGame& g) {
  std::string out;
  std::vector<std::pair<NodeIndex, int>> stack{{0, 0}};
  while (!stack.empty()) {
    auto& [v, next] = stack.back();
    if (g.isLeaf(v)) {
      out += '[' + std::to_string(g.winner(v) + 1) + ']';
      stack.pop_back();
      continue;
    }
    if (next == 0) out += 'P' + std::to_string(g.owner(v) + 1) + '{';
    if (next < g.childCount(v)) {
      if (next > 0) out += ',';
      const NodeIndex c = g.children(v)[next++];
      stack.emplace_back(c, 0);
      continue;
    }
    out += '}';
    stack.pop_back();
  }
  return out;
}

/// "index:W:allowed:step" per decision node (players from 1, child positions from 0),
/// space-separated, as the reference cases.
inline std::string nodeSummary(const BinaryGame& g, const Sp1epResult& r) {
  std::string out;
  for (NodeIndex v = 0; v < g.nodeCount(); ++v) {
    if (g.isLeaf(v)) continue;
    if (!out.empty()) out += ' ';
    out += std::to_string(v) + ':';
    for (int p = 0; p < g.players; ++p)
      if (contains(r.mayWin[v], p)) out += std::to_string(p + 1);
    out += ':';
    for (int k : r.allowedChildren(g, v)) out += std::to_string(k);
    out += ':' + std::to_string(r.step[v]);
  }
  return out;
}

/// "node@ancestor:kept" per restriction, space-separated.
inline std::string traceSummary(const std::vector<Restriction>& trace) {
  std::string out;
  for (const auto& t : trace) {
    if (!out.empty()) out += ' ';
    out += std::to_string(t.node) + '@' + std::to_string(t.ancestor) + ':';
    for (int k : t.kept) out += std::to_string(k);
  }
  return out;
}

struct ReferenceCase {
  std::string name;
  std::string tree;
  /// key "set nodes", "alt trace", "kmn reduced", "transformed", … → the rest of the line.
  std::map<std::string, std::string> lines;
  int players() const {
    int most = 0;
    for (char ch : tree)
      if (std::isalpha(static_cast<unsigned char>(ch))) most = std::max(most, std::tolower(ch) - 'a' + 1);
    return std::max(most, 3);
  }
};

inline std::vector<ReferenceCase> referenceCases() {
  std::ifstream in(std::string(GAMELAB_TEST_DATA) + "/kingmaker/sp1ep_cases.txt");
  std::vector<ReferenceCase> cases;
  std::string line;
  while (std::getline(in, line)) {
    std::istringstream words(line);
    std::string first, second;
    words >> first;
    if (first == "case") {
      cases.emplace_back();
      words >> cases.back().name;
      continue;
    }
    if (first == "tree") {
      words >> cases.back().tree;
      continue;
    }
    std::string key = first;
    if (first != "transformed") {
      words >> second;
      key += ' ' + second;
    }
    std::string rest;
    std::getline(words, rest);
    if (!rest.empty() && rest.front() == ' ') rest.erase(0, 1);
    cases.back().lines[key] = rest;
  }
  return cases;
}

inline Reading readingOf(const std::string& name) {
  return name == "alt" ? Reading::Alt : name == "eff" ? Reading::Eff : Reading::Set;
}

}  // namespace gamelab::kingmaker::testing
