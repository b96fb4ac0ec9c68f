#include "core/coalition/imputationsvg.h"

#include "core/common/xmltext.h"

#include <algorithm>
#include <cmath>
#include <sstream>

namespace gamelab {
namespace {

struct Point {
  double x, y;
};

// ui/coalition/simplexpainting.cpp
const char* const kCoreFill = "#FFD966";
const char* const kCoreEdge = "#A67600";
const char* const kShapley = "#C0392B";
const char* const kNucleolus = "#1F3A93";
const char* const kFrame = "#222222";

std::string payoffText(const RationalVector& x) {
  std::string text = "(";
  for (std::size_t k = 0; k < x.size(); ++k) text += (k ? ", " : "") + toString(x[k]);
  return text + ")";
}

}  // namespace

bool hasImputationTriangle(const CoalitionalGame& game) {
  if (game.players() != 3 || !game.hasTable()) return false;
  const RationalVector lower = singletonValues(game);
  return game.value(game.grand()) - lower[0] - lower[1] - lower[2] > 0;
}

std::string writeImputationTriangleSvg(const CoalitionalGame& game, const ImputationPicture& picture,
                                       const ImputationSvgText& text) {
  const RationalVector lower = singletonValues(game);
  const Rational span = game.value(game.grand()) - lower[0] - lower[1] - lower[2];
  // Corners: player 1 bottom left, player 2 bottom right, player 3 at the top.
  const double side = 320;
  const Point corners[3] = {{0, side * std::sqrt(3.0) / 2}, {side, side * std::sqrt(3.0) / 2}, {side / 2, 0}};
  auto place = [&](const RationalVector& x) {
    Point p{0, 0};
    for (int i = 0; i < 3; ++i) {
      const double l = toDouble((x[static_cast<std::size_t>(i)] - lower[static_cast<std::size_t>(i)]) / span);
      p.x += l * corners[i].x;
      p.y += l * corners[i].y;
    }
    return p;
  };
  // The picture's extent: the triangle and every point drawn.
  double x0 = 0, x1 = side, y0 = 0, y1 = corners[0].y;
  std::vector<Point> core;
  for (const auto& v : picture.coreVertices) core.push_back(place(v));
  std::vector<Point> all = core;
  if (picture.shapley) all.push_back(place(*picture.shapley));
  if (picture.nucleolus) all.push_back(place(*picture.nucleolus));
  for (const Point& p : all) x0 = std::min(x0, p.x), x1 = std::max(x1, p.x), y0 = std::min(y0, p.y), y1 = std::max(y1, p.y);
  const double margin = 84, titleHeight = text.title.empty() ? 0 : 24, legendHeight = 60;
  const double dx = margin - x0, dy = margin + titleHeight - y0;
  const double width = x1 - x0 + 2 * margin, height = y1 - y0 + 2 * margin + titleHeight + legendHeight;
  auto X = [&](const Point& p) { return svgNumber(p.x + dx); };
  auto Y = [&](const Point& p) { return svgNumber(p.y + dy); };

  std::ostringstream out;
  out << "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
      << "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"" << svgNumber(width) << "\" height=\"" << svgNumber(height)
      << "\" viewBox=\"0 0 " << svgNumber(width) << ' ' << svgNumber(height)
      << "\" font-family=\"sans-serif\" font-size=\"12\">\n<rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n";
  if (!text.title.empty())
    out << "<text x=\"" << svgNumber(width / 2) << "\" y=\"20\" text-anchor=\"middle\" font-weight=\"bold\">"
        << escapeXml(text.title) << "</text>\n";
  out << "<polygon class=\"imputations\" fill=\"none\" stroke=\"" << kFrame << "\" stroke-width=\"1.5\" points=\"";
  for (int i = 0; i < 3; ++i) out << (i ? " " : "") << X(corners[i]) << ',' << Y(corners[i]);
  out << "\"/>\n";
  // Corner labels: the player's name and the corner's payoff vector.
  const char* anchors[3] = {"end", "start", "middle"};
  const double offsets[3][2] = {{-8, 14}, {8, 14}, {0, -10}};
  for (int i = 0; i < 3; ++i) {
    RationalVector corner = lower;
    corner[static_cast<std::size_t>(i)] += span;
    out << "<text class=\"corner\" x=\"" << svgNumber(corners[i].x + dx + offsets[i][0]) << "\" y=\""
        << svgNumber(corners[i].y + dy + offsets[i][1]) << "\" text-anchor=\"" << anchors[i] << "\">"
        << escapeXml(game.playerNames()[static_cast<std::size_t>(i)] + " " + payoffText(corner)) << "</text>\n";
  }
  // The core: vertices in cyclic order around their centre.
  if (!core.empty()) {
    Point c{0, 0};
    for (const Point& p : core) c.x += p.x / static_cast<double>(core.size()), c.y += p.y / static_cast<double>(core.size());
    std::sort(core.begin(), core.end(), [&](const Point& a, const Point& b) {
      return std::atan2(a.y - c.y, a.x - c.x) < std::atan2(b.y - c.y, b.x - c.x);
    });
    if (core.size() == 1) {
      out << "<circle class=\"core\" cx=\"" << X(core[0]) << "\" cy=\"" << Y(core[0]) << "\" r=\"5\" fill=\"" << kCoreFill
          << "\" stroke=\"" << kCoreEdge << "\" stroke-width=\"2\"/>\n";
    } else {
      out << "<polygon class=\"core\" fill=\"" << kCoreFill << "\" fill-opacity=\"0.8\" stroke=\"" << kCoreEdge
          << "\" stroke-width=\"2\" stroke-linejoin=\"round\" points=\"";
      for (std::size_t k = 0; k < core.size(); ++k) out << (k ? " " : "") << X(core[k]) << ',' << Y(core[k]);
      out << "\"/>\n";
    }
  }
  auto point = [&](const std::optional<RationalVector>& x, const char* colour, const char* name, const std::string& label) {
    if (!x) return;
    const Point p = place(*x);
    out << "<g class=\"" << name << "\"><title>" << escapeXml(label + " " + payoffText(*x)) << "</title><circle cx=\""
        << X(p) << "\" cy=\"" << Y(p) << "\" r=\"4.5\" fill=\"" << colour << "\" stroke=\"white\" stroke-width=\"1\"/></g>\n";
  };
  point(picture.shapley, kShapley, "shapley", text.shapley);
  point(picture.nucleolus, kNucleolus, "nucleolus", text.nucleolus);
  // The legend, under the triangle.
  double ly = y1 + dy + 36;
  auto legend = [&](const char* colour, const std::string& label, bool square) {
    if (square)
      out << "<rect x=\"" << svgNumber(margin) << "\" y=\"" << svgNumber(ly - 9) << "\" width=\"10\" height=\"10\" fill=\""
          << colour << "\" stroke=\"" << kCoreEdge << "\"/>";
    else
      out << "<circle cx=\"" << svgNumber(margin + 5) << "\" cy=\"" << svgNumber(ly - 4) << "\" r=\"4.5\" fill=\"" << colour << "\"/>";
    out << "<text x=\"" << svgNumber(margin + 16) << "\" y=\"" << svgNumber(ly) << "\">" << escapeXml(label) << "</text>\n";
    ly += 16;
  };
  if (!picture.coreVertices.empty()) legend(kCoreFill, text.core, true);
  if (picture.shapley) legend(kShapley, text.shapley + " " + payoffText(*picture.shapley), false);
  if (picture.nucleolus) legend(kNucleolus, text.nucleolus + " " + payoffText(*picture.nucleolus), false);
  out << "</svg>\n";
  return out.str();
}

}  // namespace gamelab
