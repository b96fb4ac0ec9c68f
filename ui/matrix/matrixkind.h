#pragma once
/// Registration of the zero-sum matrix-game kind with the shell (document kind "zerosum",
/// .nfg importer, "New" action, built-in examples). registerBuiltinKinds() calls it.
#include "ui/document/gamedocument.h"

namespace gamelab::ui {

/// Registers everything of the "zerosum" kind; safe to call repeatedly (entries are replaced).
void registerMatrixKind();

/// Opens a Gambit .nfg file. Errors: those of the parser (with location). A two-player zero-sum game opens in the zero-sum editor; any other game (general-sum, or
/// other than two players) opens as a strategic-form document.
Expected<DocumentPtr> importNfgFile(const QString& path);

/// The translated title of a built-in example (keyed by id; English fallback).
QString zeroSumExampleTitle(const std::string& id, const std::string& englishTitle);

}  // namespace gamelab::ui
