#pragma once
/// Registration of the continuous poker kind (source 000 §2.7) with the shell: document kind
/// "poker", File ▸ New "New continuous poker model", and the start-page examples (von Neumann,
/// La Relance and check-back at β = 2). registerBuiltinKinds() calls it.
#include <QString>

#include <string>

namespace gamelab::ui {

void registerPokerKind();

/// The translated title of a built-in poker example (keyed by id; English fallback).
QString pokerExampleTitle(const std::string& id, const std::string& englishTitle);

}  // namespace gamelab::ui
