#include "ui/strategic/strategickind.h"

#include "core/io/documentkind.h"
#include "core/strategic/strategicexamples.h"
#include "ui/common/exampletitles.h"
#include "ui/document/documentregistry.h"
#include "ui/strategic/strategicdocument.h"

#include <QCoreApplication>

namespace gamelab::ui {

namespace {

QString groupForSection(const std::string& section) {
  const QString s = QString::fromStdString(section);
  if (s.startsWith(QLatin1String("3.1")))
    return QCoreApplication::translate("StrategicExamples", "3.1 Bimatrix games and safety levels");
  if (s.startsWith(QLatin1String("3.2")))
    return QCoreApplication::translate("StrategicExamples", "3.2 Noncooperative games: equilibria");
  if (s.startsWith(QLatin1String("3.3")))
    return QCoreApplication::translate("StrategicExamples", "3.3 Models of duopoly");
  if (s.startsWith(QLatin1String("3.4")))
    return QCoreApplication::translate("StrategicExamples", "3.4 Cooperative games: feasible sets");
  if (s.isEmpty()) return QCoreApplication::translate("StrategicExamples", "Classic and test games");
  return s;
}

QString sizeText(const StrategicGame& game) {
  QStringList sizes;
  for (std::size_t count : game.strategyCounts()) sizes << QString::number(count);
  return sizes.join(QStringLiteral(" x "));
}

}  // namespace

QString strategicExampleTitle(const std::string& id, const std::string& englishTitle) {
  return translatedExampleTitle("StrategicExamples", id, englishTitle);
}

DocumentPtr importNfgAsStrategic(const NfgGame& nfg, const QString& fallbackTitle) {
  return StrategicDocument::fromNfg(nfg, fallbackTitle);
}

void registerStrategicKind() {
  registerDocumentKind(QString::fromLatin1(documentkind::kStrategic), &StrategicDocument::fromGamelabFile);
  registerNewDocumentAction(
      QStringLiteral("strategic"), QCoreApplication::translate("StrategicKind", "New general-sum game"),
      [] {
        auto doc = std::make_unique<StrategicDocument>(StrategicGame({2, 2}));
        doc->setTitle(QCoreApplication::translate("StrategicKind", "General-sum game"));
        return DocumentPtr(std::move(doc));
      },
      QCoreApplication::translate("StrategicKind",
                                  "Two or more players, one payoff each: best responses, dominance, safety levels, every equilibrium"));
  registerNewDocumentAction(
      QStringLiteral("strategic-3"), QCoreApplication::translate("StrategicKind", "New 3-player game"),
      [] {
        auto doc = std::make_unique<StrategicDocument>(StrategicGame({2, 2, 2}));
        doc->setTitle(QCoreApplication::translate("StrategicKind", "3-player game"));
        return DocumentPtr(std::move(doc));
      },
      QCoreApplication::translate("StrategicKind", "Three players with two strategies each; the third player's choice picks the slice shown"));
  const QString section = QCoreApplication::translate("StrategicExamples", "General-sum games (Ferguson, chapter 3)");
  for (const auto& example : strategicExamples()) {
    const QString title = strategicExampleTitle(example.id, example.englishTitle);
    const StrategicGame game = example.game;
    const QString description =
        example.section.empty()
            ? QCoreApplication::translate("StrategicExamples", "%1 players, %2").arg(game.players()).arg(sizeText(game))
            : QCoreApplication::translate("StrategicExamples", "§%1, %2 players, %3")
                  .arg(QString::fromStdString(example.section))
                  .arg(game.players())
                  .arg(sizeText(game));
    registerExample(QStringLiteral("strategic-") + QString::fromStdString(example.id), title, section,
                    groupForSection(example.section),
                    [game, title] {
                      auto doc = std::make_unique<StrategicDocument>(game);
                      doc->setTitle(title);
                      return DocumentPtr(std::move(doc));
                    },
                    description);
  }
}

}  // namespace gamelab::ui
