#include "ui/matrix/matrixkind.h"

#include "core/io/documentkind.h"
#include "core/strategic/gameloader.h"
#include "core/strategic/nfg.h"
#include "core/matrix/zerosumexamples.h"
#include "ui/common/exampletitles.h"
#include "ui/document/documentregistry.h"
#include "ui/matrix/matrixdocument.h"
#include "ui/matrix/matrixconversion.h"
#include "ui/strategic/strategicdocumentactions.h"
#include "ui/strategic/strategickind.h"

#include <QCoreApplication>
#include <QFileInfo>

#include <cstring>

namespace gamelab::ui {

namespace {

QString groupForSection(const std::string& section) {
  const QString s = QString::fromStdString(section);
  if (s.startsWith(QLatin1String("2.1"))) return QCoreApplication::translate("ZeroSumExamples", "2.1 Strategic form");
  if (s.startsWith(QLatin1String("2.2"))) return QCoreApplication::translate("ZeroSumExamples", "2.2 Saddle points, domination, graphical method");
  if (s.startsWith(QLatin1String("2.3"))) return QCoreApplication::translate("ZeroSumExamples", "2.3 Indifference and special games");
  if (s.startsWith(QLatin1String("2.4"))) return QCoreApplication::translate("ZeroSumExamples", "2.4 Linear programming and the pivot method");
  return s;
}

}  // namespace

QString zeroSumExampleTitle(const std::string& id, const std::string& englishTitle) {
  return translatedExampleTitle("ZeroSumExamples", id, englishTitle);
}

Expected<DocumentPtr> importNfgFile(const QString& path) {
  auto text = readTextFile(path.toStdString());
  if (!text) return text.error();
  const std::string fileName = QFileInfo(path).fileName().toStdString();
  auto nfg = parseNfg(text.value(), fileName);
  if (!nfg) return nfg.error();
  // Two-player zero-sum games open in the zero-sum editor; every other game (general-sum,
  // three or more players) in the strategic-form editor.
  const QString fallbackTitle = QFileInfo(path).completeBaseName();
  if (nfg->playerNames.size() != 2) return importNfgAsStrategic(nfg.value(), fallbackTitle);
  auto game = toMatrixGame(nfg.value());
  if (!game) return importNfgAsStrategic(nfg.value(), fallbackTitle);
  auto doc = std::make_unique<MatrixDocument>(std::move(game.value()));
  doc->setTitle(nfg->title.empty() ? QFileInfo(path).completeBaseName() : QString::fromStdString(nfg->title));
  return DocumentPtr(std::move(doc));
}

void registerMatrixKind() {
  strategicDocumentActions().toZeroSum = &toZeroSumDocument;
  registerDocumentKind(QString::fromLatin1(documentkind::kZeroSum), &MatrixDocument::fromGamelabFile);
  registerImporter(Importer{QStringLiteral("nfg"),
                            QCoreApplication::translate("MatrixKind", "Gambit strategic form (*.nfg)"), &importNfgFile});
  registerNewDocumentAction(
      QStringLiteral("zerosum"), QCoreApplication::translate("MatrixKind", "New zero-sum matrix game"),
      [] {
        auto doc = std::make_unique<MatrixDocument>(MatrixGame(2, 2));
        doc->setTitle(QCoreApplication::translate("MatrixKind", "Zero-sum game"));
        return DocumentPtr(std::move(doc));
      },
      QCoreApplication::translate("MatrixKind", "Two players, a payoff matrix: saddle points, dominance, graphs, exact solution"));
  const QString section = QCoreApplication::translate("ZeroSumExamples", "Zero-sum games (Ferguson, chapter 2)");
  for (const auto& example : zeroSumExamples()) {
    const QString title = zeroSumExampleTitle(example.id, example.englishTitle);
    const MatrixGame game = example.game;
    registerExample(QStringLiteral("ferguson-") + QString::fromStdString(example.id), title, section,
                    groupForSection(example.section),
                    [game, title] {
                      auto doc = std::make_unique<MatrixDocument>(game);
                      doc->setTitle(title);
                      return DocumentPtr(std::move(doc));
                    },
                    QCoreApplication::translate("ZeroSumExamples", "§%1, %2 x %3")
                        .arg(QString::fromStdString(example.section))
                        .arg(example.game.rows)
                        .arg(example.game.cols));
  }
}

}  // namespace gamelab::ui
