#include "ui/kingmaker/essenceview.h"

#include "core/kingmaker/sp1ep.h"
#include "core/kingmaker/structure.h"
#include "ui/analysis/solverrunner.h"
#include "ui/common/errortext.h"
#include "ui/kingmaker/essencecanvas.h"
#include "ui/kingmaker/kingmakertext.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QScrollArea>
#include <QSplitter>
#include <QVBoxLayout>

#include <memory>

namespace gamelab::ui {

using namespace kingmaker;

QString transformRuleText(TransformRule rule) {
  switch (rule) {
    case TransformRule::CollapseForcedWin: return EssenceView::tr("Collapse: a forced-win node becomes a leaf");
    case TransformRule::SingleChild: return EssenceView::tr("Rule 1: single child");
    case TransformRule::SameOwner: return EssenceView::tr("Rule 2: same mover as the parent");
    case TransformRule::DuplicateForcedWin: return EssenceView::tr("Rule 3: duplicate forced win");
    case TransformRule::DuplicateKingmaker: return EssenceView::tr("Rule 4: duplicate kingmaker");
    case TransformRule::NeverChosen: return EssenceView::tr("Rule 5: never chosen");
    case TransformRule::AlwaysChosen: return EssenceView::tr("Rule 6: always chosen");
  }
  return {};
}

namespace {
QString countsText(const TreeCounts& c) {
  return QStringLiteral("%1 / %2 / %3")
      .arg(kingmakerDecisionNodes(c.decisionNodes), kingmakerLeaves(c.leaves),
           EssenceView::tr("%n kingmaker(s)", nullptr, int(c.kingmakers)));
}
}  // namespace

EssenceView::EssenceView(QWidget* parent) : QWidget(parent), runner_(new SolverRunner(this)) {
  strategyCombo_ = new QComboBox(this);
  strategyCombo_->addItem(tr("No strategy (rules 1–4)"), int(EssenceStrategy::None));
  strategyCombo_->addItem(tr("kmn-η (reachable nodes)"), int(EssenceStrategy::KmnEta));
  strategyCombo_->addItem(tr("SP-1EP (reachable nodes)"), int(EssenceStrategy::Sp1ep));
  strategyCombo_->setToolTip(tr("Strategies that fix rules 5–6 first: the children a node never chooses are "
                                "deleted and a child chosen surely replaces its parent (Table 5.2)."));
  readingCombo_ = new QComboBox(this);
  fillReadingCombo(readingCombo_);
  oneStepButton_ = new QPushButton(tr("One &step"), this);
  oneStepButton_->setToolTip(tr("Apply the next transformation"));
  allStepsButton_ = new QPushButton(tr("&All steps"), this);
  allStepsButton_->setToolTip(tr("Apply every remaining transformation"));
  resetButton_ = new QPushButton(tr("&Reset"), this);
  resetButton_->setToolTip(tr("Back to the original tree"));
  cancelButton_ = new QPushButton(tr("Cancel"), this);
  cancelButton_->setVisible(false);

  auto* controls = new QHBoxLayout;
  controls->addWidget(new QLabel(tr("Strategy:"), this));
  controls->addWidget(strategyCombo_);
  auto* readingLabel = new QLabel(tr("Reading:"), this);
  readingLabel->setBuddy(readingCombo_);
  controls->addWidget(readingLabel);
  controls->addWidget(readingCombo_);
  controls->addStretch(1);
  controls->addWidget(oneStepButton_);
  controls->addWidget(allStepsButton_);
  controls->addWidget(resetButton_);
  controls->addWidget(cancelButton_);

  countsLabel_ = new QLabel(this);
  countsLabel_->setTextInteractionFlags(Qt::TextSelectableByMouse);
  countsLabel_->setToolTip(tr("Decision nodes, leaves and strict kingmaker nodes, as in the thesis's Table 5.2"));
  statusLabel_ = new QLabel(this);
  statusLabel_->setWordWrap(true);

  canvas_ = new EssenceCanvas;
  scroll_ = new QScrollArea(this);
  scroll_->setWidget(canvas_);
  scroll_->setBackgroundRole(QPalette::Base);
  stepList_ = new QListWidget(this);
  stepList_->setToolTip(tr("The transformations applied, in order; click one to select its node in the tree"));
  stepList_->setWordWrap(true);
  stepList_->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
  auto* splitter = new QSplitter(Qt::Horizontal, this);
  splitter->addWidget(scroll_);
  splitter->addWidget(stepList_);
  splitter->setStretchFactor(0, 3);
  splitter->setStretchFactor(1, 1);
  stepList_->setMinimumWidth(fontMetrics().horizontalAdvance(QStringLiteral("30. Rule 6: always chosen at node 999")));

  auto* layout = new QVBoxLayout(this);
  layout->addLayout(controls);
  layout->addWidget(countsLabel_);
  layout->addWidget(splitter, 1);
  layout->addWidget(statusLabel_);

  connect(strategyCombo_, &QComboBox::currentIndexChanged, this, [this] { reset(); });
  connect(readingCombo_, &QComboBox::currentIndexChanged, this, [this] {
    if (strategy() != EssenceStrategy::None) reset();
  });
  connect(oneStepButton_, &QPushButton::clicked, this, [this] { oneStep(); });
  connect(allStepsButton_, &QPushButton::clicked, this, &EssenceView::allSteps);
  connect(resetButton_, &QPushButton::clicked, this, &EssenceView::reset);
  connect(cancelButton_, &QPushButton::clicked, runner_, &SolverRunner::cancel);
  connect(runner_, &SolverRunner::cancelled, this, [this] {
    statusLabel_->setText(tr("Cancelled."));
    refresh();
  });
  connect(canvas_, &EssenceCanvas::nodeClicked, this, [this](NodeIndex v) {
    if (v >= 0 && v < current_.nodeCount()) emit nodeSelected(current_.treeNode[v]);
  });
  connect(stepList_, &QListWidget::itemActivated, this, [this](QListWidgetItem* item) {
    const int row = stepList_->row(item);
    if (row >= 0 && row < int(steps_.size())) emit nodeSelected(steps_[row].treeNode);
  });
  connect(stepList_, &QListWidget::itemClicked, stepList_, &QListWidget::itemActivated);
  refresh();
}

void EssenceView::setGame(const BinaryGame& game) {
  runner_->cancel();
  original_ = game;
  hasGame_ = true;
  before_ = countTree(original_);
  reset();
}

void EssenceView::clear() {
  runner_->cancel();
  hasGame_ = false;
  original_ = current_ = {};
  steps_.clear();
  before_ = after_ = {};
  stepList_->clear();
  statusLabel_->clear();
  refresh();
}

void EssenceView::setStrategy(EssenceStrategy strategy, Reading reading) {
  const QSignalBlocker block1(strategyCombo_), block2(readingCombo_);
  strategyCombo_->setCurrentIndex(strategyCombo_->findData(int(strategy)));
  readingCombo_->setCurrentIndex(readingCombo_->findData(int(reading)));
  reset();
}

EssenceStrategy EssenceView::strategy() const { return EssenceStrategy(strategyCombo_->currentData().toInt()); }
Reading EssenceView::reading() const { return Reading(readingCombo_->currentData().toInt()); }
bool EssenceView::isRunning() const { return runner_->isRunning(); }
QWidget* EssenceView::canvas() const { return canvas_; }
QPointF EssenceView::nodeCenter(NodeIndex v) const { return canvas_->nodeCenter(v); }

void EssenceView::reset() {
  runner_->cancel();
  current_ = original_;
  steps_.clear();
  stepList_->clear();
  strategyApplied_ = false;
  statusLabel_->clear();
  refresh();
}

void EssenceView::addStepRow(const TransformStep& step) {
  // Editor numbering when the node came from the editor, else its place in the tree before the step.
  const bool fromEditor = step.treeNode != kNoNode;
  const QString where = tr("node %1").arg(fromEditor ? step.treeNode + 1 : step.node + 1);
  auto* item = new QListWidgetItem(tr("%1. %2 at %3").arg(stepList_->count() + 1).arg(transformRuleText(step.rule), where));
  item->setToolTip(fromEditor ? tr("Node %1 of the tree in the editor.").arg(step.treeNode + 1)
                              : tr("Node %1 in pre-order of the tree before this step.").arg(step.node + 1));
  stepList_->addItem(item);
}

/// Rules 5–6 of the chosen strategy, as one press of "One step": every reachable node with a
/// child its strategy never chooses is listed (rule 6 when one child is left, else rule 5).
void EssenceView::applyStrategyStep() {
  Sp1epOptions options;
  options.reading = reading();
  options.lookahead = strategy() == EssenceStrategy::Sp1ep;
  options.keepTrace = false;
  auto solved = solveSp1ep(current_, options);
  if (!solved) return showError(errorText(solved.error()));
  const std::vector<char>& allowed = solved->allowed;
  std::vector<NodeIndex> stack{0};
  std::vector<std::pair<NodeIndex, TransformRule>> found;
  while (!stack.empty()) {  // pre-order walk over allowed edges
    const NodeIndex v = stack.back();
    stack.pop_back();
    if (current_.isLeaf(v)) continue;
    int kept = 0;
    for (int k = 0; k < current_.childCount(v); ++k) kept += allowed[current_.edge(v, k)] ? 1 : 0;
    if (kept < current_.childCount(v))
      found.emplace_back(v, kept == 1 ? TransformRule::AlwaysChosen : TransformRule::NeverChosen);
    for (int k = current_.childCount(v) - 1; k >= 0; --k)
      if (allowed[current_.edge(v, k)]) stack.push_back(current_.children(v)[k]);
  }
  for (const auto& [v, rule] : found) {
    steps_.push_back({rule, v, current_.treeNode[v]});
    addStepRow(steps_.back());
  }
  current_ = restrictToAllowed(current_, allowed);
  strategyApplied_ = true;
}

bool EssenceView::oneStep() {
  if (!hasGame_ || runner_->isRunning()) return false;
  if (strategy() != EssenceStrategy::None && !strategyApplied_) {
    const std::size_t count = steps_.size();
    applyStrategyStep();
    refresh();
    if (steps_.size() > count) return true;
  }
  auto step = transformOnce(current_);
  if (!step) {
    statusLabel_->setText(tr("The tree is reduced: no rule applies."));
    refresh();
    emit reduced();
    return false;
  }
  steps_.push_back(*step);
  addStepRow(*step);
  refresh();
  return true;
}

void EssenceView::allSteps() {
  if (!hasGame_) return;
  EssenceOptions options;
  options.strategy = strategyApplied_ ? EssenceStrategy::None : strategy();
  options.reading = reading();
  auto game = std::make_shared<const BinaryGame>(current_);
  cancelButton_->setVisible(true);
  oneStepButton_->setEnabled(false);
  allStepsButton_->setEnabled(false);
  statusLabel_->setText(tr("Reducing…"));
  runner_->run<EssenceResult>(
      tr("Equivalence transformations"),
      [game, options](const Progress& progress, const CancelToken& cancel) {
        return solveEssence(*game, options, progress, cancel);
      },
      [this, options](const Expected<EssenceResult>& result) {
        if (!result) {
          showError(errorText(result.error()));
          refresh();
          return;
        }
        for (const TransformStep& step : result->steps) {
          steps_.push_back(step);
          addStepRow(step);
        }
        current_ = result->reduced;
        if (options.strategy != EssenceStrategy::None) strategyApplied_ = true;
        statusLabel_->setText(tr("The tree is reduced: no rule applies."));
        refresh();
        emit reduced();
      });
}

void EssenceView::showError(const QString& text) { statusLabel_->setText(text); }

void EssenceView::refresh() {
  const bool running = runner_->isRunning();
  cancelButton_->setVisible(running);
  oneStepButton_->setEnabled(hasGame_ && !running);
  allStepsButton_->setEnabled(hasGame_ && !running);
  resetButton_->setEnabled(hasGame_ && !steps_.empty());
  readingCombo_->setEnabled(strategy() == EssenceStrategy::Sp1ep);
  if (!hasGame_) {
    countsLabel_->setText(tr("No binary game."));
    canvas_->clear();
    return;
  }
  after_ = countTree(current_);
  countsLabel_->setText(tr("Before: %1    Now: %2").arg(countsText(before_), countsText(after_)));
  std::vector<char> strict;
  if (current_.nodeCount() <= EssenceCanvas::kMaxDrawnNodes) {
    if (auto structure = solveStructure(current_)) strict = structure->strictKingmaker;
  }
  canvas_->setGame(current_, strict, kingmakerPlayerNames(current_));
}

}  // namespace gamelab::ui
