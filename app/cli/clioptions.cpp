#include "app/cli/clioptions.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstdlib>
#include <optional>

namespace gamelab::cli {

Expected<ZeroSumOptions> parseZeroSumOptions(const std::vector<std::string>& args) {
  ZeroSumOptions options;
  if (auto error = parseFileArguments(args, options, [&](std::size_t& k) -> Expected<bool> {
    const std::string& a = args[k];
    if (a == "--row-payoffs") {
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
    } else {
      return false;
    }
    return true;
  }))
    return *error;
  return options;
}

std::optional<Expected<std::string>> optionValue(const std::vector<std::string>& args, std::size_t& k,
                                                 const std::string& name, const std::string& what) {
  const std::string& a = args[k];
  if (a == name) {
    if (k + 1 >= args.size()) return Expected<std::string>(makeError(ErrorCode::InvalidArgument, {name, "missing " + what}));
    return Expected<std::string>(args[++k]);
  }
  if (a.rfind(name + "=", 0) == 0) return Expected<std::string>(a.substr(name.size() + 1));
  return std::nullopt;
}

Expected<std::optional<double>> parseTimeout(const std::string& value) {
  char* end = nullptr;
  const double seconds = std::strtod(value.c_str(), &end);
  if (value.empty() || end == nullptr || *end != '\0' || std::isnan(seconds) || seconds <= 0)
    return makeError(ErrorCode::InvalidArgument, {"--timeout", "'" + value + "' is not a positive number of seconds"});
  if (seconds > kMaxTimeoutSeconds) return std::optional<double>();  // past any real run (or inf): no limit
  return std::optional<double>(seconds);
}

std::optional<std::uint64_t> wholeNumber(const std::string& text, std::uint64_t limit) {
  const bool digits = !text.empty() && text.size() <= 19 &&
                      std::all_of(text.begin(), text.end(), [](unsigned char c) { return std::isdigit(c); });
  if (!digits) return std::nullopt;
  const std::uint64_t value = std::stoull(text);
  if (value > limit) return std::nullopt;
  return value;
}

bool asksForHelp(const std::vector<std::string>& args) {
  for (const std::string& a : args) {
    if (a == "--") return false;
    if (a == "--help" || a == "-h") return true;
  }
  return false;
}

bool parameterOption(const std::vector<std::string>& args, std::size_t& k, ParameterOverrides& overrides,
                     std::optional<Error>& error) {
  auto value = optionValue(args, k, "--param", "NAME=VALUE");
  if (!value) return false;
  if (!*value) {
    error = value->error();
    return true;
  }
  auto assignment = parseParameterAssignment(**value);
  if (!assignment) error = assignment.error();
  else overrides.push_back(std::move(*assignment));
  return true;
}

bool commonOption(const std::vector<std::string>& args, std::size_t& k, std::string& input, bool& haveInput,
                  std::optional<double>& timeout, bool& help, std::optional<Error>& error, const std::string& operand) {
  const std::string& a = args[k];
  if (a == "--help" || a == "-h") {
    help = true;
    return true;
  }
  if (auto value = optionValue(args, k, "--timeout", "number of seconds")) {
    if (!*value) {
      error = value->error();
      return true;
    }
    auto seconds = parseTimeout(**value);
    if (!seconds) error = seconds.error();
    else timeout = *seconds;
    return true;
  }
  if (a.size() > 1 && a[0] == '-') return false;
  if (haveInput)
    error = makeError(ErrorCode::InvalidArgument, {"arguments", "more than one " + operand + " ('" + input + "' and '" + a + "')"});
  input = a;
  haveInput = true;
  return true;
}

std::vector<std::string> commaItems(const std::string& text) {
  std::vector<std::string> items;
  std::size_t start = 0;
  for (;;) {
    const std::size_t comma = std::min(text.find(',', start), text.size());
    items.push_back(text.substr(start, comma - start));
    if (comma == text.size()) return items;
    start = comma + 1;
  }
}

namespace {

/// `--labels` value into options.labels / labelList; an error for anything but first, all or
/// a comma-separated list of positive integers.
std::optional<Error> parseLabels(const std::string& text, EquilibriaCommandOptions& options) {
  options.labelList.clear();
  if (text == "first" || text == "all") {
    options.labels = text;
    return std::nullopt;
  }
  for (const std::string& item : commaItems(text)) {
    const bool digits = !item.empty() && item.size() <= 9 &&
                        std::all_of(item.begin(), item.end(), [](char c) { return c >= '0' && c <= '9'; });
    if (!digits)
      return makeError(ErrorCode::InvalidArgument,
                       {"--labels", "'" + item + "' is not a label number (first, all, or K,... counting from 1)"});
    const std::size_t label = std::stoul(item);
    if (label == 0) return makeError(ErrorCode::InvalidArgument, {"--labels", "label 0: labels count from 1"});
    if (std::find(options.labelList.begin(), options.labelList.end(), label) == options.labelList.end())
      options.labelList.push_back(label);
  }
  options.labels = "list";
  return std::nullopt;
}

}  // namespace

Expected<EquilibriaCommandOptions> parseEquilibriaOptions(const std::vector<std::string>& args) {
  EquilibriaCommandOptions options;
  if (auto error = parseFileArguments(args, options, [&](std::size_t& k) -> Expected<bool> {
    if (auto value = optionValue(args, k, "--method", "method")) {
      if (!*value) return value->error();
      const std::string& m = **value;
      if (m != "enum" && m != "lh" && m != "support" && m != "pure" && m != "one")
        return makeError(ErrorCode::InvalidArgument, {"--method", "'" + m + "' is not one of enum, lh, support, pure, one"});
      options.method = m;
      return true;
    }
    if (auto value = optionValue(args, k, "--labels", "labels")) {
      if (!*value) return value->error();
      if (auto error = parseLabels(**value, options)) return *error;
      return true;
    }
    if (args[k] == "--refine") {
      options.refine = true;
      return true;
    }
    if (auto value = optionValue(args, k, "--sweep", "parameter NAME")) {
      if (!*value) return value->error();
      if (!isParameterName(**value))
        return makeError(ErrorCode::InvalidArgument, {"--sweep", "'" + **value + "' is not a parameter name"});
      options.sweep = **value;
      return true;
    }
    if (auto value = optionValue(args, k, "--budget", "number of seconds")) {
      if (!*value) return value->error();
      char* end = nullptr;
      const double seconds = std::strtod((*value)->c_str(), &end);
      if ((*value)->empty() || *end != '\0' || !(seconds >= 0) || !std::isfinite(seconds))
        return makeError(ErrorCode::InvalidArgument,
                         {"--budget", "'" + **value + "' is not a number of seconds >= 0 (0: no budget)"});
      options.budgetSeconds = seconds;
      return true;
    }
    if (auto value = optionValue(args, k, "--restarts", "number of restarts K")) {
      if (!*value) return value->error();
      const auto restarts = wholeNumber(**value, kMaxEquilibriaRestarts);
      if (!restarts)
        return makeError(ErrorCode::InvalidArgument, {"--restarts", "'" + **value + "' is not a whole number from 0 to " +
                                                                        std::to_string(kMaxEquilibriaRestarts)});
      options.restarts = *restarts;
      return true;
    }
    if (auto value = optionValue(args, k, "--seed", "seed S")) {
      if (!*value) return value->error();
      const auto seed = wholeNumber(**value, UINT64_MAX);
      if (!seed) return makeError(ErrorCode::InvalidArgument, {"--seed", "'" + **value + "' is not a whole number >= 0"});
      options.seed = *seed;
      return true;
    }
    return false;
  }))
    return *error;
  if (!options.labels.empty() && options.method != "lh")
    return makeError(ErrorCode::InvalidArgument, {"--labels", "only applies to --method lh"});
  if (!options.sweep.empty()) {
    const char* clash = options.method != "enum" ? "--method"
                        : options.refine         ? "--refine"
                        : options.budgetSeconds  ? "--budget"
                        : options.restarts       ? "--restarts"
                        : options.seed           ? "--seed"
                                                 : nullptr;
    if (clash)
      return makeError(ErrorCode::InvalidArgument,
                       {clash, "does not apply to --sweep (the sweep finds every extreme equilibrium exactly)"});
  }
  if (options.refine && options.method != "enum")
    return makeError(ErrorCode::InvalidArgument, {"--refine", "needs every equilibrium: use it with --method enum (the default)"});
  return options;
}

Expected<SafetyCommandOptions> parseSafetyOptions(const std::vector<std::string>& args) {
  SafetyCommandOptions options;
  if (auto error = parseFileArguments(args, options, [](std::size_t&) -> Expected<bool> { return false; })) return *error;
  return options;
}

}  // namespace gamelab::cli
