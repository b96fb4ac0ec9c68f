#pragma once
/// `gamelab-cli qre [--lambdas L1,L2,…] [--max-lambda M] [--fit COUNTS] [--timeout S] FILE|-`:
/// the principal branch of logit QRE (CLI.md) of a strategic game (.nfg, .gamelab strategic or
/// zerosum) or of a tree's agent form (.efg, .gamelab tree); the format is sniffed.
#include "core/common/expected.h"
#include "core/param/parameters.h"

#include <optional>
#include <string>
#include <vector>

namespace gamelab::cli {

struct QreCommandOptions {
  std::string input;
  std::vector<double> lambdas;  ///< --lambdas: as typed (core checks order and range)
  double maxLambda = 1e6;       ///< --max-lambda
  std::string fitFile;          ///< --fit: a JSON file {"counts": …}
  ParameterOverrides parameters;  ///< --param NAME=VALUE
  std::optional<double> timeoutSeconds;
  bool help = false;
};

/// Error: InvalidArgument (args: option, reason) for a value that is not a number.
Expected<QreCommandOptions> parseQreOptions(const std::vector<std::string>& args);

int runQre(const std::vector<std::string>& args);
const char* qreUsage();

}  // namespace gamelab::cli
