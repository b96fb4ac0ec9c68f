#include "ui/partizan/partizanplay.h"

#include "ui/partizan/hackenbushcanvas.h"

#include <QCoreApplication>

namespace gamelab::ui {

using partizan::Ruleset;
using partizan::Side;

int partizanMoveAt(const std::vector<partizan::PlayMove>& legal, const partizan::PlayState& state, int component,
                   const std::vector<int>& at) {
  if (component < 0 || component >= int(state.components.size()) || at.empty()) return -1;
  const Ruleset ruleset = state.components[std::size_t(component)].ruleset;
  int second = -1;  // a domino with the clicked cell as its second cell
  for (std::size_t i = 0; i < legal.size(); ++i) {
    if (legal[i].component != component) continue;
    const auto& w = legal[i].move.where;
    switch (ruleset) {
      case Ruleset::Domineering:
        if (w.size() == 4 && at.size() == 2) {
          if (w[0] == at[0] && w[1] == at[1]) return int(i);
          if (w[2] == at[0] && w[3] == at[1] && second < 0) second = int(i);
        }
        break;
      case Ruleset::ToadsAndFrogs:
      case Ruleset::Hackenbush:
        if (!w.empty() && w[0] == at[0]) return int(i);
        break;
      case Ruleset::Cutcake:
      case Ruleset::Expression: break;
    }
  }
  return second;
}

QString partizanMoveText(const partizan::Position& before, const partizan::Move& move, Side side) {
  const auto& w = move.where;
  const bool left = side == Side::Left;
  switch (before.ruleset) {
    case Ruleset::Domineering:
      if (w.size() == 4)
        return (left ? QCoreApplication::translate("PartizanPlay", "vertical domino on (%1,%2)–(%3,%4)")
                     : QCoreApplication::translate("PartizanPlay", "horizontal domino on (%1,%2)–(%3,%4)"))
            .arg(w[0] + 1).arg(w[1] + 1).arg(w[2] + 1).arg(w[3] + 1);
      break;
    case Ruleset::Hackenbush:
      if (w.size() == 1) {
        const auto edges = HackenbushCanvas::parseEdges(QString::fromStdString(before.text));
        if (w[0] >= 0 && w[0] < int(edges.size())) {
          const auto& e = edges[std::size_t(w[0])];
          const QString colour = e.colour == 'L'   ? QCoreApplication::translate("PartizanPlay", "blue")
                                 : e.colour == 'R' ? QCoreApplication::translate("PartizanPlay", "red")
                                                   : QCoreApplication::translate("PartizanPlay", "green");
          return QCoreApplication::translate("PartizanPlay", "chop the %1 edge %2–%3").arg(colour).arg(e.u).arg(e.v);
        }
      }
      break;
    case Ruleset::ToadsAndFrogs:
      if (w.size() == 2)
        return (left ? QCoreApplication::translate("PartizanPlay", "toad from cell %1 to %2")
                     : QCoreApplication::translate("PartizanPlay", "frog from cell %1 to %2"))
            .arg(w[0] + 1).arg(w[1] + 1);
      break;
    case Ruleset::Cutcake:
      if (w.size() == 2)
        return (left ? QCoreApplication::translate("PartizanPlay", "cut piece %1 vertically, %2 wide on the left")
                     : QCoreApplication::translate("PartizanPlay", "cut piece %1 horizontally, %2 high on top"))
            .arg(w[0] + 1).arg(w[1]);
      break;
    case Ruleset::Expression: break;
  }
  return QCoreApplication::translate("PartizanPlay", "to %1").arg(QString::fromStdString(move.after.text));
}

}  // namespace gamelab::ui
