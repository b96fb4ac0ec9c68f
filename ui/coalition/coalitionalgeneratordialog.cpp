#include "ui/coalition/coalitionalgeneratordialog.h"

#include "core/coalition/generators.h"
#include "ui/coalition/coalitionalclipboard.h"
#include "ui/coalition/coalitionaltablemodel.h"
#include "ui/common/editorframe.h"
#include "ui/common/errortext.h"
#include "ui/common/numberformat.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QSpinBox>
#include <QStackedWidget>
#include <QVBoxLayout>

namespace gamelab::ui {

CoalitionalGeneratorDialog::CoalitionalGeneratorDialog(int players, QWidget* parent)
    : QDialog(parent), family_(new QComboBox), pages_(new QStackedWidget), rule_(new QComboBox), error_(new QLabel) {
  setWindowTitle(tr("Generate a coalitional game"));
  players = std::clamp(players, 1, kMaxVotingTablePlayers);
  for (int f = 0; f < FamilyCount; ++f) family_->addItem(familyName(Family(f)));
  family_->setToolTip(tr("The family of games that fills the characteristic function"));

  auto page = [this](const QString& description) {
    auto* w = new QWidget;
    auto* form = new QFormLayout(w);
    auto* text = new QLabel(description);
    text->setWordWrap(true);
    text->setStyleSheet(QStringLiteral("color: #616161;"));
    form->addRow(text);
    pages_->addWidget(w);
    return w;
  };
  QWidget* voting = page(tr("S wins (v(S) = 1) when its total weight passes the quota; otherwise v(S) = 0 (§4.3.4)."));
  addField(voting, QStringLiteral("votingQuota"), tr("Quota q:"), QStringLiteral("50"), tr("An exact number"));
  addField(voting, QStringLiteral("votingWeights"), tr("Weights w:"), QStringLiteral("10, 20, 30, 40"),
           tr("One weight per player, separated by commas; up to %1 players").arg(kMaxVotingPlayers));
  rule_->addItem(tr("w(S) > q (the source's definition)"), int(QuotaRule::Greater));
  rule_->addItem(tr("w(S) ≥ q (\"q votes needed\")"), int(QuotaRule::AtLeast));
  rule_->setObjectName(QStringLiteral("votingRule"));
  static_cast<QFormLayout*>(voting->layout())->addRow(tr("S wins when:"), rule_);

  QWidget* glove = page(tr("Each player owns one glove; v(S) = the number of pairs S can form = min(left gloves in S, "
                           "right gloves in S) (Ex 4.2.5-7)."));
  auto spin = [](QWidget* p, const QString& name, const QString& label, int value, int min, int max, const QString& tip) {
    auto* s = new QSpinBox;
    s->setObjectName(name);
    s->setRange(min, max);
    s->setValue(value);
    s->setToolTip(tip);
    static_cast<QFormLayout*>(p->layout())->addRow(label, s);
    return s;
  };
  spin(glove, QStringLiteral("glovesLeft"), tr("Left-glove owners:"), 1, 0, kMaxVotingTablePlayers, tr("Players L1, L2, …"));
  spin(glove, QStringLiteral("glovesRight"), tr("Right-glove owners:"), 2, 0, kMaxVotingTablePlayers, tr("Players R1, R2, …"));

  QWidget* bankruptcy = page(tr("An estate E is shared among creditors with claims c_i; v(S) = max(0, E − Σ_{i∉S} c_i), "
                                "what S gets after paying everyone else in full (§4.4.1)."));
  addField(bankruptcy, QStringLiteral("bankruptcyEstate"), tr("Estate E:"), QStringLiteral("36"), tr("An exact number, 0 or more"));
  addField(bankruptcy, QStringLiteral("bankruptcyClaims"), tr("Claims c:"), QStringLiteral("10, 20, 30"),
           tr("One claim per creditor, separated by commas"));

  QWidget* airport = page(tr("A runway serves planes that need lengths costing c_i; S pays the longest it needs: "
                             "v(S) = −max_{i∈S} c_i (a cost game as savings, Ex 4.3.5-15)."));
  addField(airport, QStringLiteral("airportCosts"), tr("Costs c:"), QStringLiteral("1, 2, 3"),
           tr("One cost per player, separated by commas"));

  QWidget* unanimity = page(tr("v(S) = c when S contains every player of the carrier T, else 0: the game w_T whose "
                               "Shapley value splits c equally within T."));
  spin(unanimity, QStringLiteral("unanimityPlayers"), tr("Players:"), std::max(players, 2), 1, kMaxVotingTablePlayers,
       tr("Number of players"));
  addField(unanimity, QStringLiteral("unanimityCarrier"), tr("Carrier T:"), QStringLiteral("1, 2"),
           tr("The players who must all be present: numbers 1..n separated by commas"));
  addField(unanimity, QStringLiteral("unanimityScale"), tr("Value c:"), QStringLiteral("1"), tr("An exact number"));

  QWidget* symmetric = page(tr("v(S) = f(|S|): the value depends on the size of the coalition only (Ex 4.2.5-4). The number "
                               "of values is the number of players."));
  addField(symmetric, QStringLiteral("symmetricValues"), tr("f(1), …, f(n):"), QStringLiteral("0, 1, 3"),
           tr("One value per coalition size, separated by commas"));

  error_->setWordWrap(true);
  styleAsError(error_);
  auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
  connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
  connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
  connect(family_, &QComboBox::currentIndexChanged, this, [this](int f) {
    pages_->setCurrentIndex(f);
    error_->clear();
  });

  auto* layout = new QVBoxLayout(this);
  auto* top = new QFormLayout;
  top->addRow(tr("Family:"), family_);
  layout->addLayout(top);
  layout->addWidget(pages_);
  layout->addWidget(error_);
  layout->addWidget(buttons);
  setMinimumWidth(460);
}

QString CoalitionalGeneratorDialog::familyName(Family family) {
  switch (family) {
    case WeightedVoting: return tr("Weighted majority (voting) game [q; w]");
    case GloveMarket: return tr("Glove market");
    case Bankruptcy: return tr("Bankruptcy game");
    case Airport: return tr("Airport game");
    case Unanimity: return tr("Unanimity game w_T");
    case Symmetric: return tr("Symmetric game f(|S|)");
    case FamilyCount: break;
  }
  return {};
}

QLineEdit* CoalitionalGeneratorDialog::addField(QWidget* page, const QString& name, const QString& label, const QString& text,
                                                const QString& tip) {
  auto* edit = new QLineEdit(text);
  edit->setObjectName(name);
  edit->setToolTip(tip);
  static_cast<QFormLayout*>(page->layout())->addRow(label, edit);
  return edit;
}

QLineEdit* CoalitionalGeneratorDialog::field(const QString& name) const { return findChild<QLineEdit*>(name); }
QSpinBox* CoalitionalGeneratorDialog::spinBox(const QString& name) const { return findChild<QSpinBox*>(name); }

void CoalitionalGeneratorDialog::setFamily(Family family) { family_->setCurrentIndex(int(family)); }
CoalitionalGeneratorDialog::Family CoalitionalGeneratorDialog::family() const { return Family(family_->currentIndex()); }

std::optional<CoalitionalGame> CoalitionalGeneratorDialog::generate(QString& error) const {
  error.clear();
  auto number = [&](const QString& name, const QString& what) -> std::optional<Rational> {
    const QString text = field(name)->text().trimmed();
    auto v = parseTypedNumber(text);
    if (!v)
      error = text.isEmpty() ? tr("%1 is missing: enter a number.").arg(what)
                             : tr("%1, \"%2\", is not a number: enter an integer, a fraction such as -2/7 or a decimal.")
                                   .arg(what, text);
    return v;
  };
  auto list = [&](const QString& name, const QString& what) { return parseRationalList(field(name)->text(), what, error); };
  auto fromCore = [&](Expected<CoalitionalGame> game) -> std::optional<CoalitionalGame> {
    if (!game) {
      error = errorReasonText(game.error());
      return std::nullopt;
    }
    return std::move(game.value());
  };
  auto tooMany = [&](std::size_t n) {
    if (n <= std::size_t(kMaxVotingTablePlayers)) return false;
    error = tr("%1 players: the table holds at most %2.").arg(n).arg(kMaxVotingTablePlayers);
    return true;
  };
  switch (family()) {
    case WeightedVoting: {
      auto quota = number(QStringLiteral("votingQuota"), tr("The quota"));
      if (!quota) return std::nullopt;
      auto weights = list(QStringLiteral("votingWeights"), tr("weights"));
      if (!weights) return std::nullopt;
      WeightedVotingGame voting;
      voting.quota = *quota;
      voting.weights = std::move(*weights);
      voting.rule = QuotaRule(rule_->currentData().toInt());
      return fromCore(CoalitionalGame::fromVoting(std::move(voting)));
    }
    case GloveMarket: {
      const int left = spinBox(QStringLiteral("glovesLeft"))->value(), right = spinBox(QStringLiteral("glovesRight"))->value();
      if (left + right < 1) {
        error = tr("A glove market needs at least one player.");
        return std::nullopt;
      }
      if (tooMany(std::size_t(left + right))) return std::nullopt;
      std::vector<bool> owners(std::size_t(left), true);
      owners.resize(std::size_t(left + right), false);
      auto game = fromCore(gloveMarket(owners));
      if (game)
        for (int k = 0; k < left + right; ++k)
          game->setPlayerName(k, (k < left ? QStringLiteral("L%1").arg(k + 1) : QStringLiteral("R%1").arg(k - left + 1)).toStdString());
      return game;
    }
    case Bankruptcy: {
      auto estate = number(QStringLiteral("bankruptcyEstate"), tr("The estate"));
      if (!estate) return std::nullopt;
      auto claims = list(QStringLiteral("bankruptcyClaims"), tr("claims"));
      if (!claims || tooMany(claims->size())) return std::nullopt;
      return fromCore(bankruptcyGame(*estate, *claims));
    }
    case Airport: {
      auto costs = list(QStringLiteral("airportCosts"), tr("costs"));
      if (!costs || tooMany(costs->size())) return std::nullopt;
      return fromCore(airportGame(*costs));
    }
    case Unanimity: {
      const int n = spinBox(QStringLiteral("unanimityPlayers"))->value();
      const Coalition carrier = parsePlayerList(field(QStringLiteral("unanimityCarrier"))->text(), defaultPlayerNames(n), error);
      if (!error.isEmpty()) return std::nullopt;
      if (carrier == 0) {
        error = tr("The carrier T is empty: name at least one player.");
        return std::nullopt;
      }
      auto scale = number(QStringLiteral("unanimityScale"), tr("The value c"));
      if (!scale) return std::nullopt;
      return fromCore(unanimityGame(n, carrier, *scale));
    }
    case Symmetric: {
      auto values = list(QStringLiteral("symmetricValues"), tr("values f(1), …, f(n)"));
      if (!values || tooMany(values->size())) return std::nullopt;
      return fromCore(symmetricGame(*values));
    }
    case FamilyCount: break;
  }
  return std::nullopt;
}

void CoalitionalGeneratorDialog::accept() {
  QString error;
  auto game = generate(error);
  if (!game) {
    error_->setText(error);
    return;
  }
  result_ = std::move(game);
  QDialog::accept();
}

}  // namespace gamelab::ui
