#pragma once
/// SVG drawing of a thermograph, as the GUI's thermograph chart draws it
/// (ui/partizan/thermographchart.cpp): values across with Left's side on the left (the axis
/// reversed), temperature t upwards from −1; the left wall blue, the right wall red (the GUI's
/// partizan colours), the mast from the temperature upwards, t = 0 dashed, the point (mean,
/// temperature) marked and labelled; ticks at the mean, 0, the temperature and the walls' corners
/// (and their values at t = −1).
#include "core/partizan/thermograph.h"

#include <string>

namespace gamelab::partizan {

/// The words on the picture, from the caller (core makes no sentences): the title above, the
/// axis names ("" leaves an axis unnamed). XML-escaped when written.
struct ThermographSvgText {
  std::string title;
  std::string valueAxis;        ///< e.g. "value (Left's side on the left)"
  std::string temperatureAxis;  ///< e.g. "temperature t"
};

/// A standalone `<svg>` document (UTF-8, with the XML declaration).
std::string writeThermographSvg(const Thermograph& graph, const ThermographSvgText& text = {});

}  // namespace gamelab::partizan
