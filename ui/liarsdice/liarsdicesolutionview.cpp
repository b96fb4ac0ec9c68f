#include "ui/liarsdice/liarsdicesolutionview.h"

#include "core/liarsdice/liarsdiceplay.h"
#include "ui/common/numberformat.h"
#include "ui/liarsdice/liarsdicedocument.h"
#include "ui/liarsdice/liarsdicelptext.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QSpinBox>
#include <QSplitter>
#include <QTabWidget>
#include <QTableWidget>
#include <QTextBrowser>
#include <QVBoxLayout>

#include <algorithm>

namespace gamelab::ui {

namespace {

const QColor kUsed(200, 235, 200);
const QColor kMixed(210, 225, 250);
const QColor kCallRow(250, 240, 215);

QTableWidget* makeTable(QWidget* parent) {
  auto* t = new QTableWidget(parent);
  t->setEditTriggers(QAbstractItemView::NoEditTriggers);
  t->verticalHeader()->setDefaultSectionSize(22);
  t->horizontalHeader()->setDefaultSectionSize(86);
  t->setSelectionMode(QAbstractItemView::SingleSelection);
  return t;
}

/// Columns at least as wide as their header and cells (and never narrower than the default).
void fitColumnsToHeaders(QTableWidget* t) {
  QHeaderView* h = t->horizontalHeader();
  const int base = h->defaultSectionSize();
  t->resizeColumnsToContents();
  for (int c = 0; c < t->columnCount(); ++c) h->resizeSection(c, std::max(base, h->sectionSize(c) + 6));
}

QTableWidgetItem* cell(const QString& text, const QColor& background = {}, bool bold = false) {
  auto* item = new QTableWidgetItem(text);
  item->setTextAlignment(Qt::AlignCenter);
  if (background.isValid()) item->setBackground(background);
  if (bold) {
    QFont f = item->font();
    f.setBold(true);
    item->setFont(f);
  }
  return item;
}

}  // namespace

LiarsDiceSolutionView::LiarsDiceSolutionView(QWidget* parent) : QWidget(parent) {
  headline_ = new QLabel(this);
  headline_->setWordWrap(true);
  headline_->setTextFormat(Qt::RichText);
  values_ = makeTable(this);
  values_->setColumnCount(3);
  values_->setHorizontalHeaderLabels({tr("M"), tr("V(M)"), tr("decimal")});
  values_->verticalHeader()->hide();
  values_->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
  values_->setSelectionBehavior(QAbstractItemView::SelectRows);
  values_->setToolTip(tr("V(M): the roller's winning probability in the subgame G(M), where every claim must be at "
                         "least M. A's winning probability is V(1). Click a row to show that subgame."));
  auto* left = new QWidget(this);
  auto* leftLayout = new QVBoxLayout(left);
  leftLayout->setContentsMargins(0, 0, 0, 0);
  leftLayout->addWidget(headline_);
  auto* valuesTitle = new QLabel(tr("<b>Values of the subgames</b>"), left);
  leftLayout->addWidget(valuesTitle);
  leftLayout->addWidget(values_, 1);

  subgameSpin_ = new QSpinBox(this);
  subgameSpin_->setPrefix(tr("G("));
  subgameSpin_->setSuffix(tr(")"));
  subgameSpin_->setToolTip(tr("The subgame shown: the roller must claim at least M"));
  subgameTitle_ = new QLabel(this);
  subgameTitle_->setWordWrap(true);
  strategy_ = makeTable(this);
  strategy_->setToolTip(tr("Row “die x”: the probability that the roller with die x claims “X ≥ y”. Last row: the "
                           "probability q_y that the other player calls the claim y."));
  rollerCheck_ = makeTable(this);
  rollerCheck_->horizontalHeader()->setDefaultSectionSize(66);
  rollerCheck_->setToolTip(tr("The roller's winning probability with die x when claiming y, against the call "
                              "probabilities q. Green: claims the strategy uses; bold: the row's best."));
  callerCheck_ = makeTable(this);
  callerCheck_->setToolTip(tr("Against the roller's strategy s: the roller's expected payoff from the claim y (weighted "
                              "by how often it is made) if it is passed and if it is called. The caller wants it small."));
  checkSummary_ = new QLabel(this);
  checkSummary_->setWordWrap(true);
  checkSummary_->setTextFormat(Qt::RichText);
  lp_ = new QTextBrowser(this);

  auto* checks = new QWidget(this);
  auto* checksLayout = new QVBoxLayout(checks);
  checksLayout->setContentsMargins(4, 4, 4, 4);
  checksLayout->addWidget(checkSummary_);
  auto* checkTables = new QHBoxLayout;
  auto* rollerBox = new QVBoxLayout;
  rollerBox->addWidget(new QLabel(tr("<b>Roller</b>: payoff of each claim against q"), checks));
  rollerBox->addWidget(rollerCheck_);
  auto* callerBox = new QVBoxLayout;
  callerBox->addWidget(new QLabel(tr("<b>Caller</b>: payoff of pass and call against s"), checks));
  callerBox->addWidget(callerCheck_);
  checkTables->addLayout(rollerBox, 5);
  checkTables->addLayout(callerBox, 3);
  checksLayout->addLayout(checkTables, 1);

  lower_ = new QTabWidget(this);
  lower_->addTab(checks, tr("Why optimal: payoffs against every pure reply"));
  lower_->addTab(lp_, tr("The LP of the subgame"));

  auto* right = new QWidget(this);
  auto* rightLayout = new QVBoxLayout(right);
  rightLayout->setContentsMargins(0, 0, 0, 0);
  auto* chooser = new QHBoxLayout;
  chooser->addWidget(new QLabel(tr("<b>Subgame</b>"), right));
  chooser->addWidget(subgameSpin_);
  chooser->addWidget(subgameTitle_, 1);
  rightLayout->addLayout(chooser);
  auto* split = new QSplitter(Qt::Vertical, right);
  auto* top = new QWidget(split);
  auto* topLayout = new QVBoxLayout(top);
  topLayout->setContentsMargins(0, 0, 0, 0);
  topLayout->addWidget(new QLabel(tr("<b>Optimal strategies</b>: the roller's claims s and the call probabilities q"), top));
  topLayout->addWidget(strategy_);
  split->addWidget(top);
  split->addWidget(lower_);
  split->setStretchFactor(0, 2);
  split->setStretchFactor(1, 3);
  split->setChildrenCollapsible(false);
  rightLayout->addWidget(split, 1);

  auto* layout = new QHBoxLayout(this);
  layout->addWidget(left);
  layout->addWidget(right, 1);
  left->setFixedWidth(270);

  connect(subgameSpin_, &QSpinBox::valueChanged, this, [this](int) {
    if (!filling_) fillSubgame();
  });
  connect(values_, &QTableWidget::cellClicked, this, [this](int row, int) {
    if (solution_ && row < solution_->sides) setSubgame(row + 1);
  });
  setSolution(nullptr);
}

void LiarsDiceSolutionView::setSolution(std::shared_ptr<const LiarsDiceSolution> solution, const QString& message) {
  solution_ = std::move(solution);
  const int keep = subgameSpin_->value();
  filling_ = true;
  subgameSpin_->setRange(1, solution_ ? std::max(1, solution_->sides) : 1);
  subgameSpin_->setValue(solution_ ? std::clamp(keep, 1, solution_->sides) : 1);
  subgameSpin_->setEnabled(solution_ != nullptr);
  filling_ = false;
  if (!solution_) {
    headline_->setText(message.isEmpty() ? tr("No solution yet.") : message);
    values_->setRowCount(0);
    strategy_->clear();
    strategy_->setRowCount(0);
    strategy_->setColumnCount(0);
    rollerCheck_->setRowCount(0);
    callerCheck_->setRowCount(0);
    checkSummary_->clear();
    lp_->clear();
    subgameTitle_->clear();
    return;
  }
  const auto& v = *solution_;
  const QString value = v.exact ? formatRationalWithDecimal(v.value[0], 6)
                                : tr("≈ %1 (approximate: floating point)").arg(QString::number(v.valueFloat[0], 'f', 9));
  headline_->setText(tr("<p>With a %1-sided die, A (the first roller) wins with probability<br><b style='font-size:13pt'>"
                        "V(1) = %2</b></p>%3")
                         .arg(v.sides)
                         .arg(value)
                         .arg(v.exact ? tr("<p>Exact rational arithmetic.</p>")
                                      : tr("<p>N &gt; %1: solved in floating point; the numbers below are approximate.</p>")
                                            .arg(kLiarsDiceExactSides)));
  fillValues();
  fillSubgame();
}

void LiarsDiceSolutionView::setSubgame(int bound) { subgameSpin_->setValue(bound); }
int LiarsDiceSolutionView::subgame() const { return subgameSpin_->value(); }

void LiarsDiceSolutionView::fillValues() {
  const auto& v = *solution_;
  values_->setRowCount(v.sides + 1);
  for (int m = 1; m <= v.sides + 1; ++m) {
    values_->setItem(m - 1, 0, cell(QString::number(m)));
    values_->setItem(m - 1, 1, cell(v.exact ? formatRational(v.value[m - 1]) : tr("≈ %1").arg(v.valueFloat[m - 1], 0, 'f', 6)));
    values_->setItem(m - 1, 2, cell(QString::number(v.valueFloat[m - 1], 'f', 6)));
  }
}

void LiarsDiceSolutionView::fillSubgame() {
  const auto& v = *solution_;
  const int n = v.sides;
  const int m = subgameSpin_->value();
  values_->selectRow(m - 1);
  if (m > static_cast<int>(v.subgames.size())) return;
  const LiarsDiceSubgame& g = v.subgames[m - 1];
  const bool exact = v.exact;
  subgameTitle_->setText(m == 1 ? tr("A's first claim (the whole game): claims 1 … %1").arg(n + 1)
                                : tr("After a passed claim of %1: the new roller claims %2 … %3 — V(%2) = %4")
                                      .arg(m - 1).arg(m).arg(n + 1).arg(liarsDiceNumber(g.value, exact)));
  const int cols = n + 2 - m;
  QStringList heads;
  for (int y = m; y <= n + 1; ++y) heads << liarsDiceClaimTitle(y, n);
  QStringList rowsHeads;
  for (int x = 1; x <= n; ++x) rowsHeads << tr("die %1").arg(x);

  strategy_->clear();
  strategy_->setRowCount(n + 1);
  strategy_->setColumnCount(cols);
  strategy_->setHorizontalHeaderLabels(heads);
  strategy_->setVerticalHeaderLabels(rowsHeads + QStringList{tr("call q_y")});
  for (int x = 1; x <= n; ++x)
    for (int y = m; y <= n + 1; ++y) {
      const Rational& p = g.claim[x - 1][y - m];
      strategy_->setItem(x - 1, y - m, p == 0 ? cell(QStringLiteral("·")) : cell(liarsDiceNumber(p, exact), kUsed));
    }
  for (int y = m; y <= n + 1; ++y) {
    const Rational& q = g.call[y - m];
    strategy_->setItem(n, y - m, cell(liarsDiceNumber(q, exact), kCallRow, true));
  }

  const LiarsDiceChecks checks = liarsDiceChecks(g, n);
  rollerCheck_->clear();
  rollerCheck_->setRowCount(n);
  rollerCheck_->setColumnCount(cols);
  rollerCheck_->setHorizontalHeaderLabels(heads);
  rollerCheck_->setVerticalHeaderLabels(rowsHeads);
  for (int x = 1; x <= n; ++x) {
    const auto& row = checks.rollerPayoff[x - 1];
    Rational best = row[0];
    for (const auto& r : row) if (r > best) best = r;
    for (int y = m; y <= n + 1; ++y) {
      const bool used = g.claim[x - 1][y - m] != 0;
      rollerCheck_->setItem(x - 1, y - m, cell(liarsDiceNumber(row[y - m], exact), used ? kUsed : QColor(),
                                               liarsDiceSame(row[y - m], best, exact)));
    }
  }
  fitColumnsToHeaders(strategy_);
  fitColumnsToHeaders(rollerCheck_);
  callerCheck_->clear();
  callerCheck_->setRowCount(cols);
  callerCheck_->setColumnCount(4);
  callerCheck_->setHorizontalHeaderLabels({tr("pass"), tr("call"), tr("q_y"), tr("reply")});
  callerCheck_->setVerticalHeaderLabels(heads);
  for (int y = m; y <= n + 1; ++y) {
    const Rational& pass = checks.callerReplyPayoff[y - m][0];
    const Rational& call = checks.callerReplyPayoff[y - m][1];
    const Rational& q = g.call[y - m];
    Rational made = 0;
    for (int x = 1; x <= n; ++x) made += g.claim[x - 1][y - m];
    QString reply;
    QColor bg;
    if (made == 0) {
      reply = tr("not made");
    } else if (q > 0 && q < 1) {
      reply = tr("mix");
      bg = kMixed;
    } else {
      reply = q == 1 ? tr("call") : tr("pass");
    }
    callerCheck_->setItem(y - m, 0, cell(liarsDiceNumber(pass, exact), bg, q == 0 || liarsDiceSame(pass, call, exact)));
    callerCheck_->setItem(y - m, 1, cell(liarsDiceNumber(call, exact), bg, q == 1 || liarsDiceSame(pass, call, exact)));
    callerCheck_->setItem(y - m, 2, cell(liarsDiceNumber(q, exact), kCallRow));
    callerCheck_->setItem(y - m, 3, cell(reply, bg));
  }
  callerCheck_->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
  checkSummary_->setText(liarsDiceChecksSummaryHtml(g, checks, n, exact));
  lp_->setHtml(liarsDiceLpHtml(v, m));
}

}  // namespace gamelab::ui
