#pragma once
/// Registration points the shell reads: "New ▸" actions and built-in examples. Document kinds
/// call these from registerBuiltinKinds() (ui/kinds/builtinkinds.h), after the translators
/// are installed, so labels may be tr() strings.
#include "ui/document/gamedocument.h"

#include <QIcon>
#include <QList>
#include <QString>

#include <functional>

namespace gamelab::ui {

/// One entry of File ▸ New and one big button on the start page.
struct NewDocumentAction {
  QString kindId;       ///< "zerosum"; also the key of the entry (re-registering replaces it)
  QString label;        ///< translated, shown as is in File ▸ New and on the start-page button
  std::function<DocumentPtr()> factory;  ///< a fresh, unmodified, untitled document
  QString description;  ///< optional translated one-liner shown under the start-page button
  QIcon icon;           ///< optional
};

/// Adds (or replaces, by kindId) a "New" entry. Entries keep registration order.
void registerNewDocumentAction(const QString& kindId, const QString& label,
                               std::function<DocumentPtr()> factory, const QString& description = {},
                               const QIcon& icon = {});
void registerNewDocumentAction(NewDocumentAction action);
QList<NewDocumentAction> newDocumentActions();

/// A built-in example listed on the start page, grouped by section (e.g. a book chapter) and
/// then by group (e.g. "Saddle points"). Opening it creates a new unsaved document.
struct BuiltinExample {
  QString id;       ///< stable, unique ("ferguson-2.1-odd-even"); re-registering replaces it
  QString title;    ///< translated
  QString section;  ///< translated, top level of the list
  QString group;    ///< translated, second level; may be empty
  std::function<DocumentPtr()> factory;
  QString description;  ///< optional translated tooltip
};

void registerExample(BuiltinExample example);
/// Convenience overload of the above.
void registerExample(const QString& id, const QString& title, const QString& section, const QString& group,
                     std::function<DocumentPtr()> factory, const QString& description = {});
/// In registration order.
QList<BuiltinExample> examples();

/// Removes every "New" action and example (for tests).
void clearDocumentRegistry();

}  // namespace gamelab::ui
