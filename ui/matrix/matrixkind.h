#pragma once
/// Registration of the zero-sum matrix-game kind with the shell (document kind "zerosum",
/// .nfg importer, "New" action, built-in examples). registerBuiltinKinds() calls it.
#include "ui/document/gamedocument.h"

namespace gamelab::ui {

/// Registers everything of the "zerosum" kind; safe to call repeatedly (entries are replaced).
void registerMatrixKind();

/// Opens a Gambit .nfg file as a matrix game. Errors: those of the parser (with location);
/// NotZeroSum for a two-player game whose payoffs do not sum to zero (general-sum games are
/// not supported yet); WrongShape for other than two players.
Expected<DocumentPtr> importNfgFile(const QString& path);

/// The translated title of a built-in example (keyed by id; English fallback).
QString zeroSumExampleTitle(const std::string& id, const std::string& englishTitle);

}  // namespace gamelab::ui
