#include "ui/coalition/coalitionalvotingform.h"

#include "ui/coalition/coalitionalclipboard.h"
#include "ui/common/numberformat.h"

#include <QComboBox>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>

namespace gamelab::ui {

CoalitionalVotingForm::CoalitionalVotingForm(QWidget* parent)
    : QWidget(parent), quota_(new QLineEdit), weights_(new QLineEdit), rule_(new QComboBox), summary_(new QLabel),
      apply_(new QPushButton(tr("Apply"))) {
  auto* layout = new QGridLayout(this);
  layout->setContentsMargins(4, 2, 4, 2);
  layout->setHorizontalSpacing(6);
  layout->setVerticalSpacing(2);
  auto* line = new QHBoxLayout;
  line->setSpacing(6);
  line->addWidget(new QLabel(tr("<b>Weighted voting</b> [q; w]: S wins when w(S)")));
  rule_->addItem(tr("> q"), int(QuotaRule::Greater));
  rule_->addItem(tr("≥ q"), int(QuotaRule::AtLeast));
  rule_->setToolTip(tr("\"> q\": a coalition wins when its weight exceeds the quota (the source's definition, §4.3.4); "
                       "\"≥ q\": when it reaches the quota (\"58 votes needed\")."));
  line->addWidget(rule_);
  line->addWidget(new QLabel(tr("quota q")));
  quota_->setObjectName(QStringLiteral("votingQuota"));
  quota_->setToolTip(tr("The quota: an exact number such as 50 or 7/2."));
  quota_->setMaximumWidth(90);
  line->addWidget(quota_);
  summary_->setStyleSheet(QStringLiteral("color: #757575;"));
  line->addWidget(summary_);
  line->addStretch(1);
  layout->addLayout(line, 0, 0, 1, 3);
  layout->addWidget(new QLabel(tr("weights w")), 1, 0);
  weights_->setObjectName(QStringLiteral("votingWeights"));
  weights_->setToolTip(tr("One weight per player, separated by commas (\"10, 20, 30, 40\"). The number of weights is the "
                          "number of players; beyond 20 players only the power indices are computed."));
  weights_->setMinimumWidth(160);
  layout->addWidget(weights_, 1, 1);
  apply_->setToolTip(tr("Rebuild the game from these weights and quota (Enter in a field does the same; undoable)"));
  layout->addWidget(apply_, 1, 2);
  layout->setColumnStretch(1, 1);
  connect(apply_, &QPushButton::clicked, this, &CoalitionalVotingForm::apply);
  connect(quota_, &QLineEdit::returnPressed, this, &CoalitionalVotingForm::apply);
  connect(weights_, &QLineEdit::returnPressed, this, &CoalitionalVotingForm::apply);
  connect(rule_, &QComboBox::activated, this, [this] { apply(); });
}

void CoalitionalVotingForm::setVoting(const WeightedVotingGame& voting) {
  quota_->setText(formatRational(voting.quota));
  weights_->setText(formatRationalList(voting.weights));
  weights_->setCursorPosition(0);
  rule_->setCurrentIndex(voting.rule == QuotaRule::Greater ? 0 : 1);
  Rational total = 0;
  for (const auto& w : voting.weights) total += w;
  summary_->setText(tr("%n player(s), total weight %1", nullptr, voting.players()).arg(formatRational(total)));
}

std::optional<WeightedVotingGame> CoalitionalVotingForm::voting(QString& error) const {
  error.clear();
  auto quota = parseTypedNumber(quota_->text());
  if (!quota) {
    error = quota_->text().trimmed().isEmpty()
                ? tr("The quota is missing: enter a number such as 50.")
                : tr("The quota \"%1\" is not a number: enter an integer, a fraction or a decimal.").arg(quota_->text().trimmed());
    return std::nullopt;
  }
  auto weights = parseRationalList(weights_->text(), tr("weights"), error);
  if (!weights) return std::nullopt;
  for (std::size_t k = 0; k < weights->size(); ++k)
    if ((*weights)[k] < 0) {
      error = tr("Weight %1 is negative (%2): weights must be 0 or more.").arg(k + 1).arg(formatRational((*weights)[k]));
      return std::nullopt;
    }
  if (int(weights->size()) > kMaxVotingPlayers) {
    error = tr("%1 weights, but a voting game has at most %2 players.").arg(weights->size()).arg(kMaxVotingPlayers);
    return std::nullopt;
  }
  WeightedVotingGame result;
  result.quota = *quota;
  result.weights = std::move(*weights);
  result.rule = QuotaRule(rule_->currentData().toInt());
  return result;
}

void CoalitionalVotingForm::apply() {
  QString error;
  auto v = voting(error);
  if (!v) {
    emit rejected(error);
    return;
  }
  emit votingEdited(*v);
}

}  // namespace gamelab::ui
