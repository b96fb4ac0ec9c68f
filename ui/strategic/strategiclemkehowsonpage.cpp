#include "ui/strategic/strategiclemkehowsonpage.h"

#include "ui/common/numberformat.h"
#include "ui/common/playercolors.h"
#include "ui/analysis/analysisformat.h"

#include <QLabel>
#include <QSignalBlocker>
#include <QSplitter>
#include <QTableWidget>
#include <QTextDocumentFragment>
#include <QVBoxLayout>

namespace gamelab::ui {

namespace {
using T = StrategicText;
}  // namespace

StrategicLemkeHowsonPage::StrategicLemkeHowsonPage(QWidget* parent)
    : StrategicPage(parent), summary_(new QLabel), runs_(new QTableWidget), equilibria_(new QTableWidget) {
  QVBoxLayout* layout = layOutUnderSummary(this, summary_);
  auto* splitter = new QSplitter(Qt::Vertical);
  splitter->addWidget(equilibria_);
  splitter->addWidget(runs_);
  splitter->setChildrenCollapsible(false);
  layout->addWidget(splitter, 1);
  connect(runs_, &QTableWidget::itemSelectionChanged, this, [this] {
    const auto selected = runs_->selectionModel()->selectedRows();
    if (!analysis_ || !analysis_->lemkeHowson || selected.isEmpty()) return;
    const std::size_t row = std::size_t(selected.front().row());
    if (row < analysis_->lemkeHowson->runs.size()) emitFor(analysis_->lemkeHowson->runs[row].equilibrium);
  });
  connect(equilibria_, &QTableWidget::itemSelectionChanged, this, [this] {
    const auto selected = equilibria_->selectionModel()->selectedRows();
    if (!analysis_ || !analysis_->lemkeHowson || selected.isEmpty()) return emit equilibriumSelected(-1);
    emitFor(std::size_t(selected.front().row()));
  });
}

void StrategicLemkeHowsonPage::emitFor(std::size_t k) {
  const auto& list = analysis_->lemkeHowson->equilibria;
  emit equilibriumSelected(k < list.size() ? equilibriumIndex(*analysis_, list[k].strategies) : -1);
}

void StrategicLemkeHowsonPage::setAnalysis(std::shared_ptr<const StrategicAnalysis> analysis, const QString& hint) {
  analysis_ = std::move(analysis);
  const QSignalBlocker block1(runs_), block2(equilibria_);
  for (auto* t : {runs_, equilibria_}) {
    t->clear();
    t->setRowCount(0);
    t->setVisible(false);
  }
  if (!analysis_) {
    summary_->setText(pagehtml::note(hint));
    return;
  }
  const auto& a = *analysis_;
  const auto& g = a.game;
  QString h = T::heading(tr("Lemke–Howson"),
                         tr("Start at the artificial equilibrium (nobody plays anything), drop one label — a strategy "
                            "of either player — and follow the unique path of almost completely labelled points until "
                            "the missing label is picked up again: that point is an equilibrium. Exact pivoting with "
                            "lexicographic tie-breaking; each starting label may reach a different equilibrium."));
  if (g.players() != 2) {
    summary_->setText(h + pagehtml::note(tr("Lemke–Howson is shown for two-player games.")));
    return;
  }
  if (!a.lemkeHowson) {
    summary_->setText(h + T::unavailable(a.lemkeHowsonError));
    return;
  }
  const auto& lh = *a.lemkeHowson;
  h += QStringLiteral("<p>%1</p>").arg(tr("%n starting label(s) tried;", nullptr, int(lh.runs.size())) + QLatin1Char(' ') +
                                       tr("%n distinct equilibrium(s) reached.", nullptr, int(lh.equilibria.size())));
  if (a.equilibria && lh.equilibria.size() < a.equilibria->equilibria.size())
    h += QStringLiteral("<p>%1</p>").arg(tr("The game has %n extreme equilibrium(s) (Equilibria tab): Lemke–Howson need not reach all of them.",
                                            nullptr, int(a.equilibria->equilibria.size())));
  h += T::verifiedHtml(lh.verified);
  summary_->setText(h);

  setupResultTable(equilibria_, {QStringLiteral("#"), T::playerName(g, 0), T::playerName(g, 1), tr("Payoffs"), tr("Reached from")});
  equilibria_->horizontalHeaderItem(1)->setForeground(playerColor(0));
  equilibria_->horizontalHeaderItem(2)->setForeground(playerColor(1));
  const std::size_t m = g.strategies(0);
  auto labelName = [&](std::size_t label) {
    return label < m ? QStringLiteral("%1: %2").arg(T::playerName(g, 0), T::strategyName(g, 0, label))
                     : QStringLiteral("%1: %2").arg(T::playerName(g, 1), T::strategyName(g, 1, label - m));
  };
  equilibria_->setRowCount(int(lh.equilibria.size()));
  for (std::size_t k = 0; k < lh.equilibria.size(); ++k) {
    const auto& e = lh.equilibria[k];
    QStringList from;
    for (const auto& run : lh.runs)
      if (run.equilibrium == k) from << labelName(run.label);
    equilibria_->setItem(int(k), 0, resultItem(QString::number(k + 1)));
    auto* p = resultItem(T::strategy(g, 0, e.strategies[0]), T::mixture(g, 0, e.strategies[0]));
    p->setForeground(playerColor(0));
    auto* q = resultItem(T::strategy(g, 1, e.strategies[1]), T::mixture(g, 1, e.strategies[1]));
    q->setForeground(playerColor(1));
    equilibria_->setItem(int(k), 1, p);
    equilibria_->setItem(int(k), 2, q);
    equilibria_->setItem(int(k), 3, resultItem(fmt::vector(e.payoffs)));
    equilibria_->setItem(int(k), 4, resultItem(tr("%n label(s): %1", nullptr, int(from.size())).arg(from.join(QLatin1String(", ")))));
  }
  fitResultColumns(equilibria_);
  fitTableHeight(equilibria_);
  equilibria_->setVisible(true);

  setupResultTable(runs_, {tr("Dropped label"), tr("Pivots"), tr("Equilibrium reached")});
  runs_->setRowCount(int(lh.runs.size()));
  for (std::size_t r = 0; r < lh.runs.size(); ++r) {
    const auto& run = lh.runs[r];
    auto* label = resultItem(labelName(run.label));
    label->setForeground(playerColor(run.label < m ? 0 : 1));
    runs_->setItem(int(r), 0, label);
    auto* pivots = resultItem(QString::number(run.pivots));
    pivots->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
    runs_->setItem(int(r), 1, pivots);
    runs_->setItem(int(r), 2, resultItem(QStringLiteral("#%1").arg(run.equilibrium + 1)));
  }
  fitResultColumns(runs_);
  runs_->setVisible(true);
}

QString StrategicLemkeHowsonPage::text() const {
  return QTextDocumentFragment::fromHtml(summary_->text()).toPlainText() + QLatin1Char('\n') + resultTableText(equilibria_) +
         resultTableText(runs_);
}

}  // namespace gamelab::ui
