#include "ui/tree/treekingmakerpage.h"

#include "ui/common/errortext.h"
#include "ui/tree/treeedits.h"
#include "ui/tree/treekingmakeroverlay.h"
#include "ui/tree/treekingmakertools.h"
#include "ui/tree/treekingmakertext.h"

#include <QCheckBox>
#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace gamelab::ui {

using namespace gamelab::kingmaker;

TreeKingmakerPage::TreeKingmakerPage(QWidget* parent)
    : TreePage(parent),
      reading_(new QComboBox(this)),
      kmnOnly_(new QCheckBox(tr("kmn-η only"), this)),
      winnerSet_(new QComboBox(this)),
      draw_(new QComboBox(this)),
      tie_(new QComboBox(this)),
      viewpoint_(new QComboBox(this)),
      seed_(new QSpinBox(this)),
      oneSpe_(new QPushButton(tr("One SPE"), this)),
      nextSpe_(new QPushButton(tr("Next SPE"), this)),
      help_(new QPushButton(tr("?"), this)),
      solve_(new QPushButton(tr("Solve"), this)),
      trace_(new QListWidget(this)),
      tools_(new TreeKingmakerTools(this)) {
  const QString toolNames[] = {tr("Essence…"), tr("Sandbox…"), tr("Matches…")};
  const QString toolTips[] = {
      tr("Shrink the tree by the thesis's equivalence transformations, step by step (Table 5.2)"),
      tr("Mixed strategies with sliders: is the profile an SPE, and does a player gain by deviating one step ahead?"),
      tr("Exact expected wins of playing policies (RNDall, RNDeta, eqprob, 1EP, maxn, paranoid) against each other")};
  const char* toolIds[] = {"openEssence", "openSandbox", "openMatches"};
  for (int k = 0; k < 3; ++k) {
    auto* button = new QPushButton(toolNames[k], this);
    button->setObjectName(QLatin1String(toolIds[k]));
    button->setToolTip(toolTips[k]);
    connect(button, &QPushButton::clicked, this, [this, k] {
      if (const KingmakerAnalysis* a = result()) tools_->open(TreeKingmakerTools::Tool(k), *a->game);
    });
    toolButtons_[std::size_t(k)] = button;
  }
  connect(tools_, &TreeKingmakerTools::nodeSelected, this, &TreeKingmakerPage::nodeActivated);
  reading_->setObjectName(QStringLiteral("readingBox"));
  reading_->addItem(tr("Reading: set"), int(Reading::Set));
  reading_->addItem(tr("Reading: alt"), int(Reading::Alt));
  reading_->addItem(tr("Reading: eff"), int(Reading::Eff));
  reading_->setToolTip(tr("How the SP-1EP reads “player i may win at the ancestor z” (the thesis is ambiguous):\n"
                          "set — i is in W(z), the literal reading (default);\n"
                          "alt — i may win in another child of z;\n"
                          "eff — effect-aware: i may win where z's mover would turn instead (not from the thesis).\n"
                          "The readings give different kingmakers on some trees."));
  kmnOnly_->setObjectName(QStringLiteral("kmnEtaOnly"));
  kmnOnly_->setToolTip(tr("Show steps 1–4 without the ancestor test: backward induction with the kmn-η preference only"));
  winnerSet_->setObjectName(QStringLiteral("winnerSetBox"));
  winnerSet_->addItem(tr("W: SP-1EP"), int(KingmakerOverlayOptions::WinnerSet::Sp1ep));
  winnerSet_->addItem(tr("W: kmn-η"), int(KingmakerOverlayOptions::WinnerSet::KmnEta));
  winnerSet_->addItem(tr("W: reachable"), int(KingmakerOverlayOptions::WinnerSet::Reachable));
  winnerSet_->addItem(tr("W: hidden"), int(KingmakerOverlayOptions::WinnerSet::None));
  winnerSet_->setToolTip(tr("Which set of players who may win, W(v), is written beside the nodes: the SP-1EP's, "
                            "kmn-η's, or every winner of a leaf below"));
  draw_->setObjectName(QStringLiteral("drawBox"));
  draw_->addItem(tr("Draw: allowed edges"), int(KingmakerOverlayOptions::Draw::Allowed));
  draw_->addItem(tr("Draw: a pure SPE"), int(KingmakerOverlayOptions::Draw::Spe));
  draw_->addItem(tr("Draw: maxn"), int(KingmakerOverlayOptions::Draw::Maxn));
  draw_->setToolTip(tr("The edges drawn on the tree: those any SP-1EP may use (green bands), the pure SPE chosen "
                       "with One SPE / Next SPE, or the choices of maxn"));
  tie_->setObjectName(QStringLiteral("tieRuleBox"));
  tie_->addItem(tr("maxn: first"), int(TieRule::First));
  tie_->addItem(tr("maxn: last"), int(TieRule::Last));
  tie_->addItem(tr("maxn: average"), int(TieRule::Average));
  tie_->addItem(tr("maxn: pessimistic"), int(TieRule::Pessimistic));
  tie_->addItem(tr("maxn: random"), int(TieRule::Random));
  tie_->addItem(tr("paranoid"), int(TieRule::Paranoid));
  tie_->setToolTip(tr("How maxn breaks ties between children that are equally good for the mover; paranoid assumes "
                      "everyone else plays against the viewpoint player"));
  viewpoint_->setObjectName(QStringLiteral("viewpointBox"));
  viewpoint_->setToolTip(tr("The predicting player of the pessimistic and paranoid rules"));
  seed_->setObjectName(QStringLiteral("seedBox"));
  seed_->setRange(1, 1'000'000);
  seed_->setPrefix(tr("seed "));
  seed_->setToolTip(tr("The seed of the random tie rule (the same seed gives the same choices)"));
  oneSpe_->setObjectName(QStringLiteral("oneSpe"));
  oneSpe_->setToolTip(tr("Draw one pure subgame-perfect equilibrium (backward induction, first best child)"));
  nextSpe_->setObjectName(QStringLiteral("nextSpe"));
  nextSpe_->setToolTip(tr("Draw the next pure subgame-perfect equilibrium (after the last, the first again)"));
  help_->setObjectName(QStringLiteral("kingmakerHelp"));
  help_->setCheckable(true);
  help_->setMaximumWidth(help_->fontMetrics().horizontalAdvance(QStringLiteral("???")) + 16);
  help_->setToolTip(tr("Show or hide what forced-win node, kingmaker, kmn-η, 1EP and SP-1EP mean"));
  solve_->setObjectName(QStringLiteral("solveKingmaker"));
  solve_->setToolTip(tr("Run the kingmaker analysis (large trees are not analysed on every edit)"));
  solve_->setVisible(false);
  trace_->setObjectName(QStringLiteral("traceList"));
  trace_->setToolTip(tr("The SP-1EP narrowings in the order they were made; choose one to select its node"));
  trace_->setMaximumHeight(120);
  trace_->setWordWrap(true);  // a long narrowing wraps inside the pane instead of running off it
  trace_->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);

  for (QComboBox* box : {reading_, winnerSet_, draw_, tie_, viewpoint_}) box->setSizeAdjustPolicy(QComboBox::AdjustToContents);
  controls()->addWidget(reading_);
  controls()->addWidget(kmnOnly_);
  controls()->addWidget(winnerSet_);
  controls()->addWidget(help_);
  controls()->addWidget(solve_);
  controls()->addStretch(1);
  auto* second = new QHBoxLayout;
  second->addWidget(draw_);
  second->addWidget(oneSpe_);
  second->addWidget(nextSpe_);
  second->addWidget(tie_);
  second->addWidget(viewpoint_);
  second->addWidget(seed_);
  second->addStretch(1);

  auto* box = qobject_cast<QVBoxLayout*>(layout());
  box->insertLayout(1, second);
  auto* traceTitle = new QLabel(tr("SP-1EP trace"), this);
  auto* tools = new QHBoxLayout;
  tools->addWidget(traceTitle);
  tools->addStretch(1);
  for (QPushButton* button : toolButtons_) tools->addWidget(button);
  box->addLayout(tools);
  box->addWidget(trace_);

  // The viewpoint matters to the pessimistic and paranoid rules only, the seed to the random one.
  auto showTieOptions = [this] {
    const auto tie = TieRule(tie_->currentData().toInt());
    viewpoint_->setVisible(tie == TieRule::Pessimistic || tie == TieRule::Paranoid);
    seed_->setVisible(tie == TieRule::Random);
  };
  showTieOptions();
  connect(tie_, &QComboBox::currentIndexChanged, this, showTieOptions);
  connect(reading_, &QComboBox::currentIndexChanged, this, &TreeKingmakerPage::optionsChanged);
  connect(tie_, &QComboBox::currentIndexChanged, this, &TreeKingmakerPage::optionsChanged);
  connect(viewpoint_, &QComboBox::currentIndexChanged, this, [this] {
    const auto tie = TieRule(tie_->currentData().toInt());
    if (tie == TieRule::Pessimistic || tie == TieRule::Paranoid) emit optionsChanged();
  });
  connect(seed_, &QSpinBox::valueChanged, this, [this] {
    if (TieRule(tie_->currentData().toInt()) == TieRule::Random) emit optionsChanged();
  });
  auto redraw = [this] {
    refresh();
    emit overlayChanged();
  };
  connect(kmnOnly_, &QCheckBox::toggled, this, redraw);
  connect(winnerSet_, &QComboBox::currentIndexChanged, this, redraw);
  connect(draw_, &QComboBox::currentIndexChanged, this, redraw);
  connect(help_, &QPushButton::toggled, this, [this](bool on) {
    helpShown_ = on;
    refresh();
  });
  connect(oneSpe_, &QPushButton::clicked, this, [this] { showSpe(false); });
  connect(nextSpe_, &QPushButton::clicked, this, [this] { showSpe(true); });
  connect(solve_, &QPushButton::clicked, this, &TreePage::solveRequested);
  connect(trace_, &QListWidget::currentRowChanged, this, [this](int row) {
    if (row < 0) return;
    const QVariant node = trace_->item(row)->data(Qt::UserRole);
    if (node.isValid() && node.toInt() != kNoNode) emit nodeActivated(NodeId(node.toInt()));
  });
  clearControls();
}

KingmakerOptions TreeKingmakerPage::options() const {
  KingmakerOptions o;
  o.reading = Reading(reading_->currentData().toInt());
  o.maxn.tie = TieRule(tie_->currentData().toInt());
  o.maxn.viewpoint = viewpoint_->currentIndex() <= 0 ? -1 : viewpoint_->currentIndex() - 1;
  o.maxn.seed = std::uint64_t(seed_->value());
  return o;
}

const KingmakerAnalysis* TreeKingmakerPage::result() const {
  if (!analysis_ || !analysis_->kingmaker || !*analysis_->kingmaker) return nullptr;
  return &analysis_->kingmaker->value();
}

void TreeKingmakerPage::clearControls() {
  for (QWidget* w : std::initializer_list<QWidget*>{oneSpe_, nextSpe_, toolButtons_[0], toolButtons_[1], toolButtons_[2]})
    w->setEnabled(false);
  if (toolsGame_) tools_->setGame(nullptr);
  toolsGame_.reset();
  solve_->setVisible(false);
  trace_->clear();
  spe_.reset();
  speNumber_ = 0;
  speGame_.reset();
}

void TreeKingmakerPage::showSpe(bool next) {
  const KingmakerAnalysis* a = result();
  if (!a) return;
  if (!spe_ || speGame_ != a->game || !next) {
    speGame_ = a->game;
    spe_.emplace(*speGame_);
    speNumber_ = 1;
  } else if (spe_->next()) {
    ++speNumber_;
  } else {
    spe_.emplace(*speGame_);
    speNumber_ = 1;
  }
  const QSignalBlocker block(draw_);
  draw_->setCurrentIndex(draw_->findData(int(KingmakerOverlayOptions::Draw::Spe)));
  refresh();
  emit overlayChanged();
}

void TreeKingmakerPage::fillTrace(const KingmakerAnalysis& a, const GameTree& tree) {
  const QSignalBlocker block(trace_);
  trace_->clear();
  if (kmnOnly_->isChecked()) return;
  for (const Restriction& r : a.sp1ep.trace) {
    auto* item = new QListWidgetItem(TreeKingmakerText::traceEntry(a, tree, r), trace_);
    item->setData(Qt::UserRole, int(a.treeNode(r.node)));
  }
}

QString TreeKingmakerPage::render(const TreeAnalysis& analysis) {
  const GameTree& tree = *analysis.tree;
  // The viewpoint list follows the tree's players.
  if (viewpoint_->count() != tree.players() + 1) {
    const QSignalBlocker block(viewpoint_);
    viewpoint_->clear();
    viewpoint_->addItem(tr("viewpoint: root mover"));
    for (int p = 0; p < tree.players(); ++p) viewpoint_->addItem(tr("viewpoint: %1").arg(TreeEdits::playerName(tree, p)));
  }
  const QString help = helpShown_ ? TreeKingmakerText::helpHtml() : QString();
  solve_->setVisible(!analysis.kingmaker && !analysis.invalid);
  if (!analysis.kingmaker) {
    clearControls();
    solve_->setVisible(!analysis.invalid);
    return help + pagehtml::note(tr("Not analysed automatically for a tree of %n nodes — press Solve.", nullptr,
                                    int(tree.nodeCount())));
  }
  if (!*analysis.kingmaker) {
    clearControls();
    const Error& e = analysis.kingmaker->error();
    if (e.code == ErrorCode::Cancelled) return help + pagehtml::warning(errorText(e));
    return help + QStringLiteral("<p>%1</p>").arg(tr("This page needs a win/lose tree: perfect information, no chance, "
                                                     "and every leaf won by exactly one player.")) +
           pagehtml::warning(errorText(e)) +
           pagehtml::note(tr("Switch on Win/lose mode (B) and type a player's digit on a leaf to make that player win there."));
  }
  const KingmakerAnalysis& a = analysis.kingmaker->value();
  if (speGame_ != a.game) {
    spe_.reset();
    speNumber_ = 0;
    speGame_.reset();
  }
  for (QWidget* w : std::initializer_list<QWidget*>{oneSpe_, nextSpe_, toolButtons_[0], toolButtons_[1], toolButtons_[2]})
    w->setEnabled(true);
  if (toolsGame_ != a.game) {
    toolsGame_ = a.game;
    tools_->setGame(toolsGame_.get());
  }
  fillTrace(a, tree);
  return help + TreeKingmakerText::resultHtml(a, tree, kmnOnly_->isChecked(), speNumber_, spe_ ? &spe_->profile() : nullptr);
}

TreeOverlay TreeKingmakerPage::overlay() const {
  const KingmakerAnalysis* a = result();
  if (!a) return {};
  KingmakerOverlayOptions o;
  o.winnerSet = KingmakerOverlayOptions::WinnerSet(winnerSet_->currentData().toInt());
  o.draw = KingmakerOverlayOptions::Draw(draw_->currentData().toInt());
  o.kmnEtaOnly = kmnOnly_->isChecked();
  o.spe = spe_ && speGame_ == a->game ? &spe_->profile() : nullptr;
  o.maxNodeTexts = kMaxNodeTexts;
  return kingmakerOverlay(*a, *analysis_->tree, o);
}

QString TreeKingmakerPage::text() const {
  QString t = TreePage::text();
  for (int k = 0; k < trace_->count(); ++k) t += QLatin1Char('\n') + trace_->item(k)->text();
  return t;
}

}  // namespace gamelab::ui
