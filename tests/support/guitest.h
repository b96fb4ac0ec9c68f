#pragma once
/// The start of a GUI test program: Qt's test-mode paths and the program's own settings,
/// emptied, so that a test never reads or writes a user's settings or files.
#include <QCoreApplication>
#include <QSettings>
#include <QStandardPaths>
#include <QString>

namespace gamelab::testsupport {

inline void isolateSettings(const QString& program) {
  QStandardPaths::setTestModeEnabled(true);
  QCoreApplication::setOrganizationName(QStringLiteral("GamelabTest"));
  QCoreApplication::setApplicationName(program);
  QSettings().clear();
}

}  // namespace gamelab::testsupport
