#include "ui/strategic/strategicsupportpage.h"

#include "ui/common/numberformat.h"
#include "ui/common/playercolors.h"
#include "ui/analysis/analysisformat.h"

#include <QLabel>
#include <QSignalBlocker>
#include <QTableWidget>
#include <QTextDocumentFragment>
#include <QVBoxLayout>

namespace gamelab::ui {

namespace {
using T = StrategicText;

QString supportText(const StrategicGame& g, std::size_t player, const std::vector<std::size_t>& support) {
  QStringList labels;
  for (auto s : support) labels << T::strategyLabel(g, player, s);
  return QStringLiteral("{%1}").arg(labels.join(QLatin1String(", ")));
}
}  // namespace

StrategicSupportPage::StrategicSupportPage(QWidget* parent) : StrategicPage(parent), summary_(new QLabel), table_(new QTableWidget) {
  QVBoxLayout* layout = layOutUnderSummary(this, summary_);
  layout->addWidget(table_, 1);
  connect(table_, &QTableWidget::itemSelectionChanged, this, [this] {
    const auto selected = table_->selectionModel()->selectedRows();
    if (!analysis_ || !analysis_->supports || selected.isEmpty()) return emit equilibriumSelected(-1);
    const std::size_t row = std::size_t(selected.front().row());
    const auto& candidates = analysis_->supports->candidates;
    if (row >= candidates.size() || candidates[row].outcome != SupportCandidate::Outcome::Equilibrium) return emit equilibriumSelected(-1);
    emit equilibriumSelected(equilibriumIndex(*analysis_, {candidates[row].rowStrategy, candidates[row].colStrategy}));
  });
}

void StrategicSupportPage::setAnalysis(std::shared_ptr<const StrategicAnalysis> analysis, const QString& hint) {
  analysis_ = std::move(analysis);
  const QSignalBlocker block(table_);
  table_->clear();
  table_->setRowCount(0);
  table_->setVisible(false);
  if (!analysis_) {
    summary_->setText(pagehtml::note(hint));
    return;
  }
  const auto& a = *analysis_;
  const auto& g = a.game;
  QString h = T::heading(tr("Support enumeration"),
                         tr("For each pair of supports of equal size, solve the indifference equations: the other "
                            "player's strategies in the support must all pay the same. The solution is an equilibrium "
                            "when it is a probability vector and no strategy outside the support pays more."));
  if (g.players() != 2) {
    summary_->setText(h + pagehtml::note(tr("Support enumeration is shown for two-player games.")));
    return;
  }
  if (!a.supports) {
    summary_->setText(h + T::unavailable(a.supportsError));
    return;
  }
  const auto& s = *a.supports;
  h += QStringLiteral("<p>%1</p>").arg(tr("%n support pair(s) tried;", nullptr, int(s.candidates.size())) + QLatin1Char(' ') +
                                       tr("%n equilibrium(s) found.", nullptr, int(s.equilibria.size())));
  if (s.degenerate)
    h += pagehtml::warning(tr("The game is degenerate (a mixed strategy on k strategies has more than k pure best responses): "
                              "support enumeration may miss equilibria, in particular continua. The Equilibria tab lists all of them."));
  else
    h += pagehtml::ok(tr("The game is nondegenerate: these are all its equilibria."));
  summary_->setText(h);

  setupResultTable(table_, {tr("Support of %1").arg(T::playerName(g, 0)), tr("Support of %1").arg(T::playerName(g, 1)), tr("Outcome"),
                            QStringLiteral("p"), QStringLiteral("q"), tr("Payoffs")});
  table_->horizontalHeaderItem(0)->setForeground(playerColor(0));
  table_->horizontalHeaderItem(1)->setForeground(playerColor(1));
  table_->horizontalHeaderItem(3)->setForeground(playerColor(0));
  table_->horizontalHeaderItem(4)->setForeground(playerColor(1));
  table_->setRowCount(int(s.candidates.size()));
  for (std::size_t r = 0; r < s.candidates.size(); ++r) {
    const auto& c = s.candidates[r];
    const bool regular = c.outcome != SupportCandidate::Outcome::Singular && !c.rowStrategy.empty();
    QString outcome;
    switch (c.outcome) {
      case SupportCandidate::Outcome::Equilibrium: outcome = tr("equilibrium ✓"); break;
      case SupportCandidate::Outcome::Singular: outcome = tr("singular (no unique solution)"); break;
      case SupportCandidate::Outcome::NotProbability: outcome = tr("negative weight: not a probability"); break;
      case SupportCandidate::Outcome::ZeroOnSupport: outcome = tr("zero weight inside the support (see the smaller support)"); break;
      case SupportCandidate::Outcome::ProfitableDeviation:
        outcome = tr("profitable deviation by %1 to %2")
                      .arg(T::playerName(g, c.deviatingPlayer), T::strategyName(g, c.deviatingPlayer, c.deviatingStrategy));
        break;
    }
    auto* sup0 = resultItem(supportText(g, 0, c.rowSupport));
    sup0->setForeground(playerColor(0));
    auto* sup1 = resultItem(supportText(g, 1, c.colSupport));
    sup1->setForeground(playerColor(1));
    auto* out = resultItem(outcome);
    if (c.outcome == SupportCandidate::Outcome::Equilibrium) {
      QFont bold = out->font();
      bold.setBold(true);
      out->setFont(bold);
      out->setForeground(QColor(0x2e, 0x7d, 0x32));
    }
    table_->setItem(int(r), 0, sup0);
    table_->setItem(int(r), 1, sup1);
    table_->setItem(int(r), 2, out);
    if (regular) {
      auto* p = resultItem(T::strategy(g, 0, c.rowStrategy), T::mixture(g, 0, c.rowStrategy));
      p->setForeground(playerColor(0));
      auto* q = resultItem(T::strategy(g, 1, c.colStrategy), T::mixture(g, 1, c.colStrategy));
      q->setForeground(playerColor(1));
      table_->setItem(int(r), 3, p);
      table_->setItem(int(r), 4, q);
      if (!c.payoffs.empty()) table_->setItem(int(r), 5, resultItem(fmt::vector(c.payoffs)));
    }
  }
  fitResultColumns(table_);
  table_->setVisible(true);
}

QString StrategicSupportPage::text() const {
  return QTextDocumentFragment::fromHtml(summary_->text()).toPlainText() + QLatin1Char('\n') + resultTableText(table_);
}

}  // namespace gamelab::ui
