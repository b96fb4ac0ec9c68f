#include "ui/tree/treedocument.h"

#include "core/io/documentkind.h"
#include "core/tree/efg.h"
#include "core/tree/treejson.h"
#include "core/tree/treetikz.h"
#include "core/kingmaker/binarygame.h"
#include "ui/document/replacestatecommand.h"
#include "ui/tree/treeeditor.h"

#include <QFile>
#include <QSaveFile>

#include <cassert>

namespace gamelab::ui {

TreeDocument::TreeDocument(GameTree tree, QObject* parent)
    : GameDocument(parent), tree_(std::make_shared<const GameTree>(std::move(tree))) {
  setTitle(QString::fromStdString(tree_->title));
  binaryMode_ = tree_->players() >= 3 && kingmaker::isBinaryGame(*tree_);
}

GamelabFile TreeDocument::toGamelabFile() const {
  GamelabFile file;
  file.kind = documentkind::kTree;
  file.title = title().toStdString();
  file.game = treeToJson(*tree_);
  file.view = {{"orientation", orientation_ == TreeOrientation::LeftRight ? "left-right" : "top-down"},
               {"binary", binaryMode_}};
  return file;
}

QWidget* TreeDocument::createEditor(QWidget* parent) { return new TreeEditor(this, parent); }

QList<ExportFormat> TreeDocument::exportFormats() const {
  return {ExportFormat{QStringLiteral("efg"), tr("Gambit extensive form (*.efg)"), QStringLiteral("efg")},
          ExportFormat{QStringLiteral("tikz"), tr("TikZ picture for LaTeX (*.tex)"), QStringLiteral("tex")}};
}

Expected<bool> TreeDocument::exportTo(const QString& formatId, const QString& path) const {
  std::string text;
  if (formatId == QStringLiteral("efg")) {
    text = writeEfg(*tree_);
  } else if (formatId == QStringLiteral("tikz")) {
    TikzOptions options;
    options.layout.orientation = orientation_;
    text = writeTreeTikz(*tree_, options);
  } else {
    return makeError(ErrorCode::UnsupportedFormat, {formatId.toStdString()});
  }
  QSaveFile file(path);
  if (!file.open(QIODevice::WriteOnly) || file.write(text.data(), static_cast<qint64>(text.size())) < 0 ||
      !file.commit())
    return makeError(ErrorCode::FileUnwritable, {path.toStdString()});
  return true;
}

Expected<DocumentPtr> TreeDocument::fromGamelabFile(const GamelabFile& file) {
  auto tree = treeFromJson(file.game);
  if (!tree) return tree.error();
  auto doc = std::make_unique<TreeDocument>(std::move(*tree));
  doc->setTitle(QString::fromStdString(file.title));
  if (file.view.is_object() && file.view.value("orientation", std::string()) == "left-right")
    doc->orientation_ = TreeOrientation::LeftRight;
  if (file.view.is_object() && file.view.contains("binary") && file.view["binary"].is_boolean())
    doc->binaryMode_ = file.view["binary"].get<bool>();
  return DocumentPtr(std::move(doc));
}

bool TreeDocument::edit(const QString& text, const std::function<bool(GameTree&)>& edit) {
  GameTree copy = *tree_;
  if (!edit(copy)) return false;
#ifndef NDEBUG
  std::string why;
  assert(copy.isConsistent(&why));
#endif
  auto after = std::make_shared<const GameTree>(std::move(copy));
  undoStack()->push(new ReplaceStateCommand<TreeDocument>(this, std::move(after), text));
  return true;
}

void TreeDocument::setOrientation(TreeOrientation orientation) {
  if (orientation == orientation_) return;
  orientation_ = orientation;
  markModified();
  emit orientationChanged(orientation);
}

void TreeDocument::setBinaryMode(bool on) {
  if (on == binaryMode_) return;
  binaryMode_ = on;
  markModified();
  emit binaryModeChanged(on);
}

void TreeDocument::replaceState(TreeSnapshot tree) {
  tree_ = std::move(tree);
  emit treeChanged();
  emit changed();
}

}  // namespace gamelab::ui
