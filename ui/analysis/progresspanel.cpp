#include "ui/analysis/progresspanel.h"

#include "ui/analysis/solverrunner.h"
#include "ui/common/icons.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QShortcut>
#include <QVBoxLayout>

namespace gamelab::ui {

ProgressPanel::ProgressPanel(SolverRunner* runner, QWidget* parent)
    : QWidget(parent),
      runner_(runner),
      description_(new QLabel(this)),
      stage_(new QLabel(this)),
      bar_(new QProgressBar(this)),
      cancel_(new QPushButton(icon(QStringLiteral("cancel")), tr("Cancel"), this)),
      escape_(new QShortcut(QKeySequence(Qt::Key_Escape), this)) {
  setObjectName(QStringLiteral("progressPanel"));
  auto* layout = new QHBoxLayout(this);
  layout->setContentsMargins(6, 4, 6, 4);
  auto* texts = new QVBoxLayout;
  texts->setSpacing(0);
  QFont bold = description_->font();
  bold.setBold(true);
  description_->setFont(bold);
  stage_->setForegroundRole(QPalette::PlaceholderText);
  // A narrow panel (beside a chart, in Japanese) wraps its texts rather than cutting them.
  description_->setWordWrap(true);
  stage_->setWordWrap(true);
  texts->addWidget(description_);
  texts->addWidget(stage_);
  layout->addLayout(texts, 1);
  bar_->setRange(0, 1000);
  bar_->setTextVisible(false);
  bar_->setMinimumWidth(160);
  bar_->setMaximumHeight(14);
  layout->addWidget(bar_, 1);
  cancel_->setToolTip(tr("Stop the computation (Esc)"));
  layout->addWidget(cancel_);
  escape_->setContext(Qt::WindowShortcut);
  escape_->setEnabled(false);

  if (runner_) {
    connect(runner_, &SolverRunner::started, this, &ProgressPanel::onStarted);
    connect(runner_, &SolverRunner::progressChanged, this, &ProgressPanel::onProgress);
    connect(runner_, &SolverRunner::finished, this, &ProgressPanel::onStopped);
    connect(runner_, &SolverRunner::cancelled, this, &ProgressPanel::onStopped);
  }
  auto cancel = [this] {
    if (runner_) runner_->cancel();
  };
  connect(cancel_, &QPushButton::clicked, this, cancel);
  connect(escape_, &QShortcut::activated, this, cancel);
  setVisible(runner_ && runner_->isRunning());
}

int ProgressPanel::perMille() const { return bar_->maximum() == 0 ? -1 : bar_->value(); }
QString ProgressPanel::descriptionText() const { return description_->text(); }
QString ProgressPanel::stageLabelText() const { return stage_->text(); }

QString ProgressPanel::stageText(const QString& stage) {
  if (stage == QLatin1String("lp")) return tr("Solving the linear program");
  if (stage == QLatin1String("poker-discrete")) return tr("Solving the discretised poker games");
  if (stage == QLatin1String("guess-it")) return tr("Solving the Guess it! games");
  if (stage == QLatin1String("vertices")) return tr("Enumerating vertices");
  if (stage == QLatin1String("dominance")) return tr("Removing dominated strategies");
  if (stage == QLatin1String("saddle")) return tr("Looking for saddle points");
  if (stage == QLatin1String("verify")) return tr("Verifying the result exactly");
  if (stage == QLatin1String("enumerate")) return tr("Enumerating");
  if (stage == QLatin1String("exact")) return tr("Verifying the result exactly");
  if (stage == QLatin1String("stars")) return tr("Marking best responses");
  if (stage == QLatin1String("safety")) return tr("Computing safety levels");
  if (stage == QLatin1String("vertices-rows")) return tr("Enumerating vertices (player 1)");
  if (stage == QLatin1String("vertices-cols")) return tr("Enumerating vertices (player 2)");
  if (stage == QLatin1String("matching")) return tr("Matching completely labelled pairs");
  if (stage == QLatin1String("components")) return tr("Finding the convex components");
  if (stage == QLatin1String("supports")) return tr("Trying supports");
  if (stage == QLatin1String("lemke")) return tr("Following Lemke's path");
  if (stage == QLatin1String("cfr")) return tr("Iterating CFR+ (approximate)");
  if (stage == QLatin1String("lemke-howson")) return tr("Following Lemke–Howson paths");
  if (stage == QLatin1String("n-person")) return tr("Searching mixed equilibria");
  if (stage == QLatin1String("correlated")) return tr("Computing correlated equilibria");
  if (stage == QLatin1String("tu")) return tr("Solving the threat game A − B");
  if (stage == QLatin1String("lambda")) return tr("Looking for the exchange rate λ*");
  if (stage == QLatin1String("nash")) return tr("Maximising the Nash product");
  if (stage == QLatin1String("properties")) return tr("Checking the game's properties");
  if (stage == QLatin1String("core")) return tr("Deciding the core");
  if (stage == QLatin1String("shapley")) return tr("Computing the Shapley value");
  if (stage == QLatin1String("power")) return tr("Counting pivots and swings");
  if (stage == QLatin1String("qre")) return tr("Tracing the logit QRE branch");
  if (stage == QLatin1String("refinements")) return tr("Testing the equilibria for perfection and properness");
  if (stage == QLatin1String("nucleolus")) return tr("Solving the nucleolus linear programs");
  if (stage == QLatin1String("origin")) return tr("Solving each coalition's zero-sum game");
  if (stage == QLatin1String("path")) return tr("Following the path");
  if (stage == QLatin1String("coalitions")) return tr("Going through the coalitions");
  if (stage == QLatin1String("graph")) return tr("Labelling the graph's vertices");
  if (stage == QLatin1String("values")) return tr("Computing Grundy values");
  if (stage == QLatin1String("spe")) return tr("Solving the tree backwards (subgame perfection)");
  if (stage == QLatin1String("strategic-form")) return tr("Building the strategic form");
  if (stage == QLatin1String("sequence-form")) return tr("Setting up the sequence form");
  if (stage == QLatin1String("liars-dice")) return tr("Solving Liar's Dice subgame by subgame");
  if (stage == QLatin1String("backward-induction")) return tr("Backward induction");
  if (stage == QLatin1String("subgames")) return tr("Solving the subgames bottom-up");
  if (stage == QLatin1String("kingmaker")) return tr("Finding forced-win and kingmaker nodes");
  if (stage == QLatin1String("maxn")) return tr("Searching the tree with maxn");
  if (stage == QLatin1String("sp1ep")) return tr("Deciding the SP-1EP bottom-up");
  if (stage == QLatin1String("essence")) return tr("Reducing the tree to its essence");
  if (stage == QLatin1String("match")) return tr("Playing out the matches exactly");
  if (stage == QLatin1String("positions")) return tr("Computing the values of the positions");
  if (stage == QLatin1String("canonical")) return tr("Simplifying to the canonical form");
  if (stage == QLatin1String("thermograph")) return tr("Drawing the thermographs");
  if (stage == QLatin1String("states")) return tr("Solving the states");
  if (stage == QLatin1String("iteration")) return tr("Iterating the values (Shapley's iteration)");
  if (stage == QLatin1String("cgt")) return tr("Computing the canonical values");
  if (stage == QLatin1String("born-by")) return tr("Enumerating the games born by the day");
  if (stage == QLatin1String("symmetric-equilibria")) return tr("Finding the symmetric equilibria");
  if (stage == QLatin1String("done")) return {};
  return stage;
}

void ProgressPanel::onStarted(const QString& description) {
  description_->setText(description.isEmpty() ? tr("Computing…") : description);
  stage_->clear();
  stage_->setVisible(false);
  bar_->setRange(0, 0);  // busy until the first fraction arrives
  escape_->setEnabled(true);
  show();
}

void ProgressPanel::onProgress(double fraction, const QString& stage) {
  if (fraction < 0) {
    bar_->setRange(0, 0);
  } else {
    bar_->setRange(0, 1000);
    bar_->setValue(static_cast<int>(qBound(0.0, fraction, 1.0) * 1000.0 + 0.5));
  }
  const QString text = stageText(stage);
  stage_->setText(fraction >= 0 && !text.isEmpty()
                      ? tr("%1 – %2%").arg(text).arg(qRound(fraction * 100.0))
                      : (fraction >= 0 ? tr("%1%").arg(qRound(fraction * 100.0)) : text));
  stage_->setVisible(!stage_->text().isEmpty());
}

void ProgressPanel::onStopped() {
  escape_->setEnabled(false);
  hide();
}

}  // namespace gamelab::ui
