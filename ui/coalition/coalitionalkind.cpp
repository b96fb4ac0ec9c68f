#include "ui/coalition/coalitionalkind.h"

#include "core/io/documentkind.h"
#include "core/coalition/coalitionalexamples.h"
#include "ui/coalition/coalitionalconversion.h"
#include "ui/coalition/coalitionaldocument.h"
#include "ui/common/exampletitles.h"
#include "ui/document/documentregistry.h"
#include "ui/strategic/strategicdocumentactions.h"

#include <QCoreApplication>

namespace gamelab::ui {

namespace {

QString groupForSection(const std::string& section) {
  const QString s = QString::fromStdString(section);
  if (s.startsWith(QLatin1String("4.1")))
    return QCoreApplication::translate("CoalitionalExamples", "4.1 Characteristic functions");
  if (s.startsWith(QLatin1String("4.2")))
    return QCoreApplication::translate("CoalitionalExamples", "4.2 Imputations and the core");
  if (s.startsWith(QLatin1String("4.3")))
    return QCoreApplication::translate("CoalitionalExamples", "4.3 The Shapley value and voting power");
  if (s.startsWith(QLatin1String("4.4"))) return QCoreApplication::translate("CoalitionalExamples", "4.4 The nucleolus");
  if (s.isEmpty()) return QCoreApplication::translate("CoalitionalExamples", "Other games");
  return s;
}

QString description(const CoalitionalExample& example) {
  const CoalitionalGame& game = example.game;
  QString kind = game.voting() ? QCoreApplication::translate("CoalitionalExamples", "%n-player voting game", nullptr, game.players())
                               : QCoreApplication::translate("CoalitionalExamples", "%n players", nullptr, game.players());
  if (example.section.empty()) return kind;
  QString text = QCoreApplication::translate("CoalitionalExamples", "§%1, %2").arg(QString::fromStdString(example.section), kind);
  if (!example.testCase.empty()) text += QStringLiteral(" (%1)").arg(QString::fromStdString(example.testCase));
  return text;
}

}  // namespace

QString coalitionalExampleTitle(const std::string& id, const std::string& englishTitle) {
  return translatedExampleTitle("CoalitionalExamples", id, englishTitle);
}

CoalitionalGame newWeightedVotingGame() {
  WeightedVotingGame voting;
  voting.quota = 50;
  voting.weights = {Rational(10), Rational(20), Rational(30), Rational(40)};
  voting.rule = QuotaRule::Greater;
  return CoalitionalGame::fromVoting(voting).value();
}

void registerCoalitionalKind() {
  strategicDocumentActions().openCharacteristicFunction = &openCharacteristicFunction;
  registerDocumentKind(QString::fromLatin1(documentkind::kCoalitional), &CoalitionalDocument::fromGamelabFile);
  registerNewDocumentAction(
      QStringLiteral("coalitional"), QCoreApplication::translate("CoalitionalKind", "New coalitional game"),
      [] {
        auto doc = std::make_unique<CoalitionalDocument>(CoalitionalGame(3));
        doc->setTitle(QCoreApplication::translate("CoalitionalKind", "Coalitional game"));
        return DocumentPtr(std::move(doc));
      },
      QCoreApplication::translate("CoalitionalKind",
                                  "Three players and a value for every coalition: core, Shapley value, nucleolus, "
                                  "imputation triangle"));
  registerNewDocumentAction(
      QStringLiteral("coalitional-voting"), QCoreApplication::translate("CoalitionalKind", "New weighted voting game"),
      [] {
        auto doc = std::make_unique<CoalitionalDocument>(newWeightedVotingGame());
        doc->setTitle(QCoreApplication::translate("CoalitionalKind", "Weighted voting game"));
        return DocumentPtr(std::move(doc));
      },
      QCoreApplication::translate("CoalitionalKind",
                                  "Weights and a quota [q; w]: Shapley–Shubik and Banzhaf power, up to thousands of voters"));
  const QString section = QCoreApplication::translate("CoalitionalExamples", "Coalitional games (Ferguson, chapter 4)");
  for (const auto& example : coalitionalExamples()) {
    const QString title = coalitionalExampleTitle(example.id, example.englishTitle);
    const CoalitionalGame game = example.game;
    const std::optional<StrategicGame> origin = example.origin;
    registerExample(QStringLiteral("coalitional-") + QString::fromStdString(example.id), title, section,
                    groupForSection(example.section),
                    [game, origin, title] {
                      auto doc = std::make_unique<CoalitionalDocument>(game, origin);
                      doc->setTitle(title);
                      return DocumentPtr(std::move(doc));
                    },
                    description(example));
  }
}

}  // namespace gamelab::ui
