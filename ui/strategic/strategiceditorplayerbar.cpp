/// StrategicEditor's player bar: one coloured name field per player, and for players 3.. the
/// slice selector with its strategy buttons (the rest of the editor is in strategiceditor.cpp).
#include "ui/strategic/strategiceditor.h"

#include "ui/analysis/analysisformat.h"
#include "ui/common/playercolors.h"
#include "ui/strategic/strategicdocument.h"
#include "ui/strategic/strategicplayers.h"
#include "ui/strategic/strategictablemodel.h"

#include <QAction>
#include <QComboBox>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QToolButton>

namespace gamelab::ui {

void StrategicEditor::rebuildPlayerBar() {
  // Old widgets may be emitting (a name edit finishing): delete them later.
  while (QLayoutItem* item = playerGrid_->takeAt(0)) {
    if (QWidget* w = item->widget()) {
      w->hide();
      w->deleteLater();
    }
    delete item;
  }
  nameEdits_.assign(doc_->players(), nullptr);
  sliceCombos_.assign(doc_->players(), nullptr);
  const int perLine = 4;
  for (std::size_t k = 0; k < doc_->players(); ++k) {
    auto* cell = new QWidget;
    auto* row = new QHBoxLayout(cell);
    row->setContentsMargins(0, 0, 0, 0);
    row->setSpacing(3);
    const QColor color = playerColor(int(k));
    auto* swatch = new QLabel;
    swatch->setFixedSize(12, 12);
    swatch->setStyleSheet(QStringLiteral("background: %1; border-radius: 2px;").arg(color.name()));
    row->addWidget(swatch);
    auto* name = new QLineEdit(QString::fromStdString(doc_->game().playerNames[k]));
    name->setPlaceholderText(playerDisplayName({}, int(k)));
    name->setToolTip(tr("Name of player %1 (payoffs in this colour). Enter confirms; empty means \"%2\".")
                         .arg(k + 1)
                         .arg(playerDisplayName({}, int(k))));
    name->setStyleSheet(QStringLiteral("QLineEdit { color: %1; font-weight: bold; }").arg(color.name()));
    name->setMaximumWidth(130);
    name->setMinimumWidth(70);
    connect(name, &QLineEdit::editingFinished, this, [this, k, name] { model_->setPlayerName(k, name->text()); });
    nameEdits_[k] = name;
    row->addWidget(name);
    if (k < 2) {
      auto* role = new QLabel(k == 0 ? tr("rows") : tr("columns"));
      role->setStyleSheet(QStringLiteral("color: #757575;"));
      row->addWidget(role);
    } else {
      auto* combo = new QComboBox;
      combo->setSizeAdjustPolicy(QComboBox::AdjustToContents);
      combo->setToolTip(tr("Slice: the table shows the cells where %1 plays this strategy").arg(model_->playerName(k)));
      combo->setStyleSheet(QStringLiteral("QComboBox { color: %1; }").arg(color.name()));
      connect(combo, &QComboBox::activated, this, [this, k](int s) { model_->setSliceStrategy(k, std::size_t(s)); });
      sliceCombos_[k] = combo;
      row->addWidget(combo);
      auto button = [this, row, k](const QString& text, const QString& tip, const char* name, auto slot) {
        auto* b = new QToolButton;
        b->setText(text);
        b->setToolTip(tip);
        b->setAutoRaise(true);
        b->setObjectName(QStringLiteral("%1%2").arg(QLatin1String(name)).arg(k + 1));
        connect(b, &QToolButton::clicked, this, slot);
        row->addWidget(b);
      };
      const QString who = model_->playerName(k);
      // The arrows beside the selector move through the slices, as arrows beside a selector do;
      // reordering the strategies says so in words.
      button(QStringLiteral("‹"), tr("Show the previous slice (the previous strategy of %1)").arg(who), "previousSlice",
             [this, k] { stepSlice(k, -1); });
      button(QStringLiteral("›"), tr("Show the next slice (the next strategy of %1)").arg(who), "nextSlice",
             [this, k] { stepSlice(k, +1); });
      button(QStringLiteral("+"), tr("Insert a strategy of %1 after the shown one (a copy of its payoffs)").arg(who), "insertSlice",
             [this, k] { insertStrategy(k, true); });
      button(QStringLiteral("−"), tr("Delete the shown strategy of %1").arg(who), "deleteSlice", [this, k] { deleteStrategies(k); });
      button(tr("Move ‹"), tr("Move the shown strategy of %1 one place earlier in its list").arg(who), "moveSliceEarlier",
             [this, k] { moveStrategy(k, -1); });
      button(tr("Move ›"), tr("Move the shown strategy of %1 one place later in its list").arg(who), "moveSliceLater",
             [this, k] { moveStrategy(k, +1); });
    }
    row->addStretch(1);
    playerGrid_->addWidget(cell, int(k) / perLine, int(k) % perLine);
  }
  // Add/remove player buttons after the last player.
  auto* buttons = new QWidget;
  auto* buttonRow = new QHBoxLayout(buttons);
  buttonRow->setContentsMargins(0, 0, 0, 0);
  buttonRow->setSpacing(2);
  for (const char* name : {"addPlayer", "removePlayer"}) {
    auto* b = new QToolButton;
    b->setDefaultAction(action(QLatin1String(name)));
    b->setToolButtonStyle(Qt::ToolButtonTextOnly);
    buttonRow->addWidget(b);
  }
  buttonRow->addStretch(1);
  const int n = int(doc_->players());
  playerGrid_->addWidget(buttons, n / perLine, n % perLine);
  updatePlayerBar();
  updateActions();
}

void StrategicEditor::stepSlice(std::size_t player, int delta) {
  const auto count = int(doc_->game().strategies(player));
  const int next = int(model_->slice()[player]) + delta;
  if (next < 0 || next >= count) return;
  model_->setSliceStrategy(player, std::size_t(next));
}

void StrategicEditor::updatePlayerBar() {
  const auto& game = doc_->game();
  if (nameEdits_.size() != game.players()) {
    rebuildPlayerBar();
    return;
  }
  for (std::size_t k = 0; k < game.players(); ++k) {
    QLineEdit* name = nameEdits_[k];
    const QString stored = QString::fromStdString(game.playerNames[k]);
    if (name && !name->hasFocus() && name->text() != stored) name->setText(stored);
    QComboBox* combo = sliceCombos_[k];
    if (!combo) continue;
    QStringList labels;
    for (std::size_t s = 0; s < game.strategies(k); ++s) {
      QString label = QString::fromStdString(game.strategyLabel(k, s));
      if (model_->isEliminated(k, s)) label += QStringLiteral("  ✗");
      const auto& selected = model_->selectedProfile();
      if (selected && (*selected)[k][s] != 0) label += QStringLiteral("  (%1)").arg(fmt::exact((*selected)[k][s]));
      labels << label;
    }
    QStringList current;
    for (int i = 0; i < combo->count(); ++i) current << combo->itemText(i);
    if (current != labels) {
      combo->clear();
      combo->addItems(labels);
    }
    combo->setCurrentIndex(int(model_->slice()[k]));
  }
}

}  // namespace gamelab::ui
