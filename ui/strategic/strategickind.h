#pragma once
/// Registration of the strategic-form kind with the shell (document kind "strategic", "New"
/// actions, built-in examples of core/strategic/strategicexamples.h). registerBuiltinKinds()
/// calls it; the .nfg importer (ui/matrix/matrixkind.cpp) opens every game that is not
/// two-player zero-sum with importNfgAsStrategic.
#include "core/strategic/nfg.h"
#include "ui/document/gamedocument.h"

namespace gamelab::ui {

/// Registers everything of the "strategic" kind; safe to call repeatedly (entries are replaced).
void registerStrategicKind();

/// A strategic-form document of an imported .nfg (any number of players).
DocumentPtr importNfgAsStrategic(const NfgGame& nfg, const QString& fallbackTitle);

/// The translated title of a built-in strategic example (keyed by id; English fallback).
QString strategicExampleTitle(const std::string& id, const std::string& englishTitle);

}  // namespace gamelab::ui
