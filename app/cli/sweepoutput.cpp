#include "app/cli/sweepoutput.h"

namespace gamelab::cli {

Json functionList(const std::vector<RationalFunction>& functions, const std::string& name) {
  Json list = Json::array();
  for (const auto& f : functions) list.push_back(toExpressionText(f, name));
  return list;
}

}  // namespace gamelab::cli
