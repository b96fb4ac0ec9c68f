#pragma once
/// A partizan session open in a tab (document kind "partizan", core/partizan/partizanjson.h):
/// the components whose sum is the game, and the expression H of the comparison panel. Every
/// edit is one undo step (StateDocument::edit, ui/document/statedocument.h); consecutive edits
/// with the same merge key (typing in one expression field) merge into one step.
#include "core/io/documentkind.h"
#include "core/partizan/partizanjson.h"
#include "core/partizan/sharedstore.h"
#include "ui/document/statedocument.h"

#include <functional>
#include <memory>

class QTabWidget;

namespace gamelab::ui {

class PartizanDocument : public StateDocument<PartizanDocument, partizan::PartizanSession> {
  Q_OBJECT
 public:
  explicit PartizanDocument(partizan::PartizanSession session = {}, QObject* parent = nullptr);

  QString kind() const override { return QString::fromLatin1(documentkind::kPartizan); }
  QWidget* createEditor(QWidget* parent) override;

  /// Payload: toJson(PartizanSession) with the document title as the session's title.
  static void writeState(const partizan::PartizanSession& session, GamelabFile& file);
  /// Errors: those of partizanSessionFromJson.
  static Expected<partizan::PartizanSession> readState(const GamelabFile& file);
  /// StateDocument::fromGamelabFile; a file without a title takes the session's title.
  static Expected<DocumentPtr> fromGamelabFile(const GamelabFile& file);

  /// The analysis pages (pz-views) are built by this factory, when set, into the editor's
  /// right-hand tab widget: called once per editor with the document and the tab widget.
  using PagesFactory = std::function<void(PartizanDocument*, QTabWidget*)>;
  static void setPagesFactory(PagesFactory factory);
  static const PagesFactory& pagesFactory();

  /// The store every job of this document computes in (the component values, the analysis,
  /// the Play hints): one job at a time, each finding what the others computed. Jobs hold
  /// the pointer, so the store outlives a closed document until they end.
  const std::shared_ptr<partizan::SharedStore>& sharedStore() const { return sharedStore_; }

 private:
  std::shared_ptr<partizan::SharedStore> sharedStore_;
};

}  // namespace gamelab::ui
