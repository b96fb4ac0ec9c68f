#pragma once
/// The pieces of the sweeps' JSON (`equilibria --sweep`, `tree spe --sweep`): functions of the
/// parameter as expressions in its name, breakpoints as exact text (sweeproots.h: rootText).
#include "app/cli/jsonoutput.h"
#include "core/algebra/algebraicnumber.h"
#include "core/algebra/rationalfunction.h"

#include <string>
#include <vector>

namespace gamelab::cli {

/// The start every sweep's JSON shares: {"parameter": name, "breakpoints": [exact texts
/// (sweeproots.h: rootText)], "breakpoints_float": [...]}.
Json sweepHeader(const std::string& name, const std::vector<AlgebraicNumber>& breakpoints);

/// {"from": …, "to": …}: a piece's ends as exact text.
Json pieceBounds(const AlgebraicNumber& from, const AlgebraicNumber& to, const std::string& name);

/// ["3*t-1", "2-3*t"]: each function as toExpressionText in `name`.
Json functionList(const std::vector<RationalFunction>& functions, const std::string& name);

}  // namespace gamelab::cli
