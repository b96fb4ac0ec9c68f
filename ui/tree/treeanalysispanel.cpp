#include "ui/tree/treeanalysispanel.h"

#include "ui/analysis/analysiscontroller.h"
#include "ui/analysis/progresspanel.h"
#include "ui/analysis/solverrunner.h"
#include "ui/common/errortext.h"
#include "ui/document/documentopener.h"
#include "ui/strategic/strategicdocument.h"
#include "ui/tree/treeanalysis.h"
#include "ui/tree/treecfrpage.h"
#include "ui/tree/treekingmakerpage.h"
#include "ui/tree/treelemkepage.h"
#include "ui/tree/treeqrepage.h"
#include "ui/tree/treesequentialpage.h"
#include "ui/tree/treespepage.h"
#include "ui/tree/treestrategicpage.h"
#include "ui/tree/treezerosumpage.h"

#include <QLabel>
#include <QPointer>
#include <QTabWidget>
#include <QVBoxLayout>

namespace gamelab::ui {

struct TreeAnalysisPanel::Impl {
  TreeDocument* doc = nullptr;
  AnalysisController* controller = nullptr;
  QPointer<ProgressPanel> progress;
  QTabWidget* tabs = nullptr;
  TreeSpePage* spe = nullptr;
  TreeZeroSumPage* zeroSum = nullptr;
  TreeStrategicPage* strategic = nullptr;
  TreeKingmakerPage* kingmaker = nullptr;
  TreeQrePage* qre = nullptr;
  TreeSequentialPage* sequential = nullptr;
  TreeLemkePage* lemke = nullptr;
  TreeCfrPage* cfr = nullptr;  ///< runs its own job on the current tree, not part of pages()
  QLabel* status = nullptr;
  std::shared_ptr<const TreeAnalysis> analysis;

  std::vector<TreePage*> pages() const { return {spe, zeroSum, strategic, kingmaker, qre, sequential, lemke}; }
};

TreeAnalysisPanel::TreeAnalysisPanel(TreeDocument* doc, QWidget* parent) : QWidget(parent), d_(new Impl) {
  setObjectName(QStringLiteral("treeAnalysisPanel"));
  d_->doc = doc;
  d_->controller = new AnalysisController(this, [this](const QString& hint) { showHint(hint); });
  d_->progress = new ProgressPanel(d_->controller->runner());
  d_->tabs = new QTabWidget(this);
  d_->tabs->setDocumentMode(true);
  d_->spe = new TreeSpePage;
  d_->zeroSum = new TreeZeroSumPage;
  d_->strategic = new TreeStrategicPage;
  d_->tabs->addTab(d_->spe, tr("Subgame perfection"));
  d_->tabs->setTabToolTip(0, tr("Backward induction and subgame-perfect equilibria, drawn on the tree (§2.5.7, §3.2.5)"));
  d_->tabs->addTab(d_->zeroSum, tr("Zero-sum solution"));
  d_->tabs->setTabToolTip(1, tr("Two-person zero-sum trees with perfect recall: value and optimal behaviour strategies by the sequence form (§2.5.8)"));
  d_->tabs->addTab(d_->strategic, tr("Strategic form"));
  d_->tabs->setTabToolTip(2, tr("The tree's strategic form, reduced or not, opened as a strategic game (§2.5.5)"));
  d_->kingmaker = new TreeKingmakerPage;
  d_->tabs->addTab(d_->kingmaker, tr("Kingmakers"));
  d_->tabs->setTabToolTip(3, tr("Win/lose trees of three or more players: forced wins, kingmaker nodes, SPE counts, maxn "
                                "and the SP-1EP (kingmaker thesis)"));
  d_->qre = new TreeQrePage;
  d_->tabs->addTab(d_->qre, tr("QRE"));
  d_->tabs->setTabToolTip(4, tr("Logit agent quantal response equilibria: the branch, its limit as an assessment with "
                                "beliefs, and λ fitted to observed choices"));
  d_->sequential = new TreeSequentialPage;
  d_->tabs->addTab(d_->sequential, tr("Sequential"));
  d_->tabs->setTabToolTip(5, tr("A sequential equilibrium: behaviour and beliefs at every information set, reached or "
                                "not, with the trembles that explain the beliefs off the path"));
  d_->lemke = new TreeLemkePage;
  d_->tabs->addTab(d_->lemke, tr("Lemke"));
  d_->tabs->setTabToolTip(6, tr("One Nash equilibrium of a two-player tree, zero-sum or not, by Lemke's algorithm on the "
                                "sequence form from a completely mixed prior"));
  d_->cfr = new TreeCfrPage;
  d_->tabs->addTab(d_->cfr, tr("CFR+"));
  d_->tabs->setTabToolTip(7, tr("An approximate solution of two-person zero-sum trees too large for the sequence form, "
                                "by CFR+: live exploitability chart, Stop, and an exact bound at the end"));
  d_->status = new QLabel(this);
  d_->status->setWordWrap(true);
  d_->status->setVisible(false);
  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(0, 0, 0, 0);
  layout->addWidget(d_->tabs, 1);
  layout->addWidget(d_->status);

  d_->controller->setAutomaticRun([this] {
    auto options = TreeAnalysisOptions::automatic(d_->doc->tree(), d_->strategic->reduction());
    options.kingmakerOptions = d_->kingmaker->options();
    options.lemkeOptions = d_->lemke->options();
    run(options, tr("Analysing the tree"));
  });
  connect(d_->controller, &AnalysisController::analysisFinished, this, &TreeAnalysisPanel::analysisFinished);
  connect(d_->doc, &TreeDocument::treeChanged, this, &TreeAnalysisPanel::onTreeChanged);
  connect(d_->tabs, &QTabWidget::currentChanged, this, [this] { emitOverlay(); });

  connect(d_->spe, &TreePage::solveRequested, this, [this] {
    TreeAnalysisOptions options;
    options.spe = true;
    run(options, tr("Finding a subgame-perfect equilibrium"));
  });
  connect(d_->zeroSum, &TreePage::solveRequested, this, [this] {
    TreeAnalysisOptions options;
    options.sequenceForm = true;
    run(options, tr("Solving the sequence form"));
  });
  connect(d_->strategic, &TreeStrategicPage::reductionChanged, this, [this](StrategyReduction reduction) {
    if (!d_->analysis) return;  // the next run uses the new choice
    const auto automatic = TreeAnalysisOptions::automatic(*d_->analysis->tree, reduction);
    if (automatic.strategicForm) {
      TreeAnalysisOptions options;
      options.strategicForm = true;
      options.reduction = reduction;
      options.maxStrategicCells = automatic.maxStrategicCells;
      run(options, tr("Building the strategic form"));
    } else {
      auto copy = std::make_shared<TreeAnalysis>(*d_->analysis);
      copy->strategicForm.reset();
      copy->reduction = reduction;
      showAnalysis(copy);
    }
  });
  auto runKingmaker = [this] {
    TreeAnalysisOptions options;
    options.kingmaker = true;
    options.kingmakerOptions = d_->kingmaker->options();
    run(options, tr("Looking for kingmakers"));
  };
  connect(d_->kingmaker, &TreePage::solveRequested, this, runKingmaker);
  connect(d_->kingmaker, &TreeKingmakerPage::optionsChanged, this, [this, runKingmaker] {
    if (d_->analysis && d_->analysis->kingmaker) runKingmaker();  // else the next run uses them
  });
  connect(d_->kingmaker, &TreeKingmakerPage::overlayChanged, this, [this] {
    if (d_->tabs->currentWidget() == d_->kingmaker) emitOverlay();
  });
  connect(d_->qre, &TreePage::solveRequested, this, [this] {
    TreeAnalysisOptions options;
    options.qre = true;
    run(options, tr("Tracing the QRE branch"));
  });
  connect(d_->qre, &TreeQrePage::overlayChanged, this, [this] {
    if (d_->tabs->currentWidget() == d_->qre) emitOverlay();
  });
  connect(d_->sequential, &TreePage::solveRequested, this, [this] {
    TreeAnalysisOptions options;
    options.sequential = true;
    run(options, tr("Finding a sequential equilibrium"));
  });
  auto runLemke = [this] {
    TreeAnalysisOptions options;
    options.lemke = true;
    options.lemkeOptions = d_->lemke->options();
    run(options, tr("Following Lemke's path"));
  };
  connect(d_->lemke, &TreePage::solveRequested, this, runLemke);
  connect(d_->lemke, &TreeLemkePage::optionsChanged, this, [this, runLemke] {
    if (d_->analysis && d_->analysis->lemke) runLemke();  // else the next run uses them
  });
  connect(d_->cfr, &TreeCfrPage::overlayChanged, this, [this] {
    if (d_->tabs->currentWidget() == d_->cfr) emitOverlay();
  });
  connect(d_->kingmaker, &TreeKingmakerPage::nodeActivated, this, &TreeAnalysisPanel::nodeSelectionRequested);
  connect(d_->strategic, &TreeStrategicPage::openRequested, this, &TreeAnalysisPanel::openStrategicForm);
  connect(d_->strategic, &TreeStrategicPage::sequenceFormRequested, this, [this] {
    d_->tabs->setCurrentWidget(d_->zeroSum);
    if (d_->analysis && !d_->analysis->sequenceForm && d_->analysis->zeroSum.applies()) emit d_->zeroSum->solveRequested();
  });
  // A win/lose tree is read for its kingmakers first: open on that page, and go there when
  // the mode is switched on.
  if (d_->doc->binaryMode()) d_->tabs->setCurrentWidget(d_->kingmaker);
  connect(d_->doc, &TreeDocument::binaryModeChanged, this, [this](bool on) {
    if (on) d_->tabs->setCurrentWidget(d_->kingmaker);
  });
  onTreeChanged();
}

TreeAnalysisPanel::~TreeAnalysisPanel() {
  if (d_->progress && !d_->progress->parent()) delete d_->progress;
  delete d_;
}

ProgressPanel* TreeAnalysisPanel::progressPanel() const { return d_->progress; }
SolverRunner* TreeAnalysisPanel::runner() const { return d_->controller->runner(); }
QTabWidget* TreeAnalysisPanel::tabs() const { return d_->tabs; }
TreeSpePage* TreeAnalysisPanel::spePage() const { return d_->spe; }
TreeZeroSumPage* TreeAnalysisPanel::zeroSumPage() const { return d_->zeroSum; }
TreeStrategicPage* TreeAnalysisPanel::strategicPage() const { return d_->strategic; }
TreeKingmakerPage* TreeAnalysisPanel::kingmakerPage() const { return d_->kingmaker; }
TreeSequentialPage* TreeAnalysisPanel::sequentialPage() const { return d_->sequential; }
TreeLemkePage* TreeAnalysisPanel::lemkePage() const { return d_->lemke; }
TreeCfrPage* TreeAnalysisPanel::cfrPage() const { return d_->cfr; }
std::shared_ptr<const TreeAnalysis> TreeAnalysisPanel::analysis() const { return d_->analysis; }

TreeOverlay TreeAnalysisPanel::currentOverlay() const {
  auto* page = qobject_cast<TreePage*>(d_->tabs->currentWidget());
  return page ? page->overlay() : TreeOverlay{};
}

QString TreeAnalysisPanel::text() const {
  QString t;
  for (auto* page : d_->pages())
    t += QStringLiteral("== %1 ==\n").arg(d_->tabs->tabText(d_->tabs->indexOf(page))) + page->text() + QLatin1Char('\n');
  t += QStringLiteral("== %1 ==\n").arg(d_->tabs->tabText(d_->tabs->indexOf(d_->cfr))) + d_->cfr->text() + QLatin1Char('\n');
  return t;
}

void TreeAnalysisPanel::onTreeChanged() {
  d_->status->setVisible(false);
  d_->cfr->setTree(d_->doc->snapshot());
  const bool automatic = d_->doc->tree().nodeCount() <= TreeAnalysisOptions::kAutomaticNodes;
  d_->controller->documentChanged(automatic, tr("The tree changed; results are out of date. Press Solve (F5)."));
  // Large trees: only the cheap checks (size, zero-sum) so that the pages offer their buttons.
  if (!automatic) run(TreeAnalysisOptions{}, tr("Checking the tree"));
}

void TreeAnalysisPanel::showHint(const QString& hint) {
  d_->analysis.reset();
  for (auto* page : d_->pages()) page->setAnalysis(nullptr, hint);
  emit overlayRequested(TreeOverlay{});
}

void TreeAnalysisPanel::solve() {
  TreeAnalysisOptions options;
  options.spe = options.sequenceForm = options.strategicForm = options.kingmaker = options.qre = options.sequential = options.lemke = true;
  options.kingmakerOptions = d_->kingmaker->options();
  options.lemkeOptions = d_->lemke->options();
  options.reduction = d_->strategic->reduction();
  run(options, tr("Solving the tree"));
}

void TreeAnalysisPanel::run(const TreeAnalysisOptions& options, const QString& description, std::function<void()> then) {
  const std::shared_ptr<const GameTree> tree = d_->doc->snapshot();
  std::shared_ptr<const TreeAnalysis> previous = d_->analysis;
  d_->controller->run<TreeAnalysis>(
      description,
      [tree, previous, options](const Progress& progress, const CancelToken& cancel) -> Expected<TreeAnalysis> {
        return analyzeTree(tree, previous.get(), options, progress, cancel);
      },
      [this, tree](const TreeAnalysis&) { return d_->doc->snapshot() == tree; },
      [this, then](std::shared_ptr<const TreeAnalysis> analysis) {
        showAnalysis(std::move(analysis));
        if (then) then();
      });
}

void TreeAnalysisPanel::showAnalysis(std::shared_ptr<const TreeAnalysis> analysis) {
  d_->analysis = std::move(analysis);
  for (auto* page : d_->pages()) page->setAnalysis(d_->analysis);
  emitOverlay();
}

void TreeAnalysisPanel::emitOverlay() { emit overlayRequested(currentOverlay()); }

void TreeAnalysisPanel::openStrategicForm() {
  const StrategyReduction reduction = d_->strategic->reduction();
  const auto& a = d_->analysis;
  if (a && a->tree == d_->doc->snapshot() && a->strategicForm && *a->strategicForm && a->reduction == reduction) {
    openConverted();
    return;
  }
  TreeAnalysisOptions options;
  options.strategicForm = true;
  options.reduction = reduction;
  run(options, tr("Building the strategic form"), [this] { openConverted(); });
}

void TreeAnalysisPanel::openConverted() {
  const auto& a = d_->analysis;
  if (!a || !a->strategicForm) return;
  if (!*a->strategicForm) {
    d_->status->setText(errorText(a->strategicForm->error()));
    d_->status->setVisible(true);
    return;
  }
  StrategicGame game = a->strategicForm->value().game;
  const QString base = d_->doc->title().isEmpty() ? QString::fromStdString(a->tree->title) : d_->doc->title();
  const QString title = base.isEmpty() ? tr("Strategic form") : tr("%1 (strategic form)").arg(base);
  game.title = title.toStdString();
  auto makeDocument = [&game, &title] {
    auto document = std::make_unique<StrategicDocument>(game);
    document->setTitle(title);
    return document;
  };
  if (openNewDocument(this, makeDocument())) return;
  // Not inside a MainWindow: whoever listens takes a document.
  if (receivers(SIGNAL(openDocumentRequested(GameDocument*))) > 0) emit openDocumentRequested(makeDocument().release());
}

}  // namespace gamelab::ui
