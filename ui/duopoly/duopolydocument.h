#pragma once
/// A duopoly or oligopoly model open in a tab (document kind "duopoly"; source 000 §3.3): the
/// market (model and exact parameters, core/duopoly/duopoly.h). Every parameter change is one undo
/// step (StateDocument::edit, ui/document/statedocument.h); the market may be invalid while the
/// user edits it (the editor then says why instead of showing results).
#include "core/duopoly/duopoly.h"
#include "core/io/documentkind.h"
#include "ui/document/statedocument.h"

namespace gamelab::ui {

class DuopolyDocument : public StateDocument<DuopolyDocument, DuopolyMarket> {
  Q_OBJECT
 public:
  explicit DuopolyDocument(DuopolyMarket market = {}, QObject* parent = nullptr);

  QString kind() const override { return QString::fromLatin1(documentkind::kDuopoly); }
  QWidget* createEditor(QWidget* parent) override;

  /// Payload: toJson(DuopolyMarket) (core/duopoly/duopolyjson.h).
  static void writeState(const DuopolyMarket& market, GamelabFile& file);
  /// Errors: those of duopolyMarketFromJson.
  static Expected<DuopolyMarket> readState(const GamelabFile& file);
  /// sameMarket (DuopolyMarket has no operator==).
  static bool sameState(const DuopolyMarket& x, const DuopolyMarket& y);
};

/// Whether two markets have the same model and parameters.
bool sameMarket(const DuopolyMarket& x, const DuopolyMarket& y);

}  // namespace gamelab::ui
