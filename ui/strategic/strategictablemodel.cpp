#include "ui/strategic/strategictablemodel.h"

#include "ui/analysis/analysisformat.h"
#include "ui/common/errortext.h"
#include "ui/common/numberformat.h"
#include "ui/common/playercolors.h"
#include "ui/strategic/strategiccellcommands.h"
#include "ui/strategic/strategicclipboard.h"
#include "ui/strategic/strategiclabelcommands.h"
#include "ui/strategic/strategicpage.h"
#include "ui/strategic/strategicplayers.h"

#include <QBrush>
#include <QColor>
#include <QFont>
#include <QRegularExpression>

#include <algorithm>

namespace gamelab::ui {

namespace {
const QColor kPureEquilibrium(0xff, 0xe0, 0x82);  // amber
const QColor kSelected(0xb3, 0x9d, 0xdb);         // violet, scaled by probability
const QColor kEliminatedText(0x9e, 0x9e, 0x9e);

bool isPure(const MixedProfile& profile, PureProfile& pure) {
  pure.clear();
  for (const auto& strategy : profile) {
    std::size_t support = strategy.size();
    for (std::size_t s = 0; s < strategy.size(); ++s)
      if (strategy[s] != 0) {
        if (support != strategy.size()) return false;
        support = s;
      }
    if (support == strategy.size()) return false;
    pure.push_back(support);
  }
  return true;
}
}  // namespace

StrategicTableModel::StrategicTableModel(StrategicDocument* doc, QObject* parent) : QAbstractTableModel(parent), doc_(doc) {
  clampSlice();
  connect(doc_, &StrategicDocument::structureAboutToChange, this, [this] { beginResetModel(); });
  connect(doc_, &StrategicDocument::structureChanged, this, [this] {
    clearAnalysis();
    clampSlice();
    endResetModel();
    emit sliceChanged();
  });
  connect(doc_, &StrategicDocument::payoffsChanged, this, [this] {
    clearAnalysis();
    refreshAll();
  });
  connect(doc_, &StrategicDocument::strategyLabelChanged, this, [this](int player, int strategy) {
    if (player == 0) emit headerDataChanged(Qt::Vertical, strategy, strategy);
    if (player == 1) emit headerDataChanged(Qt::Horizontal, strategy, strategy);
    if (player >= 2) emit sliceChanged();  // the slice selectors show the labels
  });
  connect(doc_, &StrategicDocument::playerNameChanged, this, [this] {
    refreshHeaders();
    emit sliceChanged();
  });
}

int StrategicTableModel::rowCount(const QModelIndex& parent) const {
  return parent.isValid() || players() == 0 ? 0 : int(doc_->strategies(0));
}

int StrategicTableModel::columnCount(const QModelIndex& parent) const {
  if (parent.isValid() || players() == 0) return 0;
  return players() > 1 ? int(doc_->strategies(1)) : 1;
}

void StrategicTableModel::clampSlice() {
  const auto& game = doc_->game();
  slice_.resize(game.players(), 0);
  for (std::size_t k = 0; k < slice_.size(); ++k) {
    if (k < 2) slice_[k] = 0;
    else slice_[k] = std::min(slice_[k], game.strategies(k) - 1);
  }
}

void StrategicTableModel::setSliceStrategy(std::size_t player, std::size_t strategy) {
  if (player < 2 || player >= players() || strategy >= doc_->strategies(player) || slice_[player] == strategy) return;
  slice_[player] = strategy;
  refreshAll();
  emit sliceChanged();
}

std::size_t StrategicTableModel::profileAt(int row, int column) const {
  PureProfile profile = slice_;
  profile[0] = std::size_t(row);
  if (players() > 1) profile[1] = std::size_t(column);
  return doc_->game().profileIndex(profile);
}

QModelIndex StrategicTableModel::indexOfProfile(std::size_t profile) const {
  const auto& game = doc_->game();
  if (profile >= game.profileCount()) return {};
  const PureProfile p = game.profileAt(profile);
  for (std::size_t k = 2; k < p.size(); ++k)
    if (p[k] != slice_[k]) return {};
  return index(int(p[0]), p.size() > 1 ? int(p[1]) : 0);
}

QString StrategicTableModel::playerName(std::size_t player) const {
  if (player >= players()) return {};
  return playerDisplayName(doc_->game().playerNames[player], int(player));
}

bool StrategicTableModel::setPlayerName(std::size_t player, const QString& name) {
  if (player >= players()) return false;
  const std::string stored = name.trimmed().toStdString();
  if (doc_->game().playerNames[player] == stored) return true;
  doc_->undoStack()->push(new SetPlayerNameCommand(doc_, player, stored));
  return true;
}

QString StrategicTableModel::strategyName(std::size_t player, std::size_t strategy) const {
  return QString::fromStdString(doc_->game().strategyLabel(player, strategy));
}

bool StrategicTableModel::isEliminated(std::size_t player, std::size_t strategy) const {
  return player < eliminatedStep_.size() && strategy < eliminatedStep_[player].size() &&
         eliminatedStep_[player][strategy] != 0;
}

Qt::ItemFlags StrategicTableModel::flags(const QModelIndex& index) const {
  if (!index.isValid()) return Qt::NoItemFlags;
  return Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemIsEditable;
}

double StrategicTableModel::selectedWeight(std::size_t profile) const {
  if (!selected_ || selectedMax_ <= 0) return -1;
  const PureProfile p = doc_->game().profileAt(profile);
  double w = 1;
  for (std::size_t k = 0; k < p.size(); ++k) w *= toDouble((*selected_)[k][p[k]]);
  return w / selectedMax_;
}

QVariant StrategicTableModel::data(const QModelIndex& index, int role) const {
  if (!index.isValid() || index.row() >= rowCount() || index.column() >= columnCount()) return {};
  const auto& game = doc_->game();
  const std::size_t t = profileAt(index.row(), index.column());
  const std::size_t n = game.players();
  const bool stars = analysis_ && analysis_->stars;
  auto starred = [&](std::size_t k) { return stars && analysis_->stars->isStarred(game, t, k); };
  auto eliminatedBits = [&] {
    int bits = 0;
    if (isEliminated(0, std::size_t(index.row()))) bits |= 1;
    if (n > 1 && isEliminated(1, std::size_t(index.column()))) bits |= 2;
    for (std::size_t k = 2; k < n; ++k)
      if (isEliminated(k, slice_[k])) bits |= 4;
    return bits;
  };
  switch (role) {
    case Qt::DisplayRole: {
      QString out;
      for (std::size_t k = 0; k < n; ++k) {
        if (k > 0) out += QStringLiteral(", ");
        out += expressionCellText(doc_->expression(t, k), game.payoff(t, k));
        if (starred(k)) out += QLatin1Char('*');
      }
      return out;
    }
    case Qt::EditRole: {
      QStringList parts;
      for (std::size_t k = 0; k < n; ++k)
        parts << (doc_->expression(t, k).empty() ? QString::fromStdString(toString(game.payoff(t, k)))
                                                 : QString::fromStdString(doc_->expression(t, k)));
      return parts.join(QStringLiteral(", "));
    }
    case PayoffsRole: {
      QStringList list;
      for (std::size_t k = 0; k < n; ++k) list << expressionCellText(doc_->expression(t, k), game.payoff(t, k));
      return list;
    }
    case StarsRole: {
      QVariantList list;
      for (std::size_t k = 0; k < n; ++k) list << starred(k);
      return list;
    }
    case PureEquilibriumRole:
      return t < pureEquilibrium_.size() && pureEquilibrium_[t];
    case EliminatedRole:
      return eliminatedBits();
    case SelectedWeightRole:
      return selectedWeight(t);
    case SelectedPureRole:
      return selectedPure_ && *selectedPure_ == t;
    case ProfileRole:
      return qulonglong(t);
    case Qt::TextAlignmentRole:
      return int(Qt::AlignCenter);
    case Qt::BackgroundRole: {
      const double w = selectedWeight(t);
      if (w > 0) {
        // Shade by the cell's probability: the most likely cell gets the full colour.
        QColor c = kSelected;
        c.setAlphaF(float(0.15 + 0.85 * w));
        return QBrush(c);
      }
      if (t < pureEquilibrium_.size() && pureEquilibrium_[t]) return QBrush(kPureEquilibrium);
      return {};
    }
    case Qt::ForegroundRole:
      if (eliminatedBits()) return QBrush(kEliminatedText);
      return {};
    case Qt::ToolTipRole:
      return cellToolTip(t);
    default:
      return {};
  }
}

QString StrategicTableModel::cellToolTip(std::size_t t) const {
  const auto& game = doc_->game();
  const PureProfile p = game.profileAt(t);
  QStringList lines;
  QStringList where;
  for (std::size_t k = 0; k < p.size(); ++k)
    where << tr("%1 plays %2").arg(playerName(k), strategyName(k, p[k]));
  lines << where.join(QStringLiteral("; ")) + QLatin1Char('.');
  const bool stars = analysis_ && analysis_->stars;
  for (std::size_t k = 0; k < p.size(); ++k) {
    QString line = tr("%1 gets %2").arg(playerName(k), fmt::exact(game.payoff(t, k)));
    if (!doc_->expression(t, k).empty())
      line += QLatin1Char(' ') + tr("(the expression %1 at the current parameters)").arg(QString::fromStdString(doc_->expression(t, k)));
    if (stars && analysis_->stars->isStarred(game, t, k))
      line += QStringLiteral(" * ") + tr("(a best response: no other strategy of %1 pays more here)").arg(playerName(k));
    lines << line;
  }
  if (t < pureEquilibrium_.size() && pureEquilibrium_[t])
    lines << tr("Pure equilibrium: every player's payoff is starred, so nobody gains by deviating alone.");
  for (std::size_t k = 0; k < p.size(); ++k)
    if (isEliminated(k, p[k])) lines << eliminationText(k, p[k]);
  if (selected_) {
    const double w = selectedWeight(t);
    if (w > 0) {
      Rational probability = 1;
      for (std::size_t k = 0; k < p.size(); ++k) probability *= (*selected_)[k][p[k]];
      lines << tr("Probability of this cell in the selected equilibrium: %1").arg(fmt::exactApprox(probability));
    }
  }
  lines << tr("Double-click or type to edit: one payoff per player, such as \"3, 1\".");
  return lines.join(QLatin1Char('\n'));
}

QString StrategicTableModel::eliminationText(std::size_t player, std::size_t strategy) const {
  if (!isEliminated(player, strategy) || !analysis_ || !analysis_->dominance) return {};
  const int step = eliminatedStep_[player][strategy];
  const auto& s = analysis_->dominance->steps[std::size_t(step - 1)];
  QString by;
  if (s.byMixture) {
    QStringList parts;
    for (std::size_t q = 0; q < s.dominator.size(); ++q)
      if (s.dominator[q] != 0) parts << QStringLiteral("%1·%2").arg(fmt::exact(s.dominator[q]), strategyName(player, q));
    by = parts.join(QStringLiteral(" + "));
  } else {
    for (std::size_t q = 0; q < s.dominator.size(); ++q)
      if (s.dominator[q] != 0) by = strategyName(player, q);
  }
  return tr("Strategy %1 of %2 is eliminated in step %3: strictly dominated by %4 (by at least %5).")
      .arg(strategyName(player, strategy), playerName(player))
      .arg(step)
      .arg(by, fmt::exact(s.margin));
}

QVariant StrategicTableModel::headerData(int section, Qt::Orientation orientation, int role) const {
  const std::size_t player = orientation == Qt::Vertical ? 0 : 1;
  if (player >= players() || section < 0 || std::size_t(section) >= doc_->strategies(player)) {
    if (orientation == Qt::Horizontal && players() == 1 && section == 0 && role == Qt::DisplayRole) return tr("payoff");
    return {};
  }
  const auto s = std::size_t(section);
  const bool eliminated = isEliminated(player, s);
  switch (role) {
    case Qt::DisplayRole: {
      QString text = strategyName(player, s);
      if (selected_ && (*selected_)[player][s] != 0 && !selectedPure_)
        text += QStringLiteral("  (%1)").arg(fmt::exact((*selected_)[player][s]));
      return text;
    }
    case Qt::EditRole:
      return QString::fromStdString(doc_->game().strategyLabels[player][s]);
    case Qt::ToolTipRole: {
      QString tip = orientation == Qt::Vertical
                        ? tr("Strategy of %1 (rows). Double-click to rename.").arg(playerName(0))
                        : tr("Strategy of %1 (columns). Double-click to rename.").arg(playerName(1));
      if (selected_)
        tip += QLatin1Char('\n') + tr("Probability in the selected equilibrium: %1").arg(fmt::exactApprox((*selected_)[player][s]));
      if (eliminated) tip += QLatin1Char('\n') + eliminationText(player, s);
      return tip;
    }
    case Qt::FontRole: {
      QFont f;
      f.setStrikeOut(eliminated);
      f.setBold(selected_ && (*selected_)[player][s] != 0);
      return f;
    }
    case Qt::ForegroundRole:
      return QBrush(eliminated ? kEliminatedText : playerColor(int(player)));
    case Qt::BackgroundRole:
      if (selected_ && (*selected_)[player][s] != 0) {
        QColor c = kSelected;
        c.setAlphaF(float(0.2 + 0.8 * toDouble((*selected_)[player][s])));
        return QBrush(c);
      }
      return {};
    default:
      return {};
  }
}

std::optional<StrategicTableModel::TypedCell> StrategicTableModel::readCell(std::size_t profile, const QString& text,
                                                                         QString* refusal) const {
  ParsedPayoffs parsed = parsePayoffCell(text, players());
  if (parsed.ok()) return TypedCell{parsed.values, std::vector<std::string>(players())};
  // Expressions: one per player, separated by commas or semicolons (they may hold spaces).
  QString body = text.trimmed();
  if (body.startsWith(QLatin1Char('(')) && body.endsWith(QLatin1Char(')'))) body = body.mid(1, body.size() - 2);
  const QStringList parts = body.split(QRegularExpression(QStringLiteral("[,;]")));
  if (doc_->parameterState().parameters.empty() || parts.size() != int(players())) {
    if (refusal) *refusal = parsed.error;
    return std::nullopt;
  }
  TypedCell cell;
  for (std::size_t k = 0; k < players(); ++k) {
    auto typed = readTypedPayoff(parts[int(k)], doc_->parameterState().parameters,
                                 doc_->payoffPlace(profile * players() + k));
    if (!typed) {
      if (refusal) *refusal = errorText(typed.error());
      return std::nullopt;
    }
    cell.values.push_back(typed->value);
    cell.expressions.push_back(typed->expression);
  }
  return cell;
}

bool StrategicTableModel::setData(const QModelIndex& index, const QVariant& value, int role) {
  if (role != Qt::EditRole || !index.isValid() || index.row() >= rowCount() || index.column() >= columnCount())
    return false;
  const QString text = value.toString().trimmed();
  const std::size_t t = profileAt(index.row(), index.column());
  QString refusal;
  auto cell = readCell(t, text, &refusal);
  if (!cell) {
    emit inputRejected(tr("\"%1\": %2 The cell keeps %3.").arg(text, refusal, formatPayoffs(doc_->game(), t)));
    return false;
  }
  bool same = true;
  for (std::size_t k = 0; k < players(); ++k)
    same = same && doc_->game().payoff(t, k) == cell->values[k] && doc_->expression(t, k) == cell->expressions[k];
  if (same) return true;
  doc_->undoStack()->push(SetStrategicPayoffsCommand::forCell(doc_, t, cell->values, cell->expressions));
  return true;
}

bool StrategicTableModel::setHeaderData(int section, Qt::Orientation orientation, const QVariant& value, int role) {
  if (role != Qt::EditRole) return false;
  const std::size_t player = orientation == Qt::Vertical ? 0 : 1;
  if (player >= players() || section < 0 || std::size_t(section) >= doc_->strategies(player)) return false;
  const std::string label = value.toString().trimmed().toStdString();
  if (doc_->game().strategyLabels[player][std::size_t(section)] == label) return true;
  doc_->undoStack()->push(new SetStrategyLabelCommand(doc_, player, std::size_t(section), label));
  return true;
}

void StrategicTableModel::refreshAll() {
  if (rowCount() > 0 && columnCount() > 0) emit dataChanged(index(0, 0), index(rowCount() - 1, columnCount() - 1));
}

void StrategicTableModel::refreshHeaders() {
  if (rowCount() > 0) emit headerDataChanged(Qt::Vertical, 0, rowCount() - 1);
  if (columnCount() > 0) emit headerDataChanged(Qt::Horizontal, 0, columnCount() - 1);
}

void StrategicTableModel::clearAnalysis() {
  if (!analysis_ && !selected_) return;
  analysis_.reset();
  pureEquilibrium_.clear();
  eliminatedStep_.clear();
  selectedIndex_ = -1;
  selected_.reset();
  selectedPure_.reset();
  selectedMax_ = 0;
  refreshHeaders();
  emit analysisChanged();
}

void StrategicTableModel::setAnalysis(std::shared_ptr<const StrategicAnalysis> analysis) {
  if (analysis && !(analysis->game == doc_->game())) analysis.reset();  // stale
  analysis_ = std::move(analysis);
  pureEquilibrium_.clear();
  eliminatedStep_.clear();
  selectedIndex_ = -1;
  selected_.reset();
  selectedPure_.reset();
  selectedMax_ = 0;
  const auto& game = doc_->game();
  if (analysis_ && analysis_->stars) {
    pureEquilibrium_.assign(game.profileCount(), false);
    for (std::size_t t : analysis_->stars->pureEquilibria)
      if (t < pureEquilibrium_.size()) pureEquilibrium_[t] = true;
  }
  if (analysis_ && analysis_->dominance) {
    eliminatedStep_.resize(game.players());
    for (std::size_t k = 0; k < game.players(); ++k) eliminatedStep_[k].assign(game.strategies(k), 0);
    const auto& steps = analysis_->dominance->steps;
    for (std::size_t i = 0; i < steps.size(); ++i)
      if (steps[i].player < game.players() && steps[i].removed < eliminatedStep_[steps[i].player].size())
        eliminatedStep_[steps[i].player][steps[i].removed] = int(i) + 1;
  }
  refreshAll();
  refreshHeaders();
  emit analysisChanged();
}

void StrategicTableModel::setSelectedEquilibrium(int index) {
  std::optional<MixedProfile> profile;
  const auto& game = doc_->game();
  if (analysis_ && index >= 0) {
    // The panel's list (ui/strategic/strategicpage.h) defines what the index points into.
    const std::vector<MixedProfile> list = equilibriumList(*analysis_);
    if (std::size_t(index) < list.size()) profile = list[std::size_t(index)];
  }
  if (profile && !isMixedProfile(game, *profile)) profile.reset();
  selectedIndex_ = profile ? index : -1;
  selected_ = profile;
  selectedPure_.reset();
  selectedMax_ = 0;
  if (selected_) {
    PureProfile pure;
    if (isPure(*selected_, pure)) selectedPure_ = game.profileIndex(pure);
    double max = 1;
    for (const auto& strategy : *selected_) {
      double best = 0;
      for (const auto& v : strategy) best = std::max(best, toDouble(v));
      max *= best;
    }
    selectedMax_ = max;
    // Show the slice where the selected equilibrium is most likely.
    bool moved = false;
    for (std::size_t k = 2; k < selected_->size(); ++k) {
      const auto& strategy = (*selected_)[k];
      const auto best = std::size_t(std::max_element(strategy.begin(), strategy.end()) - strategy.begin());
      if (slice_[k] != best) {
        slice_[k] = best;
        moved = true;
      }
    }
    if (moved) emit sliceChanged();
  }
  refreshAll();
  refreshHeaders();
  emit analysisChanged();
}

}  // namespace gamelab::ui
