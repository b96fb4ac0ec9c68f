#pragma once
/// The frame every game editor shares: toolbar actions with their shortcut in the tool tip, a
/// status line that turns red for errors, and the split between the table side and the analysis
/// (progress above the panel) or between a parameter form and its result tabs.
#include <QColor>
#include <QKeySequence>
#include <QString>

#include <functional>

class QAbstractItemDelegate;
class QAction;
class QLabel;
class QWidget;

namespace gamelab::ui {

/// A new action of `owner` (added to it, so its shortcut works while the focus is anywhere inside
/// `owner`): `tip` is the status tip and, followed by the key, the tool tip; `slot` runs on
/// triggered. `objectName` lets tests and menus find it.
QAction* addEditorAction(QWidget* owner, const QString& text, const QString& tip, std::function<void()> slot,
                         const QKeySequence& key = {}, const QString& objectName = {});

/// The one colour of error text in the GUI: a dark red that reads on light backgrounds.
QColor errorColor();
/// `label` shows its text in errorColor() (for labels that only ever show errors).
void styleAsError(QLabel* label);
/// Shows `text` in `status`, in errorColor() when it reports an error.
void showStatusText(QLabel* status, const QString& text, bool error);

/// Clears an error shown in `status` when the user abandons a cell edit with Esc (the red
/// "not a number" message would otherwise outlive the text it was about).
void clearStatusErrorOnRevert(QAbstractItemDelegate* delegate, QLabel* status);

/// Makes `editor`'s whole area a horizontal splitter: `tableSide` on the left (`tableWidth`
/// pixels to start with), `progress` above `panel` on the right; neither side collapses.
void layOutEditorWithAnalysis(QWidget* editor, QWidget* tableSide, QWidget* progress, QWidget* panel, int tableWidth);

/// Makes `editor`'s whole area a horizontal splitter: the parameter `form` on the left, the
/// `results` (tabs of results and pictures) on the right taking the extra width; neither side
/// collapses. The layout of the editors whose game is a few parameters (duopoly, poker).
void layOutFormBesideResults(QWidget* editor, QWidget* form, QWidget* results);

}  // namespace gamelab::ui
