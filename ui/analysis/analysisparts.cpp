#include "ui/analysis/analysisparts.h"

#include <algorithm>

namespace gamelab::ui {

bool isStopError(const Error& e) { return e.code == ErrorCode::Cancelled || e.code == ErrorCode::Timeout; }

Progress subProgress(const Progress& whole, double from, double to, const std::string& stage) {
  return Progress([&whole, from, to, stage](double fraction, const std::string&) {
    whole.report(fraction < 0 ? -1.0 : from + (to - from) * std::clamp(fraction, 0.0, 1.0), stage);
  });
}

std::optional<Error> runAnalysisParts(const std::vector<AnalysisPart>& parts, const Progress& progress,
                                      const CancelToken& cancel) {
  auto stopped = [&cancel] { return stopError(cancel); };
  double total = 0;
  for (const auto& part : parts)
    if (part.enabled) total += part.weight;
  double done = 0;
  for (const auto& part : parts) {
    if (!part.enabled) continue;
    if (cancel.isCancelled()) return stopped();
    const double from = done / total, to = (done + part.weight) / total;
    progress.report(from, part.stage);
    if (auto stop = part.run(subProgress(progress, from, to, part.stage))) return stop;
    done += part.weight;
  }
  if (cancel.isCancelled()) return stopped();
  return std::nullopt;
}

}  // namespace gamelab::ui
