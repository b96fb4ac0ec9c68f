#include "ui/impartial/impartialkind.h"

#include "core/io/documentkind.h"
#include "core/impartial/impartialexamples.h"
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
  return translatedExampleTitle("ImpartialExamples", id, englishTitle);
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
