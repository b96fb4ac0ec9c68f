#pragma once
/// Core errors in words: every ErrorCode becomes a translated sentence with its arguments,
/// prefixed by where in the input it happened ("bad.gamelab, line 3, column 7: ...").
#include "core/common/error.h"

#include <QCoreApplication>
#include <QString>

namespace gamelab::ui {

/// Holds the translation context "gamelab::ui::ErrorText" for the functions below.
class ErrorText {
  Q_DECLARE_TR_FUNCTIONS(gamelab::ui::ErrorText)
};

/// "file, line L, column C" (parts that are unknown are left out); empty when nothing is known.
QString errorLocationText(const SourceLocation& where);
/// The reason alone, without location.
QString errorReasonText(const Error& error);
/// Location and reason: "bad.gamelab, line 3, column 7: expected ..., found ...".
QString errorText(const Error& error);

}  // namespace gamelab::ui
