#include "ui/tree/treelemkepage.h"

#include "ui/common/errortext.h"
#include "ui/common/numberformat.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>

namespace gamelab::ui {
namespace {

QString priorText(const LemkeEquilibrium& e) {
  return e.prior == LemkePrior::Uniform ? TreeLemkePage::tr("the uniform prior")
                                        : TreeLemkePage::tr("the random prior with seed %1").arg(e.seed);
}

}  // namespace

TreeLemkePage::TreeLemkePage(QWidget* parent)
    : TreePage(parent), prior_(new QComboBox(this)), next_(new QPushButton(tr("Next prior"), this)),
      solve_(new QPushButton(tr("Find"), this)) {
  auto* label = new QLabel(tr("Prior:"), this);
  prior_->setObjectName(QStringLiteral("lemkePrior"));
  prior_->addItem(tr("Uniform"));
  prior_->addItem(tr("Random"));
  prior_->setToolTip(tr("The completely mixed strategies the path starts from: every action equally likely, or "
                        "random weights (a generic prior gives a normal-form perfect equilibrium)"));
  label->setBuddy(prior_);
  next_->setObjectName(QStringLiteral("lemkeNextPrior"));
  next_->setToolTip(tr("Start again from the next random prior: another prior may lead to another equilibrium"));
  solve_->setObjectName(QStringLiteral("solveLemke"));
  solve_->setToolTip(tr("Follow Lemke's path on the sequence form (large trees are not solved on every edit)"));
  controls()->addWidget(label);
  controls()->addWidget(prior_);
  controls()->addWidget(next_);
  controls()->addWidget(solve_);
  controls()->addStretch(1);
  solve_->setVisible(false);
  connect(solve_, &QPushButton::clicked, this, &TreePage::solveRequested);
  connect(prior_, &QComboBox::currentIndexChanged, this, &TreeLemkePage::optionsChanged);
  connect(next_, &QPushButton::clicked, this, [this] {
    ++seed_;
    if (prior_->currentIndex() != 1) prior_->setCurrentIndex(1);  // emits optionsChanged
    else emit optionsChanged();
  });
}

SequenceLemkeOptions TreeLemkePage::options() const {
  SequenceLemkeOptions options;
  options.prior = prior_->currentIndex() == 1 ? LemkePrior::Random : LemkePrior::Uniform;
  options.seed = seed_;
  return options;
}

void TreeLemkePage::clearControls() {
  solve_->setVisible(false);
  next_->setEnabled(false);
}

QString TreeLemkePage::render(const TreeAnalysis& analysis) {
  const GameTree& tree = *analysis.tree;
  const bool twoPlayers = tree.players() == 2;
  solve_->setVisible(!analysis.lemke && !analysis.invalid && twoPlayers);
  next_->setEnabled(analysis.lemke && *analysis.lemke);
  prior_->setEnabled(twoPlayers);
  if (analysis.invalid) return pagehtml::warning(errorText(*analysis.invalid).toHtmlEscaped());
  if (!twoPlayers)
    return pagehtml::note(tr("Lemke's algorithm on the sequence form is for two players; this tree has %n. The "
                             "Sequential page finds an equilibrium for any number of players.",
                             nullptr, tree.players()));
  if (!analysis.lemke)
    return pagehtml::note(tr("Not solved automatically for this tree — press Find."));
  if (!*analysis.lemke) return pagehtml::warning(errorText(analysis.lemke->error()).toHtmlEscaped());
  const SequenceLemkeResult& r = analysis.lemke->value();
  const LemkeEquilibrium& e = r.equilibrium;

  QString h = QStringLiteral("<h3>%1</h3>").arg(tr("A Nash equilibrium by Lemke's algorithm (sequence form)"));
  h += r.verified ? pagehtml::ok(tr("Verified exactly: neither player can gain by replying differently to the other's "
                                    "behaviour."))
                  : pagehtml::warning(tr("Not verified."));
  h += QStringLiteral("<p>%1 %2</p>").arg(tr("Payoffs:"), TreeText::payoffsHtml(tree, e.payoffs));
  h += QStringLiteral("<p>%1</p>")
           .arg(tr("Started from %1; %n complementary pivot(s).", nullptr, int(e.pivots)).arg(priorText(e)));
  h += pagehtml::note(e.prior == LemkePrior::Random
                          ? tr("A random prior is generic: the equilibrium found is then normal-form perfect (no "
                               "player uses a weakly dominated strategy).")
                          : tr("The uniform prior may be degenerate; a random prior (Next prior) gives a normal-form "
                               "perfect equilibrium and may find another one."));
  if (e.exactPath)
    h += pagehtml::note(tr("The floating-point path failed its proof; this equilibrium comes from the exact path."));
  for (int player = 0; player < 2; ++player) {
    h += QStringLiteral("<h4>%1</h4>").arg(tr("Behaviour strategy of %1").arg(TreeText::playerHtml(tree, player)));
    h += TreeText::behaviourTable(tree, e.behaviour, player);
  }
  h += pagehtml::note(tr("A set that the player's own choices never reach shows the uniform distribution: the sequence "
                         "form leaves play there open, and any behaviour gives the same equilibrium."));
  return h;
}

TreeOverlay TreeLemkePage::overlay() const {
  if (!analysis_ || !analysis_->lemke || !*analysis_->lemke) return {};
  const GameTree& tree = *analysis_->tree;
  const LemkeEquilibrium& e = analysis_->lemke->value().equilibrium;
  TreeOverlay o = behaviourOverlay(tree, e.behaviour);
  QStringList payoffs;
  for (const Rational& p : e.payoffs) payoffs << formatRational(p);
  o.caption = tr("Lemke equilibrium from %1: payoffs (%2)").arg(priorText(e), payoffs.join(QStringLiteral(", ")));
  return o;
}

}  // namespace gamelab::ui
