#include "ui/liarsdice/liarsdiceeditor.h"

#include "ui/analysis/progresspanel.h"
#include "ui/analysis/solverrunner.h"
#include "ui/common/errortext.h"
#include "ui/document/documentopener.h"
#include "ui/document/replacestatecommand.h"
#include "ui/liarsdice/liarsdicechart.h"
#include "ui/liarsdice/liarsdicedocument.h"
#include "ui/liarsdice/liarsdiceplayview.h"
#include "ui/liarsdice/liarsdicesolutionview.h"
#include "ui/tree/treedocument.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QTabWidget>
#include <QVBoxLayout>

namespace gamelab::ui {

long long liarsDiceTreeNodeCount(int sides) {
  // f(p): nodes below a chance node whose claims must exceed p.
  std::vector<long long> f(sides + 2, 0);
  for (int p = sides + 1; p >= 0; --p) {
    long long below = 0;
    for (int y = p + 1; y <= sides + 1; ++y) below += 2 + (y <= sides ? f[y] : 1);
    f[p] = 1 + sides * (1 + below);
  }
  return f[0];
}

LiarsDiceEditor::LiarsDiceEditor(LiarsDiceDocument* doc, QWidget* parent)
    : QWidget(parent), doc_(doc), runner_(new SolverRunner(this)), progress_(new ProgressPanel(runner_, this)) {
  sides_ = new QSpinBox(this);
  sides_->setRange(2, kLiarsDiceDocumentMaxSides);
  sides_->setKeyboardTracking(false);
  sides_->setSuffix(tr(" sides"));
  sides_->setToolTip(tr("The number of faces N of the die (2 … %1); changing it starts a new game").arg(kLiarsDiceDocumentMaxSides));
  arithmetic_ = new QLabel(this);
  tree_ = new QPushButton(tr("Open as tree"), this);
  solveButton_ = new QPushButton(tr("Solve"), this);
  solveButton_->setToolTip(tr("Solve the game for this N again"));
  solveButton_->hide();
  auto* title = new QLabel(tr("<b>Liar's Dice</b> with one die of"), this);

  play_ = new LiarsDicePlayView(doc_, this);
  solutionView_ = new LiarsDiceSolutionView(this);
  chart_ = new LiarsDiceChart(this);
  pages_ = new QTabWidget(this);
  pages_->addTab(play_, tr("Play"));
  pages_->addTab(solutionView_, tr("Solution"));
  pages_->addTab(chart_, tr("Chart: V(1) against N"));

  auto* bar = new QHBoxLayout;
  bar->addWidget(title);
  bar->addWidget(sides_);
  bar->addSpacing(12);
  bar->addWidget(arithmetic_, 1);
  bar->addWidget(solveButton_);
  bar->addWidget(tree_);
  auto* layout = new QVBoxLayout(this);
  layout->addLayout(bar);
  layout->addWidget(progress_);
  layout->addWidget(pages_, 1);

  connect(sides_, &QSpinBox::valueChanged, this, [this](int n) { setSides(n); });
  connect(runner_, &SolverRunner::cancelled, this, [this] {
    solutionView_->setSolution(nullptr, tr("Solving was cancelled. Press Solve to start again."));
    solveButton_->show();
  });
  connect(solveButton_, &QPushButton::clicked, this, [this] { solve(); });
  connect(tree_, &QPushButton::clicked, this, [this] { openAsTree(); });
  connect(doc_, &LiarsDiceDocument::sidesChanged, this, [this] {
    syncSides();
    solve();
  });
  syncSides();
  solve();
}

LiarsDiceEditor::~LiarsDiceEditor() { runner_->cancel(); }

void LiarsDiceEditor::syncSides() {
  const int n = doc_->sides();
  {
    const QSignalBlocker block(sides_);
    sides_->setValue(n);
  }
  arithmetic_->setText(n <= kLiarsDiceExactSides ? tr("exact rational arithmetic")
                                                 : tr("floating point (approximate) for N > %1").arg(kLiarsDiceExactSides));
  const bool small = n <= kLiarsDiceTreeMaxSides;
  tree_->setEnabled(small);
  if (small)
    tree_->setToolTip(tr("Open the whole game as a game tree (%L1 nodes), to solve it by the sequence form")
                          .arg(liarsDiceTreeNodeCount(n)));
  else if (n <= 12)
    tree_->setToolTip(tr("The whole tree for N = %1 has %L2 nodes; trees are offered up to N = %3")
                          .arg(n).arg(liarsDiceTreeNodeCount(n)).arg(kLiarsDiceTreeMaxSides));
  else
    tree_->setToolTip(tr("The whole tree for N = %1 is far too large; trees are offered up to N = %2")
                          .arg(n).arg(kLiarsDiceTreeMaxSides));
  chart_->setCurrentSides(n);
}

void LiarsDiceEditor::setSides(int sides) {
  if (sides == doc_->sides() || sides < 2 || sides > kLiarsDiceDocumentMaxSides) return;
  LiarsDiceState s = doc_->state();
  s.sides = sides;
  s = liarsDiceNewGame(s, s.humanIsA, liarsDiceRoll(sides, play_->rng()));
  doc_->undoStack()->push(new ReplaceStateCommand<LiarsDiceDocument>(doc_, s, tr("Die with %1 sides").arg(sides)));
}

void LiarsDiceEditor::solve() {
  const int n = doc_->sides();
  if (solution_ && solution_->sides == n) return;
  solveButton_->hide();
  solution_.reset();
  play_->setSolution(nullptr);
  solutionView_->setSolution(nullptr, tr("Solving Liar's Dice for N = %1…").arg(n));
  const bool exact = n <= kLiarsDiceExactSides;
  runner_->run<LiarsDiceSolution>(
      tr("Solving the subgames G(M) of Liar's Dice, N = %1").arg(n),
      [n, exact](const Progress& progress, const CancelToken& cancel) {
        return solveLiarsDice(n, LiarsDiceOptions{.exact = exact, .strategies = true}, progress, cancel);
      },
      [this, n](const Expected<LiarsDiceSolution>& result) {
        if (n != doc_->sides()) return;
        if (!result) {
          solutionView_->setSolution(nullptr, errorText(result.error()));
          return;
        }
        solution_ = std::make_shared<const LiarsDiceSolution>(*result);
        solutionView_->setSolution(solution_);
        play_->setSolution(solution_);
      });
}

void LiarsDiceEditor::openAsTree() {
  const int n = doc_->sides();
  if (n > kLiarsDiceTreeMaxSides) return;
  auto tree = std::make_unique<TreeDocument>(liarsDiceTree(n));
  tree->setTitle(tr("Liar's Dice, N = %1 (tree)").arg(n));
  openNewDocument(this, std::move(tree));
}

}  // namespace gamelab::ui
