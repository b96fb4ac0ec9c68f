#pragma once
/// The Game tree page (spec §10.1, §10.2, §10.6, C6): G's tree as given (the sum-rule form of
/// the components) beside its canonical form's tree, each with its node count (drawn up to
/// partizan::kTreeNodeBudget nodes, and saying so), and the reduction log: every step in words; clicking
/// a step rings its position in the tree as given. "−G" draws −G instead: mirrored, colours
/// swapped.
#include "ui/partizan/partizanpage.h"

class QCheckBox;
class QLabel;
class QListWidget;

namespace gamelab::ui {

class PartizanTreeView;

class PartizanTreePage : public PartizanPage {
  Q_OBJECT
 public:
  explicit PartizanTreePage(QWidget* parent = nullptr);
  void setAnalysis(std::shared_ptr<const partizan::SumAnalysis> analysis, const QString& hint = {}) override;
  QString text() const override;

  PartizanTreeView* beforeView() const { return before_; }
  PartizanTreeView* afterView() const { return after_; }
  QListWidget* logList() const { return log_; }
  QCheckBox* negateBox() const { return negate_; }
  QLabel* beforeTitle() const { return beforeTitle_; }
  QLabel* afterTitle() const { return afterTitle_; }

  /// The sentence of a step (translated).
  static QString stepText(const partizan::LogStepText& step);

 private:
  void showTrees();

  std::shared_ptr<const partizan::SumAnalysis> analysis_;
  QLabel* hint_;
  QCheckBox* negate_;
  QLabel* beforeTitle_;
  QLabel* afterTitle_;
  PartizanTreeView* before_;
  PartizanTreeView* after_;
  QListWidget* log_;
};

}  // namespace gamelab::ui
