#include "ui/common/icons.h"

#include <QFile>

static void gamelabInitResources() { Q_INIT_RESOURCE(gamelab); }

namespace gamelab::ui {

void initResources() {
  static const bool done = [] {
    gamelabInitResources();
    return true;
  }();
  (void)done;
}

QIcon icon(const QString& name, const QString& themeName) {
  initResources();
  const QIcon own(QStringLiteral(":/icons/%1.svg").arg(name));
  if (themeName.isEmpty()) return own;
  return QIcon::fromTheme(themeName, own);
}

}  // namespace gamelab::ui
