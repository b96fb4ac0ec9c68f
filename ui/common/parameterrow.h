#pragma once
/// One row of a parameter form (duopoly, poker): the exact value typed in a line edit, beside it
/// an optional slider for quick changes.
class QLineEdit;
class QSlider;
class QString;
class QWidget;

namespace gamelab::ui {

/// A new row widget holding `edit` and, unless nullptr, `slider`, sharing the width equally;
/// both get the tool tip `tip`. The slider reports only when released (tracking off, so a drag
/// is one undo step) and keeps a usable minimum width; its range stays the caller's.
QWidget* parameterRow(QLineEdit* edit, QSlider* slider, const QString& tip);

}  // namespace gamelab::ui
