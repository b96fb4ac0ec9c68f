#include "core/tree/treesvg.h"

#include "core/common/playernumeral.h"
#include "core/common/xmltext.h"
#include "core/tree/leafpayoffs.h"

#include <algorithm>
#include <map>
#include <sstream>

namespace gamelab {
namespace {

std::size_t at(NodeId v) { return static_cast<std::size_t>(v); }

/// The GUI's player colours (ui/common/playercolors.cpp, Okabe-Ito), player k at k % 8.
const char* playerColour(int player) {
  static const char* const colours[] = {"#0072B2", "#D55E00", "#009E73", "#CC79A7",
                                        "#E69F00", "#56B4E9", "#B8A000", "#555555"};
  return colours[((player % 8) + 8) % 8];
}

std::string moverText(const GameTree& tree, NodeId v) {
  const int player = tree.playerAt(v);
  if (player == kChancePlayer) return "N";
  const std::string& name = tree.playerNames[static_cast<std::size_t>(player)];
  return name.empty() ? playerNumeral(player) : name;
}

/// Two players whose payoffs always sum to 0: show I's payoff only (the TikZ export's look).
bool zeroSumLook(const GameTree& tree) {
  if (tree.players() != 2) return false;
  for (const auto& o : tree.outcomes)
    if (o.payoffs.size() != 2 || o.payoffs[0] + o.payoffs[1] != 0) return false;
  return true;
}

/// Characters of the payoff text as drawn ("(3, -1)" or "3").
std::size_t payoffLength(const RationalVector& pay, bool zeroSum) {
  if (zeroSum) return toString(pay[0]).size();
  std::size_t n = 2;
  for (std::size_t k = 0; k < pay.size(); ++k) n += toString(pay[k]).size() + (k ? 2 : 0);
  return n;
}

std::string payoffSvg(const RationalVector& pay, bool zeroSum) {
  if (zeroSum) return "<tspan fill=\"" + std::string(playerColour(0)) + "\">" + escapeXml(toString(pay[0])) + "</tspan>";
  std::string text = "(";
  for (std::size_t k = 0; k < pay.size(); ++k)
    text += (k ? ", " : "") + std::string("<tspan fill=\"") + playerColour(static_cast<int>(k)) + "\">" +
            escapeXml(toString(pay[k])) + "</tspan>";
  return text + ")";
}

std::string edgeText(const GameTree& tree, NodeId child) {
  const NodeId parent = tree.node(child).parent;
  const InfoSet& set = tree.infoSets[static_cast<std::size_t>(tree.node(parent).infoSet)];
  const std::size_t a = static_cast<std::size_t>(tree.actionIndexOf(child));
  std::string text = a < set.actions.size() ? set.actions[a] : std::string();
  if (set.isChance() && a < set.probabilities.size()) {
    const std::string p = toString(set.probabilities[a]);
    text = (text.empty() || text == p) ? p : text + " (" + p + ")";
  }
  return text;
}

}  // namespace

Expected<std::string> writeTreeSvg(const GameTree& tree, const SvgOptions& options) {
  if (tree.nodes.size() > kMaxTreeSvgNodes)
    return makeError(ErrorCode::TooLarge, {std::to_string(tree.nodes.size()), std::to_string(kMaxTreeSvgNodes)});
  const bool zeroSum = zeroSumLook(tree);
  const LeafPayoffs payoffs = leafPayoffs(tree);
  const std::vector<RationalVector>& sums = payoffs.sums;
  const std::vector<int>& leaf = payoffs.atLeaf;
  const double unit = options.unitPx > 0 ? options.unitPx : 64;
  constexpr double kCharPx = 7.5;  // about one character at font-size 13
  TreeLayoutOptions layoutOptions = options.layout;
  const bool topDown = layoutOptions.orientation == TreeOrientation::TopDown;
  if (layoutOptions.nodeBreadth.empty() && topDown) {
    // Room for payoff labels under the leaves.
    layoutOptions.nodeBreadth.assign(tree.nodes.size(), 0.0);
    for (NodeId v = 0; v < tree.nodeCount(); ++v)
      if (leaf[at(v)] >= 0)
        layoutOptions.nodeBreadth[at(v)] = std::max(
            0.0, static_cast<double>(payoffLength(sums[static_cast<std::size_t>(leaf[at(v)])], zeroSum)) * kCharPx / unit - 0.6);
  }
  const TreeLayout layout = layoutTree(tree, layoutOptions);
  const double margin = 48;
  // Left-right: payoffs to the right of the leaves need room; estimate the longest.
  std::size_t longest = 0;
  for (NodeId v = 0; v < tree.nodeCount(); ++v)
    if (leaf[at(v)] >= 0) longest = std::max(longest, payoffLength(sums[static_cast<std::size_t>(leaf[at(v)])], zeroSum));
  const double extra = topDown ? 0 : static_cast<double>(longest) * kCharPx;
  auto px = [&](NodeId v) { return margin + layout.x[at(v)] * unit; };
  auto py = [&](NodeId v) { return margin + layout.y[at(v)] * unit; };
  const double width = 2 * margin + layout.width * unit + extra;
  const double height = 2 * margin + layout.height * unit;

  std::ostringstream out;
  out << "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
      << "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"" << svgNumber(width) << "\" height=\"" << svgNumber(height)
      << "\" viewBox=\"0 0 " << svgNumber(width) << ' ' << svgNumber(height)
      << "\" font-family=\"sans-serif\" font-size=\"13\">\n";
  if (!tree.title.empty()) out << "<title>" << escapeXml(tree.title) << "</title>\n";
  out << "<rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n";
  // Edges, with action labels at their middles.
  out << "<g stroke=\"#333\" stroke-width=\"1.5\">\n";
  for (NodeId v = 1; v < tree.nodeCount(); ++v) {
    const NodeId p = tree.node(v).parent;
    out << "<line x1=\"" << svgNumber(px(p)) << "\" y1=\"" << svgNumber(py(p)) << "\" x2=\"" << svgNumber(px(v)) << "\" y2=\""
        << svgNumber(py(v)) << "\"/>\n";
  }
  out << "</g>\n<g font-size=\"11\" fill=\"#333\">\n";
  for (NodeId v = 1; v < tree.nodeCount(); ++v) {
    const std::string text = edgeText(tree, v);
    if (text.empty()) continue;
    const NodeId p = tree.node(v).parent;
    const double mx = (px(p) + px(v)) / 2, my = (py(p) + py(v)) / 2;
    const char* anchor = "middle";
    double dx = 0, dy = -4;
    if (topDown) {
      if (px(v) < px(p)) anchor = "end", dx = -4;
      else if (px(v) > px(p)) anchor = "start", dx = 4;
      else anchor = "start", dx = 4, dy = 4;
    } else {
      dy = py(v) < py(p) ? -5 : py(v) > py(p) ? 13 : -5;
    }
    out << "<text x=\"" << svgNumber(mx + dx) << "\" y=\"" << svgNumber(my + dy) << "\" text-anchor=\"" << anchor << "\">"
        << escapeXml(text) << "</text>\n";
  }
  out << "</g>\n";
  // Information sets: a rounded outline around members that neighbour on one level; else
  // dashed links from member to member (curved over the nodes between them on one level).
  auto breadthOf = [&](NodeId v) { return topDown ? layout.x[at(v)] : layout.y[at(v)]; };
  auto depthOf = [&](NodeId v) { return topDown ? layout.y[at(v)] : layout.x[at(v)]; };
  std::map<double, std::vector<double>> levels;
  const auto members = tree.infoSetMembers();
  bool anySet = false;
  for (const auto& m : members) anySet = anySet || m.size() > 1;
  if (anySet) {
    for (NodeId v = 0; v < tree.nodeCount(); ++v) levels[depthOf(v)].push_back(breadthOf(v));
    for (auto& [depth, breadths] : levels) std::sort(breadths.begin(), breadths.end());
  }
  for (std::size_t s = 0; s < members.size(); ++s) {
    const auto& m = members[s];
    if (m.size() < 2) continue;
    const InfoSet& set = tree.infoSets[s];
    const char* colour = set.isChance() ? "#555555" : playerColour(set.player);
    std::vector<NodeId> sorted = m;
    std::sort(sorted.begin(), sorted.end(), [&](NodeId a, NodeId b) {
      return depthOf(a) != depthOf(b) ? depthOf(a) < depthOf(b) : breadthOf(a) < breadthOf(b);
    });
    bool oneLevel = depthOf(sorted.front()) == depthOf(sorted.back());
    if (oneLevel) {
      const double lo = breadthOf(sorted.front()), hi = breadthOf(sorted.back());
      const std::vector<double>& level = levels[depthOf(sorted.front())];
      const auto between = std::lower_bound(level.begin(), level.end(), hi) - std::upper_bound(level.begin(), level.end(), lo);
      oneLevel = between == static_cast<std::ptrdiff_t>(sorted.size()) - 2;
    }
    const std::string name = escapeXml(set.label);
    out << "<g class=\"infoset\" fill=\"none\" stroke=\"" << colour << "\" stroke-width=\"1.5\">";
    if (oneLevel) {
      const double pad = 12;
      const double x0 = std::min(px(sorted.front()), px(sorted.back())) - pad;
      const double x1 = std::max(px(sorted.front()), px(sorted.back())) + pad;
      const double y0 = std::min(py(sorted.front()), py(sorted.back())) - pad;
      const double y1 = std::max(py(sorted.front()), py(sorted.back())) + pad;
      out << "<rect x=\"" << svgNumber(x0) << "\" y=\"" << svgNumber(y0) << "\" width=\"" << svgNumber(x1 - x0) << "\" height=\""
          << svgNumber(y1 - y0) << "\" rx=\"" << svgNumber(pad) << "\"/>";
      if (!name.empty())
        out << "<text stroke=\"none\" fill=\"" << colour << "\" font-size=\"11\" x=\"" << svgNumber(x1 + 3) << "\" y=\""
            << svgNumber(topDown ? (y0 + y1) / 2 + 4 : y1 + 12) << "\">" << name << "</text>";
    } else {
      for (std::size_t i = 1; i < sorted.size(); ++i) {
        const NodeId a = sorted[i - 1], b = sorted[i];
        out << "<path stroke-dasharray=\"5,4\" d=\"M" << svgNumber(px(a)) << ',' << svgNumber(py(a));
        if (depthOf(a) == depthOf(b)) {
          // A quadratic bend away from the root side, over the nodes between.
          const double bend = 0.35 * (topDown ? px(b) - px(a) : py(b) - py(a));
          const double cx = (px(a) + px(b)) / 2 + (topDown ? 0 : -bend);
          const double cy = (py(a) + py(b)) / 2 + (topDown ? -bend : 0);
          out << " Q" << svgNumber(cx) << ',' << svgNumber(cy) << ' ' << svgNumber(px(b)) << ',' << svgNumber(py(b));
        } else {
          out << " L" << svgNumber(px(b)) << ',' << svgNumber(py(b));
        }
        out << "\"/>";
      }
      if (!name.empty())
        out << "<text stroke=\"none\" fill=\"" << colour << "\" font-size=\"11\" x=\"" << svgNumber(px(sorted[0]) + 8)
            << "\" y=\"" << svgNumber(py(sorted[0]) - 10) << "\">" << name << "</text>";
    }
    out << "</g>\n";
  }
  // Nodes, movers and payoffs.
  for (NodeId v = 0; v < tree.nodeCount(); ++v) {
    const std::string x = svgNumber(px(v)), y = svgNumber(py(v));
    if (tree.isTerminal(v)) {
      out << "<circle class=\"terminal\" cx=\"" << x << "\" cy=\"" << y << "\" r=\"2.5\" fill=\"#333\"/>";
      if (leaf[at(v)] >= 0) {
        const RationalVector& pay = sums[static_cast<std::size_t>(leaf[at(v)])];
        if (topDown)
          out << "<text x=\"" << x << "\" y=\"" << svgNumber(py(v) + 18) << "\" text-anchor=\"middle\">";
        else
          out << "<text x=\"" << svgNumber(px(v) + 8) << "\" y=\"" << svgNumber(py(v) + 4) << "\">";
        out << payoffSvg(pay, zeroSum) << "</text>";
      }
      out << '\n';
      continue;
    }
    const bool chance = tree.isChance(v);
    const char* colour = chance ? "#555555" : playerColour(tree.playerAt(v));
    out << "<circle class=\"" << (chance ? "chance" : "decision") << "\" cx=\"" << x << "\" cy=\"" << y
        << "\" r=\"6\" fill=\"" << (chance ? "white" : colour) << "\" stroke=\"" << colour << "\" stroke-width=\"1.5\"/>";
    if (topDown)
      out << "<text x=\"" << x << "\" y=\"" << svgNumber(py(v) - 11) << "\" text-anchor=\"middle\"";
    else
      out << "<text x=\"" << svgNumber(px(v) - 10) << "\" y=\"" << svgNumber(py(v) + 4) << "\" text-anchor=\"end\"";
    out << " fill=\"" << colour << "\" font-weight=\"bold\">" << escapeXml(moverText(tree, v)) << "</text>\n";
  }
  out << "</svg>\n";
  return out.str();
}

}  // namespace gamelab
