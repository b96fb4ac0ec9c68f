#include "ui/tree/treestrategicpage.h"

#include "ui/common/errortext.h"
#include "ui/common/numberformat.h"
#include "ui/analysis/analysisformat.h"
#include "ui/tree/treeedits.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>

namespace gamelab::ui {

TreeStrategicPage::TreeStrategicPage(QWidget* parent)
    : TreePage(parent),
      reduction_(new QComboBox(this)),
      open_(new QPushButton(tr("Open as strategic game"), this)),
      sequenceForm_(new QPushButton(tr("Use the sequence form"), this)) {
  reduction_->setObjectName(QStringLiteral("reduction"));
  reduction_->addItem(tr("All pure strategies"), int(StrategyReduction::None));
  reduction_->addItem(tr("Reduced (unreachable choices as *)"), int(StrategyReduction::Reduced));
  reduction_->addItem(tr("Reduced, identical strategies merged"), int(StrategyReduction::MergeDuplicates));
  reduction_->setCurrentIndex(1);
  reduction_->setToolTip(tr("Reduced: strategies that differ only where their own earlier choices never lead are one "
                            "strategy. Merged: strategies with identical payoffs are also one."));
  open_->setObjectName(QStringLiteral("openStrategic"));
  open_->setToolTip(tr("Open the strategic form in a new tab, with the equilibrium tools of strategic games"));
  sequenceForm_->setObjectName(QStringLiteral("useSequenceForm"));
  sequenceForm_->setToolTip(tr("Solve the tree directly by the sequence form, whose size grows only with the tree"));
  auto* label = new QLabel(tr("Form:"), this);
  label->setBuddy(reduction_);
  controls()->addWidget(label);
  controls()->addWidget(reduction_);
  controls()->addWidget(open_);
  controls()->addWidget(sequenceForm_);
  controls()->addStretch(1);
  connect(reduction_, &QComboBox::currentIndexChanged, this, [this] { emit reductionChanged(reduction()); });
  connect(open_, &QPushButton::clicked, this, &TreeStrategicPage::openRequested);
  connect(sequenceForm_, &QPushButton::clicked, this, &TreeStrategicPage::sequenceFormRequested);
  clearControls();
}

StrategyReduction TreeStrategicPage::reduction() const { return StrategyReduction(reduction_->currentData().toInt()); }

void TreeStrategicPage::setReduction(StrategyReduction reduction) {
  reduction_->setCurrentIndex(reduction_->findData(int(reduction)));
}

void TreeStrategicPage::clearControls() {
  open_->setEnabled(false);
  sequenceForm_->setVisible(false);
}

QString strategicPreviewHtml(const GameTree& tree, const StrategicGame& game) {
  const std::size_t rows = game.strategies(0), cols = game.strategies(1);
  QString h = QStringLiteral("<table cellspacing='0' cellpadding='3' border='1' style='border-collapse:collapse;border-color:#bbb'>");
  h += QStringLiteral("<tr><th style='background:#eeeeee'>%1 \\ %2</th>")
           .arg(TreeText::playerHtml(tree, 0), TreeText::playerHtml(tree, 1));
  for (std::size_t c = 0; c < cols; ++c)
    h += QStringLiteral("<th style='background:#eeeeee'>%1</th>").arg(QString::fromStdString(game.strategyLabel(1, c)).toHtmlEscaped());
  h += QStringLiteral("</tr>");
  for (std::size_t r = 0; r < rows; ++r) {
    h += QStringLiteral("<tr><th style='background:#eeeeee'>%1</th>").arg(QString::fromStdString(game.strategyLabel(0, r)).toHtmlEscaped());
    for (std::size_t c = 0; c < cols; ++c) {
      const std::size_t index = game.profileIndex({r, c});
      h += QStringLiteral("<td align='center'>%1, %2</td>")
               .arg(formatRational(game.payoff(index, 0)), formatRational(game.payoff(index, 1)));
    }
    h += QStringLiteral("</tr>");
  }
  return h + QStringLiteral("</table>");
}

QString TreeStrategicPage::render(const TreeAnalysis& analysis) {
  const GameTree& tree = *analysis.tree;
  const StrategicFormSize& size = analysis.size;
  // A form too large in full may still reduce to a small one: Open tries it (the converter refuses cleanly).
  open_->setEnabled(!analysis.invalid && (size.fits || reduction() != StrategyReduction::None));
  sequenceForm_->setVisible(!size.fits && analysis.zeroSum.applies());
  if (analysis.invalid) return pagehtml::warning(errorText(*analysis.invalid).toHtmlEscaped());

  QString h = QStringLiteral("<h3>%1</h3>").arg(tr("Strategic form"));
  QStringList counts;
  for (std::size_t p = 0; p < size.strategies.size(); ++p)
    counts << tr("%1: %2").arg(TreeText::playerHtml(tree, int(p)), QString::fromStdString(size.strategies[p]).toHtmlEscaped());
  h += QStringLiteral("<p>%1 %2</p>").arg(tr("Pure strategies (one action at each information set):"), counts.join(QLatin1String(", ")));
  h += QStringLiteral("<p>%1</p>").arg(tr("Payoff cells: %1").arg(QString::fromStdString(size.cells).toHtmlEscaped()));
  if (!size.fits) {
    QStringList sizes;
    for (const auto& s : size.strategies) sizes << QString::fromStdString(s);
    QString message = tr("This strategic form is too large to build: %1 strategies, %2 payoff cells. Its size grows "
                         "exponentially with the number of information sets.")
                          .arg(sizes.join(QStringLiteral(" × ")),
                               QString::fromStdString(size.cells));
    h += pagehtml::warning(message.toHtmlEscaped());
    if (reduction() != StrategyReduction::None)
      h += pagehtml::note(tr("The reduced form can be much smaller; “Open as strategic game” tries to build it."));
    h += pagehtml::note(analysis.zeroSum.applies()
                            ? tr("The tree is two-person zero-sum with perfect recall: the sequence form solves it "
                                 "directly, in time that grows with the tree only — press “Use the sequence form”.")
                            : TreeText::zeroSumReason(tree, analysis.zeroSum).toHtmlEscaped());
    return h;
  }
  if (!analysis.strategicForm) {
    h += pagehtml::note(tr("Not built automatically for a form this size; “Open as strategic game” builds it."));
    return h;
  }
  if (!*analysis.strategicForm) return h + pagehtml::warning(errorText(analysis.strategicForm->error()).toHtmlEscaped());
  const StrategicGame& game = analysis.strategicForm->value().game;
  QStringList reduced;
  for (std::size_t p = 0; p < game.players(); ++p) reduced << QString::number(game.strategies(p));
  const QString reductionName = reduction_->itemText(reduction_->findData(int(analysis.reduction)));
  h += QStringLiteral("<p>%1</p>").arg(tr("%1: <b>%2</b> strategies").arg(reductionName.toHtmlEscaped(), reduced.join(QStringLiteral(" × "))));
  if (game.players() == 2 && game.strategies(0) <= kPreviewSize && game.strategies(1) <= kPreviewSize) {
    h += strategicPreviewHtml(tree, game);
    h += pagehtml::note(tr("Expected payoffs over chance (%1, %2).").arg(TreeEdits::playerName(tree, 0), TreeEdits::playerName(tree, 1)));
  } else {
    h += pagehtml::note(game.players() == 2 ? tr("Too large to preview here; open it as a strategic game to see the table.")
                                            : tr("Open it as a strategic game to see the table of %n players.", nullptr, int(game.players())));
  }
  return h;
}

}  // namespace gamelab::ui
