#pragma once
/// Registration of the duopoly kind (source 000 §3.3) with the shell: document kind "duopoly",
/// File ▸ New "New duopoly model", and the start-page examples (Cournot, Bertrand, Stackelberg,
/// price leadership, entry deterrence). registerBuiltinKinds() calls it.
#include <QString>

#include <string>

namespace gamelab::ui {

void registerDuopolyKind();

/// The translated title of a built-in duopoly example (keyed by id; English fallback).
QString duopolyExampleTitle(const std::string& id, const std::string& englishTitle);

}  // namespace gamelab::ui
