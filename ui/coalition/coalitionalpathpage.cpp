#include "ui/coalition/coalitionalpathpage.h"

#include "ui/analysis/charts/chartstyle.h"
#include "ui/analysis/solverrunner.h"
#include "ui/coalition/coalitionpathchart.h"
#include "ui/common/errortext.h"
#include "ui/common/numberformat.h"
#include "ui/analysis/analysisformat.h"

#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QSplitter>
#include <QTextBrowser>
#include <QTextDocumentFragment>
#include <QVBoxLayout>

namespace gamelab::ui {

namespace {
using T = CoalitionalText;
/// Paths of games up to this size are computed as soon as the analysis arrives.
constexpr int kAutomaticPathPlayers = 5;
constexpr int kMaxRecognizedPlayers = 16;

/// Steps that hit every integer of [from, to] when the length is a small integer.
int defaultSteps(const Rational& from, const Rational& to) {
  const Rational length = to - from;
  if (length > 0 && length.get_den() == 1 && length <= 120) {
    const long l = length.get_num().get_si();
    return int(l * ((20 + l - 1) / l));
  }
  return 60;
}
}  // namespace

std::optional<RationalVector> recognizeBankruptcyClaims(const CoalitionalGame& game) {
  const int n = game.players();
  if (!game.hasTable() || n < 2 || n > kMaxRecognizedPlayers) return std::nullopt;
  const Rational estate = game.value(game.grand());
  if (estate <= 0) return std::nullopt;
  RationalVector claims;
  for (int i = 0; i < n; ++i) {
    const Rational rest = game.value(game.grand() & ~(Coalition(1) << i));
    if (rest < 0 || rest > estate) return std::nullopt;
    claims.push_back(rest == 0 ? estate : Rational(estate - rest));
  }
  auto rebuilt = bankruptcyGame(estate, claims);
  if (!rebuilt || rebuilt->table() != game.table()) return std::nullopt;
  return claims;
}

CoalitionalPathPage::CoalitionalPathPage(QWidget* parent)
    : CoalitionalPage(parent),
      family_(new QComboBox),
      from_(new QLineEdit),
      to_(new QLineEdit),
      claimsLabel_(new QLabel(tr("Claims"))),
      claims_(new QLineEdit),
      steps_(new QSpinBox),
      computeButton_(new QPushButton(tr("Compute"))),
      cancelButton_(new QPushButton(tr("Cancel"))),
      status_(new QLabel),
      chart_(new QChartView),
      details_(new QTextBrowser),
      runner_(new SolverRunner(this)) {
  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(0, 0, 0, 0);
  auto* grid = new QGridLayout;
  grid->setContentsMargins(6, 4, 6, 0);
  family_->addItem(tr("v(N) from a to b"));
  family_->addItem(tr("bankruptcy: estate E from 0 to Σ claims"));
  family_->setToolTip(tr("The family of games: this table with v(N) replaced by the parameter, or the bankruptcy game "
                         "v(S) = max(0, E − claims outside S) with estate E"));
  grid->addWidget(new QLabel(tr("Family")), 0, 0);
  grid->addWidget(family_, 0, 1, 1, 3);
  grid->addWidget(new QLabel(tr("from")), 1, 0);
  grid->addWidget(from_, 1, 1);
  grid->addWidget(new QLabel(tr("to")), 1, 2);
  grid->addWidget(to_, 1, 3);
  grid->addWidget(claimsLabel_, 2, 0);
  claims_->setPlaceholderText(tr("one claim per player, e.g. 10, 20, 30"));
  grid->addWidget(claims_, 2, 1, 1, 3);
  grid->addWidget(new QLabel(tr("Steps")), 3, 0);
  steps_->setRange(1, 2000);
  steps_->setValue(60);
  steps_->setToolTip(tr("Samples at from + k (to − from)/steps; a multiple of the range's length hits every integer"));
  grid->addWidget(steps_, 3, 1);
  auto* buttons = new QHBoxLayout;
  buttons->addWidget(computeButton_);
  buttons->addWidget(cancelButton_);
  buttons->addStretch(1);
  grid->addLayout(buttons, 3, 2, 1, 2);
  grid->setColumnStretch(1, 1);
  grid->setColumnStretch(3, 1);
  layout->addLayout(grid);
  status_->setWordWrap(true);
  status_->setTextFormat(Qt::RichText);
  status_->setContentsMargins(6, 0, 6, 0);
  layout->addWidget(status_);
  auto* splitter = new QSplitter(Qt::Vertical);
  splitter->addWidget(chart_);
  splitter->addWidget(details_);
  splitter->setStretchFactor(0, 3);
  splitter->setStretchFactor(1, 2);
  splitter->setChildrenCollapsible(false);
  layout->addWidget(splitter, 1);
  chart_->setRenderHint(QPainter::Antialiasing);
  chart_->setMinimumHeight(260);
  details_->setOpenLinks(false);
  cancelButton_->setEnabled(false);

  connect(family_, &QComboBox::currentIndexChanged, this, [this](int) {
    setDefaultRange();
    updateControls();
  });
  connect(computeButton_, &QPushButton::clicked, this, &CoalitionalPathPage::compute);
  connect(cancelButton_, &QPushButton::clicked, this, &CoalitionalPathPage::cancel);
  connect(claims_, &QLineEdit::editingFinished, this, [this] {
    if (family_->currentIndex() == BankruptcyEstate) setDefaultRange();
  });
  connect(details_, &QTextBrowser::anchorClicked, this, [this](const QUrl& url) {
    if (auto point = links_.find(url.toString())) emit pointSelected(point->first, point->second);
  });
  connect(runner_, &SolverRunner::progressChanged, this, [this](double fraction, const QString&) {
    if (fraction >= 0) status_->setText(pagehtml::note(tr("Computing the path… %1%").arg(int(fraction * 100))));
  });
}

bool CoalitionalPathPage::isComputing() const { return runner_->isRunning(); }

void CoalitionalPathPage::setAnalysis(std::shared_ptr<const CoalitionalAnalysis> analysis, const QString& hint) {
  runner_->cancel();
  analysis_ = std::move(analysis);
  path_.clear();
  links_.clear();
  charts::showChart(chart_, new QChart);
  details_->clear();
  if (!analysis_ || !analysis_->game.hasTable()) {
    status_->setText(pagehtml::note(analysis_ ? tr("The path needs the table of every coalition.") : hint));
    updateControls();
    return;
  }
  const auto claims = recognizeBankruptcyClaims(analysis_->game);
  {
    const QSignalBlocker block(family_);
    family_->setCurrentIndex(claims ? BankruptcyEstate : GrandCoalitionValue);
  }
  if (claims) claims_->setText(fmt::vector(*claims).mid(1).chopped(1));
  else if (family_->currentIndex() == GrandCoalitionValue) claims_->clear();
  setDefaultRange();
  updateControls();
  status_->setText(claims ? pagehtml::note(tr("This is a bankruptcy game: estate %1 and claims %2.")
                                               .arg(formatRational(analysis_->game.value(analysis_->game.grand())), fmt::vector(*claims)))
                          : QString());
  if (analysis_->game.players() <= kAutomaticPathPlayers) compute();
  else status_->setText(status_->text() + pagehtml::note(tr("Press Compute to trace the path.")));
}

void CoalitionalPathPage::updateControls() {
  const bool usable = analysis_ && analysis_->game.hasTable();
  const bool bankruptcy = family_->currentIndex() == BankruptcyEstate;
  for (QWidget* w : std::initializer_list<QWidget*>{family_, from_, to_, steps_, computeButton_}) w->setEnabled(usable);
  claimsLabel_->setVisible(bankruptcy);
  claims_->setVisible(bankruptcy);
  claims_->setEnabled(usable);
  cancelButton_->setEnabled(runner_->isRunning());
}

void CoalitionalPathPage::setDefaultRange() {
  if (!analysis_ || !analysis_->game.hasTable()) return;
  const auto& g = analysis_->game;
  Rational from, to;
  if (family_->currentIndex() == BankruptcyEstate) {
    QString message;
    auto claims = T::parsePoint(claims_->text(), g.players(), &message);
    if (!claims) return;
    from = 0;
    to = 0;
    for (const auto& c : *claims) to += c;
  } else {
    const Rational vN = g.value(g.grand());
    const Rational width = vN == 0 ? Rational(1) : (vN < 0 ? Rational(-vN) : vN);
    from = vN - width;
    to = vN + width;
  }
  from_->setText(formatRational(from));
  to_->setText(formatRational(to));
  steps_->setValue(defaultSteps(from, to));
}

void CoalitionalPathPage::cancel() {
  if (!runner_->isRunning()) return;
  runner_->cancel();
  status_->setText(pagehtml::note(tr("Cancelled.")));
  updateControls();
}

bool CoalitionalPathPage::compute() {
  if (!analysis_ || !analysis_->game.hasTable()) return false;
  const auto& g = analysis_->game;
  auto fail = [this](const QString& message) {
    status_->setText(pagehtml::warning(message.toHtmlEscaped()));
    return false;
  };
  const auto from = parseTypedNumber(from_->text());
  const auto to = parseTypedNumber(to_->text());
  if (!from || !to) return fail(tr("Type the range as numbers, e.g. 0 and 60."));
  if (*to <= *from) return fail(tr("The end of the range must be larger than its start."));
  std::function<CoalitionalGame(const Rational&)> family;
  if (family_->currentIndex() == BankruptcyEstate) {
    QString message;
    auto claims = T::parsePoint(claims_->text(), g.players(), &message);
    if (!claims) return fail(message);
    for (const auto& c : *claims)
      if (c < 0) return fail(tr("Claims must not be negative."));
    if (*from < 0) return fail(tr("The estate must not be negative."));
    const auto names = g.playerNames();
    family = [claims = *claims, names](const Rational& estate) {
      auto game = bankruptcyGame(estate, claims);
      CoalitionalGame out = game ? std::move(game.value()) : CoalitionalGame(int(claims.size()));
      for (std::size_t i = 0; i < names.size(); ++i) out.setPlayerName(int(i), names[i]);
      return out;
    };
    parameterName_ = QStringLiteral("E");
  } else {
    family = grandCoalitionFamily(g);
    parameterName_ = QStringLiteral("v(N)");
  }
  const int steps = steps_->value();
  status_->setText(pagehtml::note(tr("Computing the path…")));
  runner_->run<std::vector<PathPoint>>(
      tr("Path"),
      [family, from = *from, to = *to, steps](const Progress& progress, const CancelToken& cancel) {
        return solveParametricPath(family, {.from = from, .to = to, .steps = steps}, progress, cancel);
      },
      [this](const Expected<std::vector<PathPoint>>& result) { showPath(result); });
  updateControls();
  return true;
}

void CoalitionalPathPage::showPath(const Expected<std::vector<PathPoint>>& result) {
  updateControls();
  links_.clear();
  if (!result) {
    status_->setText(pagehtml::warning(errorText(result.error())));
    return;
  }
  path_ = result.value();
  status_->setText(pagehtml::note(tr("%n sample(s); hover over a marker for the exact allocation.", nullptr, int(path_.size()))));
  charts::showChart(chart_, charts::CoalitionPathChart::create(analysis_->game, path_, parameterName_));
  details_->setHtml(breakpointsHtml());
}

QString CoalitionalPathPage::breakpointsHtml() const {
  auto& links = const_cast<PointLinks&>(links_);
  QString h;
  for (bool nucleolus : {true, false}) {
    const auto breaks = charts::pathBreakpoints(path_, nucleolus);
    QStringList at;
    for (auto k : breaks) at << formatRational(path_[k].parameter);
    const QString what = nucleolus ? tr("nucleolus") : tr("Shapley value");
    h += QStringLiteral("<p><b>%1</b> %2</p>")
             .arg(tr("Breakpoints of the %1:").arg(what),
                  at.isEmpty() ? tr("none between the samples (linear on the whole range)")
                               : QStringLiteral("%1 = %2").arg(parameterName_.toHtmlEscaped(), at.join(QLatin1String(", "))));
  }
  // The allocations at the ends and at every breakpoint of either curve.
  std::vector<std::size_t> rows{0};
  for (bool nucleolus : {true, false})
    for (auto k : charts::pathBreakpoints(path_, nucleolus)) rows.push_back(k);
  if (path_.size() > 1) rows.push_back(path_.size() - 1);
  std::sort(rows.begin(), rows.end());
  rows.erase(std::unique(rows.begin(), rows.end()), rows.end());
  h += fmt::tableStart({parameterName_.toHtmlEscaped(), tr("nucleolus"), tr("Shapley value")});
  for (auto k : rows) {
    const auto& p = path_[k];
    const QString t = formatRational(p.parameter);
    h += fmt::tableRow({t, links.link(p.nucleolus, tr("nucleolus at %1 = %2").arg(parameterName_, t), fmt::vector(p.nucleolus).toHtmlEscaped()),
                      links.link(p.shapley, tr("Shapley value at %1 = %2").arg(parameterName_, t), fmt::vector(p.shapley).toHtmlEscaped())}, fmt::Align::Right);
  }
  return h + QStringLiteral("</table>");
}

QString CoalitionalPathPage::text() const {
  QString t = QTextDocumentFragment::fromHtml(status_->text()).toPlainText();
  if (chart_->chart() && !path_.empty()) t += QLatin1Char('\n') + chart_->chart()->title();
  return t + QLatin1Char('\n') + details_->toPlainText();
}

}  // namespace gamelab::ui
