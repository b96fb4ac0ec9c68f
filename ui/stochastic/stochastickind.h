#pragma once
/// Registers the document kind "stochastic": the factory of saved documents, File ▸ New and the
/// start page's games of source 000 §2.6 (core/stochastic/stochasticexamples.h).
namespace gamelab::ui {
void registerStochasticKind();
}  // namespace gamelab::ui
