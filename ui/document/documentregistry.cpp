#include "ui/document/documentregistry.h"

namespace gamelab::ui {

namespace {
QList<NewDocumentAction>& newActions() {
  static QList<NewDocumentAction> list;
  return list;
}
QList<BuiltinExample>& exampleList() {
  static QList<BuiltinExample> list;
  return list;
}
}  // namespace

void registerNewDocumentAction(NewDocumentAction action) {
  for (auto& existing : newActions()) {
    if (existing.kindId == action.kindId) {
      existing = std::move(action);
      return;
    }
  }
  newActions().append(std::move(action));
}

void registerNewDocumentAction(const QString& kindId, const QString& label, std::function<DocumentPtr()> factory,
                               const QString& description, const QIcon& icon) {
  registerNewDocumentAction(NewDocumentAction{kindId, label, std::move(factory), description, icon});
}

QList<NewDocumentAction> newDocumentActions() { return newActions(); }

void registerExample(BuiltinExample example) {
  for (auto& existing : exampleList()) {
    if (existing.id == example.id) {
      existing = std::move(example);
      return;
    }
  }
  exampleList().append(std::move(example));
}

void registerExample(const QString& id, const QString& title, const QString& section, const QString& group,
                     std::function<DocumentPtr()> factory, const QString& description) {
  registerExample(BuiltinExample{id, title, section, group, std::move(factory), description});
}

QList<BuiltinExample> examples() { return exampleList(); }

void clearDocumentRegistry() {
  newActions().clear();
  exampleList().clear();
}

}  // namespace gamelab::ui
