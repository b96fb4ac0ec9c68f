#include "ui/tree/treeclipboard.h"

#include "core/io/jsontext.h"
#include "core/tree/treeexpressions.h"
#include "core/tree/treejson.h"
#include "ui/common/errortext.h"

#include <QApplication>
#include <QClipboard>
#include <QCoreApplication>
#include <QMimeData>

namespace gamelab::ui {

QString treeMimeType() { return QStringLiteral("application/x-gamelab-tree+json"); }

void copyTreeToClipboard(const GameTree& piece) {
  const std::string text = dumpJson(treeToJson(piece), 1);
  auto* data = new QMimeData;
  data->setData(treeMimeType(), QByteArray::fromStdString(text));
  data->setText(QString::fromStdString(text));
  QApplication::clipboard()->setMimeData(data);
}

std::optional<GameTree> treeFromClipboard(QString* why, const ParameterValues& values) {
  const QMimeData* data = QApplication::clipboard()->mimeData();
  std::string text;
  if (data && data->hasFormat(treeMimeType())) text = data->data(treeMimeType()).toStdString();
  else if (data && data->hasText()) text = data->text().toStdString();
  if (text.empty()) {
    if (why) *why = QCoreApplication::translate("TreeClipboard", "The clipboard holds no subtree: copy one first (Ctrl+C).");
    return std::nullopt;
  }
  const nlohmann::json json = nlohmann::json::parse(text, nullptr, false);
  if (json.is_discarded() || !json.is_object()) {
    if (why) *why = QCoreApplication::translate("TreeClipboard", "The clipboard text is not a game tree.");
    return std::nullopt;
  }
  auto tree = treeFromJsonWithExpressions(json.contains("game") ? json["game"] : json, values);
  if (!tree) {
    if (why) *why = QCoreApplication::translate("TreeClipboard", "The clipboard text is not a game tree: %1").arg(errorReasonText(tree.error()));
    return std::nullopt;
  }
  return std::move(*tree);
}

}  // namespace gamelab::ui
