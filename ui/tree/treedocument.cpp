#include "ui/tree/treedocument.h"

#include "core/io/documentkind.h"
#include "core/tree/efg.h"
#include "core/tree/treeexpressions.h"
#include "core/tree/treejson.h"
#include "core/tree/treetikz.h"
#include "core/kingmaker/binarygame.h"
#include "ui/common/errortext.h"
#include "ui/document/replacestatecommand.h"
#include "ui/tree/treeedits.h"
#include "ui/tree/treeeditor.h"

#include <QFile>
#include <QSaveFile>

#include <cassert>

namespace gamelab::ui {

TreeDocument::TreeDocument(GameTree tree, QObject* parent)
    : GameDocument(parent), tree_(std::make_shared<const GameTree>(std::move(tree))) {
  setTitle(QString::fromStdString(tree_->title));
  binaryMode_ = tree_->players() >= 3 && kingmaker::isBinaryGame(*tree_);
  syncParameterState();
}

GamelabFile TreeDocument::toGamelabFile() const {
  GamelabFile file;
  file.kind = documentkind::kTree;
  file.title = title().toStdString();
  file.game = treeToJson(*tree_);
  file.parameters = parametersToJson(parameters_);
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
  auto read = parametrisedTreeFromGamelab(file);
  if (!read) return read.error();
  auto doc = std::make_unique<TreeDocument>(std::move(read->tree));
  doc->parameters_ = std::move(read->parameters);
  doc->syncParameterState();
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
  undoStack()->push(new ReplaceStateCommand<TreeDocument>(this, TreeState{std::move(after), parameters_}, text));
  return true;
}

QString TreeDocument::setParameters(const Parameters& parameters, const QString& text, int mergeKey) {
  if (parameters == parameters_) return {};
  for (const Parameter& p : parameters.list)
    if (auto error = checkParameterRange(p)) return errorReasonText(*error);
  auto tree = evaluateTreeExpressions(*tree_, parameters.values());
  if (!tree) return TreeEdits::expressionErrorText(*tree_, tree.error());
  TreeState after{std::make_shared<const GameTree>(std::move(*tree)), parameters};
  undoStack()->push(new ReplaceStateCommand<TreeDocument>(this, std::move(after), text, mergeKey));
  return {};
}

QString TreeDocument::setParameterValue(const std::string& name, const Rational& value, int mergeKey) {
  Parameters next = parameters_;
  Parameter* p = next.find(name);
  if (!p) return tr("There is no parameter named “%1”.").arg(QString::fromStdString(name));
  p->value = value;
  return setParameters(next, tr("Set %1").arg(QString::fromStdString(name)), mergeKey);
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

void TreeDocument::replaceState(TreeState state) {
  const bool parametersMoved = !(state.parameters == parameters_);
  tree_ = std::move(state.tree);
  parameters_ = std::move(state.parameters);
  syncParameterState();
  emit treeChanged();
  if (parametersMoved) emit parametersChanged();
  emit changed();
}

void TreeDocument::syncParameterState() {
  const GameTree& t = *tree_;
  param_.parameters = parameters_;
  param_.expressions.clear();
  for (const TreeOutcome& o : t.outcomes)
    for (std::size_t k = 0; k < o.payoffs.size(); ++k)
      param_.expressions.push_back(k < o.payoffExpressions.size() ? o.payoffExpressions[k] : std::string());
  for (const InfoSet& set : t.infoSets)
    for (std::size_t a = 0; a < set.probabilities.size(); ++a)
      param_.expressions.push_back(a < set.probabilityExpressions.size() ? set.probabilityExpressions[a] : std::string());
}

QString TreeDocument::payoffPlace(std::size_t index) const {
  const GameTree& t = *tree_;
  for (std::size_t k = 0; k < t.outcomes.size(); ++k) {
    const std::size_t n = t.outcomes[k].payoffs.size();
    if (index < n) return TreeEdits::placeName(t, payoffExpressionPlace(int(k), int(index)));
    index -= n;
  }
  for (std::size_t s = 0; s < t.infoSets.size(); ++s) {
    const std::size_t n = t.infoSets[s].probabilities.size();
    if (index < n) return TreeEdits::placeName(t, probabilityExpressionPlace(int(s), int(index)));
    index -= n;
  }
  return QString::number(index + 1);
}

void TreeDocument::replaceParameterState(const ParameterState& state) {
  GameTree copy = *tree_;
  std::size_t i = 0;
  auto next = [&] { return i < state.expressions.size() ? state.expressions[i++] : std::string(); };
  for (TreeOutcome& o : copy.outcomes) {
    o.payoffExpressions.assign(o.payoffs.size(), std::string());
    for (auto& text : o.payoffExpressions) text = next();
  }
  for (InfoSet& set : copy.infoSets) {
    set.probabilityExpressions.assign(set.probabilities.size(), std::string());
    for (auto& text : set.probabilityExpressions) text = next();
  }
  dropEmptyExpressions(copy);
  // The panel checked that every expression evaluates; probabilities are the problems list's.
  auto evaluated = evaluateTreeExpressions(std::move(copy), state.parameters.values(), false);
  if (evaluated) tree_ = std::make_shared<const GameTree>(std::move(*evaluated));
  parameters_ = state.parameters;
  syncParameterState();
  emit treeChanged();
  emit parametersChanged();
  emit changed();
}

}  // namespace gamelab::ui
