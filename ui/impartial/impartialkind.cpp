#include "ui/impartial/impartialkind.h"

#include "core/io/documentkind.h"
#include "core/models/impartialexamples.h"
#include "ui/common/exampletitles.h"
#include "ui/document/documentregistry.h"
#include "ui/impartial/impartialdocument.h"
#include "ui/impartial/newgamedialog.h"
#include "ui/impartial/playviewtext.h"

#include <QApplication>
#include <QCoreApplication>
#include <QGuiApplication>

#include <random>

namespace gamelab::ui {

namespace {

const ExampleTitle kExampleTitles[] = {
    QT_TRANSLATE_NOOP3("ImpartialExamples", "Take 1, 2 or 3 from 21 chips", "subtraction-123-21"),
    QT_TRANSLATE_NOOP3("ImpartialExamples", "Subtraction game {1, 3, 4} from 100 chips", "subtraction-134-100"),
    QT_TRANSLATE_NOOP3("ImpartialExamples", "Nim (5, 7, 9)", "nim-5-7-9"),
    QT_TRANSLATE_NOOP3("ImpartialExamples", "Nim (13, 12, 8)", "nim-13-12-8"),
    QT_TRANSLATE_NOOP3("ImpartialExamples", "Nim (12, 19, 27)", "nim-12-19-27"),
    QT_TRANSLATE_NOOP3("ImpartialExamples", "Nim (13, 17, 19, 23)", "nim-13-17-19-23"),
    QT_TRANSLATE_NOOP3("ImpartialExamples", "Misère Nim (1, 1, 5)", "misere-nim-1-1-5"),
    QT_TRANSLATE_NOOP3("ImpartialExamples", "Misère Nim (12, 19, 27)", "misere-nim-12-19-27"),
    QT_TRANSLATE_NOOP3("ImpartialExamples", "Nimble: coins on 4, 8, 8, 9, 10, 13", "nimble-t28"),
    QT_TRANSLATE_NOOP3("ImpartialExamples", "Nimble moving one or two coins (Moore's Nim₂)", "nimble-moore-t33"),
    QT_TRANSLATE_NOOP3("ImpartialExamples", "Turning Turtles: T H T T H T T T H H T H T", "turning-turtles-t29"),
    QT_TRANSLATE_NOOP3("ImpartialExamples", "Northcott's game: gaps 4, 2, 3, 5, 3, 6, 2, 1", "northcott-t30"),
    QT_TRANSLATE_NOOP3("ImpartialExamples", "Staircase Nim (2, 7, 3, 9)", "staircase-2-7-3-9"),
    QT_TRANSLATE_NOOP3("ImpartialExamples", "Moore's Nim₂ (4, 8, 8, 9, 10, 13)", "moore-nim2-t33"),
    QT_TRANSLATE_NOOP3("ImpartialExamples", "Wythoff's queen on an 8 × 8 board", "wythoff-queen"),
    QT_TRANSLATE_NOOP3("ImpartialExamples", "Three Wythoff queens", "wythoff-queens"),
    QT_TRANSLATE_NOOP3("ImpartialExamples", "The cyclic graph of Figure 1.3.4", "graph-figure-1-3-4"),
    QT_TRANSLATE_NOOP3("ImpartialExamples", "G(3) + G(5) + G(7) at (9, 10, 14)", "subtraction-sum-t46"),
    QT_TRANSLATE_NOOP3("ImpartialExamples", "Even-if-not-all 18 + At-Least-Half 17 + Nim 7", "mixed-sum-t49"),
    QT_TRANSLATE_NOOP3("ImpartialExamples", "Piles 18, 17, 7 under the rules of 1.4.5 ex 1, ex 2 and Nim", "mixed-sum-t59"),
    QT_TRANSLATE_NOOP3("ImpartialExamples", "Lasker's Nim (2, 5, 7)", "lasker-2-5-7"),
    QT_TRANSLATE_NOOP3("ImpartialExamples", "Dawson's chess: a row of 18 squares", "dawson-18"),
    QT_TRANSLATE_NOOP3("ImpartialExamples", "Grundy's game (5, 8, 13)", "grundy-5-8-13"),
    QT_TRANSLATE_NOOP3("ImpartialExamples", "Kayles: Dudeney and Loyd's 13 pins without the second", "kayles-dudeney-loyd"),
    QT_TRANSLATE_NOOP3("ImpartialExamples", "Turning Turtles: T H H T T H", "coins-thhtth"),
    QT_TRANSLATE_NOOP3("ImpartialExamples", "Turning Turtles: T T H T H H T T H", "coins-t90-turtles"),
    QT_TRANSLATE_NOOP3("ImpartialExamples", "Twins: T T H T H H T T H", "coins-t90-twins"),
    QT_TRANSLATE_NOOP3("ImpartialExamples", "Mock Turtles: T T H T H H T T H", "coins-t90-mock-turtles"),
    QT_TRANSLATE_NOOP3("ImpartialExamples", "Acrostic Twins on the array (1.5)", "acrostic-twins-t80"),
    QT_TRANSLATE_NOOP3("ImpartialExamples", "Turning Corners on the array (1.5)", "turning-corners-t83"),
    QT_TRANSLATE_NOOP3("ImpartialExamples", "(Turning Turtles)² on the array (1.5)", "turning-turtles-squared-t85"),
    QT_TRANSLATE_NOOP3("ImpartialExamples", "Rugs on the array (1.5)", "rugs-t87"),
    QT_TRANSLATE_NOOP3("ImpartialExamples", "(Mock Turtles)², 5 × 6", "mock-turtles-squared-t89"),
    QT_TRANSLATE_NOOP3("ImpartialExamples", "Green Hackenbush: bamboo stalks 3, 4, 5", "hackenbush-bamboo"),
    QT_TRANSLATE_NOOP3("ImpartialExamples", "Green Hackenbush: a tree (trunk 1, branches 3, 2, 6)", "hackenbush-tree"),
    QT_TRANSLATE_NOOP3("ImpartialExamples", "Green Hackenbush: a door and a stalk with a triangle", "hackenbush-door"),
    QT_TRANSLATE_NOOP3("ImpartialExamples", "Green Hackenbush: a house", "hackenbush-house"),
};

QString groupFor(const std::string& section) {
  const std::string chapter = section.substr(0, 3);
  if (chapter == "1.1") return QCoreApplication::translate("ImpartialExamples", "1.1 Take-away games");
  if (chapter == "1.2") return QCoreApplication::translate("ImpartialExamples", "1.2 The game of Nim");
  if (chapter == "1.3") return QCoreApplication::translate("ImpartialExamples", "1.3 Graph games");
  if (chapter == "1.4") return QCoreApplication::translate("ImpartialExamples", "1.4 Sums of games");
  if (chapter == "1.5") return QCoreApplication::translate("ImpartialExamples", "1.5 Coin-turning games");
  if (chapter == "1.6") return QCoreApplication::translate("ImpartialExamples", "1.6 Green Hackenbush");
  return QString::fromStdString(section);
}

}  // namespace

std::vector<ImpartialExampleEntry> impartialExampleEntries() {
  std::vector<ImpartialExampleEntry> entries;
  for (const auto& e : impartialExamples()) entries.push_back({e.id, e.englishTitle, e.section, e.position, e.convention, e.testCase});
  return entries;
}

QString impartialExampleTitle(const std::string& id, const std::string& englishTitle) {
  return translatedExampleTitle("ImpartialExamples", kExampleTitles, id, englishTitle);
}

DocumentPtr newImpartialDocument(bool interactive) {
  if (!interactive) return DocumentPtr(std::make_unique<ImpartialDocument>());
  NewGameDialog dialog(QApplication::activeWindow());
  if (dialog.exec() != QDialog::Accepted) return nullptr;
  std::mt19937_64 rng(std::random_device{}());
  auto position = dialog.position(rng);
  if (!position) return nullptr;
  auto doc = std::make_unique<ImpartialDocument>(*position);
  doc->setTitle(gameName(*position));
  return DocumentPtr(std::move(doc));
}

void registerImpartialKind() {
  registerDocumentKind(QString::fromLatin1(documentkind::kImpartial), &ImpartialDocument::fromGamelabFile);
  registerNewDocumentAction(
      QStringLiteral("impartial"), QCoreApplication::translate("ImpartialKind", "New impartial game…"),
      [] { return newImpartialDocument(QGuiApplication::platformName() != QLatin1String("offscreen")); },
      QCoreApplication::translate("ImpartialKind",
                                  "Nim, take-and-break, coin turning, Hackenbush and graph games: play against the "
                                  "computer with Grundy-value hints"));
  const QString section = QCoreApplication::translate("ImpartialExamples", "Impartial games (Ferguson, chapter 1)");
  for (const auto& example : impartialExampleEntries()) {
    const QString title = impartialExampleTitle(example.id, example.englishTitle);
    const ImpartialPosition position = example.position;
    const bool misere = example.convention == PlayConvention::Misere;
    QString description = gameName(position);
    if (!example.testCase.empty())
      description += QStringLiteral(" (§%1, %2)").arg(QString::fromStdString(example.section), QString::fromStdString(example.testCase));
    registerExample(QStringLiteral("impartial-") + QString::fromStdString(example.id), title, section,
                    groupFor(example.section),
                    [position, title, misere] {
                      ImpartialSettings settings;
                      if (misere) settings.convention = PlayConvention::Misere;
                      auto doc = std::make_unique<ImpartialDocument>(position, settings);
                      doc->setTitle(title);
                      return DocumentPtr(std::move(doc));
                    },
                    description);
  }
}

}  // namespace gamelab::ui
