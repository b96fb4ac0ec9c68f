#pragma once
/// Registration of a kind whose document is a StateDocument (ui/document/statedocument.h) and
/// whose File ▸ New and start-page examples each open a titled document on one state: the kind
/// file fills a StateKind with its translated texts and states and calls registerStateKind().
#include "ui/document/documentregistry.h"
#include "ui/document/gamedocument.h"

#include <QString>

#include <memory>
#include <type_traits>
#include <utility>
#include <vector>

namespace gamelab::ui {

/// One start-page example: a new, unsaved document on `state` titled `title`.
template <class State>
struct StateKindExample {
  QString id;           ///< unique within the kind; registered as "<kind>-<id>"
  QString title;        ///< translated; the list entry and the document's title
  QString description;  ///< translated tooltip
  State state;
};

/// What the shell is told about a state kind.
template <class Document>
struct StateKind {
  using State = std::decay_t<decltype(std::declval<const Document&>().state())>;

  const char* kind = nullptr;  ///< the documentkind constant; also the id of the File ▸ New entry
  QString newLabel;            ///< translated File ▸ New text (and start-page button)
  QString newDescription;      ///< translated one-liner under the start-page button
  QString newTitle;            ///< translated title of the document File ▸ New opens
  State newState{};            ///< the state File ▸ New opens
  QString examplesSection;     ///< translated start-page section of the examples
  std::vector<StateKindExample<State>> examples;
};

/// Registers `kind.kind` with Document::fromGamelabFile, the File ▸ New action, then the
/// examples in order (each in `kind.examplesSection`, no group).
template <class Document>
void registerStateKind(const StateKind<Document>& kind) {
  using State = typename StateKind<Document>::State;
  const QString id = QString::fromLatin1(kind.kind);
  const auto open = [](const State& state, const QString& title) {
    auto doc = std::make_unique<Document>(state);
    doc->setTitle(title);
    return DocumentPtr(std::move(doc));
  };
  registerDocumentKind(id, &Document::fromGamelabFile);
  registerNewDocumentAction(
      id, kind.newLabel, [open, state = kind.newState, title = kind.newTitle] { return open(state, title); },
      kind.newDescription);
  for (const auto& example : kind.examples)
    registerExample(id + QLatin1Char('-') + example.id, example.title, kind.examplesSection, {},
                    [open, state = example.state, title = example.title] { return open(state, title); },
                    example.description);
}

}  // namespace gamelab::ui
