#include "ui/kingmaker/sandboxwidget.h"

#include "core/kingmaker/spe.h"
#include "core/kingmaker/structure.h"
#include "ui/common/numberformat.h"
#include "ui/common/playercolors.h"
#include "ui/analysis/analysisformat.h"
#include "ui/kingmaker/kingmakertext.h"

#include <QComboBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QSlider>
#include <QTableWidget>
#include <QVBoxLayout>

namespace gamelab::ui {

using namespace kingmaker;

namespace {
constexpr int kSliderSteps = 100;
enum Column { NodeColumn, StrategyColumn, BestColumn, BeliefColumn, ColumnCount };

/// "1/10" or "1/10, 9/10" (blanks, commas or semicolons between): a local strategy of `k`
/// children; k − 1 numbers leave the remainder to the last child. nullopt if not a
/// probability row.
std::optional<RationalVector> parseLocal(const QString& text, int k) {
  const QStringList parts = text.split(QRegularExpression(QStringLiteral("[,;\\s]+")), Qt::SkipEmptyParts);
  if (parts.size() != k && parts.size() != k - 1) return std::nullopt;
  RationalVector local;
  Rational sum = 0;
  for (const QString& part : parts) {
    auto value = parseTypedNumber(part);
    if (!value || *value < 0 || *value > 1) return std::nullopt;
    local.push_back(*value);
    sum += *value;
  }
  if (int(local.size()) == k - 1) {
    if (sum > 1) return std::nullopt;
    local.push_back(1 - sum);
  }
  if (sum != 1 && int(parts.size()) == k) return std::nullopt;
  return local;
}
}  // namespace

SandboxWidget::SandboxWidget(QWidget* parent) : QWidget(parent) {
  capLabel_ = new QLabel(this);
  capLabel_->setWordWrap(true);
  etaEdit_ = new QLineEdit(QStringLiteral("1/10"), this);
  etaEdit_->setToolTip(tr("η of the kmn-η rule: a player expects another player's kingmaker node to "
                          "choose its win with a probability in [η, 1−η] (0 < η < 1/2)"));
  etaEdit_->setMaximumWidth(90);
  table_ = new QTableWidget(0, ColumnCount, this);
  table_->setHorizontalHeaderLabels({tr("Node"), tr("Probabilities of the children"), tr("Best reply?"), tr("kmn-η belief")});
  table_->horizontalHeader()->setSectionResizeMode(StrategyColumn, QHeaderView::Stretch);
  table_->horizontalHeader()->setSectionResizeMode(NodeColumn, QHeaderView::ResizeToContents);
  table_->horizontalHeader()->setSectionResizeMode(BestColumn, QHeaderView::ResizeToContents);
  table_->horizontalHeader()->setSectionResizeMode(BeliefColumn, QHeaderView::ResizeToContents);
  table_->verticalHeader()->setVisible(false);
  table_->setSelectionBehavior(QAbstractItemView::SelectRows);
  table_->setSelectionMode(QAbstractItemView::SingleSelection);
  table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
  table_->setToolTip(tr("Local strategies: type an exact fraction or move the slider"));
  payoffLabel_ = new QLabel(this);
  payoffLabel_->setTextInteractionFlags(Qt::TextSelectableByMouse);
  payoffLabel_->setToolTip(tr("Expected payoffs h at the root (exact)"));
  speLabel_ = new QLabel(this);
  speLabel_->setWordWrap(true);

  auto* top = new QHBoxLayout;
  top->addWidget(capLabel_, 1);
  auto* etaLabel = new QLabel(tr("&η:"), this);
  etaLabel->setBuddy(etaEdit_);
  top->addWidget(etaLabel);
  top->addWidget(etaEdit_);

  auto* deviation = new QGroupBox(tr("What if a player deviates? (one-step-lookahead motive, Def. 4.2.1)"), this);
  deviationNode_ = new QComboBox(deviation);
  deviationNode_->setToolTip(tr("The node whose player changes its local strategy"));
  deviationLocal_ = new QLineEdit(deviation);
  deviationLocal_->setToolTip(tr("The new local strategy: the probabilities of the children (\"1/10, 9/10\"; "
                                 "the last may be left out)"));
  deviateButton_ = new QPushButton(tr("&Deviate"), deviation);
  deviateButton_->setToolTip(tr("Change the strategy; players whose strategy stops being a best reply switch to a best reply"));
  adoptButton_ = new QPushButton(tr("Ado&pt the new profile"), deviation);
  adoptButton_->setToolTip(tr("Replace the sliders' profile by the profile after the deviation"));
  adoptButton_->setEnabled(false);
  deviationLabel_ = new QLabel(deviation);
  deviationLabel_->setWordWrap(true);
  deviationLabel_->setTextInteractionFlags(Qt::TextSelectableByMouse);
  auto* form = new QFormLayout;
  form->addRow(tr("&Node:"), deviationNode_);
  form->addRow(tr("New &strategy:"), deviationLocal_);
  auto* buttons = new QHBoxLayout;
  buttons->addWidget(deviateButton_);
  buttons->addWidget(adoptButton_);
  buttons->addStretch(1);
  auto* devLayout = new QVBoxLayout(deviation);
  devLayout->addLayout(form);
  devLayout->addLayout(buttons);
  devLayout->addWidget(deviationLabel_);

  auto* layout = new QVBoxLayout(this);
  layout->addLayout(top);
  layout->addWidget(table_, 1);
  layout->addWidget(payoffLabel_);
  layout->addWidget(speLabel_);
  layout->addWidget(deviation);

  connect(etaEdit_, &QLineEdit::editingFinished, this, [this] {
    for (int row = 0; row < int(rows_.size()); ++row) refreshRow(row);
  });
  connect(deviationNode_, &QComboBox::currentIndexChanged, this, [this] {
    const NodeIndex v = deviationNode_->currentData().toInt();
    if (!hasGame_ || v < 0 || v >= game_.nodeCount() || game_.isLeaf(v)) return;
    QStringList parts;
    for (const Rational& p : profile_[v]) parts << formatRational(p);
    deviationLocal_->setText(parts.join(QStringLiteral(", ")));
  });
  connect(deviateButton_, &QPushButton::clicked, this, &SandboxWidget::deviate);
  connect(deviationLocal_, &QLineEdit::returnPressed, this, &SandboxWidget::deviate);
  connect(adoptButton_, &QPushButton::clicked, this, &SandboxWidget::adoptDeviation);
  connect(table_, &QTableWidget::cellClicked, this, [this](int row, int) {
    if (row >= 0 && row < int(rows_.size())) emit nodeSelected(game_.treeNode[rows_[row]]);
  });
  clear();
}

QString SandboxWidget::playerText(int player) const { return kingmakerPlayerName(game_, player); }

QString SandboxWidget::nodeText(NodeIndex v) const {
  return tr("%1 (%2)").arg(kingmakerNodeName(game_, v), playerText(game_.player[v]));
}

void SandboxWidget::clear() {
  hasGame_ = false;
  game_ = {};
  profile_.clear();
  rows_.clear();
  hasDeviation_ = false;
  table_->setRowCount(0);
  sliders_.clear();
  fields_.clear();
  deviationNode_->clear();
  capLabel_->setText(tr("No binary game."));
  payoffLabel_->clear();
  speLabel_->clear();
  deviationLabel_->clear();
  setEnabled(false);
}

void SandboxWidget::setGame(const BinaryGame& game) {
  game_ = game;
  hasGame_ = true;
  hasDeviation_ = false;
  profile_ = firstChildProfile(game_);
  setEnabled(true);
  kingmakerNode_.assign(std::size_t(game_.nodeCount()), 0);
  forcedWin_.assign(std::size_t(game_.nodeCount()), kNobody);
  if (auto structure = solveStructure(game_)) {
    kingmakerNode_ = structure->strictKingmaker;
    forcedWin_ = structure->forcedWin;
  }
  // Rows: every decision node of a small tree; else the strict kingmakers and the nodes where
  // two children are chosen in some pure SPE (ties), capped.
  std::int64_t decisions = 0;
  for (NodeIndex v = 0; v < game_.nodeCount(); ++v) decisions += game_.isLeaf(v) ? 0 : 1;
  std::vector<char> tied(std::size_t(game_.nodeCount()), 0);
  const bool small = decisions <= kMaxRows;
  if (!small) {
    if (auto count = solveSpeCount(game_)) {
      for (NodeIndex v = 0; v < game_.nodeCount(); ++v) {
        int chosen = 0;
        for (int k = 0; k < game_.childCount(v); ++k) chosen += count->chosenInSomeSpe[game_.edge(v, k)] ? 1 : 0;
        tied[v] = chosen > 1;
      }
    }
  }
  rows_.clear();
  std::int64_t candidates = 0;
  for (NodeIndex v = 0; v < game_.nodeCount(); ++v) {
    if (game_.isLeaf(v) || !(small || kingmakerNode_[v] || tied[v])) continue;
    ++candidates;
    if (int(rows_.size()) < kMaxRows) rows_.push_back(v);
  }
  if (small)
    capLabel_->setText(tr("All %n decision node(s).", nullptr, int(decisions)));
  else if (candidates > kMaxRows)
    capLabel_->setText(tr("The first %1 of %2 kingmaker or tied nodes (of %3 decision nodes); the others play their first child.")
                           .arg(kMaxRows).arg(candidates).arg(decisions));
  else
    capLabel_->setText(tr("%1 kingmaker or tied nodes of %2 decision nodes; the others play their first child.")
                           .arg(candidates).arg(decisions));
  buildRows();
  fillDeviationNodes();
  refreshResults();
  emit profileChanged();
}

void SandboxWidget::buildRows() {
  table_->setRowCount(int(rows_.size()));
  sliders_.assign(rows_.size(), {});
  fields_.assign(rows_.size(), {});
  for (int row = 0; row < int(rows_.size()); ++row) {
    const NodeIndex v = rows_[row];
    auto* item = new QTableWidgetItem(nodeText(v));
    item->setForeground(playerColor(game_.player[v]));
    item->setToolTip(kingmakerNode_[v] ? tr("A strict kingmaker node: its mover cannot win but decides who does")
                                       : tr("A decision node"));
    table_->setItem(row, NodeColumn, item);
    table_->setItem(row, BestColumn, new QTableWidgetItem);
    table_->setItem(row, BeliefColumn, new QTableWidgetItem);
    auto* cell = new QWidget;
    auto* box = new QHBoxLayout(cell);
    box->setContentsMargins(2, 1, 2, 1);
    const int k = game_.childCount(v);
    for (int c = 0; c < k; ++c) {
      const NodeIndex child = game_.children(v)[c];
      if (k > 2 || c == 0) {
        auto* slider = new QSlider(Qt::Horizontal, cell);
        slider->setRange(0, kSliderSteps);
        slider->setMinimumWidth(80);
        slider->setToolTip(tr("Probability of child %1 (node %2)").arg(c + 1).arg(child));
        connect(slider, &QSlider::valueChanged, this, [this, row, c](int value) { onSliderMoved(row, c, value); });
        sliders_[row].push_back(slider);
        box->addWidget(slider, 1);
      }
      auto* field = new QLineEdit(cell);
      field->setMaximumWidth(70);
      const QString what = game_.isLeaf(child) ? tr("%1 wins").arg(playerText(game_.player[child]))
                                               : nodeText(child);
      field->setToolTip(tr("Exact probability of child %1: %2").arg(c + 1).arg(what));
      field->setPlaceholderText(tr("p%1").arg(c + 1));
      connect(field, &QLineEdit::editingFinished, this, [this, row, c] { onFieldEdited(row, c); });
      fields_[row].push_back(field);
      box->addWidget(field);
    }
    table_->setCellWidget(row, StrategyColumn, cell);
    refreshRow(row);
  }
  table_->resizeRowsToContents();
}

void SandboxWidget::fillDeviationNodes() {
  {
    const QSignalBlocker block(deviationNode_);
    deviationNode_->clear();
    for (NodeIndex v : rows_) deviationNode_->addItem(nodeText(v), v);
    deviationNode_->setCurrentIndex(-1);
  }
  deviationLabel_->clear();
  if (!rows_.empty()) deviationNode_->setCurrentIndex(0);  // fills the strategy field
}

std::optional<Rational> SandboxWidget::eta() const {
  auto value = parseTypedNumber(etaEdit_->text());
  if (!value || *value <= 0 || *value >= Rational(1, 2)) return std::nullopt;
  return value;
}

void SandboxWidget::refreshRow(int row) {
  const NodeIndex v = rows_[row];
  const bool was = updating_;
  updating_ = true;
  const RationalVector& local = profile_[v];
  for (int c = 0; c < int(fields_[row].size()); ++c) {
    fields_[row][c]->setText(formatRational(local[c]));
    fields_[row][c]->setStyleSheet({});
  }
  for (int s = 0; s < int(sliders_[row].size()); ++s) {
    const Rational scaled = local[s] * kSliderSteps;
    sliders_[row][s]->setValue(int(toDouble(scaled) + 0.5));
  }
  // kmn-η beliefs: at a strict kingmaker, every other player whose forced win is a child
  // expects that child with a probability in [η, 1−η].
  QString belief;
  if (kingmakerNode_[v]) {
    const auto e = eta();
    QStringList players;
    for (NodeIndex child : game_.children(v)) {
      const int w = forcedWin_[child];
      if (w != kNobody && w != game_.player[v] && !players.contains(playerText(w))) players << playerText(w);
    }
    belief = e ? tr("%1: [%2, %3]").arg(players.join(QStringLiteral(", ")), formatRational(*e), formatRational(1 - *e))
               : tr("η must be a fraction between 0 and 1/2");
  }
  table_->item(row, BeliefColumn)->setText(belief);
  table_->item(row, BeliefColumn)->setToolTip(
      tr("kmn-η: these players expect this kingmaker node to choose their win with a probability in [η, 1−η]"));
  updating_ = was;
}

void SandboxWidget::setChildProbability(int row, int child, const Rational& value) {
  const NodeIndex v = rows_[row];
  RationalVector local = profile_[v];
  const Rational rest = 1 - local[child];
  const Rational left = 1 - value;
  for (int c = 0; c < int(local.size()); ++c) {
    if (c == child) continue;
    local[c] = rest > 0 ? Rational(local[c] * left / rest) : Rational(0);
  }
  if (rest == 0) local[child == 0 ? 1 : 0] = left;
  local[child] = value;
  profile_[v] = local;
  hasDeviation_ = false;
  adoptButton_->setEnabled(false);
  refreshRow(row);
  refreshResults();
  emit profileChanged();
}

void SandboxWidget::onFieldEdited(int row, int child) {
  if (updating_) return;
  QLineEdit* field = fields_[row][child];
  auto value = parseTypedNumber(field->text());
  if (!value || *value < 0 || *value > 1) {
    field->setStyleSheet(QStringLiteral("color: #c0392b"));
    field->setToolTip(tr("Not a probability: type a fraction from 0 to 1 such as 3/5"));
    return;
  }
  if (*value == profile_[rows_[row]][child]) return refreshRow(row);
  setChildProbability(row, child, *value);
}

void SandboxWidget::onSliderMoved(int row, int child, int value) {
  if (updating_) return;
  setChildProbability(row, child, Rational(value, kSliderSteps));
}

void SandboxWidget::setProfile(const MixedProfile& profile) {
  if (!hasGame_ || profile.size() != profile_.size()) return;
  profile_ = profile;
  hasDeviation_ = false;
  adoptButton_->setEnabled(false);
  for (int row = 0; row < int(rows_.size()); ++row) refreshRow(row);
  refreshResults();
  emit profileChanged();
}

bool SandboxWidget::setLocalStrategy(NodeIndex node, const RationalVector& local) {
  if (!hasGame_ || node < 0 || node >= game_.nodeCount() || game_.isLeaf(node)) return false;
  if (int(local.size()) != game_.childCount(node)) return false;
  Rational sum = 0;
  for (const Rational& p : local) {
    if (p < 0) return false;
    sum += p;
  }
  if (sum != 1) return false;
  MixedProfile profile = profile_;
  profile[node] = local;
  setProfile(profile);
  return true;
}

RationalVector SandboxWidget::rootPayoff() const {
  if (!hasGame_) return {};
  return subgameValues(game_, profile_)[0];
}

std::vector<NodeIndex> SandboxWidget::nonBestReplies() const {
  if (!hasGame_) return {};
  return kingmaker::nonBestReplies(game_, profile_);
}

void SandboxWidget::refreshResults() {
  if (!hasGame_) return;
  const RationalVector h = rootPayoff();
  QStringList parts;
  for (int p = 0; p < int(h.size()); ++p) parts << tr("%1: %2").arg(playerText(p), formatRationalWithDecimal(h[p]));
  payoffLabel_->setText(tr("Payoffs h at the root: %1").arg(parts.join(QStringLiteral("; "))));
  const std::vector<NodeIndex> bad = nonBestReplies();
  std::vector<char> isBad(std::size_t(game_.nodeCount()), 0);
  for (NodeIndex v : bad) isBad[v] = 1;
  for (int row = 0; row < int(rows_.size()); ++row) {
    QTableWidgetItem* item = table_->item(row, BestColumn);
    item->setText(isBad[rows_[row]] ? tr("no") : tr("yes"));
    item->setForeground(isBad[rows_[row]] ? QColor(0xc0, 0x39, 0x2b) : palette().color(QPalette::Text));
  }
  if (bad.empty()) {
    speLabel_->setText(tr("The profile is a subgame-perfect equilibrium: every node plays a best reply."));
  } else {
    QStringList nodes;
    for (std::size_t k = 0; k < bad.size() && k < 12; ++k) nodes << nodeText(bad[k]);
    if (bad.size() > 12) nodes << tr("… (%1 in all)").arg(bad.size());
    speLabel_->setText(tr("Not an SPE: not a best reply at %1.").arg(nodes.join(QStringLiteral(", "))));
  }
}

void SandboxWidget::setDeviation(NodeIndex node, const RationalVector& newLocal) {
  const int index = deviationNode_->findData(node);
  if (index < 0) return;
  deviationNode_->setCurrentIndex(index);
  QStringList parts;
  for (const Rational& p : newLocal) parts << formatRational(p);
  deviationLocal_->setText(parts.join(QStringLiteral(", ")));
}

void SandboxWidget::deviate() {
  hasDeviation_ = false;
  adoptButton_->setEnabled(false);
  if (!hasGame_ || deviationNode_->currentIndex() < 0) return;
  const NodeIndex v = deviationNode_->currentData().toInt();
  const auto local = parseLocal(deviationLocal_->text(), game_.childCount(v));
  if (!local) {
    deviationLabel_->setText(tr("Type %1 probabilities from 0 to 1 that sum to 1 (the last may be left out).")
                                 .arg(game_.childCount(v)));
    return;
  }
  deviation_ = oneStepLookahead(game_, profile_, v, *local);
  hasDeviation_ = true;
  adoptButton_->setEnabled(true);
  showDeviation();
}

void SandboxWidget::showDeviation() {
  const Deviation& d = deviation_;
  const QString who = playerText(d.player);
  QStringList lines;
  lines << (d.deviationIsBestReply ? tr("%1's new strategy is still a best reply.").arg(who)
                                   : tr("%1's new strategy is not a best reply: the profile stops being an SPE.").arg(who));
  QStringList reacting;
  for (int p : d.reactingPlayers) reacting << playerText(p);
  lines << (reacting.isEmpty() ? tr("Nobody reacts.")
                               : tr("Players who react: %1.").arg(reacting.join(QStringLiteral(", "))));
  QStringList changed;
  for (NodeIndex v = 0; v < game_.nodeCount(); ++v) {
    if (game_.isLeaf(v) || d.after[v] == profile_[v]) continue;
    changed << tr("%1 → %2").arg(nodeText(v), fmt::vector(d.after[v]));
  }
  lines << tr("New strategies: %1.").arg(changed.isEmpty() ? tr("none") : changed.join(QStringLiteral("; ")));
  lines << tr("h: %1 → %2").arg(fmt::vector(d.payoffBefore), fmt::vector(d.payoffAfter));
  const Rational gain = d.payoffAfter[d.player] - d.payoffBefore[d.player];
  lines << (d.motive() ? tr("%1 gains %2: a one-step-lookahead motive.").arg(who, formatRationalWithDecimal(gain))
                       : tr("%1 gains nothing (%2): no motive by this change.").arg(who, formatRationalWithDecimal(gain)));
  deviationLabel_->setText(lines.join(QLatin1Char('\n')));
}

void SandboxWidget::adoptDeviation() {
  if (!hasDeviation_) return;
  setProfile(deviation_.after);
}

}  // namespace gamelab::ui
