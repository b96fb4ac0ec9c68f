#pragma once
/// Registration of the partizan kind (source 002, spec cgt-sums.md) with the shell: document
/// kind "partizan", File ▸ New "New partizan game", and the start-page examples
/// (core/partizan/partizanexamples.h). registerBuiltinKinds() calls it.
namespace gamelab::ui {

void registerPartizanKind();

}  // namespace gamelab::ui
