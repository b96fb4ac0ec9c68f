#pragma once
/// The document of a kind whose whole content is one state value (duopoly, poker, Liar's Dice,
/// stochastic, partizan): it holds the state, edits it in undo steps that swap the whole state
/// (ReplaceStateCommand, merging typing runs by key), and reads and writes it through the
/// kind's core JSON. A kind derives `class XDocument : public StateDocument<XDocument, XState>`
/// and supplies, besides kind() and createEditor():
///   - `XDocument(XState state, QObject* parent = nullptr)` (public);
///   - `static void writeState(const XState&, GamelabFile& file)`: the payload, file.game (and
///     file.view for view-only data); file.kind and file.title are already set;
///   - `static Expected<XState> readState(const GamelabFile& file)`: the inverse, with the
///     kind's errors;
///   - optionally `static bool sameState(const XState&, const XState&)` when the state has no
///     operator== (edit() pushes nothing for the same state), and an override of
///     stateReplaced() for signals of its own.
#include "core/common/expected.h"
#include "core/io/gamelabfile.h"
#include "ui/document/gamedocument.h"
#include "ui/document/replacestatecommand.h"

#include <QString>

#include <memory>
#include <utility>

namespace gamelab::ui {

/// The non-template part of StateDocument: its signal (Qt signals cannot live in a template).
class StateDocumentBase : public GameDocument {
  Q_OBJECT
 public:
  using GameDocument::GameDocument;

 signals:
  /// After every replacement of the state (edit, undo, redo, replaceState), before changed().
  void stateChanged();
};

template <class Derived, class State>
class StateDocument : public StateDocumentBase {
 public:
  /// Everything an undo step restores.
  const State& state() const { return state_; }

  /// Primitive of the undo steps (ReplaceStateCommand): replaces the state, then calls
  /// stateReplaced() and emits stateChanged() and changed(). Pushes no undo step.
  void replaceState(State state) {
    const State previous = std::exchange(state_, std::move(state));
    stateReplaced(previous);
    emit stateChanged();
    emit changed();
  }

  /// Pushes the undo step from the current state to `after`, named `text`; nothing when the two
  /// are the same (Derived::sameState). A `mergeKey` ≥ 0 merges the step into the previous one
  /// with the same key (kNoMergeKey: never).
  void edit(State after, const QString& text, int mergeKey = kNoMergeKey) {
    if (Derived::sameState(after, state_)) return;
    undoStack()->push(new ReplaceStateCommand<StateDocument>(this, std::move(after), text, mergeKey));
  }

  /// kind(), the title, and the payload of Derived::writeState.
  GamelabFile toGamelabFile() const override {
    GamelabFile file;
    file.kind = kind().toStdString();
    file.title = title().toStdString();
    Derived::writeState(state_, file);
    return file;
  }

  /// Factory for registerDocumentKind: a Derived holding Derived::readState(file), titled with
  /// the file's title when it has one. Errors: those of Derived::readState.
  static Expected<DocumentPtr> fromGamelabFile(const GamelabFile& file) {
    auto state = Derived::readState(file);
    if (!state) return state.error();
    auto doc = std::make_unique<Derived>(std::move(state).value());
    if (!file.title.empty()) doc->setTitle(QString::fromStdString(file.title));
    return DocumentPtr(std::move(doc));
  }

  /// The default of Derived::sameState: operator==.
  static bool sameState(const State& x, const State& y) { return x == y; }

 protected:
  explicit StateDocument(State state, QObject* parent = nullptr)
      : StateDocumentBase(parent), state_(std::move(state)) {}

  /// Called by replaceState after the state changed from `previous`, before stateChanged():
  /// the place for a kind's own, finer signals. Does nothing by default.
  virtual void stateReplaced(const State& /*previous*/) {}

 private:
  State state_;
};

}  // namespace gamelab::ui
