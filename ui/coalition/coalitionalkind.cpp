#include "ui/coalition/coalitionalkind.h"

#include "core/io/documentkind.h"
#include "core/models/coalitionalexamples.h"
#include "ui/coalition/coalitionaldocument.h"
#include "ui/common/exampletitles.h"
#include "ui/document/documentregistry.h"

#include <QCoreApplication>

namespace gamelab::ui {

namespace {

/// Titles of the built-in examples for the translators (context, English title, id), so that
/// lupdate sees them; coalitionalExampleTitle() looks them up with the id as disambiguation.
const ExampleTitle kExampleTitles[] = {
    QT_TRANSLATE_NOOP3("CoalitionalExamples", "Three-person game of 4.1.4: characteristic function", "strategic-4-1-4"),
    QT_TRANSLATE_NOOP3("CoalitionalExamples", "Three-person zero-sum game (Ex 4.1.5-1)", "zero-sum-three"),
    QT_TRANSLATE_NOOP3("CoalitionalExamples", "Three-person game of Ex 4.1.5-2: characteristic function", "strategic-ex-4-1-5-2"),
    QT_TRANSLATE_NOOP3("CoalitionalExamples", "Example 1: a pentagonal core", "example-4-2-4-1"),
    QT_TRANSLATE_NOOP3("CoalitionalExamples", "Selling an object: values 10, 20, 30", "selling-10-20-30"),
    QT_TRANSLATE_NOOP3("CoalitionalExamples", "Battle of the Sexes as a TU game", "battle-of-the-sexes-tu"),
    QT_TRANSLATE_NOOP3("CoalitionalExamples", "Core smaller than the imputations (Ex 4.2.5-3)", "ex-4-2-5-3"),
    QT_TRANSLATE_NOOP3("CoalitionalExamples", "Symmetric three-person game, v(ij) = 1", "symmetric-3-a1"),
    QT_TRANSLATE_NOOP3("CoalitionalExamples", "Symmetric three-person game, v(ij) = 3/2", "symmetric-3-a3-2"),
    QT_TRANSLATE_NOOP3("CoalitionalExamples", "Symmetric three-person game, v(ij) = 2", "symmetric-3-a2"),
    QT_TRANSLATE_NOOP3("CoalitionalExamples", "Symmetric three-person game, v(ij) = 5/2 (empty core)", "symmetric-3-a5-2"),
    QT_TRANSLATE_NOOP3("CoalitionalExamples", "Symmetric four-person game, v(ij) = 1, v(ijk) = 2", "symmetric-4-a1-b2"),
    QT_TRANSLATE_NOOP3("CoalitionalExamples", "Symmetric four-person game, v(ij) = 2, v(ijk) = 3", "symmetric-4-a2-b3"),
    QT_TRANSLATE_NOOP3("CoalitionalExamples", "Symmetric four-person game, v(ij) = 5/2, v(ijk) = 3 (empty core)", "symmetric-4-a5-2-b3"),
    QT_TRANSLATE_NOOP3("CoalitionalExamples", "Three-person majority game", "majority-3"),
    QT_TRANSLATE_NOOP3("CoalitionalExamples", "One seller, two buyers and a dummy", "seller-buyers-dummy"),
    QT_TRANSLATE_NOOP3("CoalitionalExamples", "Glove market: two left, two right", "glove-2-2"),
    QT_TRANSLATE_NOOP3("CoalitionalExamples", "Glove market: two left, three right", "glove-2-3"),
    QT_TRANSLATE_NOOP3("CoalitionalExamples", "Two machine owners and three workers", "machines-workers"),
    QT_TRANSLATE_NOOP3("CoalitionalExamples", "Weighted majority game [50; 10, 20, 30, 40]", "voting-50-10-20-30-40"),
    QT_TRANSLATE_NOOP3("CoalitionalExamples", "One seller and two buyers (values 30, 40)", "seller-buyers-30-40"),
    QT_TRANSLATE_NOOP3("CoalitionalExamples", "Shapley value and nucleolus of Ex 4.3.5-2", "ex-4-3-5-2"),
    QT_TRANSLATE_NOOP3("CoalitionalExamples", "Weighted majority game [50; 10, 30, 30, 40]", "voting-50-10-30-30-40"),
    QT_TRANSLATE_NOOP3("CoalitionalExamples", "[50; 10, 20, 30, 40] with a chairman who breaks ties", "voting-chairman"),
    QT_TRANSLATE_NOOP3("CoalitionalExamples", "Weights 1/3, 2/9, 2/9, 2/9, quota 1/2", "voting-thirds"),
    QT_TRANSLATE_NOOP3("CoalitionalExamples", "Weights 1/3, 1/3, 1/9, 1/9, 1/9, quota 1/2", "voting-two-big-parties"),
    QT_TRANSLATE_NOOP3("CoalitionalExamples", "Nassau County board, 1964 (58 of 115 votes)", "nassau-1964"),
    QT_TRANSLATE_NOOP3("CoalitionalExamples", "Nassau County board, 1971 (63 of 115 votes)", "nassau-1971"),
    QT_TRANSLATE_NOOP3("CoalitionalExamples", "UN Security Council (39 votes, five with 7)", "un-security-council"),
    QT_TRANSLATE_NOOP3("CoalitionalExamples", "Sharing travel costs", "travel-costs"),
    QT_TRANSLATE_NOOP3("CoalitionalExamples", "One-product market: buyers 1, 3; sellers 2, 2", "market-1-3-2-2"),
    QT_TRANSLATE_NOOP3("CoalitionalExamples", "One-product market: buyers 1, 2, 4; sellers 3, 4", "market-1-2-4-3-4"),
    QT_TRANSLATE_NOOP3("CoalitionalExamples", "v(S) = largest k with {1..k} in S, 3 players", "chain-3"),
    QT_TRANSLATE_NOOP3("CoalitionalExamples", "v(S) = largest k with {1..k} in S, 4 players", "chain-4"),
    QT_TRANSLATE_NOOP3("CoalitionalExamples", "v(S) = largest k with {1..k} in S, 5 players", "chain-5"),
    QT_TRANSLATE_NOOP3("CoalitionalExamples", "Chain game with values 1, 3, 4, 7", "chain-1-3-4-7"),
    QT_TRANSLATE_NOOP3("CoalitionalExamples", "Airport game: costs 2, 5, 9", "airport-2-5-9"),
    QT_TRANSLATE_NOOP3("CoalitionalExamples", "Airport game: costs 1, 3, 6, 10", "airport-1-3-6-10"),
    QT_TRANSLATE_NOOP3("CoalitionalExamples", "One seller and buyers valuing 40, 30", "seller-40-30"),
    QT_TRANSLATE_NOOP3("CoalitionalExamples", "One seller and buyers valuing 6, 4, 2", "seller-6-4-2"),
    QT_TRANSLATE_NOOP3("CoalitionalExamples", "One seller and buyers valuing 10, 7, 3, 1", "seller-10-7-3-1"),
    QT_TRANSLATE_NOOP3("CoalitionalExamples", "Bankruptcy: claims 10, 20, 30, estate 36", "bankruptcy-36"),
    QT_TRANSLATE_NOOP3("CoalitionalExamples", "Worked nucleolus example of 4.4.3", "example-4-4-3"),
    QT_TRANSLATE_NOOP3("CoalitionalExamples", "Three-person constant-sum game", "constant-sum-3"),
    QT_TRANSLATE_NOOP3("CoalitionalExamples", "Cattle drive", "cattle-drive"),
    QT_TRANSLATE_NOOP3("CoalitionalExamples", "Farm roads", "farm-roads"),
    QT_TRANSLATE_NOOP3("CoalitionalExamples", "Landlord and two peasants, f(k) = k", "landlord-2"),
    QT_TRANSLATE_NOOP3("CoalitionalExamples", "Landlord and three peasants, f(k) = k", "landlord-3"),
    QT_TRANSLATE_NOOP3("CoalitionalExamples", "Landlord and three peasants, f = 0, 1, 3, 4", "landlord-3-0-1-3-4"),
    QT_TRANSLATE_NOOP3("CoalitionalExamples", "Assignment game: two houses, two buyers", "assignment-houses"),
    QT_TRANSLATE_NOOP3("CoalitionalExamples", "Nucleolus of the chain game, 4 players", "chain-nucleolus-4"),
};

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
  return translatedExampleTitle("CoalitionalExamples", kExampleTitles, id, englishTitle);
}

CoalitionalGame newWeightedVotingGame() {
  WeightedVotingGame voting;
  voting.quota = 50;
  voting.weights = {Rational(10), Rational(20), Rational(30), Rational(40)};
  voting.rule = QuotaRule::Greater;
  return CoalitionalGame::fromVoting(voting).value();
}

void registerCoalitionalKind() {
  registerDocumentKind(QString::fromLatin1(documentkind::kCoalitional), &CoalitionalDocument::fromGamelabFile);
  registerNewDocumentAction(
      QStringLiteral("coalitional"), QCoreApplication::translate("CoalitionalKind", "New coalitional game"),
      [] { return DocumentPtr(std::make_unique<CoalitionalDocument>(CoalitionalGame(3))); },
      QCoreApplication::translate("CoalitionalKind",
                                  "Three players and a value for every coalition: core, Shapley value, nucleolus, "
                                  "imputation triangle"));
  registerNewDocumentAction(
      QStringLiteral("coalitional-voting"), QCoreApplication::translate("CoalitionalKind", "New weighted voting game"),
      [] { return DocumentPtr(std::make_unique<CoalitionalDocument>(newWeightedVotingGame())); },
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
