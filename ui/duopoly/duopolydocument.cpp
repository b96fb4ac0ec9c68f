#include "ui/duopoly/duopolydocument.h"

#include "core/duopoly/duopolyjson.h"
#include "ui/duopoly/duopolyeditor.h"

namespace gamelab::ui {

DuopolyDocument::DuopolyDocument(DuopolyMarket market, QObject* parent) : StateDocument(std::move(market), parent) {}

QWidget* DuopolyDocument::createEditor(QWidget* parent) { return new DuopolyEditor(this, parent); }

void DuopolyDocument::writeState(const DuopolyMarket& market, GamelabFile& file) { file.game = toJson(market); }

Expected<DuopolyMarket> DuopolyDocument::readState(const GamelabFile& file) { return duopolyMarketFromJson(file.game); }

bool DuopolyDocument::sameState(const DuopolyMarket& x, const DuopolyMarket& y) { return sameMarket(x, y); }

bool sameMarket(const DuopolyMarket& x, const DuopolyMarket& y) {
  return x.model == y.model && x.a == y.a && x.c == y.c && x.b == y.b && x.firms == y.firms && x.costs == y.costs &&
         x.fixedCost == y.fixedCost && x.fixedCosts == y.fixedCosts;
}

}  // namespace gamelab::ui
