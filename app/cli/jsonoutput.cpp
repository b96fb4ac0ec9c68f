#include "app/cli/clistreams.h"
#include "app/cli/jsonoutput.h"

#include "app/cli/clierror.h"
#include "app/cli/watchdog.h"
#include "core/io/jsontext.h"

#include <iostream>

namespace gamelab::cli {

Json exact(const Rational& value) { return toString(value); }

Json exactList(const RationalVector& values) {
  Json list = Json::array();
  for (const auto& v : values) list.push_back(exact(v));
  return list;
}

Json floatList(const RationalVector& values) {
  Json list = Json::array();
  for (const auto& v : values) list.push_back(toDouble(v));
  return list;
}

Json exactLists(const std::vector<RationalVector>& lists) {
  Json out = Json::array();
  for (const auto& l : lists) out.push_back(exactList(l));
  return out;
}

Json indexList(const std::vector<std::size_t>& indices) {
  Json list = Json::array();
  for (auto i : indices) list.push_back(i);
  return list;
}

void printJson(std::ostream& out, const Json& json) { out << dumpJson(json) << '\n'; }

int printAnswer(const Json& out, Watchdog& watchdog) {
  if (!watchdog.claimOutput()) return kExitCancelled;  // the watchdog already reported the timeout
  printJson(cliOut(), out);
  cliOut().flush();
  return kExitOk;
}

}  // namespace gamelab::cli
