#pragma once
/// Hint mode beside the board: each component's Grundy value, the nim-sum as the binary column
/// addition (one row per component in binary, right-aligned, the nim-sum underneath; the
/// leftmost column with an odd number of ones highlighted and the components having a 1 there
/// — the heaps a winning move may change — marked), P or N, and the winning moves as a list.
/// Clicking a winning move emits winningMoveChosen (the view shows it on the board).
#include "core/impartial/play.h"

#include <QWidget>

#include <optional>

class QLabel;
class QListWidget;

namespace gamelab::ui {

class HintPanel : public QWidget {
  Q_OBJECT
 public:
  explicit HintPanel(QWidget* parent = nullptr);
  /// nullopt: "computing…" (analysis running) or nothing to show.
  void setAnalysis(const ImpartialPosition& position, const std::optional<PositionAnalysis>& analysis);
  /// A refusal of the analysis (error text) instead of hints.
  void setMessage(const QString& message);
  QListWidget* winningMovesList() const { return moves_; }
  /// Everything shown, as plain text (for tests).
  QString text() const;
  /// The column-addition table as HTML (rows, nim-sum, highlighted column).
  static QString columnAdditionHtml(const ImpartialPosition& position, const PositionAnalysis& analysis);

 signals:
  void winningMoveChosen(const gamelab::ImpartialMove& move);

 private:
  QLabel* summary_;
  QLabel* table_;
  QListWidget* moves_;
  std::vector<ImpartialMove> winning_;
};

}  // namespace gamelab::ui
