#pragma once
/// The driver shared by the analysis jobs (strategic, coalitional): a list of parts, each with
/// a share of the progress bar, run in order until one of them is cancelled or times out.
/// Qt-free, so that the jobs can run on a worker thread.
#include "core/common/cancel.h"
#include "core/common/expected.h"

#include <functional>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace gamelab::ui {

/// True for Cancelled and Timeout: the errors that stop a whole job (any other error is the
/// failure of one part and is shown on its page).
bool isStopError(const Error& e);

/// Progress of one part mapped into [from, to] of `whole` and reported under `stage`
/// (negative fractions, "busy", pass through as -1). `whole` must outlive the result.
Progress subProgress(const Progress& whole, double from, double to, const std::string& stage);

/// One part of an analysis job.
struct AnalysisPart {
  bool enabled;       ///< skipped (and given no share of the progress bar) when false
  double weight;      ///< share of the progress bar, by rough cost
  std::string stage;  ///< progress stage code ("core", "nucleolus", ...)
  std::function<std::optional<Error>(const Progress&)> run;  ///< returns a stop error only
};

/// Stores a part's result in `value`, or its error in `error`; a stop error (isStopError) is
/// returned instead, to end the job.
template <class Result, class Value>
std::optional<Error> storePart(Result&& result, Value& value, std::optional<Error>& error) {
  if (result) {
    value = std::move(result.value());
    return std::nullopt;
  }
  if (isStopError(result.error())) return result.error();
  error = result.error();
  return std::nullopt;
}

/// Runs the enabled parts in order, each reporting into its share of `progress` under its
/// stage. Returns the stop error of the first part that returns one, or Cancelled/Timeout
/// when `cancel` is set before a part starts or after the last one; nullopt when every part ran.
/// Does not report the final 1.0.
std::optional<Error> runAnalysisParts(const std::vector<AnalysisPart>& parts, const Progress& progress,
                                      const CancelToken& cancel);

}  // namespace gamelab::ui
