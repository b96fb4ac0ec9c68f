#pragma once
/// A partizan session open in a tab (document kind "partizan", core/partizan/partizanjson.h):
/// the components whose sum is the game, and the expression H of the comparison panel. Every
/// edit is one undo step; consecutive edits with the same merge key (typing in one expression
/// field) merge into one step.
#include "core/io/documentkind.h"
#include "core/partizan/partizanjson.h"
#include "core/partizan/sharedstore.h"
#include "ui/document/gamedocument.h"

#include <functional>
#include <memory>

class QTabWidget;

namespace gamelab::ui {

class PartizanDocument : public GameDocument {
  Q_OBJECT
 public:
  explicit PartizanDocument(partizan::PartizanSession session = {}, QObject* parent = nullptr);

  QString kind() const override { return QString::fromLatin1(documentkind::kPartizan); }
  /// Payload: toJson(PartizanSession); the document title is the session's title.
  GamelabFile toGamelabFile() const override;
  QWidget* createEditor(QWidget* parent) override;
  /// Factory for registerDocumentKind("partizan", ...). Errors: those of partizanSessionFromJson.
  static Expected<DocumentPtr> fromGamelabFile(const GamelabFile& file);

  const partizan::PartizanSession& state() const { return session_; }
  /// Primitive of the undo steps: replaces the session, emits sessionChanged() and changed().
  void replaceState(partizan::PartizanSession session);
  /// Pushes the undo step from the current session to `session` named `text`; nothing when
  /// equal. A `mergeKey` ≥ 0 merges the step into the previous one with the same key.
  void edit(partizan::PartizanSession session, const QString& text, int mergeKey = -1);

  /// The analysis pages (pz-views) are built by this factory, when set, into the editor's
  /// right-hand tab widget: called once per editor with the document and the tab widget.
  using PagesFactory = std::function<void(PartizanDocument*, QTabWidget*)>;
  static void setPagesFactory(PagesFactory factory);
  static const PagesFactory& pagesFactory();

  /// The store every job of this document computes in (the component values, the analysis,
  /// the Play hints): one job at a time, each finding what the others computed. Jobs hold
  /// the pointer, so the store outlives a closed document until they end.
  const std::shared_ptr<partizan::SharedStore>& sharedStore() const { return sharedStore_; }

 signals:
  /// After every change of the session (edit, undo, redo).
  void sessionChanged();

 private:
  partizan::PartizanSession session_;
  std::shared_ptr<partizan::SharedStore> sharedStore_;
};

}  // namespace gamelab::ui
