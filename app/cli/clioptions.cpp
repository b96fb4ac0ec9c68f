#include "app/cli/clioptions.h"

#include <cmath>
#include <cstdlib>

namespace gamelab::cli {

Expected<ZeroSumOptions> parseZeroSumOptions(const std::vector<std::string>& args) {
  ZeroSumOptions options;
  bool haveInput = false;
  for (std::size_t k = 0; k < args.size(); ++k) {
    const std::string& a = args[k];
    if (a == "--help" || a == "-h") {
      options.help = true;
    } else if (a == "--row-payoffs") {
      options.rowPayoffs = true;
    } else if (a == "--all-optimal") {
      options.allOptimal = true;
    } else if (a == "--float") {
      options.floatOnly = true;
    } else if (a == "--dominance" || a.rfind("--dominance=", 0) == 0) {
      std::string value;
      if (a == "--dominance") {
        if (k + 1 >= args.size()) return makeError(ErrorCode::InvalidArgument, {"--dominance", "missing mode"});
        value = args[++k];
      } else {
        value = a.substr(12);
      }
      if (value != "auto" && value != "full" && value != "pure" && value != "none")
        return makeError(ErrorCode::InvalidArgument, {"--dominance", "'" + value + "' is not one of auto, full, pure, none"});
      options.dominance = value;
    } else if (a == "--timeout" || a.rfind("--timeout=", 0) == 0) {
      std::string value;
      if (a == "--timeout") {
        if (k + 1 >= args.size()) return makeError(ErrorCode::InvalidArgument, {"--timeout", "missing number of seconds"});
        value = args[++k];
      } else {
        value = a.substr(10);
      }
      char* end = nullptr;
      const double seconds = std::strtod(value.c_str(), &end);
      if (value.empty() || end == nullptr || *end != '\0' || !std::isfinite(seconds) || seconds <= 0)
        return makeError(ErrorCode::InvalidArgument, {"--timeout", "'" + value + "' is not a positive number of seconds"});
      options.timeoutSeconds = seconds;
    } else if (a.size() > 1 && a[0] == '-') {
      return makeError(ErrorCode::InvalidArgument, {"option", "unknown option " + a});
    } else {
      if (haveInput) return makeError(ErrorCode::InvalidArgument, {"arguments", "more than one input file"});
      options.input = a;
      haveInput = true;
    }
  }
  if (!haveInput && !options.help)
    return makeError(ErrorCode::InvalidArgument, {"arguments", "missing input FILE (or - for stdin)"});
  return options;
}

}  // namespace gamelab::cli
