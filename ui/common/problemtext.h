#pragma once
/// Core's problems (core/common/problem.h) as translated sentences.
#include "core/common/error.h"

#include <QString>

namespace gamelab::ui {

/// The translated template of a problem with %1…%n standing for its args (as in
/// problemEnglish); empty for Problem::None.
QString problemTemplate(Problem problem);
/// The problem of `error` in words, its args filled in (each cut to one line of sensible length).
QString problemText(const Error& error);

}  // namespace gamelab::ui
