#include "app/cli/sweepoutput.h"

#include "core/sweep/sweeproots.h"

namespace gamelab::cli {

Json sweepHeader(const std::string& name, const std::vector<AlgebraicNumber>& breakpoints) {
  Json out;
  out["parameter"] = name;
  Json texts = Json::array(), floats = Json::array();
  for (const AlgebraicNumber& b : breakpoints) {
    texts.push_back(sweep::rootText(b, name));
    floats.push_back(b.approx);
  }
  out["breakpoints"] = std::move(texts);
  out["breakpoints_float"] = std::move(floats);
  return out;
}

Json pieceBounds(const AlgebraicNumber& from, const AlgebraicNumber& to, const std::string& name) {
  Json out;
  out["from"] = sweep::rootText(from, name);
  out["to"] = sweep::rootText(to, name);
  return out;
}

Json functionList(const std::vector<RationalFunction>& functions, const std::string& name) {
  Json list = Json::array();
  for (const auto& f : functions) list.push_back(toExpressionText(f, name));
  return list;
}

}  // namespace gamelab::cli
