#include "ui/strategic/strategiccellcommands.h"

#include <QCoreApplication>

#include <algorithm>

namespace gamelab::ui {

SetStrategicPayoffsCommand::SetStrategicPayoffsCommand(StrategicDocument* doc, std::vector<StrategicPayoff> payoffs,
                                                       QUndoCommand* parent)
    : QUndoCommand(parent), doc_(doc), after_(std::move(payoffs)) {
  before_.reserve(after_.size());
  for (const auto& p : after_)
    before_.push_back({p.profile, p.player, doc_->game().payoff(p.profile, p.player), doc_->expression(p.profile, p.player)});
  if (isSingleCell()) {
    const PureProfile profile = doc_->game().profileAt(after_.front().profile);
    QStringList coordinates;
    for (std::size_t s : profile) coordinates << QString::number(s + 1);
    setText(QCoreApplication::translate("StrategicCommands", "Edit cell (%1)").arg(coordinates.join(QStringLiteral(", "))));
  } else {
    setText(QCoreApplication::translate("StrategicCommands", "Edit %n payoff(s)", nullptr, int(after_.size())));
  }
}

SetStrategicPayoffsCommand* SetStrategicPayoffsCommand::forCell(StrategicDocument* doc, std::size_t profile,
                                                               const RationalVector& values,
                                                               const std::vector<std::string>& expressions) {
  std::vector<StrategicPayoff> payoffs;
  for (std::size_t k = 0; k < values.size(); ++k)
    payoffs.push_back({profile, k, values[k], k < expressions.size() ? expressions[k] : std::string()});
  return new SetStrategicPayoffsCommand(doc, std::move(payoffs));
}

bool SetStrategicPayoffsCommand::isSingleCell() const {
  if (after_.empty()) return false;
  return std::all_of(after_.begin(), after_.end(), [&](const StrategicPayoff& p) { return p.profile == after_.front().profile; });
}

void SetStrategicPayoffsCommand::redo() { doc_->setPayoffs(after_); }
void SetStrategicPayoffsCommand::undo() { doc_->setPayoffs(before_); }

bool SetStrategicPayoffsCommand::mergeWith(const QUndoCommand* other) {
  const auto* o = static_cast<const SetStrategicPayoffsCommand*>(other);
  if (o->doc_ != doc_ || !isSingleCell() || !o->isSingleCell() || after_.size() != o->after_.size()) return false;
  for (std::size_t k = 0; k < after_.size(); ++k)
    if (after_[k].profile != o->after_[k].profile || after_[k].player != o->after_[k].player) return false;
  after_ = o->after_;
  return true;
}

PasteStrategicBlockCommand::PasteStrategicBlockCommand(StrategicDocument* doc, const PureProfile& slice, std::size_t top,
                                                       std::size_t left,
                                                       const std::vector<std::vector<RationalVector>>& block,
                                                       int player, QUndoCommand* parent)
    : QUndoCommand(parent), doc_(doc) {
  const StrategicGame& game = doc->game();
  const std::size_t n = game.players();
  oldRows_ = game.strategies(0);
  oldCols_ = n > 1 ? game.strategies(1) : 1;
  std::size_t h = block.size(), w = 0;
  for (const auto& line : block) w = std::max(w, line.size());
  newRows_ = std::max(oldRows_, top + h);
  newCols_ = n > 1 ? std::max(oldCols_, left + w) : 1;
  // Profile indices in the grown game (only players 1 and 2 grow).
  std::vector<std::size_t> counts = game.strategyCounts();
  counts[0] = newRows_;
  if (n > 1) counts[1] = newCols_;
  const StrategicGame shape(counts);
  PureProfile profile = slice;
  profile.resize(n, 0);
  for (std::size_t i = 0; i < h; ++i) {
    for (std::size_t j = 0; j < block[i].size(); ++j) {
      profile[0] = top + i;
      if (n > 1) profile[1] = left + j;
      else if (left + j > 0) continue;
      const std::size_t grown = shape.profileIndex(profile);
      const bool existed = top + i < oldRows_ && (n == 1 || left + j < oldCols_);
      const std::size_t old = existed ? game.profileIndex(profile) : 0;
      const RationalVector& cell = block[i][j];
      for (std::size_t e = 0; e < cell.size(); ++e) {
        const std::size_t k = player < 0 ? e : std::size_t(player);
        if (k >= n) continue;
        after_.push_back({grown, k, cell[e]});
        if (existed) before_.push_back({grown, k, game.payoff(old, k), doc->expression(old, k)});
      }
    }
  }
  if (player < 0)
    setText(QCoreApplication::translate("StrategicCommands", "Paste %1x%2 cells").arg(h).arg(w));
  else
    setText(QCoreApplication::translate("StrategicCommands", "Paste %1x%2 payoffs of player %3").arg(h).arg(w).arg(player + 1));
}

void PasteStrategicBlockCommand::redo() {
  for (std::size_t i = oldRows_; i < newRows_; ++i) doc_->insertStrategy(0, i, {});
  for (std::size_t j = oldCols_; j < newCols_; ++j) doc_->insertStrategy(1, j, {});
  doc_->setPayoffs(after_);
}

void PasteStrategicBlockCommand::undo() {
  doc_->setPayoffs(before_);
  for (std::size_t j = newCols_; j > oldCols_; --j) doc_->removeStrategy(1, j - 1);
  for (std::size_t i = newRows_; i > oldRows_; --i) doc_->removeStrategy(0, i - 1);
}

}  // namespace gamelab::ui
