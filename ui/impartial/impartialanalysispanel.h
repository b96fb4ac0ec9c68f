#pragma once
/// The analysis beside an impartial game's board: the Grundy sequence of the current rule as a
/// table and a Qt Charts plot with its period marked (heap rules and coin rules), the Wythoff /
/// 2-D coin heat map, the nim-sum and nim-product calculator, the nim-multiplication table, and
/// the source-003 shortest-winning-strategy tables. Long computations run off the GUI thread.
#include "core/impartial/position.h"

#include <QTabWidget>

namespace gamelab::ui {

class ImpartialAnalysisPanel : public QTabWidget {
  Q_OBJECT
 public:
  explicit ImpartialAnalysisPanel(QWidget* parent = nullptr);
  /// The position whose rule(s) the sequence and heat-map tabs describe.
  void setPosition(const ImpartialPosition& position);
  /// Everything the tabs show as plain text (for tests).
  QString text() const;
};

}  // namespace gamelab::ui
