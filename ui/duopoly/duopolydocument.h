#pragma once
/// A duopoly or oligopoly model open in a tab (document kind "duopoly"; source 000 §3.3): the
/// market (model and exact parameters, core/duopoly/duopoly.h). Every parameter change is one undo
/// step (ReplaceStateCommand, ui/document/replacestatecommand.h); the market may be invalid
/// while the user edits it (the editor then says why instead of showing results).
#include "core/io/documentkind.h"
#include "core/duopoly/duopoly.h"
#include "ui/document/gamedocument.h"

namespace gamelab::ui {

class DuopolyDocument : public GameDocument {
  Q_OBJECT
 public:
  explicit DuopolyDocument(DuopolyMarket market = {}, QObject* parent = nullptr);

  QString kind() const override { return QString::fromLatin1(documentkind::kDuopoly); }
  /// Payload: toJson(DuopolyMarket) (core/duopoly/duopolyjson.h).
  GamelabFile toGamelabFile() const override;
  QWidget* createEditor(QWidget* parent) override;
  /// Factory for registerDocumentKind("duopoly", ...). Errors: those of duopolyMarketFromJson.
  static Expected<DocumentPtr> fromGamelabFile(const GamelabFile& file);

  const DuopolyMarket& state() const { return market_; }
  /// Primitive for ReplaceStateCommand: replaces the market and emits changed().
  void replaceState(DuopolyMarket market);
  /// Pushes the undo step that changes the market to `market` (named `text`); nothing when equal.
  void edit(DuopolyMarket market, const QString& text);

 private:
  DuopolyMarket market_;
};

/// Whether two markets have the same model and parameters.
bool sameMarket(const DuopolyMarket& x, const DuopolyMarket& y);

}  // namespace gamelab::ui
