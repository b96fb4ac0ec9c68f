#include "ui/coalition/coalitionalnucleoluspage.h"

#include "ui/analysis/solverrunner.h"
#include "ui/common/errortext.h"
#include "ui/common/numberformat.h"
#include "ui/analysis/analysisformat.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalBlocker>
#include <QTextDocumentFragment>
#include <QVBoxLayout>

namespace gamelab::ui {

namespace {
using T = CoalitionalText;
/// The excess table lists every proper coalition up to this many players (126 rows).
constexpr int kExcessTablePlayers = 7;
constexpr std::size_t kSortedPrefix = 30;
constexpr std::size_t kStageCoalitionLimit = 60;

QString sortedText(const RationalVector& ox) {
  QStringList parts;
  for (std::size_t k = 0; k < ox.size() && k < kSortedPrefix; ++k) parts << formatRational(ox[k]);
  if (ox.size() > kSortedPrefix) parts << QStringLiteral("…");
  return fmt::tuple(parts);
}
}  // namespace

CoalitionalNucleolusPage::CoalitionalNucleolusPage(QWidget* parent)
    : HtmlCoalitionalPage(parent),
      domain_(new QComboBox),
      pointEdit_(new QLineEdit),
      addButton_(new QPushButton(tr("Add"))),
      clearButton_(new QPushButton(tr("Clear"))),
      status_(new QLabel),
      runner_(new SolverRunner(this)) {
  auto* bar = new QHBoxLayout;
  bar->setContentsMargins(6, 4, 6, 0);
  bar->addWidget(new QLabel(tr("Domain")));
  domain_->addItem(tr("efficient allocations (source)"));
  domain_->addItem(tr("imputations"));
  domain_->setToolTip(tr("The source minimises O(x) over all x with Σx = v(N) (the pre-nucleolus); the classical nucleolus "
                         "also requires x_i ≥ v({i}). They agree whenever the game is superadditive."));
  bar->addWidget(domain_);
  bar->addSpacing(12);
  bar->addWidget(new QLabel(tr("Compare x =")));
  pointEdit_->setPlaceholderText(tr("e.g. 6, 12, 18"));
  pointEdit_->setToolTip(tr("Add an allocation as a column of the excess table, to compare its O(x) with the nucleolus's"));
  bar->addWidget(pointEdit_, 1);
  bar->addWidget(addButton_);
  bar->addWidget(clearButton_);
  auto* column = static_cast<QVBoxLayout*>(layout());
  column->insertLayout(0, bar);
  status_->setWordWrap(true);
  status_->setTextFormat(Qt::RichText);
  status_->setContentsMargins(6, 0, 6, 0);
  column->insertWidget(1, status_);
  status_->setVisible(false);

  connect(domain_, &QComboBox::currentIndexChanged, this,
          [this](int index) { setDomain(index == 1 ? NucleolusDomain::Imputations : NucleolusDomain::Efficient); });
  auto add = [this] {
    if (addPoint(pointEdit_->text())) pointEdit_->clear();
  };
  connect(pointEdit_, &QLineEdit::returnPressed, this, add);
  connect(addButton_, &QPushButton::clicked, this, add);
  connect(clearButton_, &QPushButton::clicked, this, &CoalitionalNucleolusPage::clearPoints);
}

NucleolusDomain CoalitionalNucleolusPage::domain() const {
  return domain_->currentIndex() == 1 ? NucleolusDomain::Imputations : NucleolusDomain::Efficient;
}

bool CoalitionalNucleolusPage::isComputing() const { return runner_->isRunning(); }

void CoalitionalNucleolusPage::setAnalysis(std::shared_ptr<const CoalitionalAnalysis> analysis, const QString& hint) {
  runner_->cancel();
  if (analysis && (!analysis_ || analysis->game.players() != analysis_->game.players())) points_.clear();
  const bool usable = analysis && analysis->game.hasTable();
  for (QWidget* w : std::initializer_list<QWidget*>{domain_, pointEdit_, addButton_, clearButton_}) w->setEnabled(usable);
  analysis_ = std::move(analysis);
  hint_ = hint;
  shown_.reset();
  shownError_.reset();
  status_->setVisible(false);
  if (analysis_ && domain() == NucleolusDomain::Efficient) {
    shown_ = analysis_->nucleolus;
    shownError_ = analysis_->nucleolusError;
  } else if (usable && (analysis_->nucleolus || analysis_->nucleolusError)) {
    setDomain(domain());  // recompute the imputation-domain nucleolus for the new game
    return;
  }
  refresh();
}

void CoalitionalNucleolusPage::setDomain(NucleolusDomain domain) {
  {
    const QSignalBlocker block(domain_);
    domain_->setCurrentIndex(domain == NucleolusDomain::Imputations ? 1 : 0);
  }
  runner_->cancel();
  status_->setVisible(false);
  if (!analysis_ || !analysis_->game.hasTable()) return;
  shown_.reset();
  shownError_.reset();
  if (domain == NucleolusDomain::Efficient && (analysis_->nucleolus || analysis_->nucleolusError)) {
    shown_ = analysis_->nucleolus;
    shownError_ = analysis_->nucleolusError;
    refresh();
    return;
  }
  if (analysis_->game.players() > kMaxNucleolusPlayers) {
    shownError_ = makeError(ErrorCode::TooLarge, {std::to_string(analysis_->game.players()) + " players", std::to_string(kMaxNucleolusPlayers)});
    refresh();
    return;
  }
  status_->setText(pagehtml::note(tr("Computing the nucleolus…")));
  status_->setVisible(true);
  refresh();
  auto snapshot = analysis_;
  runner_->run<NucleolusResult>(
      tr("Nucleolus"),
      [snapshot, domain](const Progress& progress, const CancelToken& cancel) { return solveNucleolus(snapshot->game, {.domain = domain}, progress, cancel); },
      [this](const Expected<NucleolusResult>& result) {
        status_->setVisible(false);
        if (result) shown_ = result.value();
        else shownError_ = result.error();
        refresh();
      });
}

bool CoalitionalNucleolusPage::addPoint(const QString& text) {
  if (!analysis_ || !analysis_->game.hasTable()) return false;
  QString message;
  auto x = T::parsePoint(text, analysis_->game.players(), &message);
  if (!x) {
    status_->setText(pagehtml::warning(message.toHtmlEscaped()));
    status_->setVisible(true);
    return false;
  }
  status_->setVisible(runner_->isRunning());
  points_.push_back(*x);
  refresh();
  emit pointSelected(*x, fmt::vector(*x));
  return true;
}

void CoalitionalNucleolusPage::clearPoints() {
  points_.clear();
  refresh();
}

QString CoalitionalNucleolusPage::render(const CoalitionalAnalysis& a) {
  const auto& g = a.game;
  QString h = QStringLiteral("<h3>%1</h3>").arg(tr("Nucleolus"));
  if (!g.hasTable()) return h + pagehtml::note(tr("The nucleolus needs the table of every coalition."));
  if (runner_->isRunning()) return h + pagehtml::note(tr("Computing…"));
  if (!shown_) return h + T::unavailable(shownError_);
  const auto& r = *shown_;
  h += QStringLiteral("<p>%1 %2</p>")
           .arg(tr("The nucleolus (the x whose sorted excess vector O(x) is lexicographically smallest over %1):")
                    .arg(domain() == NucleolusDomain::Efficient ? tr("all x with Σx = v(N)") : tr("the imputations")),
                links_.link(r.x, tr("nucleolus"), QStringLiteral("<b>%1</b>").arg(fmt::vector(r.x).toHtmlEscaped())));
  h += QStringLiteral("<p>%1</p>").arg(T::allocationHtml(g, r.x));
  if (a.core && !a.core->empty) {
    const bool inCore = coreMembership(g, r.x, 1).inCore();
    h += inCore ? pagehtml::ok(tr("It lies in the core, as it must when the core is not empty."))
                : pagehtml::warning(tr("It is not in the core although the core is not empty — please report this."));
  }

  h += QStringLiteral("<h4>%1</h4>").arg(tr("Stages (a sequence of linear programmes, %n LP(s) solved)", nullptr, r.linearProgrammes));
  h += QStringLiteral("<p>%1</p>").arg(tr("At stage k the largest excess t among the coalitions not yet fixed is minimised; the "
                                          "coalitions whose excess equals t<sub>k</sub> in every optimum are fixed there."));
  h += fmt::tableStart({tr("Stage"), tr("t<sub>k</sub>"), tr("coalitions fixed at excess t<sub>k</sub>")});
  for (std::size_t k = 0; k < r.stages.size(); ++k) {
    QStringList fixed;
    for (std::size_t j = 0; j < r.stages[k].fixed.size() && j < kStageCoalitionLimit; ++j)
      fixed << T::coalition(g, r.stages[k].fixed[j]).toHtmlEscaped();
    if (r.stages[k].fixed.size() > kStageCoalitionLimit) fixed << QStringLiteral("…");
    h += fmt::tableRow({QString::number(k + 1), formatRationalWithDecimal(r.stages[k].epsilon).toHtmlEscaped(), fixed.join(QLatin1String(", "))}, fmt::Align::Right);
  }
  h += QStringLiteral("</table>");
  return h + excessTableHtml(a);
}

QString CoalitionalNucleolusPage::excessTableHtml(const CoalitionalAnalysis& a) {
  const auto& g = a.game;
  const int n = g.players();
  struct Column {
    QString name;
    RationalVector x;
  };
  std::vector<Column> columns{{tr("nucleolus"), shown_->x}};
  if (a.shapley) columns.push_back({tr("Shapley value"), *a.shapley});
  for (const auto& p : points_) columns.push_back({fmt::vector(p), p});

  QString h = QStringLiteral("<h4>%1</h4>").arg(tr("Excesses e(x, S) = v(S) − x(S)"));
  if (n <= kExcessTablePlayers) {
    QStringList headers{tr("S"), tr("v(S)")};
    for (const auto& c : columns) headers << links_.link(c.x, c.name, QStringLiteral("%1<br>%2").arg(c.name.toHtmlEscaped(), fmt::vector(c.x).toHtmlEscaped()));
    h += fmt::tableStart(headers);
    std::vector<RationalVector> all;
    for (const auto& c : columns) all.push_back(excesses(g, c.x));
    for (Coalition s : allCoalitions(n, CoalitionOrder::SizeThenLexicographic)) {
      if (s == 0 || s == g.grand()) continue;
      QStringList cells{T::coalition(g, s).toHtmlEscaped(), formatRational(g.value(s))};
      for (const auto& e : all) {
        const QString text = formatRational(e[s]);
        cells << (e[s] > 0 ? QStringLiteral("<span style='color:#c62828'><b>%1</b></span>").arg(text) : text);
      }
      h += fmt::tableRow(cells, fmt::Align::Right);
    }
    h += QStringLiteral("</table>");
    h += pagehtml::note(tr("Red: a positive excess (the coalition can improve on x)."));
  } else {
    h += pagehtml::note(tr("The table of every coalition is shown for up to %1 players; O(x) below lists the largest excesses.")
                            .arg(kExcessTablePlayers));
  }

  h += QStringLiteral("<h4>%1</h4>").arg(tr("Sorted excess vectors O(x)"));
  std::vector<SortedExcesses> sorted;
  for (const auto& c : columns) sorted.push_back(sortedExcesses(g, c.x));
  for (std::size_t k = 0; k < columns.size(); ++k)
    h += QStringLiteral("<p>O(%1) = %2</p>").arg(columns[k].name.toHtmlEscaped(), sortedText(sorted[k].excesses));
  for (std::size_t k = 1; k < columns.size(); ++k) {
    const auto& ox = sorted[0].excesses;
    const auto& oy = sorted[k].excesses;
    const int order = compareLexicographically(ox, oy);
    if (order == 0) {
      h += QStringLiteral("<p>%1</p>").arg(tr("O(nucleolus) = O(%1): both have the same sorted excesses.").arg(columns[k].name.toHtmlEscaped()));
      continue;
    }
    std::size_t first = 0;
    while (first < ox.size() && first < oy.size() && ox[first] == oy[first]) ++first;
    const QString a1 = first < ox.size() ? formatRational(ox[first]) : QString();
    const QString b1 = first < oy.size() ? formatRational(oy[first]) : QString();
    h += QStringLiteral("<p>%1</p>")
             .arg(order < 0 ? tr("O(nucleolus) &lt;<sub>L</sub> O(%1): they first differ at entry %2, where %3 &lt; %4.")
                                  .arg(columns[k].name.toHtmlEscaped())
                                  .arg(first + 1)
                                  .arg(a1, b1)
                            : tr("O(nucleolus) &gt;<sub>L</sub> O(%1): they first differ at entry %2, where %3 &gt; %4 — the "
                                 "nucleolus is not lexicographically smallest (outside its domain?).")
                                  .arg(columns[k].name.toHtmlEscaped())
                                  .arg(first + 1)
                                  .arg(a1, b1));
  }
  return h;
}

QString CoalitionalNucleolusPage::text() const {
  QString t = HtmlCoalitionalPage::text();
  if (status_->isVisibleTo(this)) t.prepend(QTextDocumentFragment::fromHtml(status_->text()).toPlainText() + QLatin1Char('\n'));
  return t;
}

}  // namespace gamelab::ui
