#include "ui/impartial/impartialkind.h"

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

struct ExampleTitle {
  const char* title;
  const char* id;
};
const ExampleTitle kExampleTitles[] = {
    QT_TRANSLATE_NOOP3("ImpartialExamples", "Nim with heaps 3, 4, 5", "nim-3-4-5"),
    QT_TRANSLATE_NOOP3("ImpartialExamples", "Nim with heaps 5, 7, 9 (Ex 1.2)", "nim-5-7-9"),
    QT_TRANSLATE_NOOP3("ImpartialExamples", "Subtraction game {1, 2, 3} from 15", "subtraction-1-2-3"),
    QT_TRANSLATE_NOOP3("ImpartialExamples", "Subtraction game {1, 3, 4}", "subtraction-1-3-4"),
    QT_TRANSLATE_NOOP3("ImpartialExamples", "Misère Nim with heaps 1, 2, 3, 4", "misere-nim"),
    QT_TRANSLATE_NOOP3("ImpartialExamples", "Moore's Nim_2 with heaps 1, 3, 5, 7", "moore-2"),
    QT_TRANSLATE_NOOP3("ImpartialExamples", "Staircase Nim", "staircase"),
    QT_TRANSLATE_NOOP3("ImpartialExamples", "Nimble", "nimble"),
    QT_TRANSLATE_NOOP3("ImpartialExamples", "Northcott's game", "northcott"),
    QT_TRANSLATE_NOOP3("ImpartialExamples", "Kayles: a row of 10 pins", "kayles-10"),
    QT_TRANSLATE_NOOP3("ImpartialExamples", "Dawson's chess on 9 files", "dawson-9"),
    QT_TRANSLATE_NOOP3("ImpartialExamples", "Lasker's Nim with heaps 2, 5, 7", "lasker"),
    QT_TRANSLATE_NOOP3("ImpartialExamples", "Grundy's game with heaps 8 and 11", "grundy-8-11"),
    QT_TRANSLATE_NOOP3("ImpartialExamples", "Turning Turtles", "turning-turtles"),
    QT_TRANSLATE_NOOP3("ImpartialExamples", "Mock Turtles", "mock-turtles"),
    QT_TRANSLATE_NOOP3("ImpartialExamples", "Wythoff's queens", "wythoff"),
    QT_TRANSLATE_NOOP3("ImpartialExamples", "Turning Corners", "turning-corners"),
    QT_TRANSLATE_NOOP3("ImpartialExamples", "Green Hackenbush: a girl and a dog", "hackenbush"),
};

HeapPosition heaps(std::vector<HeapSize> sizes, const char* spec = "nim") {
  HeapPosition p;
  p.heaps = std::move(sizes);
  auto rule = HeapRule::parse(spec);
  p.rules = {rule ? *rule : HeapRule::nim()};
  return p;
}

std::vector<bool> headsFrom(const char* text) {
  std::vector<bool> h;
  for (const char* c = text; *c; ++c) h.push_back(*c == 'H');
  return h;
}

QString groupFor(const std::string& section) {
  if (section == "1.1") return QCoreApplication::translate("ImpartialExamples", "1.1 Take-away games");
  if (section == "1.2") return QCoreApplication::translate("ImpartialExamples", "1.2 The game of Nim");
  if (section == "1.3") return QCoreApplication::translate("ImpartialExamples", "1.3 Graph games");
  if (section == "1.4") return QCoreApplication::translate("ImpartialExamples", "1.4 Sums of games");
  if (section == "1.5") return QCoreApplication::translate("ImpartialExamples", "1.5 Coin-turning games");
  if (section == "1.6") return QCoreApplication::translate("ImpartialExamples", "1.6 Green Hackenbush");
  return QString::fromStdString(section);
}

}  // namespace

std::vector<ImpartialExampleEntry> impartialExampleEntries() {
  std::vector<ImpartialExampleEntry> e;
  e.push_back({"nim-3-4-5", "Nim with heaps 3, 4, 5", "1.2", heaps({3, 4, 5})});
  e.push_back({"nim-5-7-9", "Nim with heaps 5, 7, 9 (Ex 1.2)", "1.2", heaps({5, 7, 9})});
  e.push_back({"subtraction-1-2-3", "Subtraction game {1, 2, 3} from 15", "1.1", heaps({15}, "subtraction:1,2,3")});
  e.push_back({"subtraction-1-3-4", "Subtraction game {1, 3, 4}", "1.4", heaps({5, 7, 9}, "subtraction:1,3,4")});
  e.push_back({"misere-nim", "Misère Nim with heaps 1, 2, 3, 4", "1.2", heaps({1, 2, 3, 4})});
  HeapPosition moore = heaps({1, 3, 5, 7});
  moore.variant = HeapPosition::Variant::MooreNim;
  moore.mooreK = 2;
  e.push_back({"moore-2", "Moore's Nim_2 with heaps 1, 3, 5, 7", "1.2", moore});
  HeapPosition stairs = heaps({3, 2, 4, 1, 2});
  stairs.variant = HeapPosition::Variant::Staircase;
  e.push_back({"staircase", "Staircase Nim", "1.2", stairs});
  NimblePosition nimble;
  nimble.squares = 16;
  nimble.coins = {4, 8, 8, 9, 10, 13};
  e.push_back({"nimble", "Nimble", "1.2", nimble});
  NorthcottPosition northcott;
  northcott.width = 8;
  northcott.rows = {{1, 5}, {0, 3}, {6, 2}, {2, 7}};
  e.push_back({"northcott", "Northcott's game", "1.2", northcott});
  e.push_back({"kayles-10", "Kayles: a row of 10 pins", "1.4", heaps({10}, "kayles")});
  e.push_back({"dawson-9", "Dawson's chess on 9 files", "1.4", heaps({9}, "dawson")});
  e.push_back({"lasker", "Lasker's Nim with heaps 2, 5, 7", "1.4", heaps({2, 5, 7}, "lasker")});
  e.push_back({"grundy-8-11", "Grundy's game with heaps 8 and 11", "1.4", heaps({8, 11}, "grundy")});
  if (auto r = CoinRule::parse("turning-turtles")) {
    CoinRowPosition p;
    p.rule = *r;
    p.heads = headsFrom("THTTHTTTHHTHT");
    e.push_back({"turning-turtles", "Turning Turtles", "1.5", p});
  }
  if (auto r = CoinRule::parse("mock-turtles")) {
    CoinRowPosition p;
    p.rule = *r;
    p.heads = headsFrom("TTHTHTTHHT");
    e.push_back({"mock-turtles", "Mock Turtles", "1.5", p});
  }
  QueensPosition queens;
  queens.size = 10;
  queens.queens = {{7, 4}, {3, 8}};
  e.push_back({"wythoff", "Wythoff's queens", "1.4", queens});
  CoinGridPosition corners;
  corners.rule.kind = CoinGridRule::Kind::TurningCorners;
  corners.rows = corners.cols = 6;
  corners.heads.assign(36, false);
  corners.heads[3 * 6 + 4] = corners.heads[5 * 6 + 2] = true;
  e.push_back({"turning-corners", "Turning Corners", "1.5", corners});
  HackenbushPosition girl;
  girl.picture.vertices = 8;
  girl.picture.edges = {{0, 1}, {1, 2}, {2, 3}, {2, 4}, {0, 5}, {5, 6}, {6, 7}, {6, 7}};
  girl.picture.coordinates = {{0.5, 0}, {0.3, 1}, {0.3, 2}, {0.2, 3}, {0.4, 3}, {0.7, 1}, {0.7, 2}, {0.8, 3}};
  e.push_back({"hackenbush", "Green Hackenbush: a girl and a dog", "1.6", girl});
  return e;
}

QString impartialExampleTitle(const std::string& id, const std::string& englishTitle) {
  for (const auto& t : kExampleTitles)
    if (id == t.id) return QCoreApplication::translate("ImpartialExamples", t.title, t.id);
  return QCoreApplication::translate("ImpartialExamples", englishTitle.c_str(), id.c_str());
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
  registerDocumentKind(QStringLiteral("impartial"), &ImpartialDocument::fromGamelabFile);
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
    const bool misere = example.id == "misere-nim";
    registerExample(QStringLiteral("impartial-") + QString::fromStdString(example.id), title, section,
                    groupFor(example.section),
                    [position, title, misere] {
                      ImpartialSettings settings;
                      if (misere) settings.convention = PlayConvention::Misere;
                      auto doc = std::make_unique<ImpartialDocument>(position, settings);
                      doc->setTitle(title);
                      return DocumentPtr(std::move(doc));
                    },
                    gameName(position));
  }
}

}  // namespace gamelab::ui
