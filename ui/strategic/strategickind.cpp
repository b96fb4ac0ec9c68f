#include "ui/strategic/strategickind.h"

#include "core/io/documentkind.h"
#include "core/models/strategicexamples.h"
#include "ui/common/exampletitles.h"
#include "ui/document/documentregistry.h"
#include "ui/strategic/strategicdocument.h"

#include <QCoreApplication>

namespace gamelab::ui {

namespace {

/// Titles of the built-in examples for the translators (context, English title, id), so that
/// lupdate sees them; strategicExampleTitle() looks them up with the id as disambiguation.
const ExampleTitle kExampleTitles[] = {
    QT_TRANSLATE_NOOP3("StrategicExamples", "Bimatrix of the strategic form (3.1.1)", "bimatrix-3-1-1"),
    QT_TRANSLATE_NOOP3("StrategicExamples", "Safety levels (worked example)", "safety-levels"),
    QT_TRANSLATE_NOOP3("StrategicExamples", "Safety levels exercise (b)", "safety-exercise-b"),
    QT_TRANSLATE_NOOP3("StrategicExamples", "Game show", "game-show"),
    QT_TRANSLATE_NOOP3("StrategicExamples", "Game show (as printed)", "game-show-as-printed"),
    QT_TRANSLATE_NOOP3("StrategicExamples", "Coordination and safety", "coordination-safety"),
    QT_TRANSLATE_NOOP3("StrategicExamples", "Two pure equilibria", "two-pure-equilibria"),
    QT_TRANSLATE_NOOP3("StrategicExamples", "Coordination game", "coordination"),
    QT_TRANSLATE_NOOP3("StrategicExamples", "Battle of the Sexes", "battle-of-the-sexes"),
    QT_TRANSLATE_NOOP3("StrategicExamples", "Prisoner's Dilemma", "prisoners-dilemma"),
    QT_TRANSLATE_NOOP3("StrategicExamples", "Asterisk method (4 x 6)", "asterisk-4x6"),
    QT_TRANSLATE_NOOP3("StrategicExamples", "Exercise 3.2.5-2 (a)", "exercise-3-2-5-2a"),
    QT_TRANSLATE_NOOP3("StrategicExamples", "Exercise 3.2.5-2 (b)", "exercise-3-2-5-2b"),
    QT_TRANSLATE_NOOP3("StrategicExamples", "Exercise 3.2.5-2 (c)", "exercise-3-2-5-2c"),
    QT_TRANSLATE_NOOP3("StrategicExamples", "Chicken", "chicken"),
    QT_TRANSLATE_NOOP3("StrategicExamples", "Coin and claim", "coin-claim"),
    QT_TRANSLATE_NOOP3("StrategicExamples", "Exercise 3.2.5-5 (a)", "exercise-3-2-5-5a"),
    QT_TRANSLATE_NOOP3("StrategicExamples", "Exercise 3.2.5-5 (b)", "exercise-3-2-5-5b"),
    QT_TRANSLATE_NOOP3("StrategicExamples", "Exercise 3.2.5-6", "exercise-3-2-5-6"),
    QT_TRANSLATE_NOOP3("StrategicExamples", "Exercise 3.2.5-8", "exercise-3-2-5-8"),
    QT_TRANSLATE_NOOP3("StrategicExamples", "Subgame perfection", "subgame-perfection"),
    QT_TRANSLATE_NOOP3("StrategicExamples", "Feasible sets (3.1)", "feasible-set"),
    QT_TRANSLATE_NOOP3("StrategicExamples", "End game with an all-in player", "all-in-end-game"),
    QT_TRANSLATE_NOOP3("StrategicExamples", "End game with an all-in player (three players)", "all-in-end-game-3p"),
    QT_TRANSLATE_NOOP3("StrategicExamples", "lrsnash manual example (3 x 2)", "lrsnash-3x2"),
    QT_TRANSLATE_NOOP3("StrategicExamples", "Von Stengel's 6 x 6 game (75 equilibria)", "von-stengel-6x6"),
    QT_TRANSLATE_NOOP3("StrategicExamples", "Three-player coordination", "three-player-coordination"),
};

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
  return translatedExampleTitle("StrategicExamples", kExampleTitles, id, englishTitle);
}

DocumentPtr importNfgAsStrategic(const NfgGame& nfg, const QString& fallbackTitle) {
  return StrategicDocument::fromNfg(nfg, fallbackTitle);
}

void registerStrategicKind() {
  registerDocumentKind(QString::fromLatin1(documentkind::kStrategic), &StrategicDocument::fromGamelabFile);
  registerNewDocumentAction(
      QStringLiteral("strategic"), QCoreApplication::translate("StrategicKind", "New general-sum game"),
      [] { return DocumentPtr(std::make_unique<StrategicDocument>(StrategicGame({2, 2}))); },
      QCoreApplication::translate("StrategicKind",
                                  "Two or more players, one payoff each: best responses, dominance, safety levels, every equilibrium"));
  registerNewDocumentAction(
      QStringLiteral("strategic-3"), QCoreApplication::translate("StrategicKind", "New 3-player game"),
      [] { return DocumentPtr(std::make_unique<StrategicDocument>(StrategicGame({2, 2, 2}))); },
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
