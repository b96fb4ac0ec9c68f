#include "core/partizan/thermographsvg.h"

#include "core/common/xmltext.h"

#include <algorithm>
#include <map>
#include <sstream>
#include <vector>

namespace gamelab::partizan {
namespace {

struct Point {
  double value, t;
};

/// The wall's points from t = −1 up to `top` (below the temperature only: the mast is drawn on
/// its own), the value at `top` interpolated (as the GUI's chart).
std::vector<Point> wallPoints(const Wall& wall, const Rational& top) {
  std::vector<Point> out;
  for (const auto& [t, v] : wall.points) {
    if (t >= top) break;
    out.push_back({toDouble(v), toDouble(t)});
  }
  out.push_back({toDouble(wall.at(top)), toDouble(top)});
  return out;
}

const char* const kLeft = "#1F5FD0";   // ui/partizan/partizancolors.h left()
const char* const kRight = "#D02A2A";  // right()
const char* const kMast = "#303030";
const char* const kPoint = "#FFB300";

}  // namespace

std::string writeThermographSvg(const Thermograph& graph, const ThermographSvgText& words) {
  const std::string& title = words.title;
  const double mean = toDouble(graph.mean), temperature = toDouble(graph.temperature);
  const std::vector<Point> left = wallPoints(graph.left, graph.temperature);
  const std::vector<Point> right = wallPoints(graph.right, graph.temperature);
  const double top = std::max(temperature, 0.0) + std::max(1.0, 0.5 * (temperature + 1));
  double lo = mean, hi = mean;
  for (const auto* wall : {&left, &right})
    for (const Point& p : *wall) lo = std::min(lo, p.value), hi = std::max(hi, p.value);
  const double pad = std::max(0.5, 0.15 * (hi - lo));
  lo -= pad, hi += pad;
  // Plot area: values reversed (Left's side, the larger values, on the left), t upwards.
  const double plotW = 360, plotH = 260, left0 = 56, top0 = title.empty() ? 20 : 40;
  const double width = left0 + plotW + 24, height = top0 + plotH + 56;
  auto X = [&](double v) { return left0 + (hi - v) / (hi - lo) * plotW; };
  auto Y = [&](double t) { return top0 + (top - t) / (top + 1) * plotH; };

  // Ticks: the mean, 0, the temperature, the walls' corners below it and their values at −1.
  std::map<double, std::string> valueTicks{{mean, toString(graph.mean)}};
  std::map<double, std::string> tTicks{{0.0, "0"}, {-1.0, "-1"}, {temperature, toString(graph.temperature)}};
  for (const auto* wall : {&graph.left, &graph.right})
    for (const auto& [t, v] : wall->points)
      if (t < graph.temperature) {  // the corners, and where the walls start at t = −1
        valueTicks.emplace(toDouble(v), toString(v));
        tTicks.emplace(toDouble(t), toString(t));
      }

  std::ostringstream out;
  out << "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
      << "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"" << svgNumber(width) << "\" height=\"" << svgNumber(height)
      << "\" viewBox=\"0 0 " << svgNumber(width) << ' ' << svgNumber(height)
      << "\" font-family=\"sans-serif\" font-size=\"12\">\n";
  out << "<rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n";
  if (!title.empty())
    out << "<text x=\"" << svgNumber(width / 2) << "\" y=\"22\" text-anchor=\"middle\" font-weight=\"bold\">"
        << escapeXml(title) << "</text>\n";
  // Frame, ticks, axis names.
  out << "<rect x=\"" << svgNumber(left0) << "\" y=\"" << svgNumber(top0) << "\" width=\"" << svgNumber(plotW)
      << "\" height=\"" << svgNumber(plotH) << "\" fill=\"none\" stroke=\"#999\"/>\n<g fill=\"#333\" font-size=\"11\">\n";
  for (const auto& [v, text] : valueTicks)
    out << "<line x1=\"" << svgNumber(X(v)) << "\" y1=\"" << svgNumber(top0 + plotH) << "\" x2=\"" << svgNumber(X(v))
        << "\" y2=\"" << svgNumber(top0 + plotH + 4) << "\" stroke=\"#999\"/><text x=\"" << svgNumber(X(v)) << "\" y=\""
        << svgNumber(top0 + plotH + 16) << "\" text-anchor=\"middle\">" << escapeXml(text) << "</text>\n";
  for (const auto& [t, text] : tTicks)
    out << "<line x1=\"" << svgNumber(left0 - 4) << "\" y1=\"" << svgNumber(Y(t)) << "\" x2=\"" << svgNumber(left0)
        << "\" y2=\"" << svgNumber(Y(t)) << "\" stroke=\"#999\"/><text x=\"" << svgNumber(left0 - 6) << "\" y=\""
        << svgNumber(Y(t) + 4) << "\" text-anchor=\"end\">" << escapeXml(text) << "</text>\n";
  if (!words.valueAxis.empty())
    out << "<text x=\"" << svgNumber(left0 + plotW / 2) << "\" y=\"" << svgNumber(top0 + plotH + 34)
        << "\" text-anchor=\"middle\">" << escapeXml(words.valueAxis) << "</text>\n";
  if (!words.temperatureAxis.empty())
    out << "<text x=\"14\" y=\"" << svgNumber(top0 + plotH / 2) << "\" text-anchor=\"middle\" transform=\"rotate(-90 14 "
        << svgNumber(top0 + plotH / 2) << ")\">" << escapeXml(words.temperatureAxis) << "</text>\n";
  out << "</g>\n";
  // t = 0 dashed, the walls, the mast, the point.
  out << "<line x1=\"" << svgNumber(left0) << "\" y1=\"" << svgNumber(Y(0)) << "\" x2=\"" << svgNumber(left0 + plotW)
      << "\" y2=\"" << svgNumber(Y(0)) << "\" stroke=\"#999\" stroke-dasharray=\"4,3\"/>\n";
  auto polyline = [&](const std::vector<Point>& points, const char* colour, const char* name) {
    out << "<polyline class=\"" << name << "\" fill=\"none\" stroke=\"" << colour << "\" stroke-width=\"2\" points=\"";
    for (std::size_t k = 0; k < points.size(); ++k)
      out << (k ? " " : "") << svgNumber(X(points[k].value)) << ',' << svgNumber(Y(points[k].t));
    out << "\"/>\n";
  };
  polyline(left, kLeft, "left-wall");
  polyline(right, kRight, "right-wall");
  polyline({{mean, temperature}, {mean, top}}, kMast, "mast");
  out << "<circle cx=\"" << svgNumber(X(mean)) << "\" cy=\"" << svgNumber(Y(temperature)) << "\" r=\"5\" fill=\"" << kPoint
      << "\"/><text x=\"" << svgNumber(X(mean) + 8) << "\" y=\"" << svgNumber(Y(temperature) - 6) << "\">"
      << escapeXml("m = " + toString(graph.mean) + ", t = " + toString(graph.temperature)) << "</text>\n";
  out << "</svg>\n";
  return out.str();
}

}  // namespace gamelab::partizan
