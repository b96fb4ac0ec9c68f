#pragma once
/// The in-place editor for renaming a header section (a strategy name) of a table view, shared
/// by the matrix and the strategic-form editors.
#include <QString>
#include <Qt>

#include <functional>

class QHeaderView;

namespace gamelab::ui {

/// Opens a QLineEdit over section `section` of `header` (whose orientation is `orientation`),
/// pre-filled with `text` (all selected), showing `placeholder` when empty and `toolTip` on hover.
/// The edit takes the focus. When editing finishes (Enter or focus loss), `commit` is called once
/// with the edited text and the edit deletes itself; Esc deletes it without calling `commit`.
/// The edit is at least 80 pixels wide. The caller checks that `section` is valid.
void editHeaderSectionInPlace(QHeaderView* header, Qt::Orientation orientation, int section, const QString& text,
                              const QString& placeholder, const QString& toolTip,
                              std::function<void(const QString&)> commit);

}  // namespace gamelab::ui
