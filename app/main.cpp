/// Gamelab GUI entry point: application identity, language, document kinds, main window.
#include "ui/common/icons.h"
#include "ui/common/languagemanager.h"
#include "ui/kinds/builtinkinds.h"
#include "ui/mainwindow/mainwindow.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QTimer>

int main(int argc, char** argv) {
  QApplication app(argc, argv);
  QApplication::setOrganizationName(QStringLiteral("Gamelab"));
  QApplication::setOrganizationDomain(QStringLiteral("gamelab.invalid"));
  QApplication::setApplicationName(QStringLiteral("Gamelab"));
  QApplication::setApplicationVersion(QStringLiteral(GAMELAB_VERSION));
  gamelab::ui::initResources();
  QApplication::setWindowIcon(gamelab::ui::icon(QStringLiteral("gamelab")));

  gamelab::ui::LanguageManager language;
  language.apply();
  QApplication::setApplicationDisplayName(QApplication::translate("main", "Gamelab"));

  QCommandLineParser parser;
  parser.setApplicationDescription(QApplication::translate("main", "A desktop workbench for game theory."));
  parser.addHelpOption();
  parser.addVersionOption();
  parser.addPositionalArgument(QStringLiteral("files"), QApplication::translate("main", "Documents to open."),
                               QStringLiteral("[files...]"));
  parser.process(app);

  gamelab::ui::registerBuiltinKinds();

  gamelab::ui::MainWindow window;
  window.show();
  const QStringList files = parser.positionalArguments();
  QTimer::singleShot(0, &window, [&window, files] {
    window.offerAutosaveRecovery();
    for (const QString& file : files) window.openPath(file);
  });
  return app.exec();
}
