#pragma once
/// The icons Gamelab draws itself (resources/icons/*.svg), registered at start-up.
#include <QIcon>
#include <QString>

namespace gamelab::ui {

/// Makes the compiled-in resources (:/icons, :/i18n) available; safe to call repeatedly.
/// gamelab_ui is a static library, so main() and tests call this before using resources.
void initResources();

/// An icon from :/icons/<name>.svg, preferring the desktop theme's `themeName` when given.
QIcon icon(const QString& name, const QString& themeName = {});

}  // namespace gamelab::ui
