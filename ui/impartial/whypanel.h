#pragma once
/// The "why" panel: the mex computation of one component of the position (solveMexExplanation):
/// its followers, their Grundy values and the mex, so the user sees where a value comes from.
#include "core/impartial/play.h"

#include <QWidget>

class QLabel;
class QTableWidget;

namespace gamelab::ui {

class WhyPanel : public QWidget {
  Q_OBJECT
 public:
  explicit WhyPanel(QWidget* parent = nullptr);
  /// Shows component `component` of `position` (-1: the prompt to click a component).
  void explain(const ImpartialPosition& position, int component);
  int component() const { return component_; }
  QTableWidget* table() const { return table_; }
  /// Heading and result line as plain text, then one "follower: value" line per row.
  QString text() const;

 private:
  QLabel* heading_;
  QTableWidget* table_;
  QLabel* result_;
  int component_ = -1;
};

}  // namespace gamelab::ui
