#pragma once
/// The catalogue of progress stage codes: every code a solver passes to Progress::report
/// ("lp", "vertices", …; core's solvers and the GUI's own jobs), in one list. The GUI turns each into a translated
/// sentence (ui/analysis/progresspanel.cpp's stageText); the CLI never shows them.
///
/// Adding a stage: report it, add it here, and add its sentence to stageText. Tests check all
/// three agree: every literal code reported in core/ or ui/ is listed here, and every listed code has
/// a sentence (a raw code reaching the progress panel was a bug: "states", "iteration", "cgt").
#include <span>
#include <string_view>

namespace gamelab {

/// Every stage code, sorted. "done" (the end, shown as nothing) is among them.
std::span<const std::string_view> progressStages();

}  // namespace gamelab
