#include "core/tree/treetikz.h"

#include "core/common/playernumeral.h"
#include "core/common/xmltext.h"
#include "core/tree/leafpayoffs.h"

#include <algorithm>
#include <map>
#include <sstream>

namespace gamelab {
namespace {

std::size_t at(NodeId v) { return static_cast<std::size_t>(v); }

/// LaTeX text mode escaping of the ten special characters.
std::string escapeLatex(const std::string& text) {
  std::string out;
  for (char c : text) {
    switch (c) {
      case '#': out += "\\#"; break;
      case '$': out += "\\$"; break;
      case '%': out += "\\%"; break;
      case '&': out += "\\&"; break;
      case '_': out += "\\_"; break;
      case '{': out += "\\{"; break;
      case '}': out += "\\}"; break;
      case '~': out += "\\textasciitilde{}"; break;
      case '^': out += "\\textasciicircum{}"; break;
      case '\\': out += "\\textbackslash{}"; break;
      default: out += c;
    }
  }
  return out;
}

/// A TikZ coordinate: at most 3 decimals.
std::string number(double value) { return fixedNumber(value, 3); }

std::string math(const Rational& r) { return "$" + toString(r) + "$"; }

std::string moverText(const GameTree& tree, NodeId v) {
  const int player = tree.playerAt(v);
  if (player == kChancePlayer) return "N";
  const std::string& name = tree.playerNames[static_cast<std::size_t>(player)];
  return name.empty() ? playerNumeral(player) : escapeLatex(name);
}

/// Two players whose payoffs always sum to 0: show I's payoff only (the source's look).
bool zeroSumLook(const GameTree& tree) {
  if (tree.players() != 2) return false;
  for (const auto& o : tree.outcomes)
    if (o.payoffs.size() != 2 || o.payoffs[0] + o.payoffs[1] != 0) return false;
  return true;
}

std::string payoffText(const RationalVector& pay, bool zeroSum) {
  if (zeroSum) return math(pay[0]);
  std::string text = "$(";
  for (std::size_t k = 0; k < pay.size(); ++k) text += (k ? ", " : "") + toString(pay[k]);
  return text + ")$";
}

/// Per node, the payoff text of a terminal node ("" for inner nodes and for plays without an
/// outcome).
std::vector<std::string> leafPayoffTexts(const GameTree& tree, bool zeroSum) {
  const LeafPayoffs payoffs = leafPayoffs(tree);
  std::vector<std::string> texts(tree.nodes.size());
  for (std::size_t v = 0; v < texts.size(); ++v)
    if (payoffs.atLeaf[v] >= 0) texts[v] = payoffText(payoffs.sums[static_cast<std::size_t>(payoffs.atLeaf[v])], zeroSum);
  return texts;
}

std::string edgeText(const GameTree& tree, NodeId child, const TikzOptions& options) {
  const NodeId parent = tree.node(child).parent;
  const int setIndex = tree.node(parent).infoSet;
  const InfoSet& set = tree.infoSets[static_cast<std::size_t>(setIndex)];
  const std::size_t a = static_cast<std::size_t>(tree.actionIndexOf(child));
  std::string text = escapeLatex(set.actions[a]);
  if (set.isChance() && a < set.probabilities.size()) {
    const std::string p = toString(set.probabilities[a]);
    text = (set.actions[a].empty() || set.actions[a] == p) ? math(set.probabilities[a]) : text + " (" + math(set.probabilities[a]) + ")";
  } else if (options.behaviour && static_cast<std::size_t>(setIndex) < options.behaviour->size()) {
    const RationalVector& probs = (*options.behaviour)[static_cast<std::size_t>(setIndex)];
    if (a < probs.size()) text += (text.empty() ? "" : " ") + std::string("\\textcolor{blue}{[") + math(probs[a]) + "]}";
  }
  return text;
}

}  // namespace

std::string writeTreeTikz(const GameTree& tree, const TikzOptions& options) {
  const bool zeroSum = zeroSumLook(tree);
  const std::vector<std::string> payoffs = leafPayoffTexts(tree, zeroSum);
  TreeLayoutOptions layoutOptions = options.layout;
  if (layoutOptions.nodeBreadth.empty() && options.unitCm > 0) {
    // Room for payoff labels under the leaves (about 0.17 cm per character at \small).
    layoutOptions.nodeBreadth.assign(tree.nodes.size(), 0.0);
    for (NodeId v = 0; v < tree.nodeCount(); ++v)
      if (tree.isTerminal(v))
        layoutOptions.nodeBreadth[at(v)] =
            std::max(0.0, static_cast<double>(payoffs[at(v)].size()) * 0.17 / options.unitCm - 0.6);
  }
  const TreeLayout layout = layoutTree(tree, layoutOptions);
  const bool topDown = layoutOptions.orientation == TreeOrientation::TopDown;
  auto px = [&](NodeId v) { return layout.x[at(v)]; };
  auto py = [&](NodeId v) { return -layout.y[at(v)]; };  // TikZ's y grows upwards

  std::ostringstream out;
  if (options.standalone)
    out << "\\documentclass[tikz,border=4pt]{standalone}\n\\usepackage{tikz}\n\\begin{document}\n";
  std::string title = escapeLatex(tree.title);
  std::replace(title.begin(), title.end(), '\n', ' ');
  std::replace(title.begin(), title.end(), '\r', ' ');
  if (!title.empty()) out << "% " << title << "\n";
  out << "\\begin{tikzpicture}[x=" << number(options.unitCm) << "cm,y=" << number(options.unitCm) << "cm,\n"
      << "  every node/.style={font=\\small},\n"
      << "  decision/.style={circle,fill,inner sep=1.5pt},\n"
      << "  chance/.style={circle,draw,inner sep=1.5pt},\n"
      << "  terminal/.style={inner sep=0pt,minimum size=2pt},\n"
      << "  action/.style={inner sep=1.5pt,font=\\footnotesize},\n"
      << "  infoset/.style={thick,rounded corners=6pt}]\n";
  const char* moverSide = topDown ? "above" : "left";
  const char* payoffSide = topDown ? "below" : "right";
  for (NodeId v = 0; v < tree.nodeCount(); ++v) {
    out << "\\node[";
    if (tree.isTerminal(v)) {
      out << "terminal";
      const std::string& pay = payoffs[at(v)];
      if (!pay.empty()) out << ",label={" << payoffSide << ":{" << pay << "}}";
    } else {
      out << (tree.isChance(v) ? "chance" : "decision") << ",label={" << moverSide << ":{" << moverText(tree, v) << "}}";
    }
    out << "] (n" << v << ") at (" << number(px(v)) << "," << number(py(v)) << ") {};\n";
  }
  for (NodeId v = 1; v < tree.nodeCount(); ++v) {
    const NodeId p = tree.node(v).parent;
    const std::string text = edgeText(tree, v, options);
    out << "\\draw (n" << p << ") -- (n" << v << ")";
    if (!text.empty()) {
      const char* side = topDown ? (px(v) < px(p) ? "above left" : px(v) > px(p) ? "above right" : "right")
                                 : (py(v) > py(p) ? "above left" : py(v) < py(p) ? "below left" : "above");
      out << " node[action," << side << ",pos=0.5] {" << text << "}";
    }
    out << ";\n";
  }
  // Information sets: a rounded loop around members that are neighbours on one level; else
  // dashed lines from member to member (arcs over the nodes in between on one level).
  auto breadthOf = [&](NodeId v) { return topDown ? px(v) : py(v); };
  auto depthOf = [&](NodeId v) { return topDown ? layout.y[at(v)] : layout.x[at(v)]; };
  // Per level, the sorted breadths of its nodes (members lie at distinct breadths).
  std::map<double, std::vector<double>> levels;
  for (NodeId v = 0; v < tree.nodeCount(); ++v) levels[depthOf(v)].push_back(breadthOf(v));
  for (auto& [depth, breadths] : levels) std::sort(breadths.begin(), breadths.end());
  const auto members = tree.infoSetMembers();
  for (std::size_t s = 0; s < members.size(); ++s) {
    const auto& m = members[s];
    if (m.size() < 2) continue;
    std::vector<NodeId> sorted = m;
    std::sort(sorted.begin(), sorted.end(), [&](NodeId a, NodeId b) {
      return depthOf(a) != depthOf(b) ? depthOf(a) < depthOf(b) : breadthOf(a) < breadthOf(b);
    });
    bool oneLevel = depthOf(sorted.front()) == depthOf(sorted.back());
    if (oneLevel) {
      // Neighbours iff the nodes strictly between the outer members are the other members.
      const double lo = std::min(breadthOf(sorted.front()), breadthOf(sorted.back()));
      const double hi = std::max(breadthOf(sorted.front()), breadthOf(sorted.back()));
      const std::vector<double>& level = levels[depthOf(sorted.front())];
      const auto between = std::lower_bound(level.begin(), level.end(), hi) - std::upper_bound(level.begin(), level.end(), lo);
      oneLevel = between == static_cast<std::ptrdiff_t>(sorted.size()) - 2;
    }
    const std::string name = escapeLatex(tree.infoSets[s].label);
    if (oneLevel) {
      const double pad = 0.18, d = -depthOf(sorted.front());
      const double lo = std::min(breadthOf(sorted.front()), breadthOf(sorted.back())) - pad;
      const double hi = std::max(breadthOf(sorted.front()), breadthOf(sorted.back())) + pad;
      if (topDown)
        out << "\\draw[infoset] (" << number(lo) << "," << number(d - pad) << ") rectangle (" << number(hi) << ","
            << number(d + pad) << ")";
      else
        out << "\\draw[infoset] (" << number(-d - pad) << "," << number(lo) << ") rectangle (" << number(-d + pad) << ","
            << number(hi) << ")";
      if (!name.empty()) out << " node[action," << (topDown ? "right" : "below") << "] {" << name << "}";
      out << ";\n";
    } else {
      // Neighbours on one level with other nodes between them: an arc over those nodes.
      for (std::size_t i = 1; i < sorted.size(); ++i) {
        const bool sameLevel = depthOf(sorted[i - 1]) == depthOf(sorted[i]);
        out << "\\draw[infoset,dashed] (n" << sorted[i - 1] << ") " << (sameLevel ? "to[bend left=25]" : "--") << " (n"
            << sorted[i] << ")";
        if (i == 1 && !name.empty()) out << " node[action,pos=0.5,above] {" << name << "}";
        out << ";\n";
      }
    }
  }
  out << "\\end{tikzpicture}\n";
  if (options.standalone) out << "\\end{document}\n";
  return out.str();
}

}  // namespace gamelab
