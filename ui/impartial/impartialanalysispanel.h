#pragma once
/// The analysis beside an impartial game's board: the Grundy sequence of the current rule as a
/// table and a Qt Charts plot with its period marked (heap rules and coin rules), the Wythoff /
/// 2-D coin heat map, the nim-sum and nim-product calculator, the nim-multiplication table, and
/// the source-003 shortest-winning-strategy tables. Long computations run off the GUI thread.
#include "core/impartial/position.h"

#include <QTabWidget>

#include <optional>
#include <string>

namespace gamelab::ui {

class HeatMapTab;
class NimCalculatorTab;
class NimTableTab;
class SequenceTab;
class ShortestWinTab;

class ImpartialAnalysisPanel : public QTabWidget {
  Q_OBJECT
 public:
  explicit ImpartialAnalysisPanel(QWidget* parent = nullptr);
  /// The position whose rule(s) the sequence and heat-map tabs describe. Cheap when only the
  /// pieces moved: the tabs recompute only when the rules or the board size change, and a size
  /// or rule the user chose in a tab is kept until then.
  void setPosition(const ImpartialPosition& position);
  /// Everything the tabs show as plain text (for tests).
  QString text() const;

  SequenceTab* sequenceTab() const { return sequence_; }
  HeatMapTab* heatMapTab() const { return heatMap_; }
  NimCalculatorTab* calculatorTab() const { return calculator_; }
  NimTableTab* tableTab() const { return table_; }
  ShortestWinTab* shortestWinTab() const { return shortestWin_; }

 private:
  SequenceTab* sequence_;
  HeatMapTab* heatMap_;
  NimCalculatorTab* calculator_;
  NimTableTab* table_;
  ShortestWinTab* shortestWin_;
  /// What the heat map last took from a position (family, rule spec, size).
  std::optional<std::string> heatMapSource_;
};

}  // namespace gamelab::ui
