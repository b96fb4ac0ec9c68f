#include "ui/duopoly/duopolydocument.h"

#include "core/duopoly/duopolyjson.h"
#include "ui/document/replacestatecommand.h"
#include "ui/duopoly/duopolyeditor.h"

namespace gamelab::ui {

DuopolyDocument::DuopolyDocument(DuopolyMarket market, QObject* parent) : GameDocument(parent), market_(std::move(market)) {}

GamelabFile DuopolyDocument::toGamelabFile() const {
  GamelabFile file;
  file.kind = documentkind::kDuopoly;
  file.title = title().toStdString();
  file.game = toJson(market_);
  return file;
}

QWidget* DuopolyDocument::createEditor(QWidget* parent) { return new DuopolyEditor(this, parent); }

Expected<DocumentPtr> DuopolyDocument::fromGamelabFile(const GamelabFile& file) {
  auto market = duopolyMarketFromJson(file.game);
  if (!market) return market.error();
  auto doc = std::make_unique<DuopolyDocument>(std::move(market).value());
  if (!file.title.empty()) doc->setTitle(QString::fromStdString(file.title));
  return DocumentPtr(std::move(doc));
}

void DuopolyDocument::replaceState(DuopolyMarket market) {
  market_ = std::move(market);
  emit changed();
}

void DuopolyDocument::edit(DuopolyMarket market, const QString& text) {
  if (sameMarket(market, market_)) return;
  undoStack()->push(new ReplaceStateCommand<DuopolyDocument>(this, std::move(market), text));
}

bool sameMarket(const DuopolyMarket& x, const DuopolyMarket& y) {
  return x.model == y.model && x.a == y.a && x.c == y.c && x.b == y.b && x.firms == y.firms && x.costs == y.costs &&
         x.fixedCost == y.fixedCost && x.fixedCosts == y.fixedCosts;
}

}  // namespace gamelab::ui
