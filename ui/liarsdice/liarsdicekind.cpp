#include "ui/liarsdice/liarsdicekind.h"

#include "core/io/documentkind.h"
#include "core/liarsdice/liarsdiceplay.h"
#include "ui/document/documentregistry.h"
#include "ui/liarsdice/liarsdicedocument.h"

#include <QApplication>
#include <QCoreApplication>
#include <QGuiApplication>
#include <QInputDialog>

namespace gamelab::ui {

/// Translation context of this file's strings.
class LiarsDiceKindText {
  Q_DECLARE_TR_FUNCTIONS(gamelab::ui::LiarsDiceKindText)
};

namespace {

DocumentPtr documentFor(int sides) {
  auto doc = std::make_unique<LiarsDiceDocument>(sides);
  doc->setTitle(QCoreApplication::translate("LiarsDiceKind", "Liar's Dice, N = %1").arg(sides));
  return DocumentPtr(std::move(doc));
}

}  // namespace

DocumentPtr newLiarsDiceDocument(bool interactive) {
  if (!interactive) return documentFor(6);
  bool ok = false;
  const int sides = QInputDialog::getInt(QApplication::activeWindow(), LiarsDiceKindText::tr("Liar's Dice"),
                                         LiarsDiceKindText::tr("Number of sides N of the die (2 … %1):").arg(kLiarsDiceDocumentMaxSides), 6, 2,
                                         kLiarsDiceDocumentMaxSides, 1, &ok);
  if (!ok) return nullptr;
  return documentFor(sides);
}

void registerLiarsDiceKind() {
  registerDocumentKind(QString::fromLatin1(documentkind::kLiarsDice), &LiarsDiceDocument::fromGamelabFile);
  registerNewDocumentAction(
      QStringLiteral("liarsdice"), LiarsDiceKindText::tr("Liar's Dice…"),
      [] { return newLiarsDiceDocument(QGuiApplication::platformName() != QLatin1String("offscreen")); },
      LiarsDiceKindText::tr("Bluffing with one N-sided die: play against the optimal computer, see why its strategy is optimal"));
  const QString section = LiarsDiceKindText::tr("Liar's Dice (Okamoto; Ferguson and Ferguson)");
  struct Example {
    int sides;
    const char* title;
    const char* description;
  };
  static const Example kExamples[] = {
      {2, QT_TRANSLATE_NOOP("LiarsDiceKind", "Liar's Dice with a 2-sided die (coin)"),
       QT_TRANSLATE_NOOP("LiarsDiceKind", "A wins with probability 3/4: the source's worked example")},
      {3, QT_TRANSLATE_NOOP("LiarsDiceKind", "Liar's Dice with a 3-sided die"),
       QT_TRANSLATE_NOOP("LiarsDiceKind", "A wins with probability 13/18; A bluffs with a 1 half of the time")},
      {6, QT_TRANSLATE_NOOP("LiarsDiceKind", "Liar's Dice with an ordinary die (N = 6)"),
       QT_TRANSLATE_NOOP("LiarsDiceKind", "A wins with probability 41/60, the value of Ferguson and Ferguson")},
  };
  for (const auto& e : kExamples) {
    const int sides = e.sides;
    registerExample(QStringLiteral("liarsdice-%1").arg(sides), QCoreApplication::translate("LiarsDiceKind", e.title), section, {},
                    [sides] { return documentFor(sides); }, QCoreApplication::translate("LiarsDiceKind", e.description));
  }
}

}  // namespace gamelab::ui
