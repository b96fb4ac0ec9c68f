#include "ui/parameters/parameterexamples.h"

#include "core/io/gamelabfile.h"
#include "ui/document/documentregistry.h"
#include "ui/document/gamedocument.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>

namespace gamelab::ui {
namespace {

/// The document of an example file in the resources, titled `title`; nullptr (nothing opens)
/// should it not read, which tests/ui/test_parametersweep.cpp rules out.
DocumentPtr exampleDocument(const QString& path, const QString& title) {
  QFile f(path);
  if (!f.open(QIODevice::ReadOnly)) return nullptr;
  auto file = parseGamelab(f.readAll().toStdString(), QFileInfo(path).fileName().toStdString());
  if (!file) return nullptr;
  auto doc = createDocument(*file);
  if (!doc) return nullptr;
  (*doc)->setTitle(title);
  return std::move(*doc);
}

}  // namespace

void registerParameterExamples() {
  struct Example {
    const char* id;
    const char* file;
    const char* title;
    const char* description;
  };
  static const Example examples[] = {
      {"param-bos-family", "bos_family.gamelab", QT_TRANSLATE_NOOP("ParameterExamples", "Battle of the Sexes, a family"),
       QT_TRANSLATE_NOOP("ParameterExamples",
                         "Alice values the opera at t: the mixed equilibrium moves with t and the pure ones stay")},
      {"param-inspection", "inspection.gamelab", QT_TRANSLATE_NOOP("ParameterExamples", "Inspection game with a fine F"),
       QT_TRANSLATE_NOOP("ParameterExamples",
                         "A higher fine makes the inspector inspect less, not the inspectee cheat less")},
      {"param-poker", "poker.gamelab", QT_TRANSLATE_NOOP("ParameterExamples", "One-card poker, high card with probability p"),
       QT_TRANSLATE_NOOP("ParameterExamples", "The value is 8p/3 − 1 up to p = 3/4, then 1: see the vs parameter tab")},
  };
  const QString section = QCoreApplication::translate("ParameterExamples", "Games with parameters");
  for (const Example& e : examples) {
    const QString title = QCoreApplication::translate("ParameterExamples", e.title);
    const QString path = QStringLiteral(":/examples/") + QLatin1String(e.file);
    registerExample(QLatin1String(e.id), title, section, QString(), [path, title] { return exampleDocument(path, title); },
                    QCoreApplication::translate("ParameterExamples", e.description));
  }
}

}  // namespace gamelab::ui
