#pragma once
/// The tree's problems in words (core/tree/treevalidation.h) beside the view: errors red,
/// warnings amber, notes grey; "No problems" when there are none. Clicking a problem asks the
/// view to select and centre its nodes.
#include "core/tree/gametree.h"
#include "core/tree/treevalidation.h"

#include <QListWidget>

#include <utility>
#include <vector>

namespace gamelab::ui {

class TreeValidationList : public QListWidget {
  Q_OBJECT
 public:
  explicit TreeValidationList(QWidget* parent = nullptr);

  /// Validates `tree` and lists its problems.
  void setTree(const GameTree& tree);
  const std::vector<TreeProblem>& problems() const { return problems_; }
  /// Nodes to mark on the canvas: 2 = error, 1 = warning.
  std::vector<std::pair<NodeId, int>> marks() const;
  /// The sentence for one problem.
  static QString problemText(const GameTree& tree, const TreeProblem& problem);

 signals:
  void problemActivated(const std::vector<NodeId>& nodes);

 private:
  std::vector<TreeProblem> problems_;
};

}  // namespace gamelab::ui
